import { expect, type Page, test } from '@playwright/test';
import { PRICE_LOOKUP_MESSAGES, PRICING_MESSAGES, PROMO_MESSAGES } from '@portico/domain';
import { expectAmountsReadable, logIn } from './helpers';

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

  // Customer: a quote for that port. A code typed and "Price it" clicked straight away: the first click prices.
  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await page.goto('/#/quote');
  await expect(page.getByRole('heading', { name: 'Price a new service' })).toBeVisible();
  const item = page.getByRole('group', { name: 'Item 1' });
  await choose(page, item, 'Location', 'Equinix SY1');
  const promo = page.getByRole('textbox', { name: 'Promo code' });
  await promo.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Price it' }).click();
  const quote = page.getByRole('region', { name: 'Quote' });
  await expect(quote.getByText('Monthly AUD 999.00 ex-GST')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: PROMO_MESSAGES.notValid })).toBeVisible();
  await expect(promo).toHaveAttribute('aria-invalid', 'true');

  // the welcome code, priced with Enter: the field shows what the quote did with it, and it is used once
  await promo.fill('WELCOME10');
  await promo.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: PRICE_LOOKUP_MESSAGES.promoOncePerOrder })).toBeVisible();
  await expect(page.getByLabel(PROMO_MESSAGES.valid)).toBeVisible();
  await expect(quote.getByText('your price', { exact: true })).toBeVisible();
  // 10% off the first months: 999.00 − 99.90
  await expect(
    quote.getByText('With the promo AUD 899.10 a month for 12 months, then AUD 999.00 a month'),
  ).toBeVisible();
  await expect(quote.getByText('First month AUD 899.10')).toBeVisible();
  await expect(quote.getByText('Promo AUD 1,198.80 in all')).toBeVisible(); // 99.90 for 12 months
  await expect(
    quote.getByText('WELCOME10: 10% off for 12 months: AUD 899.10 a month for 12 months, then AUD 999.00 a month'),
  ).toBeVisible();
  if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT, fullPage: true });
});

test('on a 360 px phone a customer prices a metro VXC with VXCBOOST and sees each part of the modifier', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await page.goto('/#/quote');
  const item = page.getByRole('group', { name: 'Item 1' });
  await item.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: 'VXC', exact: true }).click();
  await choose(page, item, 'A-end location', 'Equinix SY1');
  await choose(page, item, 'B-end location', 'Equinix SY3');
  await item.getByRole('combobox', { name: 'Speed' }).click();
  await page.getByRole('option', { name: '1 Gbps', exact: true }).click();
  await page.getByRole('textbox', { name: 'Promo code' }).fill('VXCBOOST');
  await page.getByRole('button', { name: 'Price it' }).click();

  // base AUD 162.00 × 50% = 81.00, then × 90%: 72.90 a month, for as long as the VXC runs
  const quote = page.getByRole('region', { name: 'Quote' });
  await expect(quote.getByText('VXC price modifier: base rate × 50%')).toBeVisible();
  await expect(quote.getByText('VXC price modifier: recurring charge × 90%')).toBeVisible();
  await expect(quote.getByText('With the promo AUD 72.90 a month')).toBeVisible();
  await expect(quote.getByText('Promo AUD 89.10 a month while the services run')).toBeVisible();
  await expect(quote.getByText('VXCBOOST: VXC price modifier: AUD 72.90 a month')).toBeVisible();
  await expectAmountsReadable(quote);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
  if (process.env.PHONE_SHOT) await page.screenshot({ path: process.env.PHONE_SHOT, fullPage: true });
});
