import type { DbOrTx } from '../../db/client.js';
import * as repo from './billing.repository.js';

/** The period of the latest bill run that ran after `since`, or null when none has. */
export function billRunSince(
  db: DbOrTx,
  since: Date,
): Promise<{ periodStart: string; periodEnd: string; ranAt: Date } | null> {
  return repo.billRunSince(db, since);
}

/** The monthly charge and currency of a service's billing set-up (the price it was ordered at), or null. */
export function billingSetupOf(
  db: DbOrTx,
  serviceId: number,
): Promise<{ monthlyCents: number; currency: string; termMonths: number } | null> {
  return repo.billingSetupOf(db, serviceId);
}
