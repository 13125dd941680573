import { type CompanySummary, LIST_TOTAL_CAP } from '@portico/contract';
import type { AccountType } from '@portico/domain';
import { and, eq, isNull, type Placeholder, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { type CappedTotal, cappedTotal, countUpTo, totalFromPage } from '../../db/capped-count.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { countedWhenFull, pageWithTotal } from '../../db/page-with-total.js';
import { preparedRead } from '../../db/prepared.js';
import { preparedTextSearch, textSearchValues, TRIGRAM_MIN_LENGTH } from '../../db/sql-text.js';
import { type CompanyFilters, SEARCHED, searchCondition, summaryColumns } from './companies.repository.js';
import { companies, companyCountChanges as counts } from './companies.tables.js';

/** The filters the kept count answers (all but a search), as values or a prepared statement's placeholders. */
interface KeptFilters {
  accountType?: AccountType | Placeholder;
  active?: boolean | Placeholder;
}

/** Which page: by offset (`page=`), or the rows after a position in the list's order (`after=`, a cursor). */
export type CompanyWindow = { limit: number; offset: number } | { limit: number; after: readonly [string, number] };

/** A page's companies: each as the JSON the list answers (`summaryJson`), and its place in the list's order. */
export interface CompanyJsonRow {
  json: string;
  legalName: string;
  id: number;
}

/** A page of the list's rows and the total it shows. */
export type CompanyPage = { rows: CompanyJsonRow[] } & CappedTotal;

const liveWhere = (kept: KeptFilters, search?: string) =>
  and(
    isNull(companies.deletedAt),
    searchCondition(search),
    kept.accountType === undefined ? undefined : eq(companies.accountType, kept.accountType),
    kept.active === undefined ? undefined : eq(companies.active, kept.active),
  );

/**
 * The live companies' exact number for the filters, from the counts migration 0041's triggers keep (decision 0100):
 * a sum of a row or two per key, however many companies there are.
 */
function keptTotal(db: DbOrTx, kept: KeptFilters): SQL<string | number> {
  const where = and(
    kept.accountType === undefined ? undefined : eq(counts.accountType, kept.accountType),
    kept.active === undefined ? undefined : eq(counts.active, kept.active),
  );
  return sql<string | number>`(${db
    .select({ n: sql`coalesce(sum(${counts.shown}), 0)` })
    .from(counts)
    .where(where)})`;
}

/**
 * A company as the list answers it, written as JSON by the database under the contract's names (typed against
 * `CompanySummary`, so the build fails when the contract gains or loses a field; `toSummary` is the same mapping for
 * rows read as objects). A page of 25 is then 25 strings for the API to join, not objects to map, check and write.
 */
function summaryJson(c: typeof summaryColumns): SQL<string> {
  const fields = {
    companyId: c.id,
    companyUid: c.uid,
    legalName: c.legalName,
    tradingName: c.tradingName,
    email: c.email,
    phone: c.phone,
    country: c.country,
    accountType: c.accountType,
    active: c.active,
    published: c.published,
    // epoch milliseconds, as `Date.getTime()` gives them (sub-millisecond digits dropped)
    createDate: sql`floor(extract(epoch from ${c.createdAt}) * 1000)::bigint`,
  } satisfies Record<keyof CompanySummary, SQLWrapper>;
  const pairs = Object.entries(fields).map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`);
  return sql<string>`json_build_object(${sql.join(pairs, sql`, `)})::text`;
}

/** The company list's page statement (`pageWithTotal`): the summaries as JSON, by legal name then id. */
const pageStatement = (
  db: DbOrTx,
  where: SQL | undefined,
  window: { limit: number | Placeholder; offset: number | Placeholder },
  total: (page: SQL) => SQL<string | number | null>,
) =>
  pageWithTotal(db, {
    name: 'company_page',
    fields: summaryColumns,
    table: companies,
    where,
    key: ['legalName', 'id'],
    ...window,
    total,
    answer: (c) => ({ json: summaryJson(c), legalName: c.legalName, id: c.id }),
  });

/** A page by offset's statement shape: which filters it has, and whether its search also names an id. */
interface Shape {
  byType: boolean;
  byActive: boolean;
  search: 'none' | 'text' | 'text or id';
}
const shapeKey = (shape: Shape) => `${shape.byType}:${shape.byActive}:${shape.search}`;

/**
 * A page by offset, prepared once per database handle for each shape (decision 0098): the list's first pages, with
 * or without a search, are its most frequent reads, and building the statement cost Drizzle more than the database
 * spends on it. Its placeholders: `limit`, `offset`, the filters' `accountType` and `active`, a search's `like` and
 * `id` (`textSearchValues`), and `cap`.
 */
function preparedPage(shape: Shape) {
  const kept: KeptFilters = {
    accountType: shape.byType ? sql.placeholder('accountType') : undefined,
    active: shape.byActive ? sql.placeholder('active') : undefined,
  };
  const name = `company_page${shape.byType ? '_of_type' : ''}${shape.byActive ? '_by_active' : ''}${
    shape.search === 'none' ? '' : shape.search === 'text' ? '_searched' : '_searched_by_id'
  }`;
  return preparedRead((db) => {
    const searched =
      shape.search === 'none' ? undefined : preparedTextSearch(SEARCHED, companies.id, shape.search === 'text or id');
    const where = and(liveWhere(kept), searched);
    const limit = sql.placeholder('limit');
    const total = (page: SQL): SQL<string | number | null> => {
      if (!searched) return keptTotal(db, kept);
      // a short page tells its own total: the matches are counted, up to the cap, only for a full one
      return countedWhenFull(
        page,
        limit,
        db.select({ id: companies.id }).from(companies).where(where).limit(sql.placeholder('cap')),
      );
    };
    return pageStatement(db, where, { limit, offset: sql.placeholder('offset') }, total).prepare(name);
  });
}

const preparedPages = new Map(
  [false, true].flatMap((byType) =>
    [false, true].flatMap((byActive) =>
      (['none', 'text', 'text or id'] as const).map((search) => {
        const shape = { byType, byActive, search };
        return [shapeKey(shape), preparedPage(shape)] as const;
      }),
    ),
  ),
);

/**
 * A page after a cursor without a search (a client walking the whole list): prepared per filter shape like the
 * pages by offset, its position as the placeholders `afterName` and `afterId`.
 */
const cursorPages = new Map(
  [false, true].flatMap((byType) =>
    [false, true].map((byActive) => {
      const kept: KeptFilters = {
        accountType: byType ? sql.placeholder('accountType') : undefined,
        active: byActive ? sql.placeholder('active') : undefined,
      };
      const name = `company_page_after${byType ? '_of_type' : ''}${byActive ? '_by_active' : ''}`;
      const read = preparedRead((db) => {
        const position = sql`(${companies.legalName}, ${companies.id})
          > (${sql.placeholder('afterName')}::text, ${sql.placeholder('afterId')}::int)`;
        const window = { limit: sql.placeholder('limit'), offset: 0 };
        return pageStatement(db, and(liveWhere(kept), position), window, () => keptTotal(db, kept)).prepare(name);
      });
      return [`${byType}:${byActive}`, read] as const;
    }),
  ),
);

/** A count read in the page's statement: exact when kept, up to the cap when it counted a search's matches. */
const totalOf = (n: string | number, searched: boolean): CappedTotal =>
  searched ? cappedTotal(Number(n)) : { total: Number(n), totalCapped: false };

/** The kept count alone (a page past the end, which has no row to carry it). */
async function keptCount(db: DbOrTx, kept: KeptFilters): Promise<CappedTotal> {
  const [row] = await queryRows<{ n: string | number }>(db, sql`select ${keptTotal(db, kept)} as n`);
  return totalOf(row?.n ?? 0, false);
}

/**
 * The staff list's page and its total, in one statement (decision 0100). Without a search the total is the kept
 * count, exact at any size. With one it is the page's own when it is short (decision 0017), else the matches counted
 * up to the cap in the same statement. Only a page with no row (past the end) has its total read apart. A page after
 * a cursor shows the total of the whole list, as any page does.
 */
export async function findCompanyPage(
  db: DbOrTx,
  filters: CompanyFilters,
  window: CompanyWindow,
): Promise<CompanyPage> {
  const kept: KeptFilters = { accountType: filters.accountType, active: filters.active };
  const search = filters.search?.trim() || undefined;
  const byOffset = 'offset' in window;
  const shown = { limit: window.limit, offset: byOffset ? window.offset : 0 };
  const matching = () => db.select({ id: companies.id }).from(companies).where(liveWhere(kept, search));
  const apart = () => (search ? countUpTo(db, matching()) : keptCount(db, kept));

  let found: (CompanyJsonRow & { counted: string | number | null })[];
  if (byOffset && (!search || search.length >= TRIGRAM_MIN_LENGTH)) {
    const searched = textSearchValues(search);
    const shape: Shape = {
      byType: kept.accountType !== undefined,
      byActive: kept.active !== undefined,
      search: !searched ? 'none' : searched.id === undefined ? 'text' : 'text or id',
    };
    const values = { ...kept, ...searched, ...shown, cap: LIST_TOTAL_CAP + 1 };
    found = await preparedPages.get(shapeKey(shape))!(db).execute(values);
  } else if (!search && !byOffset) {
    const read = cursorPages.get(`${kept.accountType !== undefined}:${kept.active !== undefined}`)!;
    const [afterName, afterId] = window.after;
    found = await read(db).execute({ ...kept, limit: window.limit, afterName, afterId });
  } else {
    // Built for its values: a searched page after a cursor, its position in the statement; or a text too short for
    // the trigram indexes, whose plan (the list read in order) a statement prepared for every text would not choose.
    const position = byOffset
      ? undefined
      : sql`(${companies.legalName}, ${companies.id}) > (${window.after[0]}::text, ${window.after[1]}::int)`;
    const capped = matching().limit(LIST_TOTAL_CAP + 1);
    found = await pageStatement(db, and(liveWhere(kept, search), position), shown, (page) => {
      if (!search) return keptTotal(db, kept);
      // by offset, a short page tells its own total: the matches are counted only for a full one
      return byOffset
        ? countedWhenFull(page, window.limit, capped)
        : sql<string | number>`(select count(*) from (${capped}) as capped)`;
    });
  }

  const rows = found.map(({ counted: _n, ...row }) => row);
  const counted = found[0]?.counted;
  const told = byOffset ? totalFromPage({ ...shown, rows: rows.length }) : null;
  if (told) return { rows, ...told };
  return { rows, ...(counted === undefined || counted === null ? await apart() : totalOf(counted, !!search)) };
}

/**
 * Folds the kept counts' changes into one row per account type and active state (the scheduled
 * `companies.compactCompanyCounts`): the rows this statement sees are deleted and their sum added back in one
 * statement, so a reader sees the same sum before and after, and a change committed meanwhile is neither lost nor
 * counted twice. A key whose sum is nought keeps no row.
 */
export async function compactCompanyCounts(db: DbOrTx): Promise<number> {
  const rows = await queryRows<{ keys: number }>(
    db,
    sql`with several as (select account_type, active from company_count_changes
                         group by account_type, active having count(*) > 1),
             gone as (delete from company_count_changes c using several s
                      where c.account_type = s.account_type and c.active = s.active
                      returning c.account_type, c.active, c.shown),
             folded as (insert into company_count_changes (account_type, active, shown)
                        select account_type, active, sum(shown) from gone
                        group by account_type, active having sum(shown) <> 0
                        returning account_type)
        select count(*)::int as keys from folded`,
  );
  return rows[0]?.keys ?? 0;
}
