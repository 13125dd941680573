import type { Currency, DiversityZone, LocationStatus } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { suppliers } from '../supplies/supplies.tables.js';
import { identity, stampedAt, requiredRef } from '../../db/columns.js';

// The catalogue: markets, zones, metros, locations and the links between them.

/** A pricing market: the supplier entity that sells there, its country and currency. */
export const markets = pgTable('markets', {
  id: identity(100),
  supplierId: requiredRef(() => suppliers.companyId),
  name: text().notNull().unique(),
  countryCode: text().notNull(),
  currency: text().$type<Currency>().notNull(),
  active: boolean().notNull().default(true),
  updatedAt: stampedAt(),
});

/** A pricing zone: metros in one zone are a ZONE apart, metros in two zones INTERZONE. */
export const zones = pgTable('zones', {
  id: identity(100),
  name: text().notNull().unique(),
  description: text(),
  active: boolean().notNull().default(true),
  updatedAt: stampedAt(),
});

/** Two zones joined for INTERZONE connections; each pair once, the lower id first. */
export const zoneLinks = pgTable(
  'zone_links',
  {
    id: identity(100),
    aZoneId: requiredRef(() => zones.id),
    bZoneId: requiredRef(() => zones.id),
    active: boolean().notNull().default(true),
    updatedAt: stampedAt(),
  },
  (t) => [unique().on(t.aZoneId, t.bZoneId), check('zone_links_ordered', sql`${t.aZoneId} < ${t.bZoneId}`)],
);

/** A metro: the locations of one city, in one zone and one market. */
export const metros = pgTable('metros', {
  id: identity(100),
  name: text().notNull().unique(),
  zoneId: requiredRef(() => zones.id),
  marketId: requiredRef(() => markets.id),
  countryCode: text().notNull(),
});

/**
 * A location (a data centre) of the catalogue: in a metro, sold by a market's supplier. Coordinates are whole
 * millionths of a degree.
 */
export const locations = pgTable(
  'locations',
  {
    id: identity(10_000),
    name: text().notNull(),
    /** the metro's name, as the spec's location lists show it */
    metro: text().notNull(),
    metroId: integer().references(() => metros.id),
    dataCentre: text(),
    state: text(),
    countryCode: text().notNull(),
    supplierId: requiredRef(() => suppliers.companyId),
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
    aMetroId: requiredRef(() => metros.id),
    bMetroId: requiredRef(() => metros.id),
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
    locationId: requiredRef(() => locations.id),
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
