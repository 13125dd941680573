import { LIST_TOTAL_CAP } from '@portico/contract';
import type { AccountType } from '@portico/domain';
import { and, asc, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type CappedTotal, cappedTotal, countUpTo, totalFromPage } from '../../db/capped-count.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { preparedRead } from '../../db/prepared.js';
import {
  type CompanyFilters,
  type CompanySummaryRow,
  searchCondition,
  summaryColumns,
} from './companies.repository.js';
import { companies, companyCountChanges as counts } from './companies.tables.js';

/** The filters the kept count answers (all but a search), as values or a prepared statement's placeholders. */
interface KeptFilters {
  accountType?: AccountType | Placeholder;
  active?: boolean | Placeholder;
}

/** Which page: by offset (`page=`), or the rows after a position in the list's order (`after=`, a cursor). */
export type CompanyWindow = { limit: number; offset: number } | { limit: number; after: readonly [string, number] };

/** A page of the list's rows and the total it shows. */
export type CompanyPage = { rows: CompanySummaryRow[] } & CappedTotal;

const order = [asc(companies.legalName), asc(companies.id)];

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
 * One page's statement: the page (`where`, in the list's order, `limit` rows from `offset`) as a CTE, its rows,
 * each carrying `total(page)`: the page and what it shows of the total are read together (decision 0100).
 */
function pageStatement(
  db: DbOrTx,
  where: SQL | undefined,
  window: { limit: number | Placeholder; offset: number | Placeholder },
  total: (page: SQL) => SQL<string | number | null>,
) {
  const page = db.$with('company_page').as(
    db
      .select(summaryColumns)
      .from(companies)
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
  );
  const fields = Object.fromEntries(
    Object.keys(summaryColumns).map((name) => [name, page[name as keyof typeof summaryColumns]]),
  ) as unknown as typeof summaryColumns;
  return db
    .with(page)
    .select({ ...fields, counted: total(sql`${page}`) })
    .from(page)
    .orderBy(asc(page.legalName), asc(page.id));
}

/**
 * The list without a search, by offset: prepared once per database handle for each of its four filter shapes (the
 * staff's first pages are the list's most frequent reads, and building the statement cost Drizzle more than the
 * database spends on it; decision 0098).
 */
const unsearchedPages = new Map(
  ([false, true] as const).flatMap((byType) =>
    ([false, true] as const).map((byActive) => {
      const kept: KeptFilters = {
        accountType: byType ? sql.placeholder('accountType') : undefined,
        active: byActive ? sql.placeholder('active') : undefined,
      };
      const read = preparedRead((db) =>
        pageStatement(db, liveWhere(kept), { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') }, () =>
          keptTotal(db, kept),
        ).prepare(`company_page${byType ? '_of_type' : ''}${byActive ? '_by_active' : ''}`),
      );
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

  let found: (CompanySummaryRow & { counted: string | number | null })[];
  if (!search && byOffset) {
    const read = unsearchedPages.get(`${kept.accountType !== undefined}:${kept.active !== undefined}`)!;
    found = await read(db).execute({ ...kept, ...shown });
  } else {
    const position = byOffset
      ? undefined
      : sql`(${companies.legalName}, ${companies.id}) > (${window.after[0]}::text, ${window.after[1]}::int)`;
    const capped = sql<string | number>`(select count(*) from (${matching().limit(LIST_TOTAL_CAP + 1)}) as capped)`;
    found = await pageStatement(db, and(liveWhere(kept, search), position), shown, (page) => {
      if (!search) return keptTotal(db, kept);
      // by offset, a short page tells its own total: the matches are counted only for a full one
      return byOffset
        ? sql<string | number | null>`case when (select count(*) from ${page}) = ${window.limit} then ${capped} end`
        : capped;
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
