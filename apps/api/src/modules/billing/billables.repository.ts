import { BILLING_FILTER_STATUSES, type BillingFilter, type BillingStatus } from '@portico/domain';
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { countUpTo, totalFromPage } from '../../db/capped-count.js';
import type { DbOrTx } from '../../db/client.js';
import { keysetBatches } from '../../db/keyset.js';
import { textSearch } from '../../db/sql-text.js';
import { type BillableRow, isOpenBillable } from './billing.repository.js';
import { billables } from './billing.tables.js';

/** What the billables list is asked for (customer portal §7, §9). */
export interface BillableFilters {
  search?: string;
  status?: BillingFilter;
  supplierId?: number;
  /** set up at or after this instant (epoch ms) */
  from?: number;
  /** set up before this instant (epoch ms) */
  to?: number;
}

const whereOf = (f: BillableFilters): SQL | undefined =>
  and(
    f.status === undefined ? undefined : inArray(billables.billingStatus, [...BILLING_FILTER_STATUSES[f.status]]),
    f.supplierId === undefined ? undefined : eq(billables.supplierId, f.supplierId),
    f.from === undefined ? undefined : gte(billables.createdAt, new Date(f.from)),
    f.to === undefined ? undefined : lt(billables.createdAt, new Date(f.to)),
    // a billable or bundle name, or the service's id
    textSearch(f.search, [billables.billableName, billables.bundleName], billables.serviceId),
  );

/** A page of billables, newest first, with the total (counted up to the lists' cap). */
export async function billablePage(
  db: DbOrTx,
  filters: BillableFilters,
  window: { limit: number; offset: number },
): Promise<{ rows: BillableRow[]; counted: { total: number; totalCapped: boolean } }> {
  const where = whereOf(filters);
  const rows = await db
    .select()
    .from(billables)
    .where(where)
    .orderBy(desc(billables.id))
    .limit(window.limit)
    .offset(window.offset);
  const counted =
    totalFromPage({ ...window, rows: rows.length }) ??
    (await countUpTo(db, db.select({ id: billables.id }).from(billables).where(where)));
  return { rows, counted };
}

/** Every billable the filters keep, in batches read by keyset (newest first): an export. */
export function billableBatches(db: DbOrTx, filters: BillableFilters) {
  const where = whereOf(filters);
  return keysetBatches({
    read: (after: number | null, limit) =>
      db
        .select()
        .from(billables)
        .where(and(where, after === null ? undefined : lt(billables.id, after)))
        .orderBy(desc(billables.id))
        .limit(limit),
    keyOf: (row) => row.id,
    map: (row) => row,
  });
}

/** A service's billables, newest first. */
export function billablesOfService(db: DbOrTx, serviceId: number): Promise<BillableRow[]> {
  return db.select().from(billables).where(eq(billables.serviceId, serviceId)).orderBy(desc(billables.id));
}

export async function findBillable(db: DbOrTx, id: number): Promise<BillableRow | null> {
  const [row] = await db.select().from(billables).where(eq(billables.id, id));
  return row ?? null;
}

/** The service's open billable (neither killed nor completed), locked for the change. */
export async function lockOpenBillableOfService(tx: DbOrTx, serviceId: number): Promise<BillableRow | null> {
  const [row] = await tx
    .select()
    .from(billables)
    .where(and(eq(billables.serviceId, serviceId), isOpenBillable()))
    .for('update');
  return row ?? null;
}

/**
 * Moves a billable from the status it was read in to another, with what else the move sets, in one statement: a
 * concurrent move of it (which changed its status first) leaves this one moving nothing, answered as null.
 */
export async function moveBillable(
  tx: DbOrTx,
  id: number,
  move: { from: BillingStatus; to: BillingStatus; activatedOn?: string; killedAt?: Date },
): Promise<BillableRow | null> {
  const [row] = await tx
    .update(billables)
    .set({
      billingStatus: move.to,
      ...(move.activatedOn === undefined ? {} : { activatedOn: move.activatedOn }),
      ...(move.killedAt === undefined ? {} : { killedAt: move.killedAt }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(billables.id, id), eq(billables.billingStatus, move.from)))
    .returning();
  return row ?? null;
}

/** A billable, locked for its change. */
export async function lockBillable(tx: DbOrTx, id: number): Promise<BillableRow | null> {
  const [row] = await tx.select().from(billables).where(eq(billables.id, id)).for('update');
  return row ?? null;
}

/** Sets how a billable is billed: in advance (standard) or in arrears (postpaid) at a base rate or the price book's. */
export async function setPostpaid(
  tx: DbOrTx,
  id: number,
  postpaid: { postpaid: boolean; postpaidBaseRateCents: number | null },
): Promise<BillableRow> {
  const [row] = await tx
    .update(billables)
    .set({ ...postpaid, updatedAt: sql`now()` })
    .where(eq(billables.id, id))
    .returning();
  if (!row) throw new Error('billable update returned nothing');
  return row;
}

/** A billable's own fields put right (defunkify, contract dates: decision 0088); the row as stored. */
export async function updateBillable(
  tx: DbOrTx,
  id: number,
  set: Partial<Pick<BillableRow, 'supplierId' | 'startDate' | 'billingStatus'>>,
): Promise<BillableRow> {
  const [row] = await tx
    .update(billables)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(billables.id, id))
    .returning();
  if (!row) throw new Error('billable update returned nothing');
  return row;
}

/** Billables by id, locked for one change in id order (so that two changes of the same ones never deadlock). */
export function lockBillables(tx: DbOrTx, ids: readonly number[]): Promise<BillableRow[]> {
  return tx
    .select()
    .from(billables)
    .where(sql`${billables.id} = any(${sql.param([...ids])}::int[])`)
    .orderBy(billables.id)
    .for('update');
}
