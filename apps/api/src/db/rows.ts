import { getTableName, type SQL, sql, type Table } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/** The database's time, for `updatedAt` (rows are stamped by the database, not by the process). */
export const dbNow = sql`now()`;

/**
 * The row of `table` that `where` picks, or null (a lookup by a unique key: at most one row is read). With
 * `forUpdate` the row stays locked for the rest of the transaction, so that concurrent changes apply one after the
 * other.
 */
export async function findRow<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  { forUpdate = false } = {},
): Promise<T['$inferSelect'] | null> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1)
    .$dynamic();
  const [row] = await (forUpdate ? query.for('update') : query);
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** The rows of `table` that `where` picks, in the order given (a parent's children, the rows of some ids). */
export function findRows<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  ...order: SQL[]
): Promise<T['$inferSelect'][]> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(where)
    .$dynamic();
  return (order.length === 0 ? query : query.orderBy(...order)) as Promise<T['$inferSelect'][]>;
}

/**
 * Some columns of a table under their own names, for a select: `columnsOf(companies, ['id', 'legalName'])` is
 * `{ id: companies.id, legalName: companies.legalName }` (an aliased table's columns keep the alias).
 */
export function columnsOf<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  names: readonly K[],
): Pick<T['_']['columns'], K> {
  const columns = table as unknown as T['_']['columns'];
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<T['_']['columns'], K>;
}

/** Inserts one row and answers it as stored. */
export async function insertRow<T extends PgTable>(
  db: DbOrTx,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = await db.insert(table).values(values).returning();
  if (!row) throw new Error(`${getTableName(table)} insert returned nothing`);
  return row as T['$inferSelect'];
}

/** Updates the row `where` picks and answers it as stored; null when there was none. */
export async function updateRow<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | null> {
  const rows = (await db.update(table).set(values).where(where).returning()) as T['$inferSelect'][];
  return rows[0] ?? null;
}

/**
 * A row a change must find (it read or locked it earlier in the same transaction): answered as it is, or an error
 * (a 500) when it has vanished, which only a bug can cause.
 */
export function found<T>(row: T | null, what: string): T {
  if (row === null) throw new Error(`${what} vanished inside its transaction`);
  return row;
}
