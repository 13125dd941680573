import type { Currency, DistanceBand, PricedProductType, RateType } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { locations, markets } from '../catalogue/catalogue.tables.js';
import { companies } from '../companies/companies.tables.js';
import { datedPriceCheck, datedPriceColumns } from '../pricebook/pricebook.tables.js';
import { identity, instant, requiredRef } from '../../db/columns.js';

/**
 * Port, MCR, IX and MegaDirect list prices: by market (and a location when it differs there), speed and term, with
 * the discount the term earns.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    id: identity(1_000),
    productType: text().$type<PricedProductType>().notNull(),
    marketId: requiredRef(() => markets.id),
    locationId: integer().references(() => locations.id),
    speedMbps: integer().notNull(),
    termMonths: integer().notNull(),
    monthlyCents: bigint({ mode: 'number' }).notNull(),
    setupCents: bigint({ mode: 'number' }).notNull().default(0),
    /** basis points off the monthly rate for this term (1000 = 10%) */
    termDiscountBp: integer().notNull().default(0),
    currency: text().$type<Currency>().notNull(),
    ...datedPriceColumns(),
  },
  (t) => [
    index('product_prices_lookup_idx').on(t.productType, t.marketId, t.speedMbps, t.termMonths, t.fromDate),
    check('product_prices_amounts', sql`${t.monthlyCents} >= 0 and ${t.setupCents} >= 0`),
    check('product_prices_discount', sql`${t.termDiscountBp} between 0 and 10000`),
    datedPriceCheck('product_prices', t),
  ],
);

/** A customer's own price for a product, which wins over the list price for that customer. */
export const customPriceItems = pgTable(
  'custom_price_items',
  {
    id: identity(1_000),
    companyId: requiredRef(() => companies.id),
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
    ...datedPriceColumns(),
    deletedAt: instant(),
  },
  (t) => [
    index('custom_price_items_company_idx').on(t.companyId, t.productType),
    check('custom_price_items_amounts', sql`${t.monthlyCents} >= 0 and ${t.setupCents} >= 0`),
    datedPriceCheck('custom_price_items', t),
  ],
);
