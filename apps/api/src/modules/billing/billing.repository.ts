import { desc, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { columnsOf } from '../../db/rows.js';
import { billRuns, pendingBillingSetups } from './billing.tables.js';

export type BillingSetupRow = typeof pendingBillingSetups.$inferSelect;
export type NewBillingSetup = typeof pendingBillingSetups.$inferInsert;

export async function insertBillingSetups(tx: DbOrTx, rows: NewBillingSetup[]): Promise<BillingSetupRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(pendingBillingSetups).values(rows).returning();
}

export async function deleteByServices(tx: DbOrTx, serviceIds: readonly number[]): Promise<void> {
  if (serviceIds.length === 0) return;
  await tx.delete(pendingBillingSetups).where(inArray(pendingBillingSetups.serviceId, [...serviceIds]));
}

export async function billRunSince(db: DbOrTx, since: Date) {
  const [row] = await db
    .select(columnsOf(billRuns, ['periodStart', 'periodEnd', 'ranAt']))
    .from(billRuns)
    .where(gt(billRuns.ranAt, since))
    .orderBy(desc(billRuns.ranAt))
    .limit(1);
  return row ?? null;
}

export async function billingSetupOf(db: DbOrTx, serviceId: number) {
  const [row] = await db
    .select(columnsOf(pendingBillingSetups, ['monthlyCents', 'currency', 'termMonths']))
    .from(pendingBillingSetups)
    .where(eq(pendingBillingSetups.serviceId, serviceId));
  return row ?? null;
}
