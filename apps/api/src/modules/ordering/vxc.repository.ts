import { and, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { columnsOf } from '../../db/rows.js';
import { vxcOrders } from './ordering.tables.js';

export type VxcOrderRow = typeof vxcOrders.$inferSelect;
export type NewVxcOrderRow = typeof vxcOrders.$inferInsert;

export async function insertVxcOrder(tx: DbOrTx, row: NewVxcOrderRow): Promise<VxcOrderRow> {
  const [inserted] = await tx.insert(vxcOrders).values(row).returning();
  return inserted!;
}

/** The order locked for its decision: two approvals at once are decided one after the other. */
export async function findVxcOrderForUpdate(tx: DbOrTx, id: number): Promise<VxcOrderRow | null> {
  const [row] = await tx.select().from(vxcOrders).where(eq(vxcOrders.id, id)).for('update');
  return row ?? null;
}

export async function findVxcOrder(db: DbOrTx, id: number): Promise<VxcOrderRow | null> {
  const [row] = await db.select().from(vxcOrders).where(eq(vxcOrders.id, id));
  return row ?? null;
}

/** Orders where one of the companies is a party (null: every order), newest first; `pending`: a side UN_ASSESSED. */
export function findVxcOrders(
  db: DbOrTx,
  q: { companyIds: readonly number[] | null; pending: boolean; limit: number },
): Promise<VxcOrderRow[]> {
  const conditions: SQL[] = [];
  if (q.companyIds !== null) {
    const ids = [...q.companyIds];
    const party = or(inArray(vxcOrders.payerCompanyId, ids), inArray(vxcOrders.nonPayerCompanyId, ids));
    if (party) conditions.push(party);
  }
  if (q.pending) {
    // a side still to decide, and no rejection (a rejected order is over)
    const pending = and(
      or(eq(vxcOrders.payerStatus, 'UN_ASSESSED'), eq(vxcOrders.nonPayerStatus, 'UN_ASSESSED')),
      ne(vxcOrders.payerStatus, 'REJECTED'),
      ne(vxcOrders.nonPayerStatus, 'REJECTED'),
    );
    if (pending) conditions.push(pending);
  }
  return db
    .select()
    .from(vxcOrders)
    .where(and(...conditions))
    .orderBy(desc(vxcOrders.id))
    .limit(q.limit);
}

export async function saveDecision(
  tx: DbOrTx,
  id: number,
  values: Partial<
    Pick<
      VxcOrderRow,
      | 'payerStatus'
      | 'payerApproverId'
      | 'payerApproverName'
      | 'nonPayerStatus'
      | 'nonPayerApproverId'
      | 'nonPayerApproverName'
      | 'decidedAt'
    >
  >,
): Promise<VxcOrderRow> {
  const [row] = await tx.update(vxcOrders).set(values).where(eq(vxcOrders.id, id)).returning();
  return row!;
}

/** The approval statuses of the VXC orders of some services (by service id). */
export function findVxcSides(db: DbOrTx, serviceIds: readonly number[]) {
  if (serviceIds.length === 0) return Promise.resolve([]);
  return db
    .select(columnsOf(vxcOrders, ['serviceId', 'payerStatus', 'nonPayerStatus']))
    .from(vxcOrders)
    .where(inArray(vxcOrders.serviceId, [...serviceIds]));
}
