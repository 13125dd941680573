import { type APIRequestContext, expect, test } from '@playwright/test';
import { BILL_RUN_MESSAGES, INVOICE_MESSAGES } from '@portico/domain';
import { apiToken, logIn } from './helpers';

const AUSTRALIA = 808;
const ACME = 2001;

/** A call of the journey's set-up, as staff or the customer, that must succeed; its `data`. */
async function call(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: object) {
  const res = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    data,
  });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()).data;
}

/**
 * Staff run a bill run and approve and commit the invoice it made (customer portal §4, §7; decisions 0085, 0086):
 * Acme's new Port is activated; staff run Acme's bill run at the Australian supplier on the bill runs page and watch
 * its progress to the end; they find its invoice among the
 * supplier's pending ones for Acme, approve it, commit it from the approved tab — numbered AU-…, committed — and
 * raise a credit note on it, which waits pending.
 */
test('staff run a bill run, watch it finish, approve and commit its invoice, then raise a credit note on it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const customer = await apiToken(request, 'acme.admin');
  const staff = await apiToken(request, 'staff.admin');
  const name = `E2E invoiced Port ${Date.now()}`;
  const placed = await call(request, customer, 'POST', '/secure/order/port', {
    companyId: ACME,
    productType: 'PORT',
    portSpeed: 1_000,
    locationId: 1,
    term: 12,
    serviceName: name,
  });
  const serviceId = placed.services[0].technicalServiceId as number;
  await expect
    .poll(
      async () => (await call(request, customer, 'GET', `/secure/technicalservice/${serviceId}`)).provisioningStatus,
      {
        timeout: 60_000,
      },
    )
    .toBe('LIVE');
  const billables = await call(request, staff, 'GET', `/secure/billables?search=${serviceId}`);
  await call(request, staff, 'POST', `/v2/billable/${billables.items[0].billableId}/activate`, {});

  // staff run Acme's bill run at the Australian supplier for this month and watch it to the end
  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  await page.goto(`/#/billRuns/${AUSTRALIA}`);
  await expect(page.getByRole('heading', { name: 'Bill runs' })).toBeVisible();
  await page.getByRole('combobox', { name: 'One company (optional)' }).fill('Acme');
  await page.getByRole('option', { name: /\(2001\)/ }).click();
  await page.getByRole('button', { name: 'Run for Australia' }).click();
  await expect(page.getByText(BILL_RUN_MESSAGES.started)).toBeVisible();
  const run = page.getByRole('row').nth(1);
  await expect(run.getByLabel('Status COMPLETED')).toBeVisible({ timeout: 60_000 });
  await expect(run.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(run).toContainText('1 of 1 chunk');
  await expect(run).toContainText(/· 1 line ·/);

  // its line went onto Acme's pending invoice of the month, the newest of the supplier's pending ones for Acme
  const pending = await call(
    request,
    staff,
    'GET',
    `/secure/invoices/supplierId/${AUSTRALIA}/status/PENDING?consumer=${ACME}`,
  );
  const invoiceId = pending.items[0].invoiceId as number;

  await page.goto(`/#/billRunProcessing/${AUSTRALIA}`);
  await expect(page.getByRole('heading', { name: 'Bill run processing' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Company (optional)' }).fill('Acme');
  await page.getByRole('option', { name: /\(2001\)/ }).click();

  // pending: approved at once, it leaves the tab
  const drafted = page.getByRole('link', { name: `#${invoiceId}`, exact: true });
  await expect(drafted).toHaveAttribute('href', `#/customerInvoice/${invoiceId}`);
  const pendingRow = page.getByRole('row').filter({ has: drafted });
  await expect(pendingRow).toContainText('Acme');
  await expect(pendingRow.getByLabel('Status PENDING')).toBeVisible();
  await pendingRow.getByRole('button', { name: `Approve invoice #${invoiceId}` }).click();
  await expect(drafted).toHaveCount(0);

  // approved: committed after a confirmation
  await page.getByRole('tab', { name: 'Approved' }).click();
  const approvedRow = page.getByRole('row').filter({ has: drafted });
  await approvedRow.getByRole('button', { name: `Commit invoice #${invoiceId}` }).click();
  await page
    .getByRole('dialog', { name: `Commit invoice #${invoiceId}` })
    .getByRole('button', { name: 'Commit', exact: true })
    .click();
  await expect(drafted).toHaveCount(0);

  // committed: numbered in the supplier's sequence, linking to the invoice's page
  await page.getByRole('tab', { name: 'Committed' }).click();
  const committed = page.getByRole('row').filter({ has: page.locator(`a[href="#/customerInvoice/${invoiceId}"]`) });
  await expect(committed.getByLabel('Status COMMITTED')).toBeVisible();
  const number = (await committed.getByRole('link').textContent())!;
  expect(number).toMatch(/^AU-\d{6}$/);
  await expect(committed.getByRole('button')).toHaveText(['Credit note']);

  // a credit note on it: refused beyond the invoice, then raised for AUD 10.00 and waiting pending
  await committed.getByRole('button', { name: `Credit note invoice ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Credit note on invoice ${number}` });
  await dialog.getByLabel('GL code').fill('not a code');
  await dialog.getByRole('button', { name: 'Create credit note' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(INVOICE_MESSAGES.glCodeInvalid);
  await dialog.getByLabel('GL code').fill('');
  await dialog.getByLabel('Amount before tax (AUD)').fill('10');
  await dialog.getByRole('button', { name: 'Create credit note' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Credit note #' }).first()).toContainText('-AUD 10.00');
});
