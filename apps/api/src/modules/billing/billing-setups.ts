import type { Currency } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './billing.repository.js';

/** What a pending billing set-up holds: the price the order was placed at, to be activated by billing. */
export interface PendingBillingSetup {
  serviceId: number;
  companyId: number;
  status: 'PENDING';
  setupCents: number;
  monthlyCents: number;
  currency: Currency;
  termMonths: number;
  promoCode: string | null;
  /** the promo's months and discounts, as the quote showed them */
  promoSchedule: unknown;
}

/**
 * One PENDING set-up per service of an order, inside the order's transaction (`tx`): the order and its billing
 * land together or not at all, and the unique key on the service refuses a second set-up for it.
 */
export async function createPendingBillingSetups(
  tx: DbOrTx,
  setups: readonly Omit<PendingBillingSetup, 'status'>[],
): Promise<void> {
  await repo.insertBillingSetups(
    tx,
    setups.map((setup) => ({ ...setup, status: 'PENDING' })),
  );
}

/** Removes the pending set-ups of services whose order never started (a rejected VXC): nothing is billed. */
export async function removePendingBillingSetups(tx: DbOrTx, serviceIds: readonly number[]): Promise<void> {
  await repo.deleteByServices(tx, serviceIds);
}
