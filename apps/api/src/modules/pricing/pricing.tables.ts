import type { Currency, DistanceBand, PricedProductType, RateType } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { locations, markets } from '../catalogue/catalogue.tables.js';
import { companies } from '../companies/companies.tables.js';
import { validity } from '../pricebook/pricebook.tables.js';

/**
 * Port, MCR, IX and MegaDirect list prices: by market (and a location when it differs there), speed and term, with
 * the discount the term earns.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000 }),
    productType: text().$type<PricedProductType>().notNull(),
    marketId: integer()
      .notNull()
      .references(() => markets.id),
    locationId: integer().references(() => locations.id),
    speedMbps: integer().notNull(),
    termMonths: integer().notNull(),
    monthlyCents: bigint({ mode: 'number' }).notNull(),
    setupCents: bigint({ mode: 'number' }).notNull().default(0),
    /** basis points off the monthly rate for this term (1000 = 10%) */
    termDiscountBp: integer().notNull().default(0),
    currency: text().$type<Currency>().notNull(),
    ...validity,
  },
  (t) => [
    index('product_prices_lookup_idx').on(t.productType, t.marketId, t.speedMbps, t.termMonths, t.fromDate),
    check('product_prices_amounts', sql`${t.monthlyCents} >= 0 and ${t.setupCents} >= 0`),
    check('product_prices_discount', sql`${t.termDiscountBp} between 0 and 10000`),
    check('product_prices_dates', sql`${t.toDate} is null or ${t.toDate} >= ${t.fromDate}`),
  ],
);

/** A customer's own price for a product, which wins over the list price for that customer. */
export const customPriceItems = pgTable(
  'custom_price_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000 }),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    productType: text().$type<PricedProductType>().notNull(),
    marketId: integer().references(() => markets.id),
    locationId: integer().references(() => locations.id),
    distanceBand: text().$type<DistanceBand>(),
    speedMbps: integer(),
    termMonths: integer(),
    rateType: text().$type<RateType>().notNull().default('MONTHLY'),
    monthlyCents: bigint({ mode: 'number' }).notNull(),
    setupCents: bigint({ mode: 'number' }).notNull().default(0),
    currency: text().$type<Currency>().notNull(),
    ...validity,
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('custom_price_items_company_idx').on(t.companyId, t.productType),
    check('custom_price_items_amounts', sql`${t.monthlyCents} >= 0 and ${t.setupCents} >= 0`),
    check('custom_price_items_dates', sql`${t.toDate} is null or ${t.toDate} >= ${t.fromDate}`),
  ],
);
