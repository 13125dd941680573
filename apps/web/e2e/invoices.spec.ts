import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { formatDay, INVOICE_SEARCH_MESSAGES } from '@portico/domain';
import { extractText } from 'unpdf';
import { logIn } from './helpers';

/**
 * A customer's invoices (decisions 0085, 0087): the Payments and invoices page opens on its Invoices tab with the 365
 * days back to tomorrow — the demo's year of committed invoices — refuses a search without dates in the spec's
 * words, finds last month's invoice by its dates, opens it and downloads its PDF, whose text names the invoice, the
 * customer, the tax and the total the page shows.
 */
test('a customer finds last month’s invoice by its dates, opens it and downloads its PDF', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, 'acme.finance');
  await page.goto('/#/customerPayments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments and invoices' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
  // a year of committed invoices, each numbered in the Australian supplier's sequence
  const numbers = page.getByRole('link', { name: /^AU-\d{6}$/ });
  await expect(numbers.first()).toBeVisible();
  expect(await numbers.count()).toBeGreaterThanOrEqual(12);

  const search = page.getByRole('form', { name: 'Invoice search' });
  await search.getByLabel('From').fill('');
  await search.getByLabel('To').fill('');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText(INVOICE_SEARCH_MESSAGES.bothEmpty)).toBeVisible();
  await search.getByLabel('From').fill('2026-12-01');
  await search.getByLabel('To').fill('2026-11-01');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText(INVOICE_SEARCH_MESSAGES.invalidDates)).toBeVisible();

  // last month's invoice is committed on this month's first day: search that day (another journey may commit one
  // today), and take the invoice of last month's period
  const today = new Date();
  const first = `${today.toISOString().slice(0, 8)}01`;
  const lastMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const periodStart = formatDay(lastMonth.toISOString().slice(0, 10));
  await search.getByLabel('From').fill(first);
  await search.getByLabel('To').fill(first);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText(INVOICE_SEARCH_MESSAGES.invalidDates)).toHaveCount(0);
  const lastMonths = page
    .getByRole('row')
    .filter({ hasText: periodStart })
    .getByRole('link', { name: /^AU-\d{6}$/ });
  await expect(lastMonths).toHaveCount(1);
  const number = (await lastMonths.textContent())!;
  await lastMonths.click();

  await expect(page.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoice lines' }).getByRole('row').nth(1)).toContainText('Acme');
  const totals = page.getByLabel('Totals');
  await expect(totals).toContainText('ex-GST');
  const total = (await totals
    .getByText(/^AUD [\d,]+\.\d\d$/)
    .last()
    .textContent())!;

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const { text } = await extractText(new Uint8Array(await readFile((await download.path())!)), { mergePages: true });
  for (const expected of [number, 'Acme', 'GST', total]) expect(text).toContain(expected);

  await page.goto('/#/customerPayments');
  await page.getByRole('tab', { name: 'Card payment' }).click();
  await expect(page.getByRole('button', { name: 'Pay now by card' })).toBeVisible();
});
