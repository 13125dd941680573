import { expect, type Page, test } from '@playwright/test';
import { COMPANY_MESSAGES } from '@portico/domain';
import { logIn } from './helpers';

/** A 1×1 PNG, the smallest logo there is. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Collects every Content-Security-Policy violation of the page: the browser's console report and the
 * `securitypolicyviolation` event, which also fires for reports the console would only show once.
 */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

/** The script-src of the policy the server sends with the page. */
async function scriptSrc(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  const policy = response.headers()['content-security-policy'] ?? '';
  const directive = policy.split(';').find((d) => d.trim().startsWith('script-src '));
  expect(directive, policy).toBeDefined();
  return directive ?? '';
}

test('the policy allows only our own scripts: no inline, no eval', async ({ page }) => {
  for (const path of ['/', '/docs/', '/health']) {
    const directive = await scriptSrc(page, path);
    expect(directive.trim()).toBe("script-src 'self'");
    expect(directive).not.toMatch(/unsafe-inline|unsafe-eval/);
  }
  const index = await page.request.get('/');
  expect(index.headers()['x-frame-options']).toBe('DENY');
  expect(index.headers()['x-content-type-options']).toBe('nosniff');
  expect(index.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('an injected script cannot run, so it cannot read the token in localStorage', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await expect(page).toHaveURL(/#\/dashboard$/);
  const ran = await page.evaluate(async () => {
    const flag = window as unknown as { leaked?: string };
    const script = document.createElement('script');
    script.textContent = 'window.leaked = JSON.stringify(localStorage)';
    document.head.append(script);
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.leaked = "attribute"');
    img.src = 'data:,not-an-image';
    document.body.append(img);
    await new Promise((resolve) => setTimeout(resolve, 200));
    let evaluated = false;
    try {
      evaluated = Boolean(new Function('return true')());
    } catch {
      // refused by the policy, as it should be
    }
    return { leaked: flag.leaked ?? null, evaluated };
  });
  expect(ran).toEqual({ leaked: null, evaluated: false });
  // the watcher sees what the policy refused, so an empty list in the journeys below means something
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(3);
  expect(violations.join('\n')).toMatch(/script-src-elem|script-src/);
  expect(violations.join('\n')).toMatch(/script-src-attr/);
});

test('a customer admin works through the app, logo included, without a single policy violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  await page.goto('/#/dashboard');
  await page.goto('/#/customerProfile');
  // the first visit of a page loads its chunk and the company: slower than a click on a busy machine
  await expect(page.getByRole('heading', { name: 'Company profile' })).toBeVisible({ timeout: 30_000 });

  // the logo is fetched with the token and shown through a blob: URL, which the policy allows for images
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByLabel('Logo file').click()]);
  await chooser.setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByRole('status').filter({ hasText: COMPANY_MESSAGES.logoUploaded })).toBeVisible();
  const logo = page.getByRole('img', { name: /logo$/ });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  await page.goto('/#/customerEmployees');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('staff work through the console and read the API docs without a single policy violation', async ({ page }) => {
  // two first page loads and the API reader's whole document: past 60 s on a loaded machine
  test.slow();
  const violations = await watchCsp(page);
  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  await expect(page).toHaveURL(/#\/$/);

  await page.goto('/#/company');
  // first visits of two pages, each loading its chunk and its data: slower than a click on a busy machine
  await expect(page.getByRole('table', { name: 'Companies' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/#/company/2001');
  await expect(page.getByRole('heading', { name: 'Acme Networks Pty Ltd' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'History' }).click();
  await page.waitForLoadState('networkidle');

  // the API reader runs under its own files only
  await page.goto('/docs/');
  // the reader renders the whole document (every endpoint of the app) before its title shows: slow beside the API tests
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Portico API', { timeout: 30_000 });
  await page.getByText('/v3/login').first().click();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
