import { CARD_MESSAGES } from '@portico/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { makeLogin, renderWithProviders } from '../../test/render';
import { CardPaymentPanel } from './card-payment-panel';
import { CardReceiptingPage, receiptCsv } from './card-receipting-page';

const staff = makeLogin({ companyId: 1, staff: true });
const finance = makeLogin({ permissions: { 'acme-uid': ['financials'] } });
const aPayment = (over: Record<string, unknown> = {}) => ({
  id: 100_000,
  companyId: 2001,
  supplierId: 808,
  action: 'ProcessPayment',
  amountCents: 5000,
  currency: 'AUD',
  status: 'DECLINED',
  reason: 'Do Not Honour',
  providerTransactionId: null,
  cardTransactionType: null,
  paymentTransactionId: null,
  createdAt: 1_764_000_000_000,
  resolvedAt: 1_764_000_000_000,
  ...over,
});

describe('card payment panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a declined payment’s result as §8 words it, and offers the balance to pay', async () => {
    const { calls } = mockFetch({
      'POST /paymentstatus': ok({ ...aPayment(), message: 'Payment failed: Do Not Honour' }),
      'GET /v2/company/2001/balances': ok([
        {
          companyId: 2001,
          supplierId: 808,
          currency: 'AUD',
          balance: 123_450,
          openInvoices: 123_450,
          openInvoiceCount: 1,
          unallocated: 0,
          overdue: 0,
        },
      ]),
      'GET /secure/cards/company/2001/payments': ok([aPayment()]),
    });
    renderWithProviders(<CardPaymentPanel companyId={2001} accessCode="SIM-1" />, { login: finance });
    expect(await screen.findByText('Payment failed: Do Not Honour')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ accessCode: 'SIM-1' });
    expect(await screen.findByLabelText('Amount to pay')).toHaveValue('1,234.50');
  });
});

describe('card receipting page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a filter before exporting', async () => {
    mockFetch({ 'GET /secure/cards/runs': ok([]), 'GET /secure/cards/failures': ok([]) });
    renderWithProviders(<CardReceiptingPage />, { login: staff });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(CARD_MESSAGES.filterFirst)).toBeInTheDocument();
  });

  it('writes the export with the spec’s header', () => {
    expect(
      receiptCsv([
        { companyId: 2001, companyName: 'Acme, Inc', maskedNumber: 'x', currency: 'AUD', balanceCents: 123_450 },
      ]),
    ).toBe(
      'Company, Company Id, Current Balance, Amount to Charge, Payment Description\n"Acme, Inc",2001,"1,234.50","1,234.50",\n',
    );
  });

  it('lists the rows an upload left out', async () => {
    const run = {
      id: 7,
      kind: 'RECEIPT_CSV',
      supplierId: null,
      status: 'QUEUED',
      fileName: 'r.csv',
      rowsTotal: 3,
      rowsDone: 0,
      approved: 0,
      declined: 0,
      approvedCents: 0,
      omitted: [],
      createdAt: 1_764_000_000_000,
      finishedAt: null,
    };
    mockFetch({
      'GET /secure/cards/runs': ok([]),
      'GET /secure/cards/failures': ok([]),
      'POST /v2/eway/dynamics/receipt': {
        status: 202,
        body: {
          message: CARD_MESSAGES.receiptQueued,
          terms: 't',
          data: { run, omitted: [{ line: 3, reason: 'The amount to charge is not a valid amount.' }] },
        },
      },
    });
    renderWithProviders(<CardReceiptingPage />, { login: staff });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['a'], 'r.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/Line 3: The amount to charge is not a valid amount./)).toBeInTheDocument();
  });
});
