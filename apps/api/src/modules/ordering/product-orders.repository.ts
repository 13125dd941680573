import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companyOwnedRows } from '../../db/company-owned.js';
import { serviceKeys, serviceOrderConfigs } from './ordering.tables.js';

export type ServiceKeyRow = typeof serviceKeys.$inferSelect;

/** What services were ordered with beyond the service model (an MCR's ASN, an MVE's image and vNICs). */
export async function insertOrderConfigs(
  tx: DbOrTx,
  rows: readonly { serviceId: number; config: Record<string, unknown> }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(serviceOrderConfigs).values(rows.map((r) => ({ serviceId: r.serviceId, config: r.config })));
}

export async function insertServiceKey(tx: DbOrTx, row: typeof serviceKeys.$inferInsert): Promise<ServiceKeyRow> {
  const [created] = await tx.insert(serviceKeys).values(row).returning();
  return created!;
}

export async function findServiceKey(db: DbOrTx, id: number): Promise<ServiceKeyRow | null> {
  const [row] = await db.select().from(serviceKeys).where(eq(serviceKeys.id, id));
  return row ?? null;
}

/** The key's row, locked for the rest of the transaction (two orders naming a single-use key take turns). */
export async function lockServiceKeyByKey(tx: DbOrTx, key: string): Promise<ServiceKeyRow | null> {
  const [row] = await tx.select().from(serviceKeys).where(eq(serviceKeys.key, key)).for('update');
  return row ?? null;
}

/** The key's row by its text, as it is now (an order's checks before its transaction). */
export async function findServiceKeyByKey(db: DbOrTx, key: string): Promise<ServiceKeyRow | null> {
  const [row] = await db.select().from(serviceKeys).where(eq(serviceKeys.key, key));
  return row ?? null;
}

/**
 * Marks a single-use key used, only if no order has used it yet: the database decides between two orders, whatever
 * they read before. False when another order used it first.
 */
export async function markServiceKeyUsed(tx: DbOrTx, id: number, at: Date): Promise<boolean> {
  const used = await tx
    .update(serviceKeys)
    .set({ usedAt: at })
    .where(and(eq(serviceKeys.id, id), isNull(serviceKeys.usedAt)))
    .returning({ id: serviceKeys.id });
  return used.length === 1;
}

export async function deactivateServiceKey(tx: DbOrTx, id: number): Promise<ServiceKeyRow | null> {
  const [row] = await tx.update(serviceKeys).set({ active: false }).where(eq(serviceKeys.id, id)).returning();
  return row ?? null;
}

export async function listServiceKeys(
  db: DbOrTx,
  companyId: number,
  page: { page: number; pageSize: number },
): Promise<{ rows: ServiceKeyRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(serviceKeys)
      .where(eq(serviceKeys.companyId, companyId))
      .orderBy(desc(serviceKeys.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(serviceKeys)
      .where(and(eq(serviceKeys.companyId, companyId))),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Which company owns a service key, and one key a company owns: the tenant check's resolvers. */
export const serviceKeyOwners = companyOwnedRows(serviceKeys, serviceKeys.id);
