import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderedPrices } from './services.tables.js';

/** The price a service was ordered at (decision 0067). */
export interface OrderedPrice {
  serviceId: number;
  monthlyCents: number;
  currency: string;
}

/**
 * Records the prices some services were ordered at, in the transaction that made them (`tx`): the services and
 * their prices land together or not at all, and the key on the service refuses a second price for one.
 */
export async function recordOrderedPrices(tx: DbOrTx, prices: readonly OrderedPrice[]): Promise<void> {
  if (prices.length === 0) return;
  await tx
    .insert(orderedPrices)
    .values(prices.map(({ serviceId, monthlyCents, currency }) => ({ serviceId, monthlyCents, currency })));
}

/** The monthly charge and currency a service was ordered at, or null. */
export async function orderedPriceOf(
  db: DbOrTx,
  serviceId: number,
): Promise<{ monthlyCents: number; currency: string } | null> {
  const [row] = await db
    .select({ monthlyCents: orderedPrices.monthlyCents, currency: orderedPrices.currency })
    .from(orderedPrices)
    .where(eq(orderedPrices.serviceId, serviceId));
  return row ?? null;
}

/** The prices some services were ordered at, by service id (one query for a page of them). */
export async function orderedPricesOf(
  db: DbOrTx,
  serviceIds: readonly number[],
): Promise<Map<number, { monthlyCents: number; currency: string }>> {
  const ids = [...new Set(serviceIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      serviceId: orderedPrices.serviceId,
      monthlyCents: orderedPrices.monthlyCents,
      currency: orderedPrices.currency,
    })
    .from(orderedPrices)
    .where(inArray(orderedPrices.serviceId, ids));
  return new Map(rows.map(({ serviceId, ...price }) => [serviceId, price]));
}
