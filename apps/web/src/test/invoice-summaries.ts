import type { InvoiceSummary } from '@portico/contract';

/** An invoice's head as the staff lists show it: Acme's November invoice from Australia, AUD 550.00, PENDING. */
export function anInvoiceSummary(over: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    invoiceId: 100_001,
    kind: 'INVOICE',
    status: 'PENDING',
    invoiceNumber: null,
    companyId: 2001,
    companyName: 'Acme Networks',
    supplierId: 808,
    billRunId: null,
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    invoiceDate: null,
    dueDate: null,
    currency: 'AUD',
    exchangeRateMicros: 1_000_000,
    taxWording: 'GST',
    net: 50_000,
    tax: 5_000,
    total: 55_000,
    dueAmount: 55_000,
    creditedInvoiceId: null,
    ...over,
  };
}
