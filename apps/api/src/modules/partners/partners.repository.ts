import type { AccountType, PartnerTier } from '@portico/domain';
import { and, asc, count, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { columnsOf, dbNow, findRow, findRows, insertRow, updateRow } from '../../db/rows.js';
import { countIds, listQuery } from '../../db/list-query.js';
import { containsPattern } from '../../db/sql-text.js';
import { companies } from '../companies/companies.tables.js';
import { managedAccounts, partnerContexts, partnerRelationships } from './partners.tables.js';

export type CompanyRow = typeof companies.$inferSelect;
export type ManagedAccountRow = typeof managedAccounts.$inferSelect;
export type PartnerContextRow = typeof partnerContexts.$inferSelect;

export interface PartnerFilter {
  accountTypes: readonly AccountType[];
  tier?: PartnerTier;
  search?: string;
}

function partnerWhere(filter: PartnerFilter): SQL | undefined {
  const search = filter.search?.trim();
  const like = search ? containsPattern(search) : '';
  return and(
    inArray(companies.accountType, [...filter.accountTypes]),
    isNull(companies.deletedAt),
    filter.tier ? eq(companies.partnerTier, filter.tier) : undefined,
    !search
      ? undefined
      : /^\d+$/.test(search)
        ? sql`(${companies.id} = ${Number(search)} or ${companies.legalName} ilike ${like})`
        : sql`(${companies.legalName} ilike ${like} or coalesce(${companies.tradingName}, '') ilike ${like})`,
  );
}

export interface PartnerSummaryRow {
  companyId: number;
  legalName: string;
  tradingName: string | null;
  accountType: AccountType;
  active: boolean;
  partnerTier: PartnerTier | null;
  commissionRateBp: number | null;
  partnerRegistrationDate: string | null;
  customerCount: number;
  managedAccountCount: number;
}

// The outer column is written out in full: drizzle renders a column here unqualified, which inside the subquery
// would bind to the subquery's own table (managed_accounts has an id column too).
const customerCount = sql<number>`(select count(*)::int from partner_relationships pr where pr.partner_id = "companies"."id")`;
const managedCount = sql<number>`(select count(*)::int from managed_accounts ma where ma.partner_id = "companies"."id")`;

const summaryColumns = {
  companyId: companies.id,
  ...columnsOf(companies, ['legalName', 'tradingName', 'accountType', 'active']),
  ...columnsOf(companies, ['partnerTier', 'commissionRateBp', 'partnerRegistrationDate']),
  customerCount,
  managedAccountCount: managedCount,
};

function selectSummaries(db: DbOrTx) {
  return db.select(summaryColumns).from(companies).$dynamic();
}

/** The partners and distributors matching the filter, by legal name then id. */
export const partnerList = listQuery({
  select: selectSummaries,
  count: countIds(companies),
  where: partnerWhere,
  key: { legalName: companies.legalName, companyId: companies.id },
});

/** A summary row with its counts as numbers. */
export function numberCounts(row: PartnerSummaryRow): PartnerSummaryRow {
  // Some drivers hand back count(*)::int as a string through raw SQL fragments.
  return { ...row, customerCount: Number(row.customerCount), managedAccountCount: Number(row.managedAccountCount) };
}

export async function findPartnerSummary(db: DbOrTx, companyId: number): Promise<PartnerSummaryRow | null> {
  const [row] = await selectSummaries(db).where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  return row ? numberCounts(row) : null;
}

export async function listPartnerCustomers(db: DbOrTx, partnerId: number) {
  return db
    .select({
      companyId: companies.id,
      legalName: companies.legalName,
      accountType: companies.accountType,
      linkedAt: partnerRelationships.createdAt,
    })
    .from(partnerRelationships)
    .innerJoin(companies, eq(companies.id, partnerRelationships.customerId))
    .where(eq(partnerRelationships.partnerId, partnerId))
    .orderBy(asc(companies.legalName));
}

/** The partner a customer is linked to, if any. */
export async function findCustomerLink(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({ partnerId: partnerRelationships.partnerId, legalName: companies.legalName })
    .from(partnerRelationships)
    .innerJoin(companies, eq(companies.id, partnerRelationships.partnerId))
    .where(eq(partnerRelationships.customerId, customerId))
    .limit(1);
  return row ?? null;
}

export async function findLink(db: DbOrTx, partnerId: number, customerId: number) {
  return findRow(
    db,
    partnerRelationships,
    and(eq(partnerRelationships.partnerId, partnerId), eq(partnerRelationships.customerId, customerId)),
  );
}

export function insertLink(db: DbOrTx, partnerId: number, customerId: number) {
  return insertRow(db, partnerRelationships, { partnerId, customerId });
}

export async function deleteLink(db: DbOrTx, partnerId: number, customerId: number) {
  await db
    .delete(partnerRelationships)
    .where(and(eq(partnerRelationships.partnerId, partnerId), eq(partnerRelationships.customerId, customerId)));
}

export async function updateCompanyPartnerFields(
  db: DbOrTx,
  companyId: number,
  values: Partial<Pick<CompanyRow, 'commissionRateBp' | 'partnerTier' | 'globalPortPartner'>>,
): Promise<CompanyRow | null> {
  return updateRow(db, companies, eq(companies.id, companyId), { ...values, updatedAt: dbNow });
}

export async function listManagedAccounts(db: DbOrTx, partnerId: number): Promise<ManagedAccountRow[]> {
  const order = [asc(managedAccounts.accountName), asc(managedAccounts.companyId)];
  return findRows(db, managedAccounts, eq(managedAccounts.partnerId, partnerId), ...order);
}

export async function findManagedAccountOf(db: DbOrTx, companyId: number): Promise<ManagedAccountRow | null> {
  return findRow(db, managedAccounts, eq(managedAccounts.companyId, companyId));
}

export function insertManagedAccount(
  db: DbOrTx,
  values: typeof managedAccounts.$inferInsert,
): Promise<ManagedAccountRow> {
  return insertRow(db, managedAccounts, values);
}

export async function updateManagedAccount(
  db: DbOrTx,
  partnerId: number,
  companyId: number,
  values: { accountName: string; accountRef: string | null },
): Promise<ManagedAccountRow | null> {
  const where = and(eq(managedAccounts.partnerId, partnerId), eq(managedAccounts.companyId, companyId));
  return updateRow(db, managedAccounts, where, values);
}

export async function findContext(db: DbOrTx, partnerId: number): Promise<PartnerContextRow | null> {
  return findRow(db, partnerContexts, eq(partnerContexts.partnerId, partnerId));
}

export function insertContext(db: DbOrTx, partnerId: number, context: unknown): Promise<PartnerContextRow> {
  return insertRow(db, partnerContexts, { partnerId, context });
}

export async function updateContext(
  db: DbOrTx,
  partnerId: number,
  context: unknown,
): Promise<PartnerContextRow | null> {
  return updateRow(db, partnerContexts, eq(partnerContexts.partnerId, partnerId), { context, updatedAt: dbNow });
}

export async function deleteContext(db: DbOrTx, partnerId: number): Promise<void> {
  await db.delete(partnerContexts).where(eq(partnerContexts.partnerId, partnerId));
}

/** Customers linked to each partner within a date range (by link date), for the partner report. */
export async function customersAddedByPartner(
  db: DbOrTx,
  partnerIds: number[],
  from: Date | null,
  to: Date | null,
): Promise<Map<number, number>> {
  if (partnerIds.length === 0) return new Map();
  const conditions: (SQL | undefined)[] = [inArray(partnerRelationships.partnerId, partnerIds)];
  if (from) conditions.push(gte(partnerRelationships.createdAt, from));
  if (to) conditions.push(lt(partnerRelationships.createdAt, to));
  const rows = await db
    .select({ partnerId: partnerRelationships.partnerId, n: count() })
    .from(partnerRelationships)
    .where(and(...conditions))
    .groupBy(partnerRelationships.partnerId);
  return new Map(rows.map((r) => [r.partnerId, Number(r.n)]));
}
