import type { AccountType } from '@portico/domain';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { columnsOf, dbNow, findRow, found, insertRow, updateRow } from '../../db/rows.js';
import { countIds, listQuery } from '../../db/list-query.js';
import { preparedRead } from '../../db/prepared.js';
import { textSearch } from '../../db/sql-text.js';
import { companies } from './companies.tables.js';
import type { AddressRow } from './company-details.repository.js';

export * from './company-details.repository.js';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyInsert = typeof companies.$inferInsert;
/** A piece of SQL another area hands for a statement of this one (people's `personRefJson`, decision 0096). */
export type SqlExpression = SQL;

export interface CompanyFilters {
  search?: string;
  accountType?: AccountType;
  active?: boolean;
}

/** Text search over legal and trading name, e-mail, and the company id when the text is a number. */
/** The columns a search reads (beside the id when the text is a number); each has a trigram index (decision 0017). */
export const SEARCHED = [companies.legalName, companies.tradingName, companies.email];
export const searchCondition = (search: string | undefined) => textSearch(search, SEARCHED, companies.id);

/** The columns a company summary shows: the list and its export read only these, not every column of each row. */
export const summaryColumns = {
  ...columnsOf(companies, ['id', 'uid', 'legalName', 'tradingName', 'email', 'phone', 'country']),
  ...columnsOf(companies, ['accountType', 'active', 'published', 'createdAt']),
};

function selectSummaries(db: DbOrTx) {
  return db.select(summaryColumns).from(companies).$dynamic();
}
export type CompanySummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

/** The live companies matching the filters, by legal name then id. */
export const companyList = listQuery({
  select: selectSummaries,
  count: countIds(companies),
  where: (filters: CompanyFilters) =>
    and(
      isNull(companies.deletedAt),
      searchCondition(filters.search),
      filters.accountType ? eq(companies.accountType, filters.accountType) : undefined,
      filters.active === undefined ? undefined : eq(companies.active, filters.active),
    ),
  key: { legalName: companies.legalName, id: companies.id },
});

export async function findCompanyNames(db: DbOrTx, search: string, limit: number) {
  return db
    .select({ companyId: companies.id, legalName: companies.legalName, tradingName: companies.tradingName })
    .from(companies)
    .where(and(isNull(companies.deletedAt), searchCondition(search)))
    .orderBy(asc(companies.legalName), asc(companies.id))
    .limit(limit);
}

/** The company unless it is soft-deleted. */
export async function findCompany(db: DbOrTx, companyId: number): Promise<CompanyRow | null> {
  return findRow(db, companies, and(eq(companies.id, companyId), isNull(companies.deletedAt)));
}

/** The address fields a company's detail shows. */
export type DetailAddress = Pick<
  AddressRow,
  'id' | 'isBilling' | 'address1' | 'address2' | 'city' | 'state' | 'postcode' | 'country'
>;

export interface CompanyDetailExtras {
  addresses: DetailAddress[];
  /** the parent company's account type, unless it has none or it was deleted */
  parentAccountType: AccountType | null;
  /** this company's own setting overrides, and the child defaults its parent gives it */
  companyOverrides: Record<string, unknown> | null;
  inheritedDefaults: Record<string, unknown> | null;
  hasLogo: boolean;
  /** the account manager as people name them (`personRefJson`), null when none */
  accountManager: ManagerRef | null;
}

/** How the company detail names its account manager. */
export interface ManagerRef {
  personId: number;
  personUid: string;
  firstName: string;
  lastName: string;
  email: string | null;
}

const detailExtras = {
  addresses: sql<unknown>`coalesce((
    select json_agg(json_build_object('id', a.id, 'isBilling', a.is_billing, 'address1', a.address1,
             'address2', a.address2, 'city', a.city, 'state', a.state, 'postcode', a.postcode, 'country', a.country)
             order by a.id)
      from company_addresses a where a.company_id = companies.id), '[]'::json)`,
  parentAccountType: sql<AccountType | null>`(
    select p.account_type from companies p where p.id = companies.parent_company_id and p.deleted_at is null)`,
  companyOverrides: sql<unknown>`(
    select s.company_overrides from company_config_settings s where s.company_id = companies.id)`,
  inheritedDefaults: sql<unknown>`(
    select s.child_defaults from company_config_settings s where s.company_id = companies.parent_company_id)`,
  hasLogo: sql<boolean>`exists (
    select 1 from company_images i where i.company_id = companies.id and i.name = 'logo')`,
};

/** PGlite and node-postgres hand json back parsed or as text; this evens them out. */
function toExtras(
  row: { [K in keyof typeof detailExtras]: unknown } & { parentAccountType: AccountType | null; manager: unknown },
): CompanyDetailExtras {
  const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
  return {
    accountManager: json<ManagerRef | null>(row.manager) ?? null,
    addresses: json<DetailAddress[]>(row.addresses),
    parentAccountType: row.parentAccountType ?? null,
    companyOverrides: json<Record<string, unknown> | null>(row.companyOverrides) ?? null,
    inheritedDefaults: json<Record<string, unknown> | null>(row.inheritedDefaults) ?? null,
    hasLogo: row.hasLogo === true,
  };
}

function prepareCompanyDetail(db: DbOrTx, manager: (personId: SQL) => SQL) {
  return db
    .select({ row: companies, ...detailExtras, manager: manager(sql`companies.account_manager_id`) })
    .from(companies)
    .where(and(eq(companies.id, sql.placeholder('companyId')), isNull(companies.deletedAt)))
    .prepare('company_detail');
}

/** The company detail's prepared read per account-manager expression (people hand the one they name managers by). */
const companyDetailReads = new WeakMap<
  (personId: SQL) => SQL,
  (db: DbOrTx) => ReturnType<typeof prepareCompanyDetail>
>();

/**
 * The company (unless soft-deleted) and everything its detail shows, its account manager too, in one statement,
 * prepared (`preparedRead`): built once per database handle, its plan kept per connection.
 */
export async function findCompanyDetail(
  db: DbOrTx,
  companyId: number,
  /** the account manager's json, people's SQL over `companies.account_manager_id` */
  manager: (personId: SQL) => SQL,
): Promise<{ row: CompanyRow; extras: CompanyDetailExtras } | null> {
  let read = companyDetailReads.get(manager);
  if (!read) {
    read = preparedRead((handle) => prepareCompanyDetail(handle, manager));
    companyDetailReads.set(manager, read);
  }
  const [found] = await read(db).execute({ companyId });
  if (!found) return null;
  const { row, ...extras } = found;
  return { row, extras: toExtras(extras) };
}

/** Everything a company's detail shows besides its row (after a change, whose transaction has the row). */
export async function findCompanyDetailExtras(
  db: DbOrTx,
  companyId: number,
  manager: (personId: SQL) => SQL,
): Promise<CompanyDetailExtras> {
  const [found] = await db
    .select({ ...detailExtras, manager: manager(sql`companies.account_manager_id`) })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!found) throw new Error(`company ${companyId} vanished inside its transaction`);
  return toExtras(found);
}

/** Locks the row for the rest of the transaction so concurrent edits apply one after the other. */
export async function findCompanyForUpdate(db: DbOrTx, companyId: number): Promise<CompanyRow | null> {
  return findRow(db, companies, and(eq(companies.id, companyId), isNull(companies.deletedAt)), { forUpdate: true });
}

export function insertCompany(db: DbOrTx, values: CompanyInsert): Promise<CompanyRow> {
  return insertRow(db, companies, values);
}

export async function updateCompany(
  db: DbOrTx,
  companyId: number,
  values: Partial<CompanyInsert>,
): Promise<CompanyRow> {
  return found(await updateRow(db, companies, eq(companies.id, companyId), { ...values, updatedAt: dbNow }), 'company');
}

/** The company itself when it exists (the tenant check of routes with a company id). */
export async function findCompanyIdIfExists(db: DbOrTx, companyId: number): Promise<number | null> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return row?.id ?? null;
}

/**
 * A company's name as `findCompanies` gives it (its trading name, else its legal name), as an expression of another
 * area's statement (a service's screen, decision 0096); null when there is no such company.
 */
export function companyNameSql(companyId: SQL): SQL<string | null> {
  return sql<
    string | null
  >`(select coalesce(co.trading_name, co.legal_name) from ${companies} co where co.id = ${companyId})`;
}

/** Some companies' ids, uids and names (missing ids are left out). */
export function findCompanies(db: DbOrTx, companyIds: readonly number[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: companies.id,
      uid: companies.uid,
      name: sql<string>`coalesce(${companies.tradingName}, ${companies.legalName})`,
    })
    .from(companies)
    .where(inArray(companies.id, [...new Set(companyIds)]));
}
