import type {
  Currency,
  DistanceBand,
  DiversityZone,
  LocationStatus,
  PriceChargeType,
  PricedProductType,
  RateType,
  VxcAConnectType,
  VxcBConnectType,
} from '@portico/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, suppliers } from './companies.js';
import { persons } from './people.js';

// The catalogue (markets, zones, metros and the links between them) and the price book. Every price is integer
// minor units of its currency and every price row is dated: a change is a new row, never an edit of one in force,
// so an invoice can always be re-derived from the price of its date (decision 0020).

/** A pricing market: the supplier entity that sells there, its country and currency. */
export const markets = pgTable('markets', {
  id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
  supplierId: integer()
    .notNull()
    .references(() => suppliers.companyId),
  name: text().notNull().unique(),
  countryCode: text().notNull(),
  currency: text().$type<Currency>().notNull(),
  active: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A pricing zone: metros in one zone are a ZONE apart, metros in two zones INTERZONE. */
export const zones = pgTable('zones', {
  id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
  name: text().notNull().unique(),
  description: text(),
  active: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Two zones joined for INTERZONE connections; each pair once, the lower id first. */
export const zoneLinks = pgTable(
  'zone_links',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    aZoneId: integer()
      .notNull()
      .references(() => zones.id),
    bZoneId: integer()
      .notNull()
      .references(() => zones.id),
    active: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.aZoneId, t.bZoneId), check('zone_links_ordered', sql`${t.aZoneId} < ${t.bZoneId}`)],
);

/** A metro: the locations of one city, in one zone and one market. */
export const metros = pgTable('metros', {
  id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
  name: text().notNull().unique(),
  zoneId: integer()
    .notNull()
    .references(() => zones.id),
  marketId: integer()
    .notNull()
    .references(() => markets.id),
  countryCode: text().notNull(),
});

/**
 * A location (a data centre) of the catalogue: in a metro, sold by a market's supplier. Coordinates are whole
 * millionths of a degree.
 */
export const locations = pgTable(
  'locations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 10_000 }),
    name: text().notNull(),
    /** the metro's name, as the spec's location lists show it */
    metro: text().notNull(),
    metroId: integer().references(() => metros.id),
    dataCentre: text(),
    state: text(),
    countryCode: text().notNull(),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.companyId),
    marketId: integer().references(() => markets.id),
    status: text().$type<LocationStatus>().notNull().default('Active'),
    latitudeMicro: integer(),
    longitudeMicro: integer(),
    active: boolean().notNull().default(true),
  },
  (t) => [index('locations_metro_idx').on(t.metroId)],
);

/** The network graph: a link between two metros with its cost; each pair once, the lower id first. */
export const networkLinks = pgTable(
  'network_links',
  {
    aMetroId: integer()
      .notNull()
      .references(() => metros.id),
    bMetroId: integer()
      .notNull()
      .references(() => metros.id),
    cost: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.aMetroId, t.bMetroId] }),
    check('network_links_ordered', sql`${t.aMetroId} < ${t.bMetroId}`),
    check('network_links_cost_positive', sql`${t.cost} > 0`),
  ],
);

/** What each diversity zone of a location offers. */
export const locationDiversityZones = pgTable(
  'location_diversity_zones',
  {
    locationId: integer()
      .notNull()
      .references(() => locations.id),
    zone: text().$type<DiversityZone>().notNull(),
    portSpeedsMbps: integer().array().notNull(),
    mcrSpeedsMbps: integer().array().notNull(),
    mveAvailable: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.zone] })],
);

/** One charge of a VXC price: its speed (Mbps) and its amount in minor units. */
export interface VxcCharge {
  speed: number;
  charge: number;
}

const validity = {
  fromDate: date({ mode: 'string' }).notNull(),
  /** null: until further notice */
  toDate: date({ mode: 'string' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdBy: integer().references(() => persons.id),
};

/** A VXC price of a market for a distance band and a pair of connect types. */
export const vxcPrices = pgTable(
  'vxc_prices',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000 }),
    marketId: integer()
      .notNull()
      .references(() => markets.id),
    distanceBand: text().$type<DistanceBand>().notNull(),
    charges: jsonb().$type<VxcCharge[]>().notNull(),
    countryCode: text().notNull(),
    aConnectType: text().$type<VxcAConnectType>().notNull(),
    bConnectType: text().$type<VxcBConnectType>().notNull(),
    algorithm: text().notNull(),
    type: text().$type<PriceChargeType>().notNull(),
    currency: text().$type<Currency>().notNull(),
    ...validity,
  },
  (t) => [
    index('vxc_prices_lookup_idx').on(t.marketId, t.distanceBand, t.aConnectType, t.bConnectType, t.type, t.fromDate),
    check('vxc_prices_dates', sql`${t.toDate} is null or ${t.toDate} >= ${t.fromDate}`),
  ],
);

/** An MVE price of a market for a virtual machine size. */
export const mvePrices = pgTable(
  'mve_prices',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000 }),
    marketId: integer()
      .notNull()
      .references(() => markets.id),
    chargeCents: bigint({ mode: 'number' }).notNull(),
    virtualMachineSize: text().notNull(),
    countryCode: text().notNull(),
    currency: text().$type<Currency>().notNull(),
    ...validity,
  },
  (t) => [
    index('mve_prices_lookup_idx').on(t.marketId, t.virtualMachineSize, t.fromDate),
    check('mve_prices_charge', sql`${t.chargeCents} >= 0`),
    check('mve_prices_dates', sql`${t.toDate} is null or ${t.toDate} >= ${t.fromDate}`),
  ],
);

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

/**
 * A dated exchange rate: how many millionths of `currency` one unit of the base currency buys (decision 0020), so
 * no rate is ever a floating-point number. One rate per currency and day.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    currency: text().$type<Currency>().notNull(),
    rateMicros: bigint({ mode: 'number' }).notNull(),
    effectiveDate: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer().references(() => persons.id),
  },
  (t) => [unique().on(t.currency, t.effectiveDate), check('exchange_rates_positive', sql`${t.rateMicros} > 0`)],
);

/**
 * A promo code. Uses are counted on the row and the count is checked by the database (`uses <= quantity`), so two
 * customers racing for the last use cannot both have it.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000 }),
    code: text().notNull(),
    promoType: text().notNull().default('DISCOUNT'),
    discountType: text().notNull(),
    percentageBp: integer(),
    termMonths: integer(),
    floatingAmountCents: bigint({ mode: 'number' }),
    currency: text(),
    speedCapMbps: integer(),
    recurringModifierBp: integer(),
    baseRateModifierBp: integer(),
    aEndModifierBp: integer(),
    bEndModifierBp: integer(),
    regions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    metroIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    productTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locationIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    shared: boolean().notNull().default(false),
    singleUse: boolean().notNull().default(false),
    /** how many times the code may be used; null: no limit */
    quantity: integer(),
    uses: integer().notNull().default(0),
    validFrom: timestamp({ withTimezone: true }),
    validTo: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer().references(() => persons.id),
    deletedAt: timestamp({ withTimezone: true }),
    /** the one company that may use the code (the spec's customerId); null: not reserved */
    customerId: integer().references(() => companies.id),
    /** the codes generated together by one request share this id */
    batchId: text(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_unique').on(sql`lower(${t.code})`),
    index('promo_codes_batch_idx').on(t.batchId),
    check('promo_codes_uses', sql`${t.uses} >= 0 and (${t.quantity} is null or ${t.uses} <= ${t.quantity})`),
  ],
);

/** A company subscribed to a promo code. */
export const promoCodeSubscriptions = pgTable(
  'promo_code_subscriptions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000 }),
    promoCodeId: integer()
      .notNull()
      .references(() => promoCodes.id),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.promoCodeId, t.companyId)],
);

/** One use of a promo code by a company (for a service, once it exists); a code is used once per service. */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    promoCodeId: integer()
      .notNull()
      .references(() => promoCodes.id),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    serviceUid: text(),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('promo_code_uses_code_idx').on(t.promoCodeId),
    uniqueIndex('promo_code_uses_service_unique').on(t.promoCodeId, t.serviceUid),
  ],
);
