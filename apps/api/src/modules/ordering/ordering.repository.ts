import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { ShapedWrite } from '../../db/sql-text.js';
import { companyOwnedRows } from '../../db/company-owned.js';
import { keyedRows } from '../../db/keyed-rows.js';
import { orders } from './ordering.tables.js';

export type OrderRow = typeof orders.$inferSelect;

/**
 * An order's Idempotency-Key: `claimOrder` takes it inside the order's transaction (a concurrent order with the same
 * key waits until the first commits, then gets null and answers the first order, or rolls back, then claims it);
 * `findOrderByKey` reads the order it names.
 */
const keyed = keyedRows(orders);
export const claimOrder = keyed.claim;
export const findOrderByKey = keyed.find;

/** The answer kept under the order's key, as a write not yet sent (it goes with the order's audit record). */
export function answerWrite(id: number, answer: unknown): ShapedWrite {
  // built once: every order keeps its answer (decision 0101)
  return {
    shape: 'order_answer',
    build: (db, placeholder) =>
      db
        .update(orders)
        .set({ answer: sql`${placeholder('answer')}::jsonb` })
        .where(eq(orders.id, placeholder('id'))),
    values: { id, answer: JSON.stringify(answer) },
  };
}

export async function findOrder(db: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** Which company owns an order, and one order a company owns: the tenant check's resolvers. */
export const orderOwners = companyOwnedRows(orders, orders.id);
