import type {
  Currency,
  DistanceBand,
  PricedProductType,
  RateType,
  VxcAConnectType,
  VxcBConnectType,
} from '@portico/domain';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { builtOncePerShape } from '../../db/prepared.js';
import { inForceOn } from '../../db/dated-rows.js';
import { locations, markets, metros } from '../catalogue/catalogue.tables.js';
import type { PricingLocationRow } from '../catalogue/index.js';
import { ratesInForceJson } from '../exchange-rates/index.js';
import { type MveLookupRow, mvePriceInForceSql, type VxcRateCardRow, vxcRowsInForceSql } from '../pricebook/index.js';
import { promoReadJson } from '../promo/index.js';
import { supplyCurrencySql } from '../supplies/index.js';
import { CUSTOM_PRICE_SCOPE } from './pricing.repository.js';
import { customPriceItems, productPrices } from './pricing.tables.js';

// The price lookup's one statement (decision 0096): both ends, the customer's own price, the currency of its supply,
// the list price, the day's exchange rates and the promo code, each read by its own area's SQL, in one round trip.

/** What one product's price is worked out from. */
export interface PriceFacts {
  ends: PricingLocationRow[];
  /** the ends' distance band as the statement chose the prices by (checked against the domain's `distanceBand`) */
  band: DistanceBand | null;
  custom: { id: number; monthlyCents: number; setupCents: number; currency: Currency } | null;
  /** the currency of the customer's supply in the A end's market; null without a company or a supply there */
  billed: Currency | null;
  vxcRows: VxcRateCardRow[];
  mve: MveLookupRow | null;
  product: ProductPriceInForce | null;
  /** the rates in force of the currencies a conversion may need; empty when nothing is converted */
  rates: { currency: Currency; rateMicros: number }[];
  /** the promo code as read (`promoReadOf`), when one is tried */
  promo: unknown;
}

export interface ProductPriceInForce {
  id: number;
  speedMbps: number;
  termMonths: number;
  monthlyCents: number;
  setupCents: number;
  termDiscountBp: number;
  currency: Currency;
}

export interface PriceFactsQuery {
  /** the A end, and the B end of a VXC */
  locationIds: readonly number[];
  companyId: number | null;
  productType: PricedProductType;
  speedMbps: number;
  termMonths: number;
  rateType: RateType;
  aConnectType: VxcAConnectType;
  bConnectType: VxcBConnectType;
  virtualMachineSize: string;
  at: string;
  /** the promo code to read, when the product takes one */
  promoCode: string | null;
}

/** PGlite hands json back as text, node-postgres parsed. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The ends' band: `distanceBand` of the domain (same metro, else same zone, else interzone), null without both. */
const BAND_SQL = sql`(select case when a."metroId" is null or a."zoneId" is null or b."metroId" is null
                                       or b."zoneId" is null then null
                                  when a."metroId" = b."metroId" then 'METRO'
                                  when a."zoneId" = b."zoneId" then 'ZONE' else 'INTERZONE' end
                        from ends a join ends b on b.n = 2 where a.n = 1)`;
const A_MARKET = sql`(select "marketId" from ends where n = 1)`;
const A_LOCATION = sql`(select "locationId" from ends where n = 1)`;

/**
 * The customer's own price in force on `at` for a product, the most specific first: a location's over a market's
 * over any; a distance band's, a speed's and a term's over an item that names none. An item naming a speed or term
 * applies to exactly that speed or term.
 */
function customPriceSql(q: PriceFactsQuery & { companyId: number }): SQL {
  const given: Record<(typeof CUSTOM_PRICE_SCOPE)[number], SQL | number> = {
    locationId: A_LOCATION,
    marketId: A_MARKET,
    distanceBand: sql`(select band from band)`,
    speedMbps: q.speedMbps,
    termMonths: q.termMonths,
  };
  // `is null or =`: an item naming nothing applies to all; a null given value matches only such items
  const anyOr = (column: AnyPgColumn, value: SQL | number) => or(isNull(column), eq(column, value));
  return sql`select ${customPriceItems.id} as id, ${customPriceItems.monthlyCents} as "monthlyCents",
                    ${customPriceItems.setupCents} as "setupCents", ${customPriceItems.currency} as currency
               from ${customPriceItems}
              where ${and(
                eq(customPriceItems.companyId, q.companyId),
                eq(customPriceItems.productType, q.productType),
                isNull(customPriceItems.deletedAt),
                eq(customPriceItems.rateType, q.rateType),
                ...CUSTOM_PRICE_SCOPE.map((field) => anyOr(customPriceItems[field], given[field])),
                inForceOn(customPriceItems, q.at),
              )}
              order by ${sql.join(
                CUSTOM_PRICE_SCOPE.map((field) => sql`${customPriceItems[field]} is null`),
                sql`, `,
              )}, ${customPriceItems.fromDate} desc
              limit 1`;
}

/**
 * The list price in force on `at`: a price of the location wins over the market's; the smallest listed speed that
 * covers the speed; the longest listed term not above the term.
 */
function productPriceSql(q: PriceFactsQuery): SQL {
  const p = productPrices;
  return sql`select ${p.id} as id, ${p.speedMbps} as "speedMbps", ${p.termMonths} as "termMonths",
                    ${p.monthlyCents} as "monthlyCents", ${p.setupCents} as "setupCents",
                    ${p.termDiscountBp} as "termDiscountBp", ${p.currency} as currency
               from ${p}
              where ${and(
                eq(p.productType, q.productType),
                eq(p.marketId, A_MARKET),
                or(isNull(p.locationId), eq(p.locationId, A_LOCATION)),
                sql`${p.speedMbps} >= ${q.speedMbps}`,
                sql`${p.termMonths} <= ${q.termMonths}`,
                inForceOn(p, q.at),
              )}
              order by ${p.locationId} is null, ${p.speedMbps}, ${p.termMonths} desc, ${p.fromDate} desc
              limit 1`;
}

/** The list price's rows of the product: the VXC rate card, the MVE size's price, or the product price. */
function listSql(q: PriceFactsQuery): { vxc: SQL; mve: SQL; product: SQL } {
  const none = sql`null::json`;
  return {
    vxc:
      q.productType === 'VXC'
        ? sql`(select coalesce(json_agg(r), '[]'::json) from (${vxcRowsInForceSql({
            marketId: A_MARKET,
            distanceBand: sql`coalesce((select band from band), 'METRO')`,
            aConnectType: q.aConnectType,
            bConnectType: q.bConnectType,
            at: q.at,
          })}) r)`
        : sql`'[]'::json`,
    mve:
      q.productType === 'MVE'
        ? sql`(select row_to_json(r) from (${mvePriceInForceSql({
            marketId: A_MARKET,
            virtualMachineSize: q.virtualMachineSize,
            at: q.at,
          })}) r)`
        : none,
    product:
      q.productType === 'VXC' || q.productType === 'MVE'
        ? none
        : sql`(select row_to_json(r) from (${productPriceSql(q)}) r)`,
  };
}

/** The price lookup's one statement for `q` (its values, or placeholders standing for them). */
function priceFactsSql(q: PriceFactsQuery): SQL {
  const companyId = q.companyId;
  const ends = sql.join(
    q.locationIds.map((id, i) => sql`(${i + 1}::int, ${id}::int)`),
    sql`, `,
  );
  const list = listSql(q);
  const custom = companyId === null ? null : customPriceSql({ ...q, companyId });
  const billed =
    companyId === null
      ? sql`null::text`
      : supplyCurrencySql(companyId, sql`(select "supplierId" from ends where n = 1)`);
  const noCustom = sql`select null::int as id, null::bigint as "monthlyCents", null::bigint as "setupCents",
                               null::text as currency where false`;
  return sql`with ends as (
          select asked.n, l.id as "locationId", l.name, l.country_code as "countryCode", l.market_id as "marketId",
                 l.metro_id as "metroId", l.status, mk.supplier_id as "supplierId", mk.currency,
                 mt.zone_id as "zoneId"
            from (values ${ends}) as asked(n, id)
            join ${locations} l on l.id = asked.id
            left join ${metros} mt on mt.id = l.metro_id
            left join ${markets} mk on mk.id = l.market_id),
        band as (select ${BAND_SQL} as band),
        custom as (${custom ?? noCustom}),
        billed as (select ${billed} as currency),
        list as (select ${list.vxc} as vxc, ${list.mve} as mve, ${list.product} as product)
        select (select coalesce(json_agg(e order by e.n), '[]'::json) from ends e) as ends,
               (select band from band) as band,
               (select row_to_json(c) from custom c) as custom,
               (select currency from billed) as billed,
               list.vxc, list.mve, list.product,
               case when (select currency from billed) is null then '[]'::json
                    else ${ratesInForceJson(
                      q.at,
                      sql`(array[(select currency from billed), (select currency from custom), list.mve->>'currency',
                                 list.product->>'currency']
                           || array(select x.currency from json_to_recordset(list.vxc) as x(currency text)))`,
                    )} end as rates,
               ${q.promoCode === null ? sql`null` : promoReadJson(q.promoCode, companyId)} as promo
          from list`;
}

/**
 * What makes the price lookup's statement differ (decision 0101): the product (its list price's rows), whether there
 * is a company (its custom price and supply), whether a promo code is tried, and how many ends. Everything else is a
 * value, sent as a placeholder: the statement is built once per shape.
 */
export const shapeOfQuery = (q: PriceFactsQuery) =>
  [
    q.productType,
    q.companyId === null ? 'anyone' : 'company',
    q.promoCode === null ? '' : 'promo',
    q.locationIds.length,
  ].join(':');

/** `q` with its values as the placeholders of the same names (the ends' as `end0`, `end1`). */
function placeheld(q: PriceFactsQuery): PriceFactsQuery {
  const p = <T>(name: keyof PriceFactsQuery) => sql.placeholder(name) as unknown as T;
  return {
    locationIds: q.locationIds.map((_, i) => sql.placeholder(`end${i}`) as unknown as number),
    companyId: q.companyId === null ? null : p('companyId'),
    productType: q.productType,
    speedMbps: p('speedMbps'),
    termMonths: p('termMonths'),
    rateType: p('rateType'),
    aConnectType: p('aConnectType'),
    bConnectType: p('bConnectType'),
    virtualMachineSize: p('virtualMachineSize'),
    at: p('at'),
    promoCode: q.promoCode === null ? null : p('promoCode'),
  };
}

/** The values of `placeheld(q)`'s placeholders. */
function valuesOf(q: PriceFactsQuery): Record<string, unknown> {
  const { locationIds, productType: _shape, ...values } = q;
  return { ...values, ...Object.fromEntries(locationIds.map((id, i) => [`end${i}`, id])) };
}

const priceFactsStatement = builtOncePerShape<PriceFactsQuery, Record<string, unknown>>(
  (q) => `price_facts:${shapeOfQuery(q)}`,
  (_db, q) => priceFactsSql(placeheld(q)),
);

/** Everything one product's price is worked out from, in one statement. */
export async function readPriceFacts(db: DbOrTx, q: PriceFactsQuery): Promise<PriceFacts> {
  const [row] = await priceFactsStatement(db, q, valuesOf(q));
  if (!row) throw new Error('the price lookup read no row');
  const ends_ = json<(PricingLocationRow & { n: number })[]>(row.ends);
  const custom_ = json<PriceFacts['custom']>(row.custom);
  return {
    ends: ends_.map(({ n: _n, ...end }) => end),
    band: (row.band as DistanceBand | null) ?? null,
    custom: custom_
      ? { ...custom_, monthlyCents: Number(custom_.monthlyCents), setupCents: Number(custom_.setupCents) }
      : null,
    billed: (row.billed as Currency | null) ?? null,
    vxcRows: json<VxcRateCardRow[]>(row.vxc),
    mve: json<MveLookupRow | null>(row.mve) ?? null,
    product: productOf(json<ProductPriceInForce | null>(row.product) ?? null),
    rates: json<{ currency: Currency; rateMicros: number | string }[]>(row.rates).map((r) => ({
      currency: r.currency,
      rateMicros: Number(r.rateMicros),
    })),
    promo: row.promo,
  };
}

function productOf(row: ProductPriceInForce | null): ProductPriceInForce | null {
  return row && { ...row, monthlyCents: Number(row.monthlyCents), setupCents: Number(row.setupCents) };
}
