import { expect, test } from '@playwright/test';
import { CATALOGUE_MESSAGES } from '@portico/domain';
import { logIn } from './helpers';

test('staff filter the catalogue and edit a zone', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  // the login lands on the home page first
  await expect(page.getByRole('heading', { name: 'Service search' })).toBeVisible();
  await page.goto('/#/catalogue');
  await expect(page.getByRole('heading', { name: 'Catalogue' })).toBeVisible();

  // the seeded catalogue, filtered by market and status
  const table = page.getByRole('table', { name: 'Catalogue locations' });
  await expect(table.getByText('CDC Hume')).toBeVisible();
  await page.getByRole('combobox', { name: 'Market' }).click();
  await page.getByRole('option', { name: 'US', exact: true }).click();
  await expect(table.getByText('Equinix NY5')).toBeVisible();
  await expect(table.getByText('CDC Hume')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Expired', exact: true }).click();
  await expect(table.getByText('CyrusOne Carrollton')).toBeVisible();
  await expect(table.getByText('Equinix NY5')).toHaveCount(0);

  // a zone edited, with the spec's message
  await page.getByRole('tab', { name: 'Zones' }).click();
  await page.getByRole('button', { name: 'Edit zone Asia' }).click();
  const form = page.getByRole('form', { name: 'Zone Asia' });
  await form.getByLabel('Description').fill('Singapore, Hong Kong and the region');
  await form.getByRole('button', { name: 'Save zone' }).click();
  await expect(form.getByRole('status')).toHaveText(CATALOGUE_MESSAGES.zoneUpdated);
  await expect(
    page.getByRole('table', { name: 'Zones' }).getByText('Singapore, Hong Kong and the region'),
  ).toBeVisible();
});
