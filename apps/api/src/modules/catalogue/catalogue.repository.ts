import type { LocationStatus } from '@portico/domain';
import { aliasedTable, and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { type CappedTotal, countUpTo } from '../../db/capped-count.js';
import type { DbOrTx } from '../../db/client.js';
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
import { containsPattern } from '../../db/sql-text.js';

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

/** Name, data centre, metro or state containing the text, or the location id when the text is a number. */
function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const like = containsPattern(text);
  const conditions: SQL[] = [
    ilike(locations.name, like),
    ilike(locations.dataCentre, like),
    ilike(locations.metro, like),
    ilike(locations.state, like),
  ];
  if (/^\d{1,9}$/.test(text)) conditions.push(eq(locations.id, Number(text)));
  return or(...conditions);
}

function filterCondition(filters: CatalogueFilters): SQL | undefined {
  return and(
    eq(locations.active, true),
    searchCondition(filters.search),
    filters.marketId === undefined ? undefined : eq(locations.marketId, filters.marketId),
    filters.metroId === undefined ? undefined : eq(locations.metroId, filters.metroId),
    filters.status === undefined ? undefined : eq(locations.status, filters.status),
    filters.statuses ? inArray(locations.status, [...filters.statuses]) : undefined,
  );
}

const itemColumns = {
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
};

function selectItems(db: DbOrTx) {
  return db
    .select(itemColumns)
    .from(locations)
    .leftJoin(markets, eq(markets.id, locations.marketId))
    .leftJoin(metros, eq(metros.id, locations.metroId))
    .leftJoin(zones, eq(zones.id, metros.zoneId));
}

/** The list's total, exact up to the cap (decision 0017). */
export function countLocationsUpTo(db: DbOrTx, filters: CatalogueFilters): Promise<CappedTotal> {
  return countUpTo(db, db.select({ id: locations.id }).from(locations).where(filterCondition(filters)));
}

/** One page of matching locations, by name then id. */
export async function findLocations(db: DbOrTx, filters: CatalogueFilters, paging: { limit: number; offset: number }) {
  return selectItems(db)
    .where(filterCondition(filters))
    .orderBy(asc(locations.name), asc(locations.id))
    .limit(paging.limit)
    .offset(paging.offset);
}

export type CatalogueRow = Awaited<ReturnType<typeof findLocations>>[number];

/** The order key of the catalogue list: name, then id. */
export interface CatalogueListKey {
  name: string;
  id: number;
}

/** One batch of the matching locations in the list's order, after `after` (exports read them all this way). */
export async function findLocationsAfter(
  db: DbOrTx,
  filters: CatalogueFilters,
  after: CatalogueListKey | null,
  limit: number,
): Promise<CatalogueRow[]> {
  return selectItems(db)
    .where(
      and(
        filterCondition(filters),
        after ? sql`(${locations.name}, ${locations.id}) > (${after.name}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(locations.name), asc(locations.id))
    .limit(limit);
}

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
  const [row] = await db.select().from(markets).where(eq(markets.id, id));
  return row ?? null;
}

/** Another market with this name (any case), or null. */
export async function findMarketNamed(db: DbOrTx, name: string, exceptId?: number): Promise<MarketRow | null> {
  const [row] = await db
    .select()
    .from(markets)
    .where(
      and(sql`lower(${markets.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(markets.id, exceptId)),
    )
    .limit(1);
  return row ?? null;
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

export async function insertMarket(db: DbOrTx, values: MarketValues): Promise<MarketRow> {
  const [row] = await db.insert(markets).values(values).returning();
  if (!row) throw new Error('market insert returned nothing');
  return row;
}

export async function updateMarket(db: DbOrTx, id: number, values: MarketValues): Promise<MarketRow> {
  const [row] = await db
    .update(markets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(markets.id, id))
    .returning();
  if (!row) throw new Error('market update returned nothing');
  return row;
}

// ----------------------------------------------------------------------------------------------------------------
// Zones

export function findZones(db: DbOrTx): Promise<ZoneRow[]> {
  return db.select().from(zones).orderBy(asc(zones.name), asc(zones.id));
}

export async function findZone(db: DbOrTx, id: number): Promise<ZoneRow | null> {
  const [row] = await db.select().from(zones).where(eq(zones.id, id));
  return row ?? null;
}

export async function findZoneNamed(db: DbOrTx, name: string, exceptId?: number): Promise<ZoneRow | null> {
  const [row] = await db
    .select()
    .from(zones)
    .where(and(sql`lower(${zones.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(zones.id, exceptId)))
    .limit(1);
  return row ?? null;
}

export type ZoneValues = Pick<ZoneRow, 'name' | 'description' | 'active'>;

export async function insertZone(db: DbOrTx, values: ZoneValues): Promise<ZoneRow> {
  const [row] = await db.insert(zones).values(values).returning();
  if (!row) throw new Error('zone insert returned nothing');
  return row;
}

export async function updateZone(db: DbOrTx, id: number, values: ZoneValues): Promise<ZoneRow> {
  const [row] = await db
    .update(zones)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(zones.id, id))
    .returning();
  if (!row) throw new Error('zone update returned nothing');
  return row;
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
  const [row] = await db
    .select()
    .from(zoneLinks)
    .where(
      and(
        eq(zoneLinks.aZoneId, aZoneId),
        eq(zoneLinks.bZoneId, bZoneId),
        exceptId === undefined ? undefined : ne(zoneLinks.id, exceptId),
      ),
    )
    .limit(1);
  return row ?? null;
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
