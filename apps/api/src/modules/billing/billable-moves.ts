import type { Billable } from '@portico/contract';
import {
  activationDateProblem,
  BILLABLE_MESSAGES,
  BILLING_MESSAGES,
  billingTransitionProblem,
  type BillingStatus,
  isBillingStatus,
  localDayAt,
  SERVICE_MESSAGES,
  supplierById,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange, rowAudit } from '../audit/index.js';
import { findServices } from '../services/index.js';
import * as repo from './billables.repository.js';
import { billableView } from './set-up-billing.js';

const auditBillable = rowAudit('billable');

const statusOf = (status: string): BillingStatus => {
  if (!isBillingStatus(status)) throw new Error(`A billable holds an unknown billing status ${status}`);
  return status;
};

/** 409 with the status the billable is in, when it may not move to `to`. */
function requireMove(from: BillingStatus, to: BillingStatus): void {
  const refusal = billingTransitionProblem(from, to);
  if (refusal) throw new AppError('conflict', refusal);
}

/**
 * Activates a billable (customer portal §4, decision 0081): NOT_ACTIVATED → ACTIVE from the day given, or today in
 * its supplier's time zone, never before its contract start (the set-up's start date, else the service's) nor after
 * its contract end, and only while its service runs (not NEW, cancelled or decommissioned). One audited statement moves it from the status it was read in: of two activations at once, the
 * second finds it moved and is refused with its status (409).
 */
export async function activateBillable(
  deps: { db: DbOrTx; now: () => Date },
  who: ChangeContext,
  id: number,
  date: string | undefined,
): Promise<{ billable: Billable; message: string }> {
  return inChange(deps.db, who, async ({ tx, audit }) => {
    const billable = await repo.findBillable(tx, id);
    if (!billable) throw new AppError('not_found', BILLABLE_MESSAGES.notFound);
    const from = statusOf(billable.billingStatus);
    requireMove(from, 'ACTIVE');
    const [service] = await findServices(tx, [billable.serviceId]);
    if (!service) throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
    // a service no longer running (or never ordered) is not billed from now
    if (['NEW', 'CANCELLED', 'DECOMMISSIONED'].includes(service.provisioningStatus))
      throw new AppError('conflict', BILLABLE_MESSAGES.serviceNotRunning);
    const timeZone = supplierById(billable.supplierId ?? 0)?.timeZone ?? 'UTC';
    const day = date ?? localDayAt(deps.now().getTime(), timeZone);
    const refusal = activationDateProblem(
      day,
      billable.startDate ?? service.contractStartDate,
      service.contractEndDate,
    );
    if (refusal) throw invalid(refusal);
    const moved = await repo.moveBillable(tx, id, { from, to: 'ACTIVE', activatedOn: day });
    if (!moved) {
      const now = await repo.findBillable(tx, id);
      throw new AppError('conflict', billingTransitionProblem(statusOf(now?.billingStatus ?? from), 'ACTIVE') ?? '');
    }
    const view = billableView(moved, service.uid);
    await auditBillable(
      audit,
      moved,
      'billable.activated',
      { billingStatus: from },
      { billingStatus: 'ACTIVE', activatedOn: day },
    );
    return { billable: view, message: BILLING_MESSAGES.activated };
  });
}

/**
 * `DELETE /secure/service/{id}/billable/kill` (admin console §7, §8): the service's open billable KILLED ('Billable
 * has been killed'), audited; the service is then listed as unbilled. A service with no open billable has nothing
 * to kill (404).
 */
export async function killBilling(
  deps: { db: DbOrTx; now: () => Date },
  who: ChangeContext,
  serviceId: number,
): Promise<{ billable: Billable; message: string }> {
  return inChange(deps.db, who, async ({ tx, audit }) => {
    const [service] = await findServices(tx, [serviceId]);
    if (!service) throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
    const billable = await repo.lockOpenBillableOfService(tx, serviceId);
    if (!billable) throw new AppError('not_found', BILLABLE_MESSAGES.nothingToKill);
    const from = statusOf(billable.billingStatus);
    requireMove(from, 'KILLED');
    const moved = await repo.moveBillable(tx, billable.id, { from, to: 'KILLED', killedAt: deps.now() });
    if (!moved) throw new AppError('conflict', BILLABLE_MESSAGES.nothingToKill);
    await auditBillable(audit, moved, 'billable.killed', { billingStatus: from }, { billingStatus: 'KILLED' });
    return { billable: billableView(moved, service.uid), message: BILLING_MESSAGES.killed };
  });
}
