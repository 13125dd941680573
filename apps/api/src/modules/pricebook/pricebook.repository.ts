import type { Currency, DistanceBand, PriceChargeType, VxcAConnectType, VxcBConnectType } from '@portico/domain';
import { aliasedTable, and, asc, eq, gt, gte, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { type CappedTotal, countUpTo } from '../../db/capped-count.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { markets } from '../catalogue/catalogue.tables.js';
import { vxcPrices } from './pricebook.tables.js';
import type { VxcPriceRow, VxcPriceValues, ValidityFilter, VxcPriceFilters } from './pricebook-rows.repository.js';

export type * from './pricebook-rows.repository.js';

// ----------------------------------------------------------------------------------------------------------------
// Markets: the price book locks the market a price belongs to, so two changes to one market's prices queue

export interface MarketRef {
  id: number;
  name: string;
  countryCode: string;
  currency: Currency;
}

/**
 * The market, locked until the transaction ends (`for update`): every add, edit and delete of a price takes its
 * market's lock before it reads the prices it must not overlap, so two concurrent changes of one key cannot both
 * pass the check.
 */
export async function lockMarket(tx: DbOrTx, marketId: number): Promise<MarketRef | null> {
  const [row] = await tx
    .select({ id: markets.id, name: markets.name, countryCode: markets.countryCode, currency: markets.currency })
    .from(markets)
    .where(eq(markets.id, marketId))
    .for('update');
  return row ?? null;
}

// ----------------------------------------------------------------------------------------------------------------
// VXC prices

const laterVxc = aliasedTable(vxcPrices, 'later_vxc');

/**
 * Prices in force today or later: not ended (toDate today or after, or none), and not superseded by a later price
 * of the same key that has already started. `future`: only prices starting after today.
 */
function vxcValidity(filter: ValidityFilter): SQL | undefined {
  if (filter.future) return gt(vxcPrices.fromDate, filter.today);
  if (filter.history) return undefined;
  return and(
    or(isNull(vxcPrices.toDate), gte(vxcPrices.toDate, filter.today)),
    sql`not exists (select 1 from ${vxcPrices} as ${sql.identifier('later_vxc')} where ${laterVxc.marketId} = ${vxcPrices.marketId}
      and ${laterVxc.distanceBand} = ${vxcPrices.distanceBand} and ${laterVxc.aConnectType} = ${vxcPrices.aConnectType}
      and ${laterVxc.bConnectType} = ${vxcPrices.bConnectType} and ${laterVxc.type} = ${vxcPrices.type}
      and ${laterVxc.countryCode} = ${vxcPrices.countryCode}
      and ${laterVxc.fromDate} > ${vxcPrices.fromDate} and ${laterVxc.fromDate} <= ${filter.today})`,
  );
}

function vxcCondition(filters: VxcPriceFilters): SQL | undefined {
  return and(
    filters.marketId === undefined ? undefined : eq(vxcPrices.marketId, filters.marketId),
    filters.currency === undefined ? undefined : eq(vxcPrices.currency, filters.currency),
    filters.distanceBand === undefined ? undefined : eq(vxcPrices.distanceBand, filters.distanceBand),
    filters.aConnectType === undefined ? undefined : eq(vxcPrices.aConnectType, filters.aConnectType),
    filters.bConnectType === undefined ? undefined : eq(vxcPrices.bConnectType, filters.bConnectType),
    filters.type === undefined ? undefined : eq(vxcPrices.type, filters.type),
    vxcValidity(filters),
  );
}

const vxcListColumns = {
  id: vxcPrices.id,
  marketId: vxcPrices.marketId,
  market: markets.name,
  distanceBand: vxcPrices.distanceBand,
  charges: vxcPrices.charges,
  countryCode: vxcPrices.countryCode,
  aConnectType: vxcPrices.aConnectType,
  bConnectType: vxcPrices.bConnectType,
  algorithm: vxcPrices.algorithm,
  type: vxcPrices.type,
  currency: vxcPrices.currency,
  fromDate: vxcPrices.fromDate,
  toDate: vxcPrices.toDate,
};

const vxcOrder = [
  asc(vxcPrices.marketId),
  asc(vxcPrices.distanceBand),
  asc(vxcPrices.aConnectType),
  asc(vxcPrices.bConnectType),
  asc(vxcPrices.type),
  asc(vxcPrices.fromDate),
  asc(vxcPrices.id),
];

function selectVxc(db: DbOrTx) {
  return db.select(vxcListColumns).from(vxcPrices).innerJoin(markets, eq(markets.id, vxcPrices.marketId));
}

export function countVxcPricesUpTo(db: DbOrTx, filters: VxcPriceFilters): Promise<CappedTotal> {
  return countUpTo(db, db.select({ id: vxcPrices.id }).from(vxcPrices).where(vxcCondition(filters)));
}

/** One page of the VXC price list: by market, band, ends, type, start date and id (the lookup index's order). */
export function findVxcPricePage(db: DbOrTx, filters: VxcPriceFilters, paging: { limit: number; offset: number }) {
  return selectVxc(db)
    .where(vxcCondition(filters))
    .orderBy(...vxcOrder)
    .limit(paging.limit)
    .offset(paging.offset);
}

/** The order key of the VXC list. */
export type VxcListKey = Pick<
  VxcPriceRow,
  'marketId' | 'distanceBand' | 'aConnectType' | 'bConnectType' | 'type' | 'fromDate' | 'id'
>;

/** One batch of the list after `after`, in the list's order (exports). */
export function findVxcPricesAfter(
  db: DbOrTx,
  filters: VxcPriceFilters,
  after: VxcListKey | null,
  limit: number,
): Promise<VxcPriceListRow[]> {
  return selectVxc(db)
    .where(
      and(
        vxcCondition(filters),
        after
          ? sql`(${vxcPrices.marketId}, ${vxcPrices.distanceBand}, ${vxcPrices.aConnectType}, ${vxcPrices.bConnectType},
              ${vxcPrices.type}, ${vxcPrices.fromDate}, ${vxcPrices.id})
              > (${after.marketId}, ${after.distanceBand}, ${after.aConnectType}, ${after.bConnectType}, ${after.type},
              ${after.fromDate}::date, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(...vxcOrder)
    .limit(limit);
}

export type VxcPriceListRow = Awaited<ReturnType<typeof findVxcPricePage>>[number];

export async function findVxcPrice(db: DbOrTx, id: number): Promise<VxcPriceListRow | null> {
  const [row] = await selectVxc(db).where(eq(vxcPrices.id, id));
  return row ?? null;
}

/** The price, locked until the transaction ends (its market is locked first). */
export async function findVxcPriceForUpdate(tx: DbOrTx, id: number): Promise<VxcPriceRow | null> {
  const [row] = await tx.select().from(vxcPrices).where(eq(vxcPrices.id, id)).for('update');
  return row ?? null;
}

export type VxcKey = Pick<
  VxcPriceRow,
  'marketId' | 'distanceBand' | 'aConnectType' | 'bConnectType' | 'type' | 'countryCode'
>;

/** The validity of every price of a key (but `exceptId`), for the overlap check. */
export function findVxcWindows(tx: DbOrTx, key: VxcKey, exceptId?: number) {
  return tx
    .select({ id: vxcPrices.id, fromDate: vxcPrices.fromDate, toDate: vxcPrices.toDate })
    .from(vxcPrices)
    .where(
      and(
        eq(vxcPrices.marketId, key.marketId),
        eq(vxcPrices.distanceBand, key.distanceBand),
        eq(vxcPrices.aConnectType, key.aConnectType),
        eq(vxcPrices.bConnectType, key.bConnectType),
        eq(vxcPrices.type, key.type),
        eq(vxcPrices.countryCode, key.countryCode),
        exceptId === undefined ? undefined : ne(vxcPrices.id, exceptId),
      ),
    );
}

export async function insertVxcPrice(tx: DbOrTx, values: VxcPriceValues): Promise<number> {
  const [row] = await tx.insert(vxcPrices).values(values).returning({ id: vxcPrices.id });
  if (!row) throw new Error('vxc price insert returned nothing');
  return row.id;
}

/** Changes a future price; the `from_date > today` guard repeats the rule so a started price is never touched. */
export async function updateFutureVxcPrice(
  tx: DbOrTx,
  id: number,
  today: string,
  values: VxcPriceValues,
): Promise<boolean> {
  const rows = await tx
    .update(vxcPrices)
    .set(values)
    .where(and(eq(vxcPrices.id, id), gt(vxcPrices.fromDate, today)))
    .returning({ id: vxcPrices.id });
  return rows.length === 1;
}

export async function deleteFutureVxcPrice(tx: DbOrTx, id: number, today: string): Promise<boolean> {
  const rows = await tx
    .delete(vxcPrices)
    .where(and(eq(vxcPrices.id, id), gt(vxcPrices.fromDate, today)))
    .returning({ id: vxcPrices.id });
  return rows.length === 1;
}

export interface VxcLookupRow {
  id: number;
  type: PriceChargeType;
  currency: Currency;
  charges: { speed: number; charge: number }[];
}

/**
 * The base and connect rows in force on `at` for a market, band and pair of ends: per key the latest price started
 * on or before `at` (a later one supersedes an open-ended one), kept only if it has not ended; then per charge type
 * the most specific key (exact A and B, exact A and any B, any A and exact B, any and any). One statement over
 * `vxc_prices_lookup_idx`.
 */
export function findVxcPricesInForce(
  db: DbOrTx,
  q: {
    marketId: number;
    distanceBand: DistanceBand;
    aConnectType: VxcAConnectType;
    bConnectType: VxcBConnectType;
    at: string;
  },
): Promise<VxcLookupRow[]> {
  return queryRows<VxcLookupRow>(
    db,
    sql`select distinct on (latest.type) latest.id, latest.type, latest.currency, latest.charges
      from (
        select distinct on (a_connect_type, b_connect_type, type, country_code)
          id, type, currency, charges, to_date, a_connect_type, b_connect_type
        from ${vxcPrices}
        where market_id = ${q.marketId} and distance_band = ${q.distanceBand}
          and a_connect_type in (${q.aConnectType}, 'ANY') and b_connect_type in (${q.bConnectType}, 'ANY')
          and type in ('BASE_RATE', 'CONNECT_RATE') and from_date <= ${q.at}::date
        order by a_connect_type, b_connect_type, type, country_code, from_date desc, id desc
      ) as latest
      where latest.to_date is null or latest.to_date >= ${q.at}::date
      order by latest.type,
        (case when latest.a_connect_type = 'ANY' then 2 else 0 end)
          + (case when latest.b_connect_type = 'ANY' then 1 else 0 end),
        latest.id desc`,
  );
}

export interface VxcRateCardRow extends VxcLookupRow {
  aConnectType: VxcAConnectType;
  bConnectType: VxcBConnectType;
}

/**
 * Every key's row in force on `at` for a market and band whose ends are the asked ones or ANY (both charge types):
 * what `findVxcRateCard` picks the base and each end's connect rate from, in one statement.
 */
export function findVxcRowsInForce(
  db: DbOrTx,
  q: {
    marketId: number;
    distanceBand: DistanceBand;
    aConnectType: VxcAConnectType;
    bConnectType: VxcBConnectType;
    at: string;
  },
): Promise<VxcRateCardRow[]> {
  return queryRows<VxcRateCardRow>(
    db,
    sql`select latest.id, latest.type, latest.currency, latest.charges,
          latest.a_connect_type as "aConnectType", latest.b_connect_type as "bConnectType"
      from (
        select distinct on (a_connect_type, b_connect_type, type, country_code)
          id, type, currency, charges, to_date, a_connect_type, b_connect_type
        from ${vxcPrices}
        where market_id = ${q.marketId} and distance_band = ${q.distanceBand}
          and a_connect_type in (${q.aConnectType}, 'ANY') and b_connect_type in (${q.bConnectType}, 'ANY')
          and type in ('BASE_RATE', 'CONNECT_RATE') and from_date <= ${q.at}::date
        order by a_connect_type, b_connect_type, type, country_code, from_date desc, id desc
      ) as latest
      where latest.to_date is null or latest.to_date >= ${q.at}::date`,
  );
}

// The MVE prices' queries, in a file of their own.
export * from './mve-prices.repository.js';
