import { expect, test } from '@playwright/test';
import { CARD_MESSAGES } from '@portico/domain';
import { logIn } from './helpers';

/**
 * Card payments (decision 0091) through the card provider simulator's hosted page: a customer pays its balance by
 * card and finds its invoices paid; a declined card shows the provider's reason; staff upload a receipt CSV with
 * two bad rows and are told which.
 */
test('a customer pays the balance by card and finds the invoices paid', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, 'acme.finance');
  await page.goto('/#/customerPayments');
  await page.getByRole('tab', { name: 'Card payment' }).click();
  const amount = page.getByLabel('Amount to pay');
  await expect(amount).not.toHaveValue('');
  await page.getByRole('button', { name: 'Pay now by card' }).click();

  await expect(page.getByRole('heading', { name: 'Card provider (simulator)' })).toBeVisible();
  await page.getByLabel('Card number').fill('4444 3333 2222 1111');
  await page.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(/#\/customerCreditCardPaymentResult\?AccessCode=/);
  await expect(page.getByRole('tab', { name: 'Card payment' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(CARD_MESSAGES.paymentProcessed)).toBeVisible();

  await page.getByRole('tab', { name: 'Invoices' }).click();
  const invoices = page.getByRole('link', { name: /^AU-\d{6}$/ });
  await expect(invoices.first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Paid' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Unpaid' })).toHaveCount(0);
});

test('a declined card shows the provider’s reason', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, 'acme.admin');
  await page.goto('/#/customerPayments');
  await page.getByRole('tab', { name: 'Card payment' }).click();
  await page.getByLabel('Amount to pay').fill('12.50');
  await page.getByRole('button', { name: 'Pay now by card' }).click();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Payment failed: Do Not Honour')).toBeVisible();
});

test('staff upload a receipt CSV with two bad rows and are told which', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  await page.goto('/#/cardReceipting');
  await expect(page.getByRole('heading', { level: 1, name: 'Card-provider receipting' })).toBeVisible();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText(CARD_MESSAGES.filterFirst)).toBeVisible();

  const csv = [
    'Company, Company Id, Current Balance, Amount to Charge, Payment Description',
    'Acme,2001,10.00,1.00,ok',
    'Acme,2001,10.00,1.234,three decimals',
    'Acme,2001,10.00,lots,not an amount',
    'Globex,2002,10.00,2.00,no card',
  ].join('\n');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'receipt.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('2 rows were left out')).toBeVisible();
  await expect(page.getByText('Line 3: The amount to charge is not a valid amount.')).toBeVisible();
  await expect(page.getByText('Line 4: The amount to charge is not a valid amount.')).toBeVisible();
  const batches = page.getByRole('table', { name: 'Receipt batches' });
  await expect(batches.getByText('DONE')).toBeVisible({ timeout: 20_000 });
});
