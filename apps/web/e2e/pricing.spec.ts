import { expect, type Page, test } from '@playwright/test';
import { PRICING_MESSAGES, PROMO_MESSAGES } from '@portico/domain';
import { logIn } from './helpers';

/** Chooses an option of a searchable Mantine select by typing part of its label. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, text: string) {
  const input = scope.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(text);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
}

test('staff gives a customer its own port price; the customer checks a promo code and sees both in a quote', async ({
  page,
}) => {
  // Staff: Acme's price book tab, a 10 Gbps port in Australia at AUD 999.00 from today
  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  await expect(page).toHaveURL(/#\/$/);
  await page.goto('/#/company/2001?tab=pricebook'); // Acme
  await expect(page.getByRole('tab', { name: 'Price book', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add item' }).click();
  const form = page.getByRole('form', { name: 'Add a price book item' });
  await form.getByRole('combobox', { name: 'Market' }).click();
  await page.getByRole('option', { name: 'Australia' }).click();
  await form.getByLabel('Speed (Mbps)').fill('10000');
  await form.getByLabel('Monthly').fill('999.00');
  await form.getByLabel('From').fill(new Date().toISOString().slice(0, 10));
  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByRole('status').getByText(PRICING_MESSAGES.customAdded)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Price book items' }).getByText('AUD 999.00')).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();

  // Customer: a quote for that port, first with a code that does not exist, then with the welcome code
  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await page.goto('/#/quote');
  await expect(page.getByRole('heading', { name: 'Price a new service' })).toBeVisible();
  const item = page.getByRole('group', { name: 'Item 1' });
  await choose(page, item, 'Location', 'Equinix SY1');
  const promo = page.getByRole('textbox', { name: 'Promo code' });
  await promo.fill('NOSUCHCODE');
  await promo.press('Enter');
  await expect(page.getByText(PROMO_MESSAGES.notValid, { exact: true })).toBeVisible();
  await promo.fill('WELCOME10');
  await promo.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '10' })).toBeVisible();

  await page.getByRole('button', { name: 'Price it' }).click();
  const quote = page.getByRole('region', { name: 'Quote' });
  await expect(quote.getByText('your price', { exact: true })).toBeVisible();
  await expect(quote.getByText('Monthly AUD 999.00 ex-GST')).toBeVisible();
  // 10% off the first months: 999.00 − 99.90
  await expect(quote.getByText('First month AUD 899.10')).toBeVisible();
  if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT, fullPage: true });
});
