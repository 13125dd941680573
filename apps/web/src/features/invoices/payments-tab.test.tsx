import type { CompanyBalance, PaymentTransactionDetail } from '@portico/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { userEvent } from '../../test/user-event';
import { CustomerPaymentsPage } from './customer-payments-page';

const finance = makeLogin({ permissions: { 'acme-uid': ['financials'] } });

const aBalance = (over: Partial<CompanyBalance> = {}): CompanyBalance => ({
  companyId: 2001,
  supplierId: 808,
  currency: 'AUD',
  balance: 120_000,
  openInvoices: 125_000,
  openInvoiceCount: 2,
  unallocated: 5_000,
  overdue: 40_000,
  ...over,
});

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
  allocatableAmount: 5_000,
  externalId: null,
  removed: false,
  createdAt: '2026-11-20T01:00:00.000Z',
  allocations: [
    {
      allocationId: 9,
      credit: 501,
      debit: 100_001,
      invoiceNumber: 'AU-000001',
      currency: 'AUD',
      amount: 45_000,
      description: null,
      allocatedAt: '2026-11-20T02:00:00.000Z',
      reversedAt: null,
    },
  ],
  ...over,
});

const STATEMENT = ok({
  companyId: 2001,
  supplierId: 808,
  currency: 'AUD',
  openingBalance: 10_000,
  closingBalance: 120_000,
  lines: [
    {
      date: '2026-11-01',
      kind: 'INVOICE',
      reference: 'AU-000001',
      description: 'Invoice',
      currency: 'AUD',
      debit: 160_000,
      credit: 0,
      balance: 170_000,
    },
    {
      date: '2026-11-20',
      kind: 'PAYMENT',
      reference: 'Payment 501',
      description: 'Payment received',
      currency: 'AUD',
      debit: 0,
      credit: 50_000,
      balance: 120_000,
    },
  ],
});

async function openPayments() {
  renderWithProviders(<CustomerPaymentsPage />, { login: finance });
  await userEvent.click(screen.getByRole('tab', { name: 'Payments' }));
}

describe('The Payments tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the balance with each supplier, the payments with what each paid, and the statement's running balance", async () => {
    const { calls } = mockFetch({
      'GET /v2/company/2001/balances': ok([aBalance()]),
      'GET /v2/company/2001/payments': ok({ items: [aPayment()], total: 1, page: 1, pageSize: 20 }),
      'GET /v2/company/2001/payment/501': ok(aPayment()),
      'GET /v2/stripe/statements': STATEMENT,
    });
    await openPayments();
    const card = await screen.findByRole('region', { name: 'Balance with Australia' });
    expect(card).toHaveTextContent('AUD 1,200.00');
    expect(card).toHaveTextContent('Open invoices (2)AUD 1,250.00');
    expect(card).toHaveTextContent('Unallocated paymentsAUD 50.00');
    expect(card).toHaveTextContent('OverdueAUD 400.00');

    const history = screen.getByRole('table', { name: 'Payment history' });
    const row = await within(history).findByRole('row', { name: /20-11-26/ });
    expect(row).toHaveTextContent('AUD 500.00');
    expect(row).toHaveTextContent('AUD 50.00');
    expect(row).toHaveTextContent('Part allocated');
    await userEvent.click(within(row).getByRole('button', { name: 'Allocations of payment 501' }));
    const paid = await screen.findByRole('table', { name: 'Allocations of payment 501' });
    expect(within(paid).getByRole('link', { name: 'AU-000001' })).toHaveAttribute('href', '/customerInvoice/100001');
    expect(paid).toHaveTextContent('AUD 450.00');

    const statement = await screen.findByRole('table', { name: 'Statement' });
    const [, invoice, payment] = within(statement).getAllByRole('row');
    expect(invoice).toHaveTextContent('AUD 1,700.00');
    expect(payment).toHaveTextContent('AUD 1,200.00');
    expect(statement).toHaveTextContent('Opening balance AUD 100.00 · closing balance AUD 1,200.00');
    const asked = calls.find((c) => c.url.includes('/v2/stripe/statements'));
    expect(Object.fromEntries(new URL(asked!.url, 'http://x').searchParams)).toEqual({
      companyId: '2001',
      supplierId: '808',
    });
  });

  it('says so when there is nothing yet, and when the balances could not be read', async () => {
    mockFetch({
      'GET /v2/company/2001/balances': failure(403, 'You may not see this company’s financials.'),
      'GET /v2/company/2001/payments': ok({ items: [], total: 0, page: 1, pageSize: 20 }),
    });
    await openPayments();
    expect(await screen.findByText('You may not see this company’s financials.')).toBeInTheDocument();
    expect(await screen.findByText('No payment yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Statement' })).not.toBeInTheDocument();
  });

  it('says when the company has no invoice or payment yet', async () => {
    mockFetch({
      'GET /v2/company/2001/balances': ok([]),
      'GET /v2/company/2001/payments': ok({ items: [], total: 0, page: 1, pageSize: 20 }),
    });
    await openPayments();
    expect(await screen.findByText('No invoice or payment yet.')).toBeInTheDocument();
  });
});
