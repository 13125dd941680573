import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { companies, managedAccounts, suppliers, supplies } from '../../db/schema/index.js';

export type SupplyRow = typeof supplies.$inferSelect;
export type NewSupplyRow = typeof supplies.$inferInsert;
export type SupplierRow = typeof suppliers.$inferSelect;

export interface SupplyWithSupplier extends SupplyRow {
  wellKnownSupplier: string;
  market: string;
}

const withSupplier = {
  supply: supplies,
  wellKnownSupplier: suppliers.wellKnownSupplier,
  market: suppliers.market,
};

function flatten(row: { supply: SupplyRow; wellKnownSupplier: string; market: string }): SupplyWithSupplier {
  return { ...row.supply, wellKnownSupplier: row.wellKnownSupplier, market: row.market };
}

export async function listSupplies(db: DbOrTx, companyId: number): Promise<SupplyWithSupplier[]> {
  const rows = await db
    .select(withSupplier)
    .from(supplies)
    .innerJoin(suppliers, eq(suppliers.companyId, supplies.supplierId))
    .where(eq(supplies.companyId, companyId))
    .orderBy(asc(suppliers.market));
  return rows.map(flatten);
}

/** A supply of this company (never another company's), or null. */
export async function findSupply(db: DbOrTx, companyId: number, supplyId: number): Promise<SupplyWithSupplier | null> {
  const [row] = await db
    .select(withSupplier)
    .from(supplies)
    .innerJoin(suppliers, eq(suppliers.companyId, supplies.supplierId))
    .where(and(eq(supplies.id, supplyId), eq(supplies.companyId, companyId)));
  return row ? flatten(row) : null;
}

export async function findSupplyBySupplier(
  db: DbOrTx,
  companyId: number,
  supplierId: number,
): Promise<SupplyRow | null> {
  const [row] = await db
    .select()
    .from(supplies)
    .where(and(eq(supplies.companyId, companyId), eq(supplies.supplierId, supplierId)));
  return row ?? null;
}

export async function insertSupply(db: DbOrTx, values: NewSupplyRow): Promise<SupplyRow> {
  const [row] = await db.insert(supplies).values(values).returning();
  if (!row) throw new Error('supply insert returned nothing');
  return row;
}

export async function updateSupply(
  db: DbOrTx,
  supplyId: number,
  values: Partial<NewSupplyRow>,
): Promise<SupplyRow | null> {
  const [row] = await db
    .update(supplies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(supplies.id, supplyId))
    .returning();
  return row ?? null;
}

export async function deleteSupply(db: DbOrTx, supplyId: number): Promise<void> {
  await db.delete(supplies).where(eq(supplies.id, supplyId));
}

export async function listSuppliers(db: DbOrTx): Promise<SupplierRow[]> {
  return db.select().from(suppliers).orderBy(asc(suppliers.market));
}

export async function findSupplier(db: DbOrTx, supplierId: number): Promise<SupplierRow | null> {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.companyId, supplierId));
  return row ?? null;
}

export interface CompanyBillingPlace {
  id: number;
  legalName: string;
  accountType: string;
  isManagedAccount: boolean;
  /** account type of the top of the company's parent chain; null when the company has no parent */
  rootAccountType: string | null;
}

/** A live company with what decides whether its customers see supply details. */
export async function findCompanyBillingPlace(db: DbOrTx, companyId: number): Promise<CompanyBillingPlace | null> {
  const [company] = await db
    .select({
      id: companies.id,
      legalName: companies.legalName,
      accountType: companies.accountType,
      parentCompanyId: companies.parentCompanyId,
      managedId: managedAccounts.id,
    })
    .from(companies)
    .leftJoin(managedAccounts, eq(managedAccounts.companyId, companies.id))
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  if (!company) return null;
  let rootAccountType: string | null = null;
  if (company.parentCompanyId !== null) {
    // Walk up the parent chain (bounded, so a loop in bad data cannot hang the query) and take its top.
    const [root] = await queryRows<{ account_type: string }>(
      db,
      sql`with recursive chain(id, parent_company_id, account_type, depth) as (
            select id, parent_company_id, account_type, 0 from companies where id = ${company.parentCompanyId}
            union all
            select c.id, c.parent_company_id, c.account_type, chain.depth + 1
              from companies c join chain on c.id = chain.parent_company_id
             where chain.depth < 20
          )
          select account_type from chain order by depth desc limit 1`,
    );
    rootAccountType = root?.account_type ?? null;
  }
  return {
    id: company.id,
    legalName: company.legalName,
    accountType: company.accountType,
    isManagedAccount: company.managedId !== null,
    rootAccountType,
  };
}
