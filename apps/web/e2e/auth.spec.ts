import { expect, test } from '@playwright/test';
import { totpCode } from '@portico/domain';
import { expectLoginPage, logIn, mainMenu, menuSection } from './helpers';

const MFA_SECRET = process.env.PORTICO_MFA_SECRET ?? 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

test.beforeEach(async ({ page }) => {
  await page.goto('/#/login');
});

test('a customer administrator logs in, sees the customer menu and logs out', async ({ page }) => {
  // The journeys run on a demo server: the login page and the header say so.
  await expect(page.getByLabel('Demo mode')).toHaveText('Demo');
  await logIn(page, 'acme.admin');
  await expect(page.getByRole('banner').getByLabel('Demo mode')).toBeVisible();
  await expect(page).toHaveURL(/#\/dashboard$/);
  // no page asked for: the login lands on the dashboard, not on the empty service search of `/`
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/^Acme Networks.*: your services at a glance\.$/)).toBeVisible();
  for (const section of ['Services', 'Ordering', 'Company admin', 'Billing', 'Notifications']) {
    await expect(menuSection(page, section)).toBeVisible();
  }
  await expect(mainMenu(page).getByText('Admin console')).toHaveCount(0);
  await expect(menuSection(page, 'MegaDirect')).toHaveCount(0);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expectLoginPage(page);
  expect(await page.evaluate(() => window.localStorage.getItem('portico.login'))).toBeNull();
  // The token is gone from the browser: the shell is no longer reachable.
  await page.goto('/#/dashboard');
  await expectLoginPage(page);
});

test('staff see the admin console', async ({ page }) => {
  await logIn(page, 'staff.admin');
  await expect(mainMenu(page).getByRole('heading', { name: 'Admin console' })).toBeVisible();
  await expect(menuSection(page, 'Billing')).toBeVisible();
  await expect(menuSection(page, 'Services')).toHaveCount(0);
});

test('a wrong password shows the spec message', async ({ page }) => {
  await logIn(page, 'agent', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Login failed - please try again...');
  await expect(page).toHaveURL(/#\/login$/);
});

test('an MFA user needs the one-time password', async ({ page }) => {
  await logIn(page, 'mfa.user');
  await expect(page.getByRole('alert')).toHaveText('Login Failed - Please enter your MFA code');

  await logIn(page, 'mfa.user', undefined, await totpCode(MFA_SECRET));
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByText(/^Globex.*: your services at a glance\.$/)).toBeVisible();
});

test('a deep link is resumed after logging in', async ({ page }) => {
  await page.goto('/#/customerInvoice/123');
  await expectLoginPage(page);
  await logIn(page, 'acme.admin');
  await expect(page).toHaveURL(/#\/customerInvoice\/123$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer invoice' })).toBeVisible();
  // no invoice 123 of Acme's: the page says so, and echoes nothing of the link back
  await expect(page.getByText('Invoice not found', { exact: true })).toBeVisible();
  await expect(page.getByText(/Requested/)).toHaveCount(0);
});

test('submitting an empty form asks for username and password', async ({ page }) => {
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter username and password');
});

test('a services-only user sees Services and Notifications but not Billing', async ({ page }) => {
  await logIn(page, 'acme.viewer');
  await expect(menuSection(page, 'Services')).toBeVisible();
  await expect(menuSection(page, 'Notifications')).toBeVisible();
  await expect(menuSection(page, 'Billing')).toHaveCount(0);
});

test('a finance-only user sees Billing but not Services', async ({ page }) => {
  await logIn(page, 'acme.finance');
  await expect(menuSection(page, 'Billing')).toBeVisible();
  await expect(menuSection(page, 'Services')).toHaveCount(0);
});

test('a channel partner sees MegaDirect', async ({ page }) => {
  await logIn(page, 'partner.admin');
  await expect(menuSection(page, 'MegaDirect')).toBeVisible();
});

test('a customer opening a staff console URL is told it is not for them', async ({ page }) => {
  await logIn(page, 'acme.admin');
  await expect(mainMenu(page)).toBeVisible();
  await page.goto('/#/billRuns');
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
});

test('an unknown route goes home', async ({ page }) => {
  await logIn(page, 'acme.viewer');
  await expect(mainMenu(page)).toBeVisible();
  await page.goto('/#/no/such/page');
  await expect(page).toHaveURL(/#\/$/);
});

test('a revoked session sends the user back to the login page', async ({ page }) => {
  await logIn(page, 'acme.viewer');
  await expect(mainMenu(page)).toBeVisible();
  // Revoke the token behind the app's back, as an expiry or a logout elsewhere would.
  await page.evaluate(async () => {
    const login = JSON.parse(window.localStorage.getItem('portico.login') ?? '{}');
    await fetch('/v2/logout', { headers: { Authorization: `Bearer ${login.oAuthToken.accessToken}` } });
  });
  await page.goto('/#/dashboard');
  await page.reload();
  await expectLoginPage(page);
  await logIn(page, 'acme.viewer');
  await expect(page).toHaveURL(/#\/dashboard$/);
});

test('a user signs in with the simulated Google provider', async ({ page }) => {
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByRole('dialog').getByLabel('E-mail').fill('acme.viewer@portico.example');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/#/');
  await expect(page.getByText('Signed in as Victor Viewer', { exact: false })).toBeVisible();
});
