import { asc, eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';
import { preparedRead } from './prepared.js';

/** A table whose rows a company owns: an integer id and the owning company's id. */
type CompanyOwnedTable = PgTable & { id: AnyPgColumn<{ data: number }>; companyId: AnyPgColumn<{ data: number }> };
type IdTable = PgTable & { id: AnyPgColumn<{ data: number }> };

/**
 * The tenant check's two questions (a module's `tenantResolvers`) for rows a company owns by their `companyId`, or
 * by the column `owner` names (a request owned by the company that must decide it), the rows named by `key` (their
 * id, or a uid): which company owns the row with this key (null when there is none), and some row a company owns,
 * its first by id (the access matrix's sample for trying another company's).
 */
export function companyOwnedRows<K extends number | string>(
  table: CompanyOwnedTable,
  key: AnyPgColumn<{ data: K }>,
): OwnedRows<K>;
export function companyOwnedRows<K extends number | string>(
  table: IdTable,
  key: AnyPgColumn<{ data: K }>,
  owner: AnyPgColumn<{ data: number }>,
): OwnedRows<K>;
export function companyOwnedRows<K extends number | string>(
  table: IdTable,
  key: AnyPgColumn<{ data: K }>,
  owner: AnyPgColumn<{ data: number }> = (table as CompanyOwnedTable).companyId,
): OwnedRows<K> {
  // drizzle's `from` refuses a table type left open; the selections give the rows their types
  const from = table as PgTable;
  // every tenant-checked request asks it: a prepared read (built once per database handle, its plan kept), named
  // after the table and the two columns so that no two resolvers share a name
  const ownerRead = preparedRead((db) =>
    db
      .select({ companyId: owner })
      .from(from)
      .where(eq(key, sql.placeholder('id')))
      .prepare(`owner_of_${getTableName(from)}_${key.name}_${owner.name}`),
  );
  return {
    async owner(db, id) {
      const [row] = await ownerRead(db).execute({ id });
      return row?.companyId ?? null;
    },
    async sampleOwnedBy(db, companyId) {
      const [row] = await db.select({ key }).from(from).where(eq(owner, companyId)).orderBy(asc(table.id)).limit(1);
      return row?.key ?? null;
    },
  };
}

/** The tenant resolvers of rows a company owns (see `companyOwnedRows`). */
export interface OwnedRows<K> {
  owner(db: DbOrTx, id: K): Promise<number | null>;
  sampleOwnedBy(db: DbOrTx, companyId: number): Promise<K | null>;
}
