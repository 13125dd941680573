import type { Currency } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './billing-events.repository.js';

/** What billing must account for, dated (decision 0049), recorded by services where billing reads it (decision 0062). */
export type BillingEventKind =
  | 'SPEED_CHANGE'
  | 'CANCELLED'
  | 'TERMINATED'
  | 'UN_CANCELLED'
  | 'UN_CANCEL_PRORATA'
  /** a port added to a LAG from its service screen (decision 0054), at its monthly charge */
  | 'LAG_PORT_ADDED';

export interface BillingEvent {
  serviceId: number;
  companyId: number;
  kind: BillingEventKind;
  /** the day the change takes effect, YYYY-MM-DD */
  effectiveDate: string;
  /** a charge in minor units of `currency` (the un-cancel's pro-rated charge); null for a change without one */
  amountCents?: number | null;
  currency?: Currency | null;
  /** the change itself, e.g. `{ fromMbps, toMbps }` of a speed change */
  detail?: Record<string, unknown> | null;
}

/**
 * An un-cancel as services record it (decision 0067): the day it takes effect, the service's currency, and what
 * billing needs to charge the days a bill run billed as cancelled — the termination date the un-cancel clears and
 * the moment of the cancel it undoes (ISO; null when no cancel is recorded in the cycle).
 */
export interface UnCancelledEvent extends BillingEvent {
  kind: 'UN_CANCELLED';
  currency: Currency;
  detail: { terminationDate: string; cancelledAt: string | null };
}

/** Records a dated change for billing inside the change's own transaction (`tx`): both land or neither. */
export async function recordBillingEvent(tx: DbOrTx, event: BillingEvent): Promise<void> {
  await repo.insertBillingEvent(tx, {
    ...event,
    amountCents: event.amountCents ?? null,
    currency: event.currency ?? null,
    detail: event.detail ?? null,
  });
}

/** The service's billing events in the order they were recorded. */
export function billingEventsOf(db: DbOrTx, serviceId: number) {
  return repo.billingEventsOf(db, serviceId);
}

/** The dated charges of some services up to a day (the bill run's: an un-cancel's pro-rated charge), oldest first. */
export function chargedEventsOf(db: DbOrTx, serviceIds: readonly number[], until: string) {
  return repo.chargedEventsOf(db, serviceIds, until);
}
