import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/** A table whose rows a company owns: an integer id and the owning company's id. */
type CompanyOwnedTable = PgTable & { id: AnyPgColumn<{ data: number }>; companyId: AnyPgColumn<{ data: number }> };

/**
 * The tenant check's two questions (a module's `tenantResolvers`) for rows a company owns by their `companyId`,
 * the rows named by `key` (their id, or a uid): which company owns the row with this key (null when there is none),
 * and some row a company owns, its first by id (the access matrix's sample for trying another company's).
 */
export function companyOwnedRows<K extends number | string>(table: CompanyOwnedTable, key: AnyPgColumn<{ data: K }>) {
  // drizzle's `from` refuses a table type left open; the selections give the rows their types
  const from = table as PgTable;
  return {
    async owner(db: DbOrTx, id: K): Promise<number | null> {
      const [row] = await db.select({ companyId: table.companyId }).from(from).where(eq(key, id));
      return row?.companyId ?? null;
    },
    async sampleOwnedBy(db: DbOrTx, companyId: number): Promise<K | null> {
      const [row] = await db
        .select({ key })
        .from(from)
        .where(eq(table.companyId, companyId))
        .orderBy(asc(table.id))
        .limit(1);
      return row?.key ?? null;
    },
  };
}
