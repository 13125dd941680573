import type { PricedProductType } from '@portico/domain';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { columnsOf } from '../../db/rows.js';
import { datedRows, inForceOn, notEndedBefore, sameAs, shownColumns } from '../../db/dated-rows.js';
import { countIds, listQuery } from '../../db/list-query.js';
import { locations, markets } from '../catalogue/catalogue.tables.js';
import { customPriceItems, productPrices } from './pricing.tables.js';

// ----------------------------------------------------------------------------------------------------------------
// List prices of ports, MCRs, IX and MegaDirect

export type ProductPriceValues = Omit<typeof productPrices.$inferInsert, 'id' | 'createdAt'>;

export interface ProductPriceFilters {
  productType?: PricedProductType;
  marketId?: number;
  locationId?: number;
  /** only prices starting after this day */
  futureAfter?: string;
  /** prices that have not ended before this day */
  notEndedBefore?: string;
  /** prices in force on this day */
  inForceOn?: string;
}

function selectProductPrices(db: DbOrTx) {
  return db
    .select({ ...shownColumns(productPrices), market: markets.name, location: locations.name })
    .from(productPrices)
    .innerJoin(markets, eq(markets.id, productPrices.marketId))
    .leftJoin(locations, eq(locations.id, productPrices.locationId))
    .$dynamic();
}
export type ProductPriceRow = Awaited<ReturnType<typeof selectProductPrices>>[number];

/** A list price is the same price as another of its product, market, location, speed and term. */
export const productPriceRows = datedRows({
  table: productPrices,
  key: ['productType', 'marketId', 'locationId', 'speedMbps', 'termMonths'],
  select: selectProductPrices,
});

/** The list prices: a page by market, product, speed, term and newest start; an export by id. */
export const productPriceList = listQuery({
  select: selectProductPrices,
  count: countIds(productPrices),
  where: (f: ProductPriceFilters) =>
    and(
      f.productType ? eq(productPrices.productType, f.productType) : undefined,
      f.marketId ? eq(productPrices.marketId, f.marketId) : undefined,
      f.locationId ? eq(productPrices.locationId, f.locationId) : undefined,
      f.futureAfter ? gt(productPrices.fromDate, f.futureAfter) : undefined,
      f.notEndedBefore ? notEndedBefore(productPrices, f.notEndedBefore) : undefined,
      f.inForceOn ? inForceOn(productPrices, f.inForceOn) : undefined,
    ),
  key: { id: productPrices.id },
  pageOrder: [
    asc(markets.name),
    asc(productPrices.productType),
    asc(productPrices.speedMbps),
    asc(productPrices.termMonths),
    desc(productPrices.fromDate),
    asc(productPrices.id),
  ],
});

/** Locks the market's row for the rest of the transaction, so two price writes of one market take turns. */
export async function lockMarket(tx: DbOrTx, marketId: number): Promise<{ id: number; currency: string } | null> {
  const [row] = await tx
    .select({ id: markets.id, currency: markets.currency })
    .from(markets)
    .where(eq(markets.id, marketId))
    .for('update');
  return row ?? null;
}

export async function locationMarket(db: DbOrTx, locationId: number): Promise<number | null | undefined> {
  const [row] = await db.select({ marketId: locations.marketId }).from(locations).where(eq(locations.id, locationId));
  return row?.marketId;
}

// ----------------------------------------------------------------------------------------------------------------
// Customers' own price books

export type CustomPriceValues = Omit<typeof customPriceItems.$inferInsert, 'id' | 'createdAt' | 'deletedAt'>;

const customLocation = alias(locations, 'custom_location');

function selectCustom(db: DbOrTx) {
  return db
    .select({
      ...columnsOf(customPriceItems, [
        'id',
        'companyId',
        'productType',
        'marketId',
        'locationId',
        'distanceBand',
        'speedMbps',
        'termMonths',
        'rateType',
        'monthlyCents',
        'setupCents',
        'currency',
        'fromDate',
        'toDate',
      ]),
      market: markets.name,
      location: customLocation.name,
    })
    .from(customPriceItems)
    .leftJoin(markets, eq(markets.id, customPriceItems.marketId))
    .leftJoin(customLocation, eq(customLocation.id, customPriceItems.locationId));
}
export type CustomPriceRow = Awaited<ReturnType<ReturnType<typeof selectCustom>['where']>>[number];

/** A customer's items that have not ended before `today` and were not deleted (the price book as it stands). */
export function findCustomPrices(db: DbOrTx, companyId: number, today: string, productType?: PricedProductType) {
  return selectCustom(db)
    .where(
      and(
        eq(customPriceItems.companyId, companyId),
        isNull(customPriceItems.deletedAt),
        notEndedBefore(customPriceItems, today),
        productType ? eq(customPriceItems.productType, productType) : undefined,
      ),
    )
    .orderBy(asc(customPriceItems.productType), asc(customPriceItems.fromDate), asc(customPriceItems.id))
    .limit(1_000);
}

export async function findCustomPrice(db: DbOrTx, companyId: number, id: number): Promise<CustomPriceRow | null> {
  const [row] = await selectCustom(db).where(
    and(eq(customPriceItems.id, id), eq(customPriceItems.companyId, companyId), isNull(customPriceItems.deletedAt)),
  );
  return row ?? null;
}

export async function insertCustomPrice(tx: DbOrTx, values: CustomPriceValues): Promise<number> {
  const [row] = await tx.insert(customPriceItems).values(values).returning({ id: customPriceItems.id });
  return row!.id;
}

export async function deleteCustomPrice(tx: DbOrTx, id: number): Promise<void> {
  await tx
    .update(customPriceItems)
    .set({ deletedAt: sql`now()` })
    .where(eq(customPriceItems.id, id));
}

export async function endCustomPrice(tx: DbOrTx, id: number, toDate: string): Promise<void> {
  await tx.update(customPriceItems).set({ toDate }).where(eq(customPriceItems.id, id));
}

/** Locks a customer's price book for the transaction (the company's items), so overlapping adds take turns. */
export async function lockCustomPrices(tx: DbOrTx, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CUSTOM_LOCK_SPACE}, ${companyId})`);
}
const CUSTOM_LOCK_SPACE = 27_001;

/**
 * What a customer's item may name or leave open (open: any), the most specific first: a location's price over a
 * market's, then a distance band's, a speed's and a term's. Items of the same scope may not overlap in time.
 */
export const CUSTOM_PRICE_SCOPE = ['locationId', 'marketId', 'distanceBand', 'speedMbps', 'termMonths'] as const;

/** The customer's live items of the same key, for the overlap rule. */
export function findCustomPricesOfKey(tx: DbOrTx, v: CustomPriceValues) {
  return tx
    .select(columnsOf(customPriceItems, ['id', 'fromDate', 'toDate']))
    .from(customPriceItems)
    .where(
      and(
        eq(customPriceItems.companyId, v.companyId),
        isNull(customPriceItems.deletedAt),
        eq(customPriceItems.productType, v.productType),
        ...CUSTOM_PRICE_SCOPE.map((field) => sameAs(customPriceItems[field], v[field])),
        eq(customPriceItems.rateType, v.rateType ?? 'MONTHLY'),
      ),
    );
}
