import type { CatalogueQuery } from '@portico/contract';
import type { Currency, LocationStatus } from '@portico/domain';
import { aliasedTable, and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { columnsOf, dbNow, findRow, findRows, found, insertRow, updateRow } from '../../db/rows.js';
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
import { countIds, listQuery, matching } from '../../db/list-query.js';
import { sameText, textSearch } from '../../db/sql-text.js';

export type MarketRow = typeof markets.$inferSelect;
export type ZoneRow = typeof zones.$inferSelect;
export type ZoneLinkRow = typeof zoneLinks.$inferSelect;
export type MetroRow = typeof metros.$inferSelect;
export type DiversityZoneRow = typeof locationDiversityZones.$inferSelect;

/** The list's filters, as the contract's list query names them, and the statuses the dropdown offers. */
export type CatalogueFilters = Pick<CatalogueQuery, 'search' | 'marketId' | 'metroId' | 'status'> & {
  /** only these statuses (the dropdown: orderable locations) */
  statuses?: readonly LocationStatus[];
};

function filterCondition(filters: CatalogueFilters): SQL | undefined {
  return and(
    eq(locations.active, true),
    // name, data centre, metro or state containing the text, or the location id when the text is a number
    textSearch(filters.search, [locations.name, locations.dataCentre, locations.metro, locations.state], locations.id),
    matching(filters, { marketId: locations.marketId, metroId: locations.metroId, status: locations.status }),
    filters.statuses ? inArray(locations.status, [...filters.statuses]) : undefined,
  );
}

const itemColumns = {
  ...columnsOf(locations, [
    'id',
    'name',
    'dataCentre',
    'metroId',
    'metro',
    'state',
    'countryCode',
    'supplierId',
    'marketId',
    'status',
    'latitudeMicro',
    'longitudeMicro',
  ]),
  market: markets.name,
  marketCountryCode: markets.countryCode,
  zoneId: metros.zoneId,
  zone: zones.name,
};

function selectItems(db: DbOrTx) {
  return db
    .select(itemColumns)
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
  count: countIds(locations),
  where: filterCondition,
  key: { name: locations.name, id: locations.id },
});

export function findDiversityZones(db: DbOrTx, locationIds: readonly number[]): Promise<DiversityZoneRow[]> {
  if (locationIds.length === 0) return Promise.resolve([]);
  const order = [asc(locationDiversityZones.locationId), asc(locationDiversityZones.zone)];
  return findRows(db, locationDiversityZones, inArray(locationDiversityZones.locationId, [...locationIds]), ...order);
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

/** A location's row as pricing reads it: its market, supplier and currency, metro and zone. */
export interface PricingLocationRow {
  locationId: number;
  name: string;
  countryCode: string;
  marketId: number | null;
  metroId: number | null;
  status: LocationStatus;
  supplierId: number | null;
  currency: Currency | null;
  zoneId: number | null;
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
// Markets and zones

export async function supplierExists(db: DbOrTx, supplierId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: suppliers.companyId })
    .from(suppliers)
    .where(eq(suppliers.companyId, supplierId))
    .limit(1);
  return row !== undefined;
}

export type MarketValues = Pick<MarketRow, 'supplierId' | 'name' | 'countryCode' | 'currency' | 'active'>;
export type ZoneValues = Pick<ZoneRow, 'name' | 'description' | 'active'>;

/** The reads and writes of a catalogue table whose rows have a name unique in any case (markets, zones). */
export interface NamedRows<Row, Values> {
  /** every row, by name then id */
  all(db: DbOrTx): Promise<Row[]>;
  find(db: DbOrTx, id: number): Promise<Row | null>;
  /** another row with this name (any case), or null */
  named(db: DbOrTx, name: string, exceptId?: number): Promise<Row | null>;
  insert(db: DbOrTx, values: Values): Promise<Row>;
  /** changes a row found earlier in the same transaction, stamping `updatedAt` */
  update(db: DbOrTx, id: number, values: Values): Promise<Row>;
}

type NamedTable = PgTable & { id: AnyPgColumn<{ data: number }>; name: AnyPgColumn<{ data: string }> };

function namedRows<T extends NamedTable, Values extends T['$inferInsert']>(
  table: T,
  what: string,
): NamedRows<T['$inferSelect'], Values> {
  // drizzle's `from` refuses a table type left open; the rows keep the table's type
  const from = table as PgTable;
  const byId = (id: number) => eq(table.id, id);
  return {
    all: (db) => db.select().from(from).orderBy(asc(table.name), asc(table.id)),
    find: (db, id) => findRow(db, table, byId(id)),
    named: (db, name, exceptId) =>
      findRow(db, table, and(sameText(table.name, name), exceptId === undefined ? undefined : ne(table.id, exceptId))),
    insert: (db, values) => insertRow(db, table, values),
    update: async (db, id, values) =>
      found(await updateRow(db, table, byId(id), { ...values, updatedAt: dbNow } as PgUpdateSetSource<T>), what),
  };
}

export const marketRows = namedRows<typeof markets, MarketValues>(markets, 'market');
export const zoneRows = namedRows<typeof zones, ZoneValues>(zones, 'zone');

// ----------------------------------------------------------------------------------------------------------------
// Zone links

const aZone = aliasedTable(zones, 'a_zone');
const bZone = aliasedTable(zones, 'b_zone');

function selectZoneLinks(db: DbOrTx) {
  return db
    .select({
      ...columnsOf(zoneLinks, ['id', 'aZoneId', 'bZoneId', 'active', 'updatedAt']),
      aZone: aZone.name,
      bZone: bZone.name,
    })
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
    .select({ locationId: locations.id, ...columnsOf(locations, ['state', 'countryCode', 'metro']) })
    .from(locations)
    .where(inArray(locations.id, [...locationIds]));
}

/** The active internet exchanges of a metro, by name. */
export function findInternetExchanges(db: DbOrTx, metro: string) {
  const active = and(eq(internetExchanges.metro, metro), eq(internetExchanges.active, true));
  return findRows(db, internetExchanges, active, asc(internetExchanges.name));
}

/** Some locations' names, metros and countries (missing ids are left out). */
export function findLocationDetails(db: DbOrTx, locationIds: readonly number[]) {
  if (locationIds.length === 0) return Promise.resolve([]);
  return db
    .select({ locationId: locations.id, ...columnsOf(locations, ['name', 'metro', 'countryCode']) })
    .from(locations)
    .where(inArray(locations.id, [...new Set(locationIds)]));
}
