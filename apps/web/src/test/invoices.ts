import type { Invoice, InvoiceSummary } from '@portico/contract';

/** An invoice's head as the API answers it; tests override what they are about. */
export function anInvoiceSummary(over: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    invoiceId: 100_001,
    kind: 'INVOICE',
    status: 'COMMITTED',
    invoiceNumber: 'AU-000001',
    companyId: 2001,
    companyName: 'Acme Networks',
    supplierId: 808,
    billRunId: null,
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    invoiceDate: '2026-11-05',
    dueDate: '2026-12-05',
    currency: 'AUD',
    exchangeRateMicros: 1_000_000,
    taxWording: 'ex-GST',
    net: 52_500,
    tax: 5_250,
    total: 57_750,
    dueAmount: 57_750,
    creditedInvoiceId: null,
    ...over,
  };
}

/** An invoice with one line. */
export function anInvoice(over: Partial<Invoice> = {}): Invoice {
  return {
    ...anInvoiceSummary(over),
    lineItems: [
      {
        lineItemId: 1_000_001,
        billableId: 4242,
        serviceId: 77,
        chargeId: null,
        chargeType: 'MONTHLY',
        description: 'Port Sydney 10G',
        firstDay: '2026-11-01',
        lastDay: '2026-11-30',
        days: 30,
        periodDays: 30,
        unit: 52_500,
        originalCurrency: 'AUD',
        amount: 52_500,
        currency: 'AUD',
        taxRateBp: 1000,
      },
    ],
    ...over,
  };
}
