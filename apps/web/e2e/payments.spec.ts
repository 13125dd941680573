import { expect, test } from '@playwright/test';
import { centsToAmount, formatMinor } from '@portico/domain';
import { apiToken, logIn } from './helpers';

const AUSTRALIA = 808;
const ACME = 2001;

interface OpenInvoice {
  invoiceId: number;
  invoiceNumber: string;
  dueAmount: number;
  currency: string;
}

/**
 * Staff receipt and allocate a payment (customer portal §5, §8; decision 0090): they unallocate one of Acme's demo
 * payments, so that two of its invoices are open, then receipt an EFT from Acme at the
 * Australian supplier, allocate it across Acme's two oldest open committed invoices — all of the first, half of the
 * second — and see the first leave the open invoices, the second's due drop by what it took and the payment keep
 * what is left; Acme's finance person then finds the payment on their Payments tab with what it paid.
 */
test('staff receipt an EFT and allocate it across two invoices; the customer sees it on their Payments tab', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const staff = await apiToken(request, 'staff.admin');
  await page.goto('/#/login');
  await logIn(page, 'staff.admin');
  await page.goto(`/#/adminPayments/${AUSTRALIA}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();

  // the demo's customers have paid all but their last month or two: staff unallocate the newest of Acme's allocated
  // payments, so that two of its invoices are open
  await page.getByRole('searchbox', { name: 'Consumer' }).fill(`- ${ACME}`);
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Allocated', exact: true }).click();
  const transactions = page.getByRole('table', { name: 'Transactions' });
  await expect(transactions.getByRole('row').nth(1)).toContainText('Allocated');
  await transactions
    .getByRole('button', { name: /^Open payment / })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Unallocate / })
    .first()
    .click();
  await expect(page.getByText('Allocation reversed.')).toBeVisible();
  await page.getByRole('button', { name: 'Close payment' }).click();

  const res = await request.get(`/secure/payments/openInvoices?companyId=${ACME}&supplierId=${AUSTRALIA}`, {
    headers: { authorization: `Bearer ${staff}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const open = ((await res.json()).data as OpenInvoice[]).filter((i) => i.currency === 'AUD' && i.dueAmount > 1);
  expect(open.length, 'Acme has two open committed invoices at the Australian supplier').toBeGreaterThanOrEqual(2);
  const [first, second] = open as [OpenInvoice, OpenInvoice];
  const half = Math.floor(second.dueAmount / 2);
  const left = 1_000;
  const amount = first.dueAmount + half + left;

  const form = page.getByRole('form', { name: 'Receipt a payment' });
  await form.getByRole('combobox', { name: 'Consumer' }).fill('Acme');
  await page.getByRole('option', { name: new RegExp(`\\(${ACME}\\)`) }).click();
  await form.getByLabel('Amount').fill(centsToAmount(amount));
  await form.getByLabel('Notes').fill('E2E payment journey');
  await expect(form.getByRole('combobox', { name: 'Payment method' })).toHaveValue('EFT');
  await expect(form.getByRole('combobox', { name: 'Bank' })).toHaveValue('ANZ');
  // the consumer's open invoices, oldest first, prefilled from the amount typed
  const invoices = page.getByRole('table', { name: 'Open invoices' });
  await expect(invoices.getByRole('textbox', { name: `Amount for ${first.invoiceNumber}` })).toHaveValue(
    centsToAmount(first.dueAmount),
  );
  await form.getByRole('button', { name: 'Receipt', exact: true }).click();
  const receipted = page.getByText(/^Payment \d+ receipted\.$/);
  await expect(receipted).toBeVisible();
  const paymentId = /Payment (\d+)/.exec((await receipted.textContent())!)![1]!;

  // the new payment opens in the panel: all of the first invoice, half the second
  await expect(page.getByRole('heading', { name: `Allocate payment ${paymentId}` })).toBeVisible();
  await expect(page.getByText(`Allocatable ${formatMinor(amount, 'AUD')}`)).toBeVisible();
  const secondInput = invoices.getByRole('textbox', { name: `Amount for ${second.invoiceNumber}` });
  await expect(secondInput).toHaveValue(centsToAmount(half + left));
  await secondInput.fill(centsToAmount(half));
  await page.getByRole('button', { name: 'Allocate', exact: true }).click();
  await expect(page.getByText(`${formatMinor(first.dueAmount + half, 'AUD')} allocated.`)).toBeVisible();

  // the first invoice has nothing left due, the second what it had less its half; the payment keeps the rest
  await expect(page.getByText(`Allocatable ${formatMinor(left, 'AUD')}`)).toBeVisible();
  await expect(invoices.getByRole('textbox', { name: `Amount for ${first.invoiceNumber}` })).toHaveCount(0);
  const secondRow = invoices.getByRole('row').filter({ hasText: second.invoiceNumber });
  await expect(secondRow).toContainText(formatMinor(second.dueAmount - half, 'AUD'));
  const allocations = page.getByRole('table', { name: 'Allocations' });
  await expect(allocations.getByRole('row').filter({ hasText: first.invoiceNumber })).toContainText(
    formatMinor(first.dueAmount, 'AUD'),
  );
  await expect(allocations.getByRole('row').filter({ hasText: second.invoiceNumber })).toContainText(
    formatMinor(half, 'AUD'),
  );
  // the list shows it part allocated
  await page.getByRole('searchbox', { name: 'Consumer' }).fill('');
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'All', exact: true }).click();
  const row = transactions.getByRole('row').filter({ hasText: paymentId });
  await expect(row).toContainText('Part allocated');
  await page.screenshot({ path: '/tmp/payweb-admin.png', fullPage: true });

  // Acme's finance person sees it on their Payments tab, with what it paid
  const customer = await browser.newContext();
  const portal = await customer.newPage();
  await portal.goto('/#/login');
  await logIn(portal, 'acme.finance');
  await portal.goto('/#/customerPayments');
  await portal.getByRole('tab', { name: 'Payments' }).click();
  await expect(portal.getByRole('region', { name: 'Balance with Australia' })).toBeVisible();
  const history = portal.getByRole('table', { name: 'Payment history' });
  const mine = history.getByRole('row').filter({ hasText: formatMinor(amount, 'AUD') });
  await expect(mine.first()).toContainText(formatMinor(left, 'AUD'));
  await mine
    .first()
    .getByRole('button', { name: `Allocations of payment ${paymentId}` })
    .click();
  const paid = portal.getByRole('table', { name: `Allocations of payment ${paymentId}` });
  await expect(paid).toContainText(first.invoiceNumber);
  await expect(paid).toContainText(second.invoiceNumber);
  await expect(portal.getByRole('table', { name: 'Statement' })).toBeVisible();
  await portal.screenshot({ path: '/tmp/payweb-customer.png', fullPage: true });
  await customer.close();
});
