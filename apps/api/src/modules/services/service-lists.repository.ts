import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { countUpTo } from '../../db/capped-count.js';
import type { DbOrTx } from '../../db/client.js';
import { listQuery, matching } from '../../db/list-query.js';
import { textSearch } from '../../db/sql-text.js';
import { technicalServices as t } from './services.tables.js';

/** The columns the network screen and the service search show. */
const LIST_COLUMNS = {
  id: t.id,
  uid: t.uid,
  companyId: t.companyId,
  productType: t.productType,
  name: t.name,
  provisioningStatus: t.provisioningStatus,
  rateLimitMbps: t.rateLimitMbps,
  locationId: t.locationId,
  aEndServiceId: t.aEndServiceId,
  bEndServiceId: t.bEndServiceId,
  aggregationId: t.aggregationId,
  termMonths: t.termMonths,
  groupServiceId: t.groupServiceId,
};

/** NEW is hidden from every list and search result (admin console §4, `isHiddenFromLists`). */
const shown = ne(t.provisioningStatus, 'NEW');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Text in a name (the trigram index), the service's id when it is a number, or its uid when it is one. */
function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  const byText = textSearch(text, [t.name], t.id);
  return text && UUID.test(text) ? or(byText, eq(t.uid, text.toLowerCase())) : byText;
}

export interface NetworkFilters {
  companyId: number;
  search?: string;
  provisioningStatus?: string;
  productType?: string;
}

const networkWhere = (filters: NetworkFilters) =>
  and(
    shown,
    matching(filters, { companyId: t.companyId, provisioningStatus: t.provisioningStatus, productType: t.productType }),
    searchCondition(filters.search),
  );

/** The company's services in group order: each port, then what hangs off it (the company-group index). */
export const networkList = listQuery({
  select: (db) => db.select(LIST_COLUMNS).from(t).$dynamic(),
  count: (db) => db.select({ id: t.id }).from(t).$dynamic(),
  where: networkWhere,
  key: { groupServiceId: t.groupServiceId, id: t.id },
  pageIdsBy: t.id,
});
export type ListRow = Awaited<ReturnType<typeof networkList.rows>>[number];

/** A company holds far fewer services than this; the network screen's total is exact below it. */
const NETWORK_COUNT_CAP = 1_000_000;

/** How many of the company's services the filters keep (the Pagination-Total-Count header). */
export function countNetwork(db: DbOrTx, filters: NetworkFilters) {
  return countUpTo(db, db.select({ id: t.id }).from(t).where(networkWhere(filters)), NETWORK_COUNT_CAP);
}

/** The VXCs and IXs attached at either end to some services (any company's, whatever their status). */
export function findConnectionsOf(db: DbOrTx, serviceIds: readonly number[]) {
  if (serviceIds.length === 0) return Promise.resolve([]);
  const ids = [...serviceIds];
  return db
    .select({
      aEndServiceId: t.aEndServiceId,
      bEndServiceId: t.bEndServiceId,
      provisioningStatus: t.provisioningStatus,
      rateLimitMbps: t.rateLimitMbps,
    })
    .from(t)
    .where(
      and(inArray(t.productType, ['VXC', 'IX']), or(inArray(t.aEndServiceId, ids), inArray(t.bEndServiceId, ids))),
    );
}

export interface SearchFilters {
  /** the companies searched; null: every company (staff) */
  companyIds: readonly number[] | null;
  search?: string;
  provisioningStatus?: string;
  termMonths?: number;
}

/** The service search: matching services by name, then id. */
export const searchList = listQuery({
  select: (db) => db.select(LIST_COLUMNS).from(t).$dynamic(),
  count: (db) => db.select({ id: t.id }).from(t).$dynamic(),
  where: (filters: SearchFilters) =>
    and(
      shown,
      filters.companyIds === null ? undefined : inArray(t.companyId, [...filters.companyIds]),
      matching(filters, { provisioningStatus: t.provisioningStatus, termMonths: t.termMonths }),
      searchCondition(filters.search),
    ),
  key: { name: t.name, id: t.id },
});

/** One service as the lists show it, or null. */
export async function findListedService(db: DbOrTx, id: number): Promise<ListRow | null> {
  const [row] = await db.select(LIST_COLUMNS).from(t).where(eq(t.id, id));
  return row ?? null;
}
