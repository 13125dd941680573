import type { DefunkifyResult } from '@portico/contract';
import {
  BILLABLE_MESSAGES,
  BILLABLE_UPKEEP_MESSAGES,
  type BillingStatus,
  driftFixes,
  isBillingStatus,
  isFinalBillingStatus,
  SERVICE_MESSAGES,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange, rowAudit } from '../audit/index.js';
import { findServices } from '../services/index.js';
import * as repo from './billables.repository.js';
import { supplierOfService } from './billing.repository.js';
import { billableView } from './set-up-billing.js';

const auditBillable = rowAudit('billable');

/**
 * `POST /v2/billable/{id}/defunkify` (admin console §7; decision 0088): a billable put right with its service where
 * the two have drifted — the supplier of the service's market, the service's contract start as its start date, and a
 * billable still billed (or suspended) whose service is decommissioned moved on by the state machine — in one audited
 * transaction, the billable locked. Answers each fix with why; nothing to fix (409) changes nothing, and neither does
 * a billable whose billing has ended (409).
 */
export async function defunkify(
  db: DbOrTx,
  who: ChangeContext,
  id: number,
): Promise<{ result: DefunkifyResult; message: string }> {
  return inChange(db, who, async ({ tx, audit }) => {
    const billable = await repo.lockBillable(tx, id);
    if (!billable) throw new AppError('not_found', BILLABLE_MESSAGES.notFound);
    if (!isBillingStatus(billable.billingStatus)) throw new Error(`Unknown billing status ${billable.billingStatus}`);
    if (isFinalBillingStatus(billable.billingStatus)) throw new AppError('conflict', BILLABLE_MESSAGES.billingEnded);
    const [service] = await findServices(tx, [billable.serviceId]);
    if (!service) throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
    const fixes = driftFixes(billable as typeof billable & { billingStatus: BillingStatus }, {
      provisioningStatus: service.provisioningStatus,
      supplierId: await supplierOfService(tx, service.id),
      contractStartDate: service.contractStartDate,
    });
    if (fixes.length === 0) throw new AppError('conflict', BILLABLE_UPKEEP_MESSAGES.nothingToFix);
    const set = Object.fromEntries(fixes.map((f) => [f.field, f.to])) as Parameters<typeof repo.updateBillable>[2];
    const after = await repo.updateBillable(tx, id, set);
    await auditBillable(audit, after, 'billable.defunkified', Object.fromEntries(fixes.map((f) => [f.field, f.from])), {
      ...set,
      fixes,
    });
    return { result: { billable: billableView(after, service.uid), fixes }, message: BILLABLE_UPKEEP_MESSAGES.fixed };
  });
}
