import type { Currency } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { writeTogether } from '../../db/sql-text.js';
import * as repo from './billing.repository.js';

/**
 * A service's billable as its order sets it up (decision 0081): the price the order was placed at, NOT_ACTIVATED
 * until billing activates it.
 */
export interface OrderedBillable {
  serviceId: number;
  companyId: number;
  setupCents: number;
  monthlyCents: number;
  currency: Currency;
  termMonths: number;
  promoCode: string | null;
  /** the promo's months and discounts, as the quote showed them */
  promoSchedule: unknown;
}

/**
 * One NOT_ACTIVATED billable per service of an order, inside the order's transaction (`tx`): the order and its
 * billing land together or not at all, and the partial unique index refuses a second open billable for a service.
 */
export async function createBillables(tx: DbOrTx, billables: readonly OrderedBillable[]): Promise<void> {
  const write = billablesWrite(billables);
  if (write) await writeTogether(tx, [write]);
}

/**
 * `createBillables`' insert, not sent: for an order to send with the prices its services were ordered at in one
 * statement (decision 0099), built once per shape (decision 0101). Null when there is nothing to set up.
 */
export function billablesWrite(billables: readonly OrderedBillable[]) {
  if (billables.length === 0) return null;
  return repo.billablesShapedInsert(billables.map((billable) => ({ ...billable, billingStatus: 'NOT_ACTIVATED' })));
}

/** Removes the billables of services whose order never started (a rejected VXC): nothing is billed. */
export async function removeBillables(tx: DbOrTx, serviceIds: readonly number[]): Promise<void> {
  await repo.deleteByServices(tx, serviceIds);
}
