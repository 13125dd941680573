import { unCancelProRataCents } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { recordBillingEvent, type UnCancelledEvent } from '../services/index.js';
import * as repo from './billing.repository.js';

/**
 * Charges un-cancels (decisions 0049, 0067), in the un-cancel's own change (`tx`): a service un-cancelled after a
 * bill run that ran since its cancel pays, pro rata at its set-up's monthly charge, for the days that run billed as
 * cancelled. Billing derives it from what services recorded (the un-cancel's termination date and the moment of the
 * cancel) and records the charge beside it, `UN_CANCEL_PRORATA` among the service's billing events.
 */
export async function chargeUnCancels(tx: DbOrTx, unCancels: readonly UnCancelledEvent[]): Promise<void> {
  for (const unCancel of unCancels) {
    const { cancelledAt, terminationDate } = unCancel.detail;
    const run = cancelledAt ? await repo.billRunSince(tx, new Date(cancelledAt)) : null;
    if (!run) continue;
    const setup = await repo.billableOf(tx, unCancel.serviceId);
    const charge = unCancelProRataCents(setup?.monthlyCents ?? 0, terminationDate, run);
    if (charge > 0)
      await recordBillingEvent(tx, {
        serviceId: unCancel.serviceId,
        companyId: unCancel.companyId,
        kind: 'UN_CANCEL_PRORATA',
        effectiveDate: unCancel.effectiveDate,
        amountCents: charge,
        currency: unCancel.currency,
        detail: { periodStart: run.periodStart, periodEnd: run.periodEnd, terminationDate },
      });
  }
}
