import { type APIRequestContext, expect, test } from '@playwright/test';
import { ACCOUNTING_MESSAGES, ERP_MESSAGES } from '@portico/domain';
import { apiToken, logIn } from './helpers';

/** Demo company Umbrella (2004): no other journey gives it a New Zealand supply, which the ERP export sends. */
const UMBRELLA = 2004;
const NEW_ZEALAND = 855;

async function call(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: object,
) {
  const res = await request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()).data;
}

interface Item {
  id: number;
  companyId: number;
  description: string;
}

/**
 * Staff post committed invoices to the accounting system (decision 0092): two selected on /unpostedInvoices leave
 * the list once the sync has run; one the accounting system refuses shows on /failedInvoiceSync with the system's
 * words, and a retry once it recovers takes it off; an ERP export of Umbrella shows its batch on /dynamics with each
 * customer's answer.
 */
test('staff sync unposted invoices, see a refusal with its words and retry it, and export a company to the ERP', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const staff = await apiToken(request, 'staff.admin');
  const unposted: Item[] = (await call(request, staff, 'GET', '/secure/xero/invoices/unposted?page=1&pageSize=25'))
    .items;
  const refused = unposted[0]!;
  const others = unposted.filter((item) => item.companyId !== refused.companyId).slice(0, 2);
  expect(others).toHaveLength(2);
  const words = `A validation exception occurred: Contact ${refused.companyId} is archived`;
  await call(request, staff, 'PUT', '/simulator/accounting/failure', { companyId: refused.companyId, message: words });

  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  await page.goto('/#/unpostedInvoices');
  await expect(page.getByRole('heading', { name: 'Unposted invoices' })).toBeVisible();

  // two invoices of other companies, selected and synced: they leave the list
  for (const item of others) await page.getByRole('checkbox', { name: `Select invoice ${item.description}` }).check();
  await page.getByRole('button', { name: 'Sync selected (2)' }).click();
  await expect(page.getByText(ACCOUNTING_MESSAGES.started)).toBeVisible();
  for (const item of others)
    await expect(page.getByRole('cell', { name: item.description, exact: true })).toHaveCount(0, { timeout: 40_000 });

  // one the accounting system refuses: tried, then listed as failed with its words
  await page.getByRole('button', { name: `Sync invoice ${refused.description}` }).click();
  await expect(page.getByRole('cell', { name: refused.description, exact: true })).toHaveCount(0, { timeout: 40_000 });
  await page.goto('/#/failedInvoiceSync');
  const row = page.getByRole('row').filter({ hasText: refused.description });
  await expect(row.getByText(words)).toBeVisible();
  await expect(row.getByText(/3 attempts/)).toBeVisible();

  // the system recovers: a retry posts it and it leaves the failed list
  await call(request, staff, 'DELETE', '/simulator/accounting/failure');
  await row.getByRole('button', { name: `Retry invoice ${refused.description}` }).click();
  await expect(page.getByText(ACCOUNTING_MESSAGES.started)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: refused.description })).toHaveCount(0, { timeout: 40_000 });

  // the ERP export of Umbrella (given a New Zealand supply, unless a retried run gave it one): its batch with the
  // customer's answer
  const supplies = await call(request, staff, 'GET', `/secure/party/company/${UMBRELLA}/supply`);
  if (!supplies.items.some((s: { supplierId: number }) => s.supplierId === NEW_ZEALAND))
    await call(request, staff, 'POST', `/secure/party/company/${UMBRELLA}/supply`, {
      supplierId: NEW_ZEALAND,
      companyLegalName: 'Umbrella Corporation NZ Ltd',
      billingContactEmail: 'billing@umbrella.example',
    });
  await page.goto('/#/dynamics');
  await expect(page.getByRole('heading', { name: 'ERP export' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Company ID' }).fill(String(UMBRELLA));
  await page.getByRole('button', { name: 'Export company' }).click();
  await expect(page.getByText(ERP_MESSAGES.exportQueued)).toBeVisible();
  const batch = page.getByRole('list', { name: /^Items of batch / }).first();
  await expect(batch).toBeVisible({ timeout: 20_000 });
  await expect(batch.getByRole('listitem').first()).toHaveText(/^✓ Umbrella Corporation NZ Ltd \(PNZ\)/);
  await expect(
    page
      .getByRole('table', { name: 'Customer batches' })
      .getByText(/\d+ of \d+ accepted/)
      .first(),
  ).toBeVisible();
});
