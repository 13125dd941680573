import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';
import { builtOncePerShape, definedOf, preparedRead } from './prepared.js';
import { placeholderRow, shapeOf } from './sql-text.js';

/** A table of requests made under a company's Idempotency-Key: an integer id, unique on (company, key). */
type KeyedTable = PgTable & {
  id: AnyPgColumn<{ data: number }>;
  companyId: AnyPgColumn<{ data: number }>;
  idempotencyKey: AnyPgColumn<{ data: string }>;
};

/**
 * The rows of money-moving requests (an order, ports added to a LAG) claimed under the caller's Idempotency-Key
 * (decisions 0039, 0054). `claim` inserts the request's row inside its own transaction: its id, or null when the key
 * is taken — by a request that committed, or by one that commits while this one waits on the unique key (then the
 * caller answers that one's result, or refuses a key sent with another request). A request that fails rolls its
 * claim back, so the key may be sent again. `find` reads the row the key names. Both are built once (decision 0101):
 * every order sends the claim, every retry the lookup.
 */
export function keyedRows<T extends KeyedTable>(table: T) {
  const name = getTableName(table);
  const claimed = builtOncePerShape<object, { id: number | string }>(
    (row) => `${name}_claim:${shapeOf(row)}`,
    (db, row) =>
      db
        .insert(table)
        .values(placeholderRow(row, sql.placeholder) as T['$inferInsert'])
        .onConflictDoNothing({ target: [table.companyId, table.idempotencyKey] })
        .returning({ id: table.id }),
  );
  const byKey = preparedRead((db) =>
    db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.companyId, sql.placeholder('companyId')), eq(table.idempotencyKey, sql.placeholder('key'))))
      .limit(1)
      .prepare(`${name}_by_key`),
  );
  return {
    async claim(tx: DbOrTx, row: T['$inferInsert']): Promise<number | null> {
      const defined = definedOf(row);
      const [claim] = await claimed(tx, defined, defined);
      return claim ? Number(claim.id) : null;
    },
    async find(db: DbOrTx, companyId: number, key: string): Promise<T['$inferSelect'] | null> {
      const [row] = await byKey(db).execute({ companyId, key });
      return (row as T['$inferSelect'] | undefined) ?? null;
    },
  };
}
