import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companyOwnedRows } from '../../db/company-owned.js';
import { orders } from './ordering.tables.js';

export type OrderRow = typeof orders.$inferSelect;

export async function findOrderByKey(db: DbOrTx, companyId: number, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

/**
 * Claims the key for this order inside the order's transaction. A concurrent order with the same key waits here
 * until the first commits (then it gets null and answers the first order) or rolls back (then it claims the key).
 */
export async function claimOrder(
  tx: DbOrTx,
  row: { companyId: number; idempotencyKey: string; requestHash: string; kind: string; placedBy: number | null },
): Promise<number | null> {
  const [claimed] = await tx
    .insert(orders)
    .values(row)
    .onConflictDoNothing({ target: [orders.companyId, orders.idempotencyKey] })
    .returning({ id: orders.id });
  return claimed?.id ?? null;
}

export async function saveAnswer(tx: DbOrTx, id: number, answer: unknown): Promise<void> {
  await tx
    .update(orders)
    .set({ answer: sql`${JSON.stringify(answer)}::jsonb` })
    .where(eq(orders.id, id));
}

export async function findOrder(db: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** Which company owns an order, and one order a company owns: the tenant check's resolvers. */
export const orderOwners = companyOwnedRows(orders, orders.id);
