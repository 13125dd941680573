import type { BillableRow } from '@portico/contract';

/** A billable as the billing screens list it: Acme's Sydney port, AUD 500.00 a month, ACTIVE unless said. */
export function aBillableRow(over: Partial<BillableRow> = {}): BillableRow {
  const billableId = over.billableId ?? 1_500;
  const name = over.billableName ?? 'Sydney port';
  return {
    billableId,
    productUid: '6f1c2a9e-0000-4000-8000-000000000050',
    customerId: 2001,
    serviceIds: [100_050],
    supplierId: 808,
    billingStatus: 'ACTIVE',
    bundleName: null,
    billableName: name,
    setup: 0,
    monthly: 50_000,
    currency: 'AUD',
    term: 12,
    autoRenewTerm: null,
    startDate: null,
    activatedOn: null,
    postpaid: false,
    postpaidBaseRate: null,
    companyName: 'Acme Networks',
    createdAt: Date.UTC(2026, 10, 28),
    billableServiceDetailsDto: { productType: 'PORT', technicalServiceId: 100_050, provisioningStatus: 'LIVE', name },
    contractStartDate: '2026-11-01',
    contractEndDate: null,
    ...over,
  };
}
