import { LIST_TOTAL_CAP, type NetworkService } from '@portico/contract';
import type { PortLoad } from '@portico/domain';
import {
  and,
  asc,
  eq,
  inArray,
  ne,
  notInArray,
  or,
  type Placeholder,
  type SQL,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { listQuery, matching, type RowWindow } from '../../db/list-query.js';
import { preparedRead } from '../../db/prepared.js';
import { companyNameSql } from '../companies/index.js';
import {
  preparedTextSearch,
  textSearch,
  type TextSearchValues,
  textSearchValues,
  TRIGRAM_MIN_LENGTH,
} from '../../db/sql-text.js';
import { type CappedTotal, cappedTotal, countUpTo, totalFromPage } from '../../db/capped-count.js';
import { countedWhenFull, pageWithTotal } from '../../db/page-with-total.js';
import { openChangeMark } from './network-change.repository.js';
import { serviceCountChanges as counts, technicalServices as t } from './services.tables.js';

/**
 * The columns the network screen and the service search show, under the contract's names (`NetworkService` but its
 * usage and connections, which the domain's rule gives from the port's load, and the network page's mark of a
 * change sent to the network): the rows the lists read are the answer's fields, and the network page's JSON is
 * written from the same record. Typed against the contract, it fails the build when the contract gains or loses a
 * field.
 */
const LIST_FIELDS = {
  technicalServiceId: t.id,
  technicalServiceUid: t.uid,
  companyId: t.companyId,
  productType: t.productType,
  name: t.name,
  provisioningStatus: t.provisioningStatus,
  rateLimit: t.rateLimitMbps,
  locationId: t.locationId,
  aEndServiceId: t.aEndServiceId,
  bEndServiceId: t.bEndServiceId,
  aggregationId: t.aggregationId,
  termMonths: t.termMonths,
  groupServiceId: t.groupServiceId,
} satisfies Record<Exclude<keyof NetworkService, 'usage' | 'connections' | 'networkChange'>, AnyPgColumn>;

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
  select: (db) => db.select(LIST_FIELDS).from(t).$dynamic(),
  count: (db) => db.select({ id: t.id }).from(t).$dynamic(),
  where: networkWhere,
  key: { groupServiceId: t.groupServiceId, technicalServiceId: t.id },
  pageIdsBy: t.id,
});
export type ListRow = Awaited<ReturnType<typeof networkList.rows>>[number];

/** The network page's fields: the list's, and the service's newest open change (decision 0069). */
const answerFields = sql.join(
  [
    ...Object.entries(LIST_FIELDS).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`${openChangeMark(t.id)} as ${sql.identifier('networkChange')}`,
  ],
  sql`, `,
);

/**
 * A network row written as JSON by the database, beside what the usage rule reads of it, and the page's total. A
 * port, MCR or MVE carries its load (`inUse`, `bookedMbps`); a VXC or IX none (zero).
 */
export interface NetworkJsonRow extends PortLoad {
  json: string;
  productType: string;
  rateLimitMbps: number;
  /** how many services the filters keep (the same on every row) */
  total: number;
  /** the company's network version as this statement saw it (`networkVersion`; the same on every row) */
  version: number;
}

/**
 * One window of the network page as JSON text per row, in the page's order, in one statement: the page's ids in the
 * company-group order from that index alone, then each of those rows read by its id in that order (nothing to
 * sort) with its mark of a change sent to the network (`openChangeMark`) and written by the database
 * (`row_to_json`), each port, MCR and MVE with its load (`connectionEnds`, beside it), each row carrying the total
 * the filters keep (`networkTotal`, read once). A thousand rows are a thousand
 * strings, not objects for the API to map, check and write out again (decision 0048). An empty window has no row to
 * carry the total: `countNetwork` then reads it.
 */
export async function networkPageJson(
  db: DbOrTx,
  filters: NetworkFilters,
  window: RowWindow,
  notUsing: readonly string[],
): Promise<NetworkJsonRow[]> {
  const where = networkWhere(filters);
  const page = db
    .select({ id: t.id, groupServiceId: t.groupServiceId })
    .from(t)
    .where(where)
    .orderBy(asc(t.groupServiceId), asc(t.id))
    .limit(window.limit)
    .offset(window.offset);
  // a VXC's or IX's row asks for no load: the condition on the row's type is checked before any end is read
  const head = sql`r."productType" not in (${sql.join(
    CONNECTION_TYPES.map((type) => sql`${type}`),
    sql`, `,
  )})`;
  const ends = connectionEnds((end) => sql`${head} and ${end} = p.id`, notUsing);
  return queryRows<NetworkJsonRow>(
    db,
    sql`select row_to_json(r)::text as json, r."productType" as "productType", r."rateLimit" as "rateLimitMbps",
               l.in_use as "inUse", l.booked as "bookedMbps", (${networkTotal(db, filters)}) as total,
               (${versionOf(filters.companyId)}) as version
          from (${page}) p
          cross join lateral (select ${answerFields} from ${t} where ${t.id} = p.id) r
          cross join lateral (select count(*)::int as in_use, coalesce(sum(rate), 0)::int as booked from (${ends}) e) l
         order by p.group_service_id, p.id`,
  );
}

/**
 * A company's network version: how many changes to what its network page shows were committed (the sum of its kept
 * changes, `service_count_changes.changes`, which the compaction keeps). A snapshot sees every transaction committed
 * before it, so two reads of one version saw the same services and the same connections at their ends: an answer
 * written at a version stays right for as long as the version is read (decision 0048).
 */
const VERSION = sql<number>`coalesce(sum(${counts.changes}), 0)::int`;
const versionOf = (companyId: number) => sql`select ${VERSION} from ${counts} where ${counts.companyId} = ${companyId}`;

const versionRead = preparedRead((db) =>
  db
    .select({ version: VERSION })
    .from(counts)
    .where(eq(counts.companyId, sql.placeholder('companyId')))
    .prepare('network_version'),
);

/** The company's network version now (`versionOf`). */
export async function networkVersion(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await versionRead(db).execute({ companyId });
  return row?.version ?? 0;
}

/** A company holds far fewer services than this; the network screen's total is exact below it. */
const NETWORK_COUNT_CAP = 1_000_000;

/** Nothing narrows the company's list: its total is the count the database keeps. */
const unfiltered = (filters: NetworkFilters) =>
  filters.search === undefined && filters.provisioningStatus === undefined && filters.productType === undefined;

/**
 * A select of how many services the filters keep: the company's whole list is the sum of its kept count's changes
 * (`service_count_changes`: a few rows, however many services it has), a filtered one counted on the index.
 */
function networkTotal(db: DbOrTx, filters: NetworkFilters): SQL {
  if (unfiltered(filters))
    return sql`select coalesce(sum(${counts.shown}), 0)::int from ${counts} where ${counts.companyId} = ${filters.companyId}`;
  const counted = db
    .select({ id: t.id })
    .from(t)
    .where(networkWhere(filters))
    .limit(NETWORK_COUNT_CAP + 1);
  return sql`select least(count(*), ${NETWORK_COUNT_CAP})::int from (${counted}) c`;
}

/** How many of the company's services the filters keep (the Pagination-Total-Count header). */
export async function countNetwork(db: DbOrTx, filters: NetworkFilters): Promise<number> {
  const [row] = await queryRows<{ total: number }>(db, sql`select (${networkTotal(db, filters)}) as total`);
  return row?.total ?? 0;
}

/**
 * Folds each company's kept count's changes into one row (the scheduled `services.compactServiceCounts`): the rows
 * this statement sees are deleted and their sum added back, in one statement, so a reader sees the same sum before
 * and after, and a change committed meanwhile is neither lost nor counted twice.
 */
export async function compactServiceCounts(db: DbOrTx): Promise<number> {
  const rows = await queryRows<{ companies: number }>(
    db,
    sql`with several as (select company_id from service_count_changes group by company_id having count(*) > 1),
             gone as (delete from service_count_changes c using several s where c.company_id = s.company_id
                      returning c.company_id, c.shown, c.changes),
             folded as (insert into service_count_changes (company_id, shown, changes)
                        select company_id, sum(shown), sum(changes) from gone group by company_id
                        returning company_id)
        select count(*)::int as companies from folded`,
  );
  return rows[0]?.companies ?? 0;
}

/** VXCs and IXs connect services; they carry no load of their own (the network's ports, MCRs and MVEs do). */
export const CONNECTION_TYPES = ['VXC', 'IX'] as const;

/**
 * The VXCs and IXs in use attached at either end of the services `at` matches (a condition on an end's column): a
 * row per connection end, `service_id` (the service at that end), `rate`, `connection_id` and `port_end` ('A' or 'B';
 * any company's connections; `notUsing` lists the statuses that do not count, none for every one). A connection with
 * both ends on one service counts once. The one definition in SQL of what is attached to a port, read for the load
 * of a list of services (`findLoadOf`), of each port of a network page (`networkPageJson`), and for the connections
 * whose traffic a port's graph sums (`findMeteredRows`; decision 0077).
 */
export function connectionEnds(at: (end: AnyPgColumn) => SQL, notUsing: readonly string[]): SQL {
  const inUse = and(
    inArray(t.productType, [...CONNECTION_TYPES]),
    notUsing.length > 0 ? notInArray(t.provisioningStatus, [...notUsing]) : undefined,
  );
  return sql`select ${t.aEndServiceId} as service_id, ${t.rateLimitMbps} as rate, ${t.id} as connection_id,
                    'A' as port_end
               from ${t} where ${at(t.aEndServiceId)} and ${inUse}
             union all
             select ${t.bEndServiceId}, ${t.rateLimitMbps}, ${t.id}, 'B'
               from ${t} where ${at(t.bEndServiceId)} and ${inUse}
                and ${t.aEndServiceId} is distinct from ${t.bEndServiceId}`;
}

/**
 * The load on each of some services (`PortLoad`): how many VXCs and IXs in use are attached at either end
 * (`connectionEnds`) and their rate limits summed — a row per loaded service, counted by the database instead of
 * sending each connection over.
 */
export async function findLoadOf(
  db: DbOrTx,
  serviceIds: readonly number[],
  notUsing: readonly string[],
): Promise<{ serviceId: number; inUse: number; bookedMbps: number }[]> {
  if (serviceIds.length === 0) return [];
  // one array parameter, not one per id: a thousand ports would otherwise be two thousand parameters to build,
  // send and bind
  const ends = connectionEnds((end) => sql`${end} = any(${sql.param(serviceIds)}::int[])`, notUsing);
  const rows = await queryRows<{ service_id: number; in_use: number; booked: number }>(
    db,
    sql`select service_id, count(*)::int as in_use, sum(rate)::int as booked from (${ends}) ends group by service_id`,
  );
  return rows.map((r) => ({ serviceId: r.service_id, inUse: r.in_use, bookedMbps: r.booked }));
}

export interface SearchFilters {
  /** the companies searched; null: every company (staff) */
  companyIds: readonly number[] | null;
  search?: string;
  provisioningStatus?: string;
  termMonths?: number;
}

/** A found service's fields: the list's, and whose it is by name, in the same statement (one round trip). */
const FOUND_FIELDS = { ...LIST_FIELDS, companyName: companyNameSql(sql`${t.companyId}`) };

/** What a search looks for (`textSearchValues`), and the uid it names when the text is a UUID. */
function searchValues(search: string | undefined): (TextSearchValues & { uid?: string }) | null {
  const values = textSearchValues(search);
  const text = search?.trim() ?? '';
  return values && UUID.test(text) ? { ...values, uid: text.toLowerCase() } : values;
}

/** Which services a search keeps: listed ones of the companies, with the filters, matching `search`. */
function searchWhere(
  filters: {
    companyIds?: SQLWrapper | number[];
    provisioningStatus?: string | Placeholder;
    termMonths?: number | Placeholder;
  },
  search: SQL,
) {
  return and(
    shown,
    filters.companyIds === undefined ? undefined : sql`${t.companyId} = any(${filters.companyIds}::int[])`,
    filters.provisioningStatus === undefined ? undefined : eq(t.provisioningStatus, filters.provisioningStatus),
    filters.termMonths === undefined ? undefined : eq(t.termMonths, filters.termMonths),
    search,
  );
}

/** The search's page statement (`pageWithTotal`): found services by name then id, a full page's matches counted. */
function searchPageStatement(
  db: DbOrTx,
  where: SQL | undefined,
  window: { limit: unknown; offset: unknown },
  cap: unknown,
) {
  const limit = window.limit as number | Placeholder;
  return pageWithTotal(db, {
    name: 'service_page',
    fields: FOUND_FIELDS,
    table: t,
    where,
    key: ['name', 'technicalServiceId'],
    limit,
    offset: window.offset as number | Placeholder,
    total: (page) =>
      countedWhenFull(
        page,
        limit,
        db
          .select({ id: t.id })
          .from(t)
          .where(where)
          .limit(cap as number | Placeholder),
      ),
  });
}

/** A found service as its search's statement reads it. */
export type FoundRow = Omit<Awaited<ReturnType<typeof searchPageStatement>>[number], 'counted'>;

type SearchKind = 'text' | 'text or id' | 'text or uid';
const SEARCH_KINDS: readonly SearchKind[] = ['text', 'text or id', 'text or uid'];

/**
 * The search's page prepared once per database handle for each shape (decision 0098): which filters it has, and
 * whether the text is also an id or a uid. Placeholders: `companyIds`, `provisioningStatus`, `termMonths`, `like`,
 * `id`, `uid`, `limit`, `offset` and `cap`.
 */
const preparedSearchPages = new Map(
  [false, true].flatMap((byCompanies) =>
    [false, true].flatMap((byStatus) =>
      [false, true].flatMap((byTerm) =>
        SEARCH_KINDS.map((kind) => {
          const key = `${byCompanies}:${byStatus}:${byTerm}:${kind}`;
          const name = `service_search_page_${[byCompanies, byStatus, byTerm].map(Number).join('')}_${SEARCH_KINDS.indexOf(kind)}`;
          const read = preparedRead((db) => {
            const ph = sql.placeholder;
            const search = or(
              preparedTextSearch([t.name], t.id, kind === 'text or id'),
              kind === 'text or uid' ? eq(t.uid, ph('uid')) : undefined,
            )!;
            const where = searchWhere(
              {
                companyIds: byCompanies ? ph('companyIds') : undefined,
                provisioningStatus: byStatus ? ph('provisioningStatus') : undefined,
                termMonths: byTerm ? ph('termMonths') : undefined,
              },
              search,
            );
            return searchPageStatement(db, where, { limit: ph('limit'), offset: ph('offset') }, ph('cap')).prepare(
              name,
            );
          });
          return [key, read] as const;
        }),
      ),
    ),
  ),
);

/**
 * A page of the service search and its total, in one statement: the page's own total when it is short, else the
 * matches counted up to the cap (decision 0017) with it. Prepared per shape; a text too short for the trigram index
 * is built for its value (the list read in order suits it, decision 0017). Only a page past the end counts apart.
 */
export async function findSearchPage(
  db: DbOrTx,
  filters: SearchFilters,
  window: RowWindow,
): Promise<{ rows: FoundRow[] } & CappedTotal> {
  const given = {
    companyIds: filters.companyIds === null ? undefined : [...filters.companyIds],
    provisioningStatus: filters.provisioningStatus,
    termMonths: filters.termMonths,
  };
  const values = searchValues(filters.search);
  const text = filters.search?.trim() ?? '';
  const cap = LIST_TOTAL_CAP + 1;
  // built for its values: a text too short for the trigram index, and a page past the end's count
  const builtWhere = () =>
    searchWhere(
      { ...given, companyIds: given.companyIds && sql.param(given.companyIds) },
      searchCondition(filters.search) ?? sql`true`,
    );
  let found: Awaited<ReturnType<typeof searchPageStatement>>;
  if (values && text.length >= TRIGRAM_MIN_LENGTH) {
    const kind: SearchKind = values.uid ? 'text or uid' : values.id === undefined ? 'text' : 'text or id';
    const shape = [given.companyIds, given.provisioningStatus, given.termMonths].map((v) => v !== undefined);
    found = await preparedSearchPages.get(`${shape.join(':')}:${kind}`)!(db).execute({
      ...given,
      ...values,
      ...window,
      cap,
    });
  } else {
    found = await searchPageStatement(db, builtWhere(), window, cap);
  }
  const rows = found.map(({ counted: _n, ...row }) => row);
  const counted = found[0]?.counted;
  const total =
    totalFromPage({ ...window, rows: rows.length }) ??
    (counted !== undefined && counted !== null
      ? cappedTotal(Number(counted))
      : await countUpTo(db, db.select({ id: t.id }).from(t).where(builtWhere())));
  return { rows, ...total };
}

/** One service as the search shows it, with its company's name, or null. */
export async function findFoundService(db: DbOrTx, id: number): Promise<FoundRow | null> {
  const [row] = await db.select(FOUND_FIELDS).from(t).where(eq(t.id, id));
  return row ?? null;
}
