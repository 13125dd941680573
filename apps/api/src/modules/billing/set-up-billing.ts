import type { Billable, billingSetupSchema } from '@portico/contract';
import {
  BILLABLE_MESSAGES,
  BASE_CURRENCY,
  type BillingStatus,
  type Currency,
  SERVICE_MESSAGES,
  SUPPLIERS,
} from '@portico/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/sql-text.js';
import { AppError } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange, rowAudit } from '../audit/index.js';
import { findServices } from '../services/index.js';
import * as repo from './billing.repository.js';

const auditBillable = rowAudit('billable');

/** A billable row as the contract shows it. */
export function billableView(row: repo.BillableRow, productUid: string): Billable {
  return {
    billableId: row.id,
    productUid,
    customerId: row.companyId,
    serviceIds: [row.serviceId],
    supplierId: row.supplierId,
    billingStatus: row.billingStatus as BillingStatus,
    bundleName: row.bundleName,
    billableName: row.billableName,
    setup: row.setupCents,
    monthly: row.monthlyCents,
    currency: row.currency as Currency,
    term: row.termMonths,
    autoRenewTerm: row.autoRenewTermMonths,
    startDate: row.startDate,
    activatedOn: row.activatedOn,
    postpaid: row.postpaid,
    postpaidBaseRate: row.postpaidBaseRateCents,
  };
}

/**
 * `POST /secure/technicalservice/{id}/billing` (admin console §7, decision 0081): staff's billing set-up of a service
 * — a billable created NOT_ACTIVATED in the currency of the supplier of the service's market, audited in one
 * transaction. A service not ordered yet (NEW) has none; one that already has an open billable is refused by the
 * partial unique index (409), whoever raced to set it up first.
 */
export async function setUpBilling(
  db: DbOrTx,
  who: ChangeContext,
  serviceId: number,
  setup: z.output<typeof billingSetupSchema>,
): Promise<Billable> {
  const [service] = await findServices(db, [serviceId]);
  if (!service) throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
  if (service.provisioningStatus === 'NEW') throw new AppError('conflict', BILLABLE_MESSAGES.notOrdered);
  // the supplier is the market of the service's location: its currency is the billable's
  const supplierId = await repo.supplierOfService(db, service.id);
  const currency = SUPPLIERS.find((s) => s.supplierId === supplierId)?.currency ?? BASE_CURRENCY;
  try {
    return await inChange(db, who, async ({ tx, audit }) => {
      const [billable] = await repo.insertBillables(tx, [
        {
          serviceId: service.id,
          companyId: service.companyId,
          supplierId,
          billingStatus: 'NOT_ACTIVATED',
          bundleName: setup.bundleName,
          billableName: setup.billableName,
          setupCents: setup.setup,
          monthlyCents: setup.monthly,
          currency,
          termMonths: setup.term,
          autoRenewTermMonths: setup.autoRenewTerm ?? null,
          startDate: setup.startDate ?? null,
        },
      ]);
      if (!billable) throw new Error('billable insert returned nothing');
      await auditBillable(audit, billable, 'billable.set_up', null, billableView(billable, service.uid));
      return billableView(billable, service.uid);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'billables_service_open_unique'))
      throw new AppError('conflict', BILLABLE_MESSAGES.alreadyBilled);
    throw error;
  }
}
