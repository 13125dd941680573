import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { billableCharges } from './billing.tables.js';

export type ChargeRow = typeof billableCharges.$inferSelect;
export type NewCharge = typeof billableCharges.$inferInsert;

/** A billable's charges, active ones first, then newest first. */
export function chargesOf(db: DbOrTx, billableId: number): Promise<ChargeRow[]> {
  return db
    .select()
    .from(billableCharges)
    .where(eq(billableCharges.billableId, billableId))
    .orderBy(desc(billableCharges.active), desc(billableCharges.id));
}

export async function insertCharge(tx: DbOrTx, row: NewCharge): Promise<ChargeRow> {
  const [saved] = await tx.insert(billableCharges).values(row).returning();
  if (!saved) throw new Error('charge insert returned nothing');
  return saved;
}

/** A charge of a billable, locked for its change; null when the billable has no such charge. */
export async function lockCharge(tx: DbOrTx, billableId: number, chargeId: number): Promise<ChargeRow | null> {
  const [row] = await tx
    .select()
    .from(billableCharges)
    .where(and(eq(billableCharges.id, chargeId), eq(billableCharges.billableId, billableId)))
    .for('update');
  return row ?? null;
}

export async function updateCharge(
  tx: DbOrTx,
  chargeId: number,
  set: Partial<Omit<NewCharge, 'id' | 'billableId'>>,
): Promise<ChargeRow> {
  const [row] = await tx
    .update(billableCharges)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(billableCharges.id, chargeId))
    .returning();
  if (!row) throw new Error('charge update returned nothing');
  return row;
}
