import type { Currency, DiversityZone, LocationStatus } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { suppliers } from '../supplies/supplies.tables.js';

// The catalogue: markets, zones, metros, locations and the links between them.

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

/** An internet exchange a Port may join: offered to the Ports in its metro (customer portal §3, the IX order). */
export const internetExchanges = pgTable('internet_exchanges', {
  id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000 }),
  name: text().notNull().unique(),
  /** the metro's name, as locations carry it */
  metro: text().notNull(),
  active: boolean().notNull().default(true),
});
