import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type ShapedWrite, shapedInsertRows, writeTogether } from '../../db/sql-text.js';
import { servicePrices } from './services.tables.js';

/** The price a service was ordered at (decisions 0067, 0079). */
export interface OrderedPrice {
  serviceId: number;
  monthlyCents: number;
  currency: string;
}

/** A change that moved a service's monthly price (decision 0079), dated the day the new price applies. */
export interface PriceChange {
  serviceId: number;
  /** a VXC's speed change or a Port's or an IX's rate-limit change */
  reason: 'SPEED_CHANGE';
  effectiveDate: string;
  monthlyCents: number;
  currency: string;
  rateLimitMbps: number;
}

/** A service's monthly price in force: the newest of its dated prices. */
export interface PriceInForce {
  monthlyCents: number;
  currency: string;
  /** the day it applies from */
  effectiveDate: string;
}

/**
 * Records the prices some services were ordered at, from `effectiveDate`, in the transaction that made them (`tx`):
 * the services and their prices land together or not at all, and the partial unique index refuses a second order
 * price for one.
 */
export async function recordOrderedPrices(
  tx: DbOrTx,
  prices: readonly OrderedPrice[],
  effectiveDate: string,
): Promise<void> {
  const write = orderedPricesWrite(prices, effectiveDate);
  if (write) await writeTogether(tx, [write]);
}

/**
 * `recordOrderedPrices`'s insert, not sent: for an order to send with its billing set-up in one statement (decision
 * 0099), built once per shape (decision 0101). Null when there is no price to record.
 */
export function orderedPricesWrite(prices: readonly OrderedPrice[], effectiveDate: string): ShapedWrite | null {
  if (prices.length === 0) return null;
  return shapedInsertRows(
    'ordered_prices',
    servicePrices,
    prices.map(({ serviceId, monthlyCents, currency }) => ({
      serviceId,
      reason: 'ORDER',
      effectiveDate,
      monthlyCents,
      currency,
    })),
    // the speed it was ordered at, as the service row just written says
    (placeholder) => ({
      rateLimitMbps: sql<number>`(select rate_limit_mbps from technical_services where id = ${placeholder('serviceId')})`,
    }),
  );
}

/** Records new monthly prices of services, in the transaction of the change that moved them (`tx`). */
export async function recordPriceChanges(tx: DbOrTx, changes: readonly PriceChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(servicePrices).values([...changes]);
}

/** The price in force of some services, by service id: the newest row of each, in one query for a page of them. */
export async function pricesInForceOf(db: DbOrTx, serviceIds: readonly number[]): Promise<Map<number, PriceInForce>> {
  const ids = [...new Set(serviceIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([servicePrices.serviceId], {
      serviceId: servicePrices.serviceId,
      monthlyCents: servicePrices.monthlyCents,
      currency: servicePrices.currency,
      effectiveDate: servicePrices.effectiveDate,
    })
    .from(servicePrices)
    .where(sql`${servicePrices.serviceId} = any(${sql.param(ids)}::int[])`)
    .orderBy(servicePrices.serviceId, sql`${servicePrices.id} desc`);
  return new Map(rows.map(({ serviceId, ...price }) => [serviceId, price]));
}

/** The monthly price in force of a service, or null when it has none. */
export async function priceInForceOf(db: DbOrTx, serviceId: number): Promise<PriceInForce | null> {
  return (await pricesInForceOf(db, [serviceId])).get(serviceId) ?? null;
}

/** A service's monthly price from a day on, as the bill run reads its history. */
export interface DatedServicePrice {
  serviceId: number;
  effectiveDate: string;
  monthlyCents: number;
  currency: string;
}

/** Every dated price of some services (one query), in the order they were recorded. */
export function datedPricesOf(db: DbOrTx, serviceIds: readonly number[]): Promise<DatedServicePrice[]> {
  if (serviceIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      serviceId: servicePrices.serviceId,
      effectiveDate: servicePrices.effectiveDate,
      monthlyCents: servicePrices.monthlyCents,
      currency: servicePrices.currency,
    })
    .from(servicePrices)
    .where(sql`${servicePrices.serviceId} = any(${sql.param([...serviceIds])}::int[])`)
    .orderBy(servicePrices.serviceId, servicePrices.id);
}
