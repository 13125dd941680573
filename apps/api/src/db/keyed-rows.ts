import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';
import { findRow } from './rows.js';

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
 * claim back, so the key may be sent again. `find` reads the row the key names.
 */
export function keyedRows<T extends KeyedTable>(table: T) {
  return {
    async claim(tx: DbOrTx, row: T['$inferInsert']): Promise<number | null> {
      const [claimed] = await tx
        .insert(table)
        .values(row)
        .onConflictDoNothing({ target: [table.companyId, table.idempotencyKey] })
        .returning({ id: table.id });
      return (claimed?.id as number | undefined) ?? null;
    },
    find(db: DbOrTx, companyId: number, key: string): Promise<T['$inferSelect'] | null> {
      return findRow(db, table, and(eq(table.companyId, companyId), eq(table.idempotencyKey, key)));
    },
  };
}
