import { expect, test } from '@playwright/test';
import { formatDay, MESSAGES, PRICEBOOK_MESSAGES } from '@portico/domain';
import { logIn } from './helpers';

/** An ISO date `days` after today (UTC, the server's day). */
function inDays(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test('staff adds a future VXC price with charges typed as money, edits it, cannot edit one in force', async ({
  page,
}) => {
  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  await page.goto('/#/pricebook');
  await expect(page.getByRole('heading', { name: 'Price book' })).toBeVisible();
  const table = page.getByRole('table', { name: 'VXC prices' });
  await expect(table.getByRole('cell', { name: 'Australia' }).first()).toBeVisible();

  // a price in force today (the seed's, from 2025-01-01, shown as the spec writes days) cannot be edited or deleted
  const current = table.getByRole('row').filter({ hasText: '01-01-25' }).first();
  await expect(current.getByRole('button', { name: /^Edit price/ })).toBeDisabled();
  await expect(current.getByRole('button', { name: /^Delete price/ })).toBeDisabled();

  // an amount with three decimals: the amount rule's message on its field, nothing saved
  await page.getByRole('button', { name: 'Add price' }).click();
  const form = page.getByRole('form', { name: 'Add a VXC price' });
  await form.getByRole('combobox', { name: 'Market' }).click();
  await page.getByRole('option', { name: 'Ireland (EUR)' }).click();
  await form.getByRole('combobox', { name: 'A end' }).click();
  await page.getByRole('option', { name: 'MVE', exact: true }).click();
  await form.getByRole('combobox', { name: 'B end' }).click();
  await page.getByRole('option', { name: 'FRANCEIX' }).click();
  await form.getByLabel('From').fill(inDays(20));
  // a row per speed (100 Mbps and 1 Gbps to start with), each charge in euros as every price form takes money
  const amount = (row: number) => form.getByRole('group', { name: `Charge ${row}` }).getByLabel(/^Monthly charge/);
  await amount(1).fill('45.123');
  await amount(2).fill('12,345');
  await form.getByRole('button', { name: 'Add price' }).click();
  await expect(form.getByText(MESSAGES.amountInvalid)).toBeVisible();
  await expect(page.getByText(PRICEBOOK_MESSAGES.vxcAdded)).toHaveCount(0);

  // readable charges: read back in the one money format under the rows, added, and listed as a future price
  await amount(1).fill('45');
  const preview = form.getByRole('definition');
  await expect(form.getByLabel('Charges as entered')).toContainText('100 Mbps');
  await expect(preview).toHaveText(['€45.00', '€12,345.00']);
  await form.getByRole('button', { name: 'Add price' }).click();
  await expect(page.getByRole('status').getByText(PRICEBOOK_MESSAGES.vxcAdded)).toBeVisible();

  await page.getByRole('switch', { name: 'Future only' }).check({ force: true });
  await page.getByRole('combobox', { name: 'B end' }).first().click();
  await page.getByRole('option', { name: 'FRANCEIX' }).click();
  const added = table
    .getByRole('row')
    .filter({ hasText: 'Ireland' })
    .filter({ hasText: formatDay(inDays(20)) });
  await expect(added).toHaveCount(1);
  // each speed on its own line with its amount: the one money format, thousands separated
  const addedCharges = added.getByRole('definition');
  await expect(addedCharges).toHaveText(['€45.00', '€12,345.00']);
  await expect(added.getByRole('term')).toHaveText(['100 Mbps', '1 Gbps']);

  // edit it: a new charge and end date
  await added.getByRole('button', { name: /^Edit price/ }).click();
  const edit = page.getByRole('form', { name: /^Edit VXC price/ });
  await edit
    .getByRole('group', { name: 'Charge 1' })
    .getByLabel(/^Monthly charge/)
    .fill('49.99');
  await edit.getByRole('button', { name: 'Remove charge 2' }).click();
  await edit.getByLabel('To').fill(inDays(60));
  await edit.getByRole('button', { name: 'Save price' }).click();
  await expect(page.getByRole('status').getByText(PRICEBOOK_MESSAGES.vxcEdited)).toBeVisible();
  const edited = table
    .getByRole('row')
    .filter({ hasText: 'Ireland' })
    .filter({ hasText: formatDay(inDays(20)) });
  await expect(edited).toContainText('€49.99');
  await expect(edited).toContainText(formatDay(inDays(60)));
});

test('tab 9 shows the connection price banner; exporting with no filter asks for one', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  await page.goto('/#/pricebook');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  // a rule the user can fix: a hint by the button, not the red banner of unexpected failures
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.filterFirst })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveAccessibleDescription(MESSAGES.filterFirst);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/pricebook-filter-first.png' });

  await page.getByRole('tab', { name: 'Connection prices' }).click();
  await expect(page).toHaveURL(/tab=9/);
  await expect(page.getByText(PRICEBOOK_MESSAGES.connectionPricesBanner, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add price' })).toHaveCount(0);

  await page.goto('/#/pricebook?tab=2');
  await expect(page.getByRole('tab', { name: 'MVE prices', selected: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'MVE prices' }).getByText('AUD 350.00').first()).toBeVisible();
});

test('at 1366 × 768 every price book table fits or scrolls in its own box with the market column fixed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  const tabs: [string, string][] = [
    ['1', 'VXC prices'],
    ['2', 'MVE prices'],
    ['3', 'Port, MCR, IX and MegaDirect prices'],
    ['9', 'Connection prices in force'],
  ];
  for (const [tab, name] of tabs) {
    await page.goto(`/#/pricebook?tab=${tab}`);
    const table = page.getByRole('table', { name });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // the page itself never scrolls sideways
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(widths.client);
    // the first column is Market, and it stays put while a table wider than its box scrolls
    await expect(table.getByRole('columnheader').first()).toHaveText('Market');
    const firstCell = table.getByRole('row').nth(1).getByRole('cell').first();
    const position = await firstCell.evaluate((cell) => getComputedStyle(cell).position);
    expect(position).toBe('sticky');
    await page.screenshot({ path: `test-results/pricebook-1366-tab${tab}.png` });
  }
});
