import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pendingBillingSetups } from './billing.tables.js';

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
