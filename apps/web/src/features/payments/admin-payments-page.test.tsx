import type { OpenInvoiceRow, PaymentTransactionDetail } from '@portico/contract';
import { MESSAGES, PAYMENT_MESSAGES } from '@portico/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, type MockCall, mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { userEvent } from '../../test/user-event';
import { AdminPaymentsPage } from './admin-payments-page';

const STAFF = makeLogin({ companyId: 1, staff: true });
const NAME_SEARCH = 'GET /v2/customer/name/search';
const LIST = 'GET /secure/payments/supplierId/808';
const OPEN_INVOICES = 'GET /secure/payments/openInvoices';

const aPayment = (over: Partial<PaymentTransactionDetail> = {}): PaymentTransactionDetail => ({
  transactionId: 501,
  transactionDate: '2026-11-20',
  receiptDate: '2026-11-20',
  consumerId: 2001,
  consumerName: 'Acme Networks Pty Ltd - 2001',
  amount: 50_000,
  notes: null,
  paymentMethod: 'EFT',
  cardTransactionType: null,
  bank: 'ANZ',
  supplierId: 808,
  transactionType: 'CREDIT',
  receipterId: 11,
  currency: 'AUD',
  allocatableAmount: 50_000,
  externalId: null,
  removed: false,
  createdAt: '2026-11-20T01:00:00.000Z',
  allocations: [],
  ...over,
});

const anInvoice = (over: Partial<OpenInvoiceRow> = {}): OpenInvoiceRow => ({
  invoiceId: 100_001,
  invoiceNumber: 'AU-000001',
  invoiceDate: '2026-10-01',
  dueDate: '2026-10-31',
  currency: 'AUD',
  total: 30_000,
  dueAmount: 30_000,
  ...over,
});

const page = (items: PaymentTransactionDetail[] = []) => ok({ items, total: items.length, page: 1, pageSize: 25 });

const show = (route = '/adminPayments/808') =>
  renderWithProviders(
    <Routes>
      <Route path="/adminPayments" element={<AdminPaymentsPage />} />
      <Route path="/adminPayments/:supplierId" element={<AdminPaymentsPage />} />
    </Routes>,
    { route, login: STAFF },
  );

async function choose(label: string, option: string | RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const list = await screen.findByRole('listbox', { name: label, hidden: true });
  await userEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

const optionsOf = async (label: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const list = await screen.findByRole('listbox', { name: label, hidden: true });
  return within(list)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent);
};

async function chooseAcme() {
  await userEvent.type(screen.getByRole('combobox', { name: 'Consumer' }), 'acme');
  await userEvent.click(await screen.findByRole('option', { name: /\(2001\)/, hidden: true }));
}

const posts = (calls: MockCall[]) => calls.filter((c) => c.method !== 'GET');

describe('AdminPaymentsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("receipts an EFT credit with the consumer named ' - {companyId}' under an Idempotency-Key", async () => {
    const { calls } = mockFetch({
      [LIST]: page(),
      [NAME_SEARCH]: ok([{ companyId: 2001, legalName: 'Acme Networks Pty Ltd', tradingName: null }]),
      [OPEN_INVOICES]: ok([]),
      'POST /secure/payment/receipt': { status: 201, body: { message: 'ok', terms: 't', data: aPayment() } },
      'GET /secure/payment/501': ok(aPayment()),
    });
    show();
    expect(await screen.findByText('No payment matches.')).toBeInTheDocument();
    await chooseAcme();
    await userEvent.type(screen.getByLabelText(/^Amount(?! for)/), '500.00');
    await userEvent.click(screen.getByRole('button', { name: 'Receipt' }));
    expect(await screen.findByText('Payment 501 receipted.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      consumerName: 'Acme Networks Pty Ltd - 2001',
      amount: '500.00',
      paymentMethod: 'EFT',
      transactionType: 'CREDIT',
      currency: 'AUD',
      bank: 'ANZ',
      supplierId: 808,
    });
    expect((post?.body as { consumerName: string }).consumerName).toMatch(/ - 2001$/);
    expect(post?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the same Idempotency-Key when a failed receipt is tried again, and a new one for the next payment', async () => {
    let answers = 0;
    const { calls } = mockFetch({
      [LIST]: page(),
      [NAME_SEARCH]: ok([{ companyId: 2001, legalName: 'Acme Networks Pty Ltd', tradingName: null }]),
      [OPEN_INVOICES]: ok([]),
      'POST /secure/payment/receipt': () =>
        (answers += 1) === 1
          ? failure(503, 'Service unavailable')
          : { status: 201, body: { message: 'ok', terms: 't', data: aPayment({ transactionId: 500 + answers }) } },
      'GET /secure/payment/502': ok(aPayment({ transactionId: 502 })),
      'GET /secure/payment/503': ok(aPayment({ transactionId: 503 })),
    });
    show();
    await chooseAcme();
    const amount = screen.getByLabelText(/^Amount(?! for)/);
    await userEvent.type(amount, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Receipt' }));
    expect(await screen.findByText(MESSAGES.unexpected)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Receipt' }));
    expect(await screen.findByText('Payment 502 receipted.')).toBeInTheDocument();
    await userEvent.type(amount, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Receipt' }));
    expect(await screen.findByText('Payment 503 receipted.')).toBeInTheDocument();
    const keys = calls.filter((c) => c.method === 'POST').map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it("receipts and allocates in one go to the consumer's invoices, refusing more than the amount first", async () => {
    const { calls } = mockFetch({
      [LIST]: page(),
      [NAME_SEARCH]: ok([{ companyId: 2001, legalName: 'Acme Networks Pty Ltd', tradingName: null }]),
      [OPEN_INVOICES]: ok([anInvoice()]),
      'POST /secure/payment/receiptAndAllocate': {
        status: 201,
        body: {
          message: 'ok',
          terms: 't',
          data: { transaction: aPayment({ allocatableAmount: 0 }), allocations: 1, allocatedCents: 20_000 },
        },
      },
      'GET /secure/payment/501': ok(aPayment({ allocatableAmount: 0 })),
    });
    show();
    await chooseAcme();
    await userEvent.type(screen.getByLabelText(/^Amount(?! for)/), '200');
    const input = await screen.findByRole('textbox', { name: 'Amount for AU-000001' });
    expect(input).toHaveValue('200.00');
    await userEvent.clear(input);
    await userEvent.type(input, '250');
    await userEvent.click(screen.getByRole('button', { name: 'Receipt and allocate' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.insufficientCredit)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, '200');
    await userEvent.click(screen.getByRole('button', { name: 'Receipt and allocate' }));
    expect(await screen.findByText('Payment 501 receipted and AUD 200.00 allocated.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      receipt: { consumerName: 'Acme Networks Pty Ltd - 2001', amount: '200', currency: 'AUD' },
      allocations: [{ invoiceId: 100_001, amountCents: 20_000 }],
    });
    expect(post?.headers['Idempotency-Key']).toBeTruthy();
  });

  it('checks the amount and the supplier before asking', async () => {
    const { calls } = mockFetch({
      'GET /secure/payments/supplierId/808': page(),
      [NAME_SEARCH]: ok([{ companyId: 2001, legalName: 'Acme Networks Pty Ltd', tradingName: null }]),
      [OPEN_INVOICES]: ok([]),
    });
    show('/adminPayments');
    await chooseAcme();
    await userEvent.type(screen.getByLabelText(/^Amount(?! for)/), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Receipt' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.invalidAmount)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.chooseSupplier)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it("offers the supplier's banks for the currency chosen, and none where it has none", async () => {
    mockFetch({
      [LIST]: page(),
      'GET /secure/payments/supplierId/817': page(),
    });
    show();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('AUD');
    expect(await optionsOf('Bank')).toEqual(['ANZ', 'CBA']);
    await choose('Currency', 'NZD');
    expect(await optionsOf('Bank')).toEqual(['ANZ']);
    await choose('Currency', 'HKD');
    expect(screen.queryByRole('combobox', { name: 'Bank' })).not.toBeInTheDocument();
    // another supplier: its own currency and banks
    await choose('Supplier', /Singapore/);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('SGD'));
    expect(await optionsOf('Bank')).toEqual(['HSBC']);
  });

  it("says 'Company ID is required' and asks nothing when auto-allocate has no company", async () => {
    const { calls, fetchMock } = mockFetch({ [LIST]: page() });
    show();
    await screen.findByText('No payment matches.');
    const before = fetchMock.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Auto-allocate' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.companyIdRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBe(before);
    expect(calls.some((c) => c.url.includes('/v2/autoAllocate'))).toBe(false);
  });

  it('auto-allocates the company given', async () => {
    const { calls } = mockFetch({
      [LIST]: page(),
      'POST /v2/autoAllocate': ok({ companyId: 2001, allocations: 2, allocatedCents: 40_000 }),
    });
    show();
    await userEvent.type(screen.getByLabelText('Company ID'), '2001');
    await userEvent.click(screen.getByRole('button', { name: 'Auto-allocate' }));
    expect(await screen.findByText('2 allocations made.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ companyId: 2001, supplierId: 808 });
  });

  it('refuses to allocate with no payment selected, without asking', async () => {
    const { calls } = mockFetch({ [LIST]: page() });
    show();
    await screen.findByText('No payment matches.');
    await userEvent.click(screen.getByRole('button', { name: 'Allocate' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.selectPayment)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('prefills the open invoices oldest first up to the allocatable, and refuses more than it has', async () => {
    const payment = aPayment({ allocatableAmount: 40_000 });
    const { calls } = mockFetch({
      [LIST]: page([payment]),
      'GET /secure/payment/501': ok(payment),
      [OPEN_INVOICES]: ok([
        anInvoice(),
        anInvoice({ invoiceId: 100_002, invoiceNumber: 'AU-000002', invoiceDate: '2026-11-01' }),
      ]),
      'POST /secure/payment/501/allocate': ok({
        transaction: aPayment({ allocatableAmount: 0 }),
        allocations: 2,
        allocatedCents: 40_000,
      }),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Open payment 501' }));
    const first = await screen.findByRole('textbox', { name: 'Amount for AU-000001' });
    const second = screen.getByRole('textbox', { name: 'Amount for AU-000002' });
    expect(first).toHaveValue('300.00');
    expect(second).toHaveValue('100.00');

    await userEvent.clear(second);
    await userEvent.type(second, '200');
    await userEvent.click(screen.getByRole('button', { name: 'Allocate' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.insufficientCredit)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await userEvent.clear(second);
    await userEvent.type(second, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Allocate' }));
    expect(await screen.findByText('AUD 400.00 allocated.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      allocations: [
        { invoiceId: 100_001, amountCents: 30_000 },
        { invoiceId: 100_002, amountCents: 10_000 },
      ],
    });
    expect(post?.headers['Idempotency-Key']).toBeTruthy();
    // the lists are asked again
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/secure/payment/501')).length).toBeGreaterThan(2));
  });

  it('refuses a payment with nothing left to allocate, without asking', async () => {
    const payment = aPayment({ allocatableAmount: 0 });
    const { calls } = mockFetch({
      [LIST]: page([payment]),
      'GET /secure/payment/501': ok(payment),
      [OPEN_INVOICES]: ok([anInvoice()]),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Open payment 501' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount for AU-000001' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Allocate' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.insufficientCredit)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it("shows the server's refusal to remove an allocated payment", async () => {
    const payment = aPayment({
      allocatableAmount: 20_000,
      allocations: [
        {
          allocationId: 9,
          credit: 501,
          debit: 100_001,
          invoiceNumber: 'AU-000001',
          currency: 'AUD',
          amount: 30_000,
          description: null,
          allocatedAt: '2026-11-20T02:00:00.000Z',
          reversedAt: null,
        },
      ],
    });
    mockFetch({
      [LIST]: page([payment]),
      'GET /secure/payment/501': ok(payment),
      [OPEN_INVOICES]: ok([]),
      'DELETE /secure/payment/501': failure(409, PAYMENT_MESSAGES.allocatedPayment),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Open payment 501' }));
    expect(await screen.findByRole('button', { name: 'Unallocate AU-000001' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove payment' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.allocatedPayment)).toBeInTheDocument();
  });
});
