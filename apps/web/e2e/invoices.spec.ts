import { expect, test } from '@playwright/test';
import { INVOICE_SEARCH_MESSAGES } from '@portico/domain';
import { logIn } from './helpers';

/**
 * A customer's Payments and invoices page (decision 0087) opens on its Invoices tab with the 365 days back to
 * tomorrow, refuses a search without dates in the spec's words, and answers one with its dates. The demo data holds
 * no committed invoice yet: the journey that finds one, opens it and reads its PDF waits for invoices in the seed.
 */
test('a customer searches its invoices by date: the spec’s words without dates, the answer with them', async ({
  page,
}) => {
  await page.goto('/#/login');
  await logIn(page, 'acme.finance');
  await page.goto('/#/customerPayments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments and invoices' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No invoices were found for these dates.')).toBeVisible();

  const search = page.getByRole('form', { name: 'Invoice search' });
  await search.getByLabel('From').fill('');
  await search.getByLabel('To').fill('');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText(INVOICE_SEARCH_MESSAGES.bothEmpty)).toBeVisible();

  await search.getByLabel('From').fill('2026-12-01');
  await search.getByLabel('To').fill('2026-11-01');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText(INVOICE_SEARCH_MESSAGES.invalidDates)).toBeVisible();

  await search.getByLabel('From').fill('2026-01-01');
  await search.getByLabel('To').fill('2026-12-31');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText(INVOICE_SEARCH_MESSAGES.invalidDates)).toHaveCount(0);
  await expect(page.getByText('No invoices were found for these dates.')).toBeVisible();

  await page.getByRole('tab', { name: 'Card payment' }).click();
  await expect(page.getByText('Coming soon', { exact: true })).toBeVisible();
});
