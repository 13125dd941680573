import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { dbNow, findRow, insertRow, updateRow } from '../../db/rows.js';
import { suppliers, supplies } from './supplies.tables.js';

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
  return findRow(db, supplies, and(eq(supplies.companyId, companyId), eq(supplies.supplierId, supplierId)));
}

/**
 * The currency `findSupplyBySupplier`'s supply bills in, as an expression of another area's statement (the price
 * lookup, decision 0096); the supplier an expression of that statement.
 */
export function supplyCurrencySql(companyId: number, supplierId: SQL): SQL {
  return sql`(select s.currency from ${supplies} s where s.company_id = ${companyId} and s.supplier_id = ${supplierId})`;
}

export function insertSupply(db: DbOrTx, values: NewSupplyRow): Promise<SupplyRow> {
  return insertRow(db, supplies, values);
}

export async function updateSupply(
  db: DbOrTx,
  supplyId: number,
  values: Partial<NewSupplyRow>,
): Promise<SupplyRow | null> {
  return updateRow(db, supplies, eq(supplies.id, supplyId), { ...values, updatedAt: dbNow });
}

export async function deleteSupply(db: DbOrTx, supplyId: number): Promise<void> {
  await db.delete(supplies).where(eq(supplies.id, supplyId));
}

export async function listSuppliers(db: DbOrTx): Promise<SupplierRow[]> {
  return db.select().from(suppliers).orderBy(asc(suppliers.market));
}

export async function findSupplier(db: DbOrTx, supplierId: number): Promise<SupplierRow | null> {
  return findRow(db, suppliers, eq(suppliers.companyId, supplierId));
}

/** The supplies of some companies with one supplier (one query): what a bill run invoices each in. */
export function suppliesWithSupplier(db: DbOrTx, companyIds: readonly number[], supplierId: number) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      companyId: supplies.companyId,
      currency: supplies.currency,
      taxRateBp: supplies.taxRateBp,
      paymentTermInDays: supplies.paymentTermInDays,
    })
    .from(supplies)
    .where(and(eq(supplies.supplierId, supplierId), inArray(supplies.companyId, [...companyIds])));
}

/** The currencies a supplier's companies are invoiced in. */
export async function supplyCurrenciesOf(db: DbOrTx, supplierId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ currency: supplies.currency })
    .from(supplies)
    .where(eq(supplies.supplierId, supplierId));
  return rows.map((r) => r.currency);
}
