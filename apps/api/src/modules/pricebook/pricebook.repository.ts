import type { Currency, DistanceBand, PriceChargeType, VxcAConnectType, VxcBConnectType } from '@portico/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { datedList } from '../../db/dated-rows.js';
import { matching } from '../../db/list-query.js';
import { markets } from '../catalogue/catalogue.tables.js';
import { vxcPrices } from './pricebook.tables.js';
import { selectWithMarket, type VxcPriceFilters } from './pricebook-rows.repository.js';

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

const selectVxc = selectWithMarket(vxcPrices);
export type VxcPriceListRow = Awaited<ReturnType<typeof selectVxc>>[number];

/**
 * VXC prices: a price is the same as another of its market, band, pair of ends, charge type and country;
 * listed by market, band, ends, type, start date and id (the lookup index's order).
 */
export const vxc = datedList({
  table: vxcPrices,
  select: selectVxc,
  key: ['marketId', 'distanceBand', 'aConnectType', 'bConnectType', 'type', 'countryCode'],
  where: (filters: VxcPriceFilters) =>
    matching(filters, {
      marketId: vxcPrices.marketId,
      currency: vxcPrices.currency,
      distanceBand: vxcPrices.distanceBand,
      aConnectType: vxcPrices.aConnectType,
      bConnectType: vxcPrices.bConnectType,
      type: vxcPrices.type,
    }),
  order: ['marketId', 'distanceBand', 'aConnectType', 'bConnectType', 'type', 'fromDate', 'id'],
});

/** A base or connect row in force, with the pair of ends it is for (either may be ANY). */
export interface VxcRateCardRow {
  id: number;
  type: PriceChargeType;
  currency: Currency;
  charges: { speed: number; charge: number }[];
  aConnectType: VxcAConnectType;
  bConnectType: VxcBConnectType;
}

/**
 * Every key's row in force on `at` for a market and band whose ends are the asked ones or ANY (both charge types):
 * per key the latest price started on or before `at` (a later one supersedes an open-ended one), kept only if it
 * has not ended. What the lookups pick the most specific rows from, in one statement over `vxc_prices_lookup_idx`.
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
  return queryRows<VxcRateCardRow>(db, vxcRowsInForceSql(q));
}

/**
 * `findVxcRowsInForce`'s statement, its market and band given as values or as expressions of an enclosing statement
 * (the price lookup reads its rate card with its ends, decision 0096).
 */
export function vxcRowsInForceSql(q: {
  marketId: number | SQL;
  distanceBand: DistanceBand | SQL;
  aConnectType: VxcAConnectType;
  bConnectType: VxcBConnectType;
  at: string;
}): SQL {
  return sql`select latest.id, latest.type, latest.currency, latest.charges,
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
      where latest.to_date is null or latest.to_date >= ${q.at}::date`;
}

// The MVE prices' queries, in a file of their own.
export * from './mve-prices.repository.js';
