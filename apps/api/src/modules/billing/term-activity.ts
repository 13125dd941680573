import type { TermActivityView } from '@portico/contract';
import { BILLABLE_MESSAGES, type BillingStatus, localDayAt, supplierById, termActivity } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { findEntityChanges } from '../audit/index.js';
import { findServices } from '../services/index.js';
import * as repo from './billables.repository.js';

/**
 * `GET /v2/billable/{id}/termActivity` (customer portal §7 "term activity"; decision 0088): the billable's term as a
 * timeline, by the domain's `termActivity`, from its start (the activation day, else its start date, else the
 * service's contract start), its term and auto-renew term, the latest reset to month-to-month its audit records, and
 * the end of its billing (the service's termination, or the day it was killed), in its supplier's days.
 */
export async function billableTermActivity(
  deps: { db: DbOrTx; now: () => Date },
  id: number,
): Promise<TermActivityView> {
  const billable = await repo.findBillable(deps.db, id);
  if (!billable) throw new AppError('not_found', BILLABLE_MESSAGES.notFound);
  const [[service], changes] = await Promise.all([
    findServices(deps.db, [billable.serviceId]),
    findEntityChanges(deps.db, 'billable', id),
  ]);
  const timeZone = supplierById(billable.supplierId ?? 0)?.timeZone ?? 'UTC';
  const dayOf = (at: Date) => localDayAt(at.getTime(), timeZone);
  const reset = changes.filter((c) => c.action === 'billable.reset_to_monthly').at(-1);
  const start = billable.activatedOn ?? billable.startDate ?? service?.contractStartDate ?? null;
  const activity = termActivity({
    start,
    termMonths: billable.termMonths,
    autoRenewTermMonths: billable.autoRenewTermMonths,
    billingStatus: billable.billingStatus as BillingStatus,
    resetToMonthlyOn: reset ? dayOf(reset.at) : null,
    endDay: service?.terminationDate ?? (billable.killedAt ? dayOf(billable.killedAt) : null),
    today: dayOf(deps.now()),
  });
  return { start, ...activity };
}
