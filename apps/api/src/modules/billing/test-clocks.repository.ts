import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companyTestClocks } from './billing.tables.js';

/** A company's test clock, or null. */
export async function findTestClock(db: DbOrTx, companyId: number): Promise<Date | null> {
  const [row] = await db
    .select({ now: companyTestClocks.now })
    .from(companyTestClocks)
    .where(eq(companyTestClocks.companyId, companyId));
  return row?.now ?? null;
}

/** The company's test clock under a row lock (a move's), or null. */
export async function lockTestClock(tx: DbOrTx, companyId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ now: companyTestClocks.now })
    .from(companyTestClocks)
    .where(eq(companyTestClocks.companyId, companyId))
    .for('update');
  return row?.now ?? null;
}

export async function saveTestClock(tx: DbOrTx, companyId: number, now: Date, setBy: number): Promise<void> {
  await tx
    .insert(companyTestClocks)
    .values({ companyId, now, setBy })
    .onConflictDoUpdate({
      target: companyTestClocks.companyId,
      set: { now, setBy, updatedAt: sql`now()` },
    });
}

export async function deleteTestClock(tx: DbOrTx, companyId: number): Promise<boolean> {
  const rows = await tx
    .delete(companyTestClocks)
    .where(eq(companyTestClocks.companyId, companyId))
    .returning({ companyId: companyTestClocks.companyId });
  return rows.length > 0;
}
