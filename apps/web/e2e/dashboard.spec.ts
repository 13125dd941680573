import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiToken, logIn } from './helpers';

/*
 * A customer's dashboard (decision 0052): the live count, the busiest VXCs drawn from the demo network's telemetry
 * and a map of the company's locations drawn from the app's own world outline; then its products with their terms.
 * It reads the demo data and changes nothing.
 */

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

test('acme.admin sees the live count, the busiest VXCs and the map of its locations', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request, 'acme.admin')}` };
  const dashboard = (await (await request.get('/secure/dashboard/company/2001', { headers })).json()).data;
  expect(dashboard.servicesLive).toBeGreaterThan(0);
  await page.goto('/#/login');
  const origin = new URL(page.url()).origin;
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    if (/^https?:/.test(r.url()) && new URL(r.url()).origin !== origin) elsewhere.push(r.url());
  });
  await logIn(page, 'acme.admin');
  await page.goto('/#/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // other journeys order and provision Acme's services meanwhile: the page and the API agree at one moment
  await expect(async () => {
    const live = (await (await request.get('/secure/dashboard/company/2001', { headers })).json()).data.servicesLive;
    const shown = await page.getByRole('region', { name: 'Services live' }).textContent();
    if (!shown?.includes(String(live))) {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Services live' })).toContainText(String(live), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const chart = page.getByRole('img', { name: /^Busiest VXCs, average over the last 24 hours: / });
  await expect(chart).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const map = page.getByRole('img', { name: /^Map of your locations: / });
  await expect(map).toBeVisible();
  await expect(map).toHaveAccessibleName(/Equinix SY1 \(Sydney, \d+ services?\)/);
  await expect(map.locator('circle')).toHaveCount(dashboard.locations.length);
  await expect(page.getByRole('table', { name: 'Recent activity' })).toBeVisible();
  // nothing of the map comes from elsewhere: no tiles, no outline fetched at run time
  expect(elsewhere).toEqual([]);
  await expectNoSeriousViolations(page);
});

test('acme.admin opens Products and sees a demo product with its term and price', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await page.goto('/#/customerProducts');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('Acme Cloud Router');
  const row = page.getByRole('row').filter({ hasText: 'Acme Cloud Router' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('12 months');
  await expect(row).toContainText('Equinix SY1, Sydney');
  await expect(row).toContainText(/[A-Z]{3} [\d,]+\.\d\d/);
  await expectNoSeriousViolations(page);

  // its history, on its detail page
  await row.getByRole('link', { name: 'Acme Cloud Router' }).click();
  const history = page.getByRole('table', { name: 'History of Acme Cloud Router' });
  await expect(history).toBeVisible();
  await expect(history).toContainText('Acme Cloud Router is live');
});
