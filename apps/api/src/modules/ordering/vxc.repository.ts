import { and, asc, desc, eq, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { shapedInsert } from '../../db/sql-text.js';
import { columnsOf } from '../../db/rows.js';
import { vxcOrders } from './ordering.tables.js';

export type VxcOrderRow = typeof vxcOrders.$inferSelect;
export type NewVxcOrderRow = typeof vxcOrders.$inferInsert;

/** A VXC's order row, as a write not yet sent (it goes with the VXC's approval event, decision 0099). */
export function vxcOrderWrite(row: NewVxcOrderRow) {
  // built once per shape: every VXC order writes one
  return shapedInsert('vxc_order', vxcOrders, row);
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

/**
 * The services of the orders from one company waiting for another's decision (decided_at null; at most `limit`),
 * after the pair's lock: two orders of one pair at once are counted one after the other (decision 0068).
 */
export async function waitingServicesOfPair(
  tx: DbOrTx,
  q: { payerCompanyId: number; nonPayerCompanyId: number; limit: number },
): Promise<number[]> {
  // the lock's key: the ordering company in its space (the pair's count is one company's orders towards others)
  await tx.execute(sql`select pg_advisory_xact_lock(${WAITING_ORDERS_LOCK_SPACE}, ${q.payerCompanyId})`);
  const rows = await tx
    .select({ serviceId: vxcOrders.serviceId })
    .from(vxcOrders)
    .where(
      and(
        eq(vxcOrders.payerCompanyId, q.payerCompanyId),
        eq(vxcOrders.nonPayerCompanyId, q.nonPayerCompanyId),
        isNull(vxcOrders.decidedAt),
      ),
    )
    .limit(q.limit);
  return rows.map((r) => r.serviceId);
}

/** The advisory lock space of a company's waiting VXC orders. */
const WAITING_ORDERS_LOCK_SPACE = 27_068;

/**
 * The orders between two companies still waiting for `deciding`'s side, locked for the decision (oldest first, at
 * most `limit`): those `from` placed on `deciding`'s Ports, and those placed for `deciding` towards `from`.
 */
export function waitingOrdersForUpdate(
  tx: DbOrTx,
  q: { deciding: number; from: number; limit: number },
): Promise<VxcOrderRow[]> {
  const onMine = and(
    eq(vxcOrders.payerCompanyId, q.from),
    eq(vxcOrders.nonPayerCompanyId, q.deciding),
    eq(vxcOrders.nonPayerStatus, 'UN_ASSESSED'),
  );
  const forMe = and(
    eq(vxcOrders.payerCompanyId, q.deciding),
    eq(vxcOrders.nonPayerCompanyId, q.from),
    eq(vxcOrders.payerStatus, 'UN_ASSESSED'),
  );
  return tx
    .select()
    .from(vxcOrders)
    .where(and(isNull(vxcOrders.decidedAt), or(onMine, forMe)))
    .orderBy(asc(vxcOrders.id))
    .limit(q.limit)
    .for('update');
}

/** Orders waiting since `cutoff` or before, locked (skipping those another worker holds), oldest first. */
export function expiredOrdersForUpdate(tx: DbOrTx, q: { cutoff: Date; limit: number }): Promise<VxcOrderRow[]> {
  return tx
    .select()
    .from(vxcOrders)
    .where(and(isNull(vxcOrders.decidedAt), lte(vxcOrders.createdAt, q.cutoff)))
    .orderBy(asc(vxcOrders.createdAt))
    .limit(q.limit)
    .for('update', { skipLocked: true });
}
