import type { LocationStatus } from '@portico/domain';
import { aliasedTable, and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { dbNow, findRow, found, insertRow, updateRow } from '../../db/rows.js';
import {
  internetExchanges,
  locationDiversityZones,
  locations,
  markets,
  metros,
  networkLinks,
  zoneLinks,
  zones,
} from './catalogue.tables.js';
import { suppliers } from '../supplies/supplies.tables.js';
import { listQuery } from '../../db/list-query.js';
import { sameText, textSearch } from '../../db/sql-text.js';

export type MarketRow = typeof markets.$inferSelect;
export type ZoneRow = typeof zones.$inferSelect;
export type ZoneLinkRow = typeof zoneLinks.$inferSelect;
export type MetroRow = typeof metros.$inferSelect;
export type DiversityZoneRow = typeof locationDiversityZones.$inferSelect;

export interface CatalogueFilters {
  search?: string;
  marketId?: number;
  metroId?: number;
  status?: LocationStatus;
  /** only these statuses (the dropdown: orderable locations) */
  statuses?: readonly LocationStatus[];
}

function filterCondition(filters: CatalogueFilters): SQL | undefined {
  return and(
    eq(locations.active, true),
    // name, data centre, metro or state containing the text, or the location id when the text is a number
    textSearch(filters.search, [locations.name, locations.dataCentre, locations.metro, locations.state], locations.id),
    filters.marketId === undefined ? undefined : eq(locations.marketId, filters.marketId),
    filters.metroId === undefined ? undefined : eq(locations.metroId, filters.metroId),
    filters.status === undefined ? undefined : eq(locations.status, filters.status),
    filters.statuses ? inArray(locations.status, [...filters.statuses]) : undefined,
  );
}

function selectItems(db: DbOrTx) {
  return db
    .select({
      id: locations.id,
      name: locations.name,
      dataCentre: locations.dataCentre,
      metroId: locations.metroId,
      metro: locations.metro,
      state: locations.state,
      countryCode: locations.countryCode,
      supplierId: locations.supplierId,
      marketId: locations.marketId,
      market: markets.name,
      marketCountryCode: markets.countryCode,
      zoneId: metros.zoneId,
      zone: zones.name,
      status: locations.status,
      latitudeMicro: locations.latitudeMicro,
      longitudeMicro: locations.longitudeMicro,
    })
    .from(locations)
    .leftJoin(markets, eq(markets.id, locations.marketId))
    .leftJoin(metros, eq(metros.id, locations.metroId))
    .leftJoin(zones, eq(zones.id, metros.zoneId))
    .$dynamic();
}
export type CatalogueRow = Awaited<ReturnType<typeof selectItems>>[number];

/** The matching active locations, by name then id. */
export const locationList = listQuery({
  select: selectItems,
  count: (db) => db.select({ id: locations.id }).from(locations).$dynamic(),
  where: filterCondition,
  key: { name: locations.name, id: locations.id },
});

export function findDiversityZones(db: DbOrTx, locationIds: readonly number[]): Promise<DiversityZoneRow[]> {
  if (locationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(locationDiversityZones)
    .where(inArray(locationDiversityZones.locationId, [...locationIds]))
    .orderBy(asc(locationDiversityZones.locationId), asc(locationDiversityZones.zone));
}

/** Where a location sits for pricing: its metro and that metro's zone (null when it is in no metro). */
export async function findPlace(
  db: DbOrTx,
  locationId: number,
): Promise<{ locationId: number; metroId: number | null; zoneId: number | null } | null> {
  const [row] = await db
    .select({ locationId: locations.id, metroId: locations.metroId, zoneId: metros.zoneId })
    .from(locations)
    .leftJoin(metros, eq(metros.id, locations.metroId))
    .where(eq(locations.id, locationId));
  return row ?? null;
}

/** Where locations sit for pricing (one read for both ends of a VXC): market, supplier, currency, metro, zone. */
export function findPricingLocations(db: DbOrTx, locationIds: readonly number[]) {
  return db
    .select({
      locationId: locations.id,
      name: locations.name,
      countryCode: locations.countryCode,
      marketId: locations.marketId,
      supplierId: markets.supplierId,
      currency: markets.currency,
      metroId: locations.metroId,
      zoneId: metros.zoneId,
    })
    .from(locations)
    .leftJoin(metros, eq(metros.id, locations.metroId))
    .leftJoin(markets, eq(markets.id, locations.marketId))
    .where(inArray(locations.id, [...locationIds]));
}

export function findMetros(db: DbOrTx): Promise<MetroRow[]> {
  return db.select().from(metros).orderBy(asc(metros.name), asc(metros.id));
}

export function findNetworkLinks(db: DbOrTx) {
  return db
    .select({ aMetroId: networkLinks.aMetroId, bMetroId: networkLinks.bMetroId, cost: networkLinks.cost })
    .from(networkLinks);
}

// ----------------------------------------------------------------------------------------------------------------
// Markets

export function findMarkets(db: DbOrTx): Promise<MarketRow[]> {
  return db.select().from(markets).orderBy(asc(markets.name), asc(markets.id));
}

export async function findMarket(db: DbOrTx, id: number): Promise<MarketRow | null> {
  return findRow(db, markets, eq(markets.id, id));
}

/** Another market with this name (any case), or null. */
export async function findMarketNamed(db: DbOrTx, name: string, exceptId?: number): Promise<MarketRow | null> {
  return findRow(
    db,
    markets,
    and(sameText(markets.name, name), exceptId === undefined ? undefined : ne(markets.id, exceptId)),
  );
}

export async function supplierExists(db: DbOrTx, supplierId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: suppliers.companyId })
    .from(suppliers)
    .where(eq(suppliers.companyId, supplierId))
    .limit(1);
  return row !== undefined;
}

export type MarketValues = Pick<MarketRow, 'supplierId' | 'name' | 'countryCode' | 'currency' | 'active'>;

export function insertMarket(db: DbOrTx, values: MarketValues): Promise<MarketRow> {
  return insertRow(db, markets, values);
}

export async function updateMarket(db: DbOrTx, id: number, values: MarketValues): Promise<MarketRow> {
  return found(await updateRow(db, markets, eq(markets.id, id), { ...values, updatedAt: dbNow }), 'market');
}

// ----------------------------------------------------------------------------------------------------------------
// Zones

export function findZones(db: DbOrTx): Promise<ZoneRow[]> {
  return db.select().from(zones).orderBy(asc(zones.name), asc(zones.id));
}

export async function findZone(db: DbOrTx, id: number): Promise<ZoneRow | null> {
  return findRow(db, zones, eq(zones.id, id));
}

export async function findZoneNamed(db: DbOrTx, name: string, exceptId?: number): Promise<ZoneRow | null> {
  return findRow(
    db,
    zones,
    and(sameText(zones.name, name), exceptId === undefined ? undefined : ne(zones.id, exceptId)),
  );
}

export type ZoneValues = Pick<ZoneRow, 'name' | 'description' | 'active'>;

export function insertZone(db: DbOrTx, values: ZoneValues): Promise<ZoneRow> {
  return insertRow(db, zones, values);
}

export async function updateZone(db: DbOrTx, id: number, values: ZoneValues): Promise<ZoneRow> {
  return found(await updateRow(db, zones, eq(zones.id, id), { ...values, updatedAt: dbNow }), 'zone');
}

// ----------------------------------------------------------------------------------------------------------------
// Zone links

const aZone = aliasedTable(zones, 'a_zone');
const bZone = aliasedTable(zones, 'b_zone');

const zoneLinkColumns = {
  id: zoneLinks.id,
  aZoneId: zoneLinks.aZoneId,
  aZone: aZone.name,
  bZoneId: zoneLinks.bZoneId,
  bZone: bZone.name,
  active: zoneLinks.active,
  updatedAt: zoneLinks.updatedAt,
};

function selectZoneLinks(db: DbOrTx) {
  return db
    .select(zoneLinkColumns)
    .from(zoneLinks)
    .innerJoin(aZone, eq(aZone.id, zoneLinks.aZoneId))
    .innerJoin(bZone, eq(bZone.id, zoneLinks.bZoneId));
}
export type ZoneLinkView = Awaited<ReturnType<typeof selectZoneLinks>>[number];

export function findZoneLinks(db: DbOrTx): Promise<ZoneLinkView[]> {
  return selectZoneLinks(db).orderBy(asc(aZone.name), asc(bZone.name), asc(zoneLinks.id));
}

export async function findZoneLink(db: DbOrTx, id: number): Promise<ZoneLinkView | null> {
  const [row] = await selectZoneLinks(db).where(eq(zoneLinks.id, id));
  return row ?? null;
}

/** Another link of this (ordered) pair, or null. */
export async function findZoneLinkOf(
  db: DbOrTx,
  aZoneId: number,
  bZoneId: number,
  exceptId?: number,
): Promise<ZoneLinkRow | null> {
  return findRow(
    db,
    zoneLinks,
    and(
      eq(zoneLinks.aZoneId, aZoneId),
      eq(zoneLinks.bZoneId, bZoneId),
      exceptId === undefined ? undefined : ne(zoneLinks.id, exceptId),
    ),
  );
}

export type ZoneLinkValues = Pick<ZoneLinkRow, 'aZoneId' | 'bZoneId' | 'active'>;

export async function insertZoneLink(db: DbOrTx, values: ZoneLinkValues): Promise<number> {
  const [row] = await db.insert(zoneLinks).values(values).returning({ id: zoneLinks.id });
  if (!row) throw new Error('zone link insert returned nothing');
  return row.id;
}

export async function updateZoneLink(db: DbOrTx, id: number, values: ZoneLinkValues): Promise<void> {
  await db
    .update(zoneLinks)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(zoneLinks.id, id));
}

/** Where locations are, for the order forms' Port dropdowns: state (null where none), country and metro. */
export function findLocationFacts(db: DbOrTx, locationIds: readonly number[]) {
  if (locationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      locationId: locations.id,
      state: locations.state,
      countryCode: locations.countryCode,
      metro: locations.metro,
    })
    .from(locations)
    .where(inArray(locations.id, [...locationIds]));
}

/** The active internet exchanges of a metro, by name. */
export function findInternetExchanges(db: DbOrTx, metro: string) {
  return db
    .select()
    .from(internetExchanges)
    .where(and(eq(internetExchanges.metro, metro), eq(internetExchanges.active, true)))
    .orderBy(asc(internetExchanges.name));
}

/** Some locations' names, metros and countries (missing ids are left out). */
export function findLocationDetails(db: DbOrTx, locationIds: readonly number[]) {
  if (locationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      locationId: locations.id,
      name: locations.name,
      metro: locations.metro,
      countryCode: locations.countryCode,
    })
    .from(locations)
    .where(inArray(locations.id, [...new Set(locationIds)]));
}
