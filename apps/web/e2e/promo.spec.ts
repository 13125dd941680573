import { expect, type Page, test } from '@playwright/test';
import { MESSAGES, PROMO_MESSAGES } from '@portico/domain';
import { logIn } from './helpers';

/** A code no other run has made. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}`;

async function choose(page: Page, form: ReturnType<Page['getByRole']>, label: string, option: string) {
  await form.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('staff creates a promo code of each type, sees the rules, and edits one', async ({ page }) => {
  // four codes made through the form, one edited and all four read back: more than a minute on a busy machine
  test.setTimeout(120_000);
  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  await expect(page).toHaveURL(/#\/$/);
  await page.goto('/#/promo');
  await expect(page.getByRole('heading', { name: 'Promo codes' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'WELCOME10', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'New promo code' }).click();
  const form = page.getByRole('form', { name: 'New promo code' });
  const save = form.getByRole('button', { name: 'Save promo code' });
  const saved = form.getByRole('status').getByText(PROMO_MESSAGES.saved);

  // PERCENTAGE: no discount type yet, then no percentage → the rules' messages, nothing saved
  const percentage = unique('PCT');
  await form.getByLabel('Promo code').fill(percentage);
  await save.click();
  await expect(form.getByText(PROMO_MESSAGES.discountTypeRequired)).toBeVisible();
  await choose(page, form, 'Discount type', 'Percentage');
  await form.getByLabel('Term (months)').fill('12');
  await save.click();
  await expect(form.getByText(PROMO_MESSAGES.percentageRequired)).toBeVisible();
  await expect(saved).toHaveCount(0);
  await form.getByLabel('Percentage (%)').fill('12.5');
  await expect(form.getByText(PROMO_MESSAGES.percentageRequired)).toHaveCount(0);
  await save.click();
  await expect(saved).toBeVisible();

  // MONTHLY: a VXC among the products is refused live
  const monthly = unique('MON');
  await form.getByLabel('Promo code').fill(monthly);
  await choose(page, form, 'Discount type', 'Monthly');
  await save.click();
  await expect(form.getByText(PROMO_MESSAGES.termRequired)).toBeVisible();
  await form.getByLabel('Term (months)').fill('3');
  await save.click();
  await expect(saved).toBeVisible();

  // FLOATING_AMOUNT: shared is ticked and locked; the currency is required
  const floating = unique('FLT');
  await form.getByLabel('Promo code').fill(floating);
  await choose(page, form, 'Discount type', 'Floating amount');
  await expect(form.getByLabel('Shared')).toBeChecked();
  await expect(form.getByLabel('Shared')).toBeDisabled();
  await form.getByLabel('Floating amount').fill('250.00');
  await save.click();
  await expect(form.getByText(PROMO_MESSAGES.currencyRequired)).toBeVisible();
  await choose(page, form, 'Currency', 'AUD');
  // reserved for a company chosen by its name, not typed as an id
  await form.getByRole('combobox', { name: 'Reserved for company' }).fill('globex');
  await page.getByRole('option', { name: /^Globex Cloud Ltd \(2002\)/ }).click();
  await save.click();
  await expect(saved).toBeVisible();

  // VXC_PRICE_MODIFIER: base 0 and ends 100 prefilled; a region, a speed cap and VXC alone required
  const vxc = unique('VXC');
  await form.getByLabel('Promo code').fill(vxc);
  await choose(page, form, 'Discount type', 'VXC price modifier');
  await expect(form.getByLabel('Base rate modifier (%)')).toHaveValue('0');
  await expect(form.getByLabel('A-End rate modifier (%)')).toHaveValue('100');
  await expect(form.getByLabel('B-End rate modifier (%)')).toHaveValue('100');
  await save.click();
  await expect(form.getByText(PROMO_MESSAGES.regionRequired)).toBeVisible();
  await expect(form.getByText(PROMO_MESSAGES.speedCapRequired)).toBeVisible();
  await expect(form.getByText(PROMO_MESSAGES.vxcModifierProductTypes)).toBeVisible();
  await form.screenshot({ path: 'test-results/promo-form-errors.png' });
  await form.getByLabel('Speed cap (Mbps)').fill('1000');
  await form.getByLabel('Recurring charge modifier (%)').fill('20');
  await form.getByRole('combobox', { name: 'Regions' }).click();
  await page.getByRole('option', { name: 'AU', exact: true }).click();
  await form.getByRole('combobox', { name: 'Product types' }).click();
  await page.getByRole('option', { name: 'VXC', exact: true }).click();
  await page.keyboard.press('Escape');
  await save.click();
  await expect(saved).toBeVisible();

  // The four are listed; one is edited
  await page.getByRole('button', { name: 'Close' }).first().click();
  await page.getByLabel('Search codes').fill(monthly);
  // the search has answered when the list holds that code alone (its row is drawn anew then)
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(1);
  await expect(page.getByRole('cell', { name: monthly, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${monthly}` }).click();
  const edit = page.getByRole('form', { name: `Edit promo code ${monthly}` });
  await edit.getByLabel('Term (months)').fill('6');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('status').getByText(PROMO_MESSAGES.updated)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Monthly discount for 6 months' })).toBeVisible();

  for (const code of [percentage, floating, vxc]) {
    await page.getByLabel('Search codes').fill(code);
    await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();
  }
  // the credit in the one money format, and the company it is reserved for by name
  await page.getByLabel('Search codes').fill(floating);
  const floatingRow = page.getByRole('row').filter({ hasText: floating });
  await expect(floatingRow.getByRole('cell', { name: 'AUD 250.00 credit' })).toBeVisible();
  await expect(floatingRow.getByRole('cell', { name: 'Globex Cloud Ltd' })).toBeVisible();
  await page.screenshot({ path: 'test-results/promo-page.png', fullPage: true });
});

test('staff subscribe a company chosen by name, filter the subscriptions by company, and are told to filter before exporting', async ({
  page,
}) => {
  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  await page.goto('/#/promo');

  // exporting every code unfiltered: the spec's words beside the button, not the error banner
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.filterFirst })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  const form = page.getByRole('form', { name: 'Subscribe a company' });
  const company = form.getByRole('combobox', { name: 'Company' });
  await company.fill('Initech');
  await page.getByRole('option', { name: /^Initech Data Inc \(2003\)/ }).click();
  await expect(company).toHaveValue('Initech Data Inc (2003)');
  // SUMMER2024 (5): a subscription limits a code to its subscribers, and the quote journeys use WELCOME10 and VXCBOOST
  // on the same database at the same time
  await form.getByLabel('Promo code id').fill('5');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').getByText(PROMO_MESSAGES.subscribed)).toBeVisible();

  // the list filtered by a company found by its id
  await page.getByRole('combobox', { name: 'Filter by company' }).fill('2003');
  await page.getByRole('option', { name: /^Initech Data Inc \(2003\)/ }).click();
  const rows = page.getByRole('table', { name: 'Promo subscriptions' }).getByRole('row');
  await expect(rows.filter({ hasText: 'SUMMER2024' })).toContainText('Initech Data Inc (2003)');
  await expect(rows.filter({ hasNotText: 'Initech' })).toHaveCount(1); // the header row only
  await page.screenshot({ path: 'test-results/promo-subscriptions.png', fullPage: true });
});
