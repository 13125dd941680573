import { expect, test } from '@playwright/test';
import { BILLABLE_MESSAGES } from '@portico/domain';
import { logIn } from './helpers';

/**
 * Staff find a service nobody bills in a market and set up its billing (decision 0081): the billable is created not
 * activated, and the service leaves the unbilled list.
 */
test('staff set up the billing of a service nobody bills, and it leaves the unbilled list', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  await page.goto('/#/unbilledServices');
  await expect(page.getByRole('heading', { name: 'Unbilled services' })).toBeVisible();

  // the Australian market's unbilled services
  await page.getByRole('combobox', { name: 'Supplier', exact: true }).click();
  await page.getByRole('option', { name: 'Australia (808)', exact: true }).click();
  await expect(page).toHaveURL(/#\/unbilledServices\/808$/);
  const table = page.getByRole('table');
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('Australia');
  const name = (await first.getByRole('link').first().textContent())!;

  await first.getByRole('button', { name: `Set up billing ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Set up billing of ${name}` });
  const form = dialog.getByRole('form', { name: 'Billing set-up' });
  // the admin defaults: setup 0, monthly 500, term 12
  await expect(form.getByLabel('Setup (AUD)')).toHaveValue('0.00');
  await expect(form.getByLabel('Monthly (AUD)')).toHaveValue('500.00');
  await form.getByLabel('Monthly (AUD)').fill('-5');
  await form.getByRole('button', { name: 'Set up billing' }).click();
  await expect(form.getByText(BILLABLE_MESSAGES.amountInvalid)).toBeVisible();
  await form.getByLabel('Monthly (AUD)').fill('1,234.50');
  await form.getByLabel('Bundle name').fill('E2E bundle');
  await form.getByRole('button', { name: 'Set up billing' }).click();
  await expect(dialog.getByText(BILLABLE_MESSAGES.setUp)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('searchbox', { name: 'Search services' }).fill(name);
  await expect(page.getByText('Every service is billed.')).toBeVisible();
});
