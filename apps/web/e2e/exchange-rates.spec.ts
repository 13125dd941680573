import { expect, test } from '@playwright/test';
import { EXCHANGE_RATE_MESSAGES } from '@portico/domain';
import { logIn } from './helpers';

test('staff sees a zero rate refused, saves a valid one and finds it in force after a reload', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  await expect(page).toHaveURL(/#\/$/);

  await page.goto('/#/exchangeRates');
  await expect(page.getByRole('heading', { name: 'Exchange rates' })).toBeVisible();
  const usd = page.getByLabel('USD rate');
  await expect(usd).toHaveValue(/^\d/);

  // Zero: the spec's words on the field, nothing sent
  await usd.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('cannot be Null Or Zero')).toBeVisible();
  await expect(page.getByText(EXCHANGE_RATE_MESSAGES.saved)).toHaveCount(0);

  // A rate that no demo rate has: saved for today and shown as the rate in force
  const rate = `0.${String(Date.now()).slice(-6).replace(/0+$/, '') || '7'}`;
  await usd.fill(rate);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').getByText('Exchange Rates Saved!')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('rate-USD')).toHaveText(rate);
  await expect(page.getByLabel('USD rate')).toHaveValue(rate);

  await page.getByRole('button', { name: 'USD history' }).click();
  const history = page.getByRole('region', { name: 'USD history' });
  await expect(history.getByRole('cell', { name: rate, exact: true })).toBeVisible();
});
