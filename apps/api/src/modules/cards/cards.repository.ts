import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { keyedRows } from '../../db/keyed-rows.js';
import { findRow, findRows, insertRow, updateRow } from '../../db/rows.js';
import {
  cardFailures,
  cardPayments,
  cardRunRows,
  cardRuns,
  directDebitMandates,
  registeredCards,
} from './cards.tables.js';

export type CardPaymentRow = typeof cardPayments.$inferSelect;
export type RegisteredCardRow = typeof registeredCards.$inferSelect;
export type CardRunRow = typeof cardRuns.$inferSelect;
export type CardRunRowRow = typeof cardRunRows.$inferSelect;
export type MandateRow = typeof directDebitMandates.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Card payments

export function insertCardPayment(db: DbOrTx, values: typeof cardPayments.$inferInsert): Promise<CardPaymentRow> {
  return insertRow(db, cardPayments, values);
}

/** A token payment's row claimed under the company's Idempotency-Key; null when the key is taken. */
export const keyedTokenPayments = keyedRows(cardPayments);

export function findCardPaymentByAccessCode(db: DbOrTx, accessCode: string): Promise<CardPaymentRow | null> {
  return findRow(db, cardPayments, eq(cardPayments.accessCode, accessCode));
}

export function findCardPaymentByReference(db: DbOrTx, reference: string): Promise<CardPaymentRow | null> {
  return findRow(db, cardPayments, eq(cardPayments.reference, reference));
}

export function findCardPayment(db: DbOrTx, id: number, forUpdate = false): Promise<CardPaymentRow | null> {
  return findRow(db, cardPayments, eq(cardPayments.id, id), { forUpdate });
}

export function saveCardPayment(
  db: DbOrTx,
  id: number,
  values: Partial<typeof cardPayments.$inferInsert>,
): Promise<CardPaymentRow | null> {
  return updateRow(db, cardPayments, eq(cardPayments.id, id), values);
}

export function findCompanyCardPayments(db: DbOrTx, companyId: number, limit = 50): Promise<CardPaymentRow[]> {
  return db
    .select()
    .from(cardPayments)
    .where(eq(cardPayments.companyId, companyId))
    .orderBy(desc(cardPayments.id))
    .limit(limit);
}

/** PENDING payments created before `before` and not asked about since `checkedBefore`: the pending check's work. */
export function findPendingToCheck(
  db: DbOrTx,
  before: Date,
  checkedBefore: Date,
  limit: number,
): Promise<CardPaymentRow[]> {
  return db
    .select()
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.status, 'PENDING'),
        lt(cardPayments.createdAt, before),
        or(isNull(cardPayments.checkedAt), lt(cardPayments.checkedAt, checkedBefore)),
      ),
    )
    .orderBy(cardPayments.createdAt)
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------------------------
// Registered cards

export function findActiveCard(db: DbOrTx, companyId: number): Promise<RegisteredCardRow | null> {
  return findRow(db, registeredCards, and(eq(registeredCards.companyId, companyId), eq(registeredCards.active, true)));
}

export function findCompanyCards(db: DbOrTx, companyId: number): Promise<RegisteredCardRow[]> {
  return findRows(db, registeredCards, eq(registeredCards.companyId, companyId), desc(registeredCards.id));
}

/** A new active card; the company's earlier one is made inactive in the same transaction. */
export async function registerCard(
  tx: DbOrTx,
  values: Omit<typeof registeredCards.$inferInsert, 'active' | 'id'>,
): Promise<RegisteredCardRow> {
  await tx
    .update(registeredCards)
    .set({ active: false })
    .where(and(eq(registeredCards.companyId, values.companyId), eq(registeredCards.active, true)));
  return insertRow(tx, registeredCards, { ...values, active: true });
}

/** Companies with an active card, among `companyIds` (all when null). */
export function findActiveCards(db: DbOrTx, companyIds: readonly number[] | null): Promise<RegisteredCardRow[]> {
  const active = eq(registeredCards.active, true);
  return findRows(
    db,
    registeredCards,
    companyIds === null ? active : and(active, inArray(registeredCards.companyId, [...companyIds, 0])),
    asc(registeredCards.companyId),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Direct debit

export function findMandate(db: DbOrTx, companyId: number, supplierId?: number): Promise<MandateRow | null> {
  return findRow(
    db,
    directDebitMandates,
    supplierId === undefined
      ? eq(directDebitMandates.companyId, companyId)
      : and(eq(directDebitMandates.companyId, companyId), eq(directDebitMandates.supplierId, supplierId)),
  );
}

export async function saveMandate(
  tx: DbOrTx,
  values: Pick<MandateRow, 'companyId' | 'supplierId' | 'enabled' | 'dayOfMonth' | 'maxAmountCents' | 'updatedBy'>,
): Promise<MandateRow> {
  const [row] = await tx
    .insert(directDebitMandates)
    .values(values)
    .onConflictDoUpdate({
      target: [directDebitMandates.companyId, directDebitMandates.supplierId],
      set: {
        enabled: values.enabled,
        dayOfMonth: values.dayOfMonth,
        maxAmountCents: values.maxAmountCents,
        updatedBy: values.updatedBy,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('direct debit upsert returned nothing');
  return row;
}

/** The enabled mandates that charge on `dayOfMonth`. */
export function findMandatesDue(db: DbOrTx, dayOfMonth: number): Promise<MandateRow[]> {
  return findRows(
    db,
    directDebitMandates,
    and(eq(directDebitMandates.enabled, true), eq(directDebitMandates.dayOfMonth, dayOfMonth)),
    asc(directDebitMandates.supplierId),
    asc(directDebitMandates.companyId),
  );
}

/** A company's last direct-debit row (a row of a DIRECT_DEBIT run), with when its run was made. */
export async function findLastDirectDebit(
  db: DbOrTx,
  companyId: number,
): Promise<(CardRunRowRow & { at: Date }) | null> {
  const [row] = await db
    .select({ row: cardRunRows, at: cardRuns.createdAt })
    .from(cardRunRows)
    .innerJoin(cardRuns, eq(cardRuns.id, cardRunRows.runId))
    .where(and(eq(cardRunRows.companyId, companyId), eq(cardRuns.kind, 'DIRECT_DEBIT')))
    .orderBy(desc(cardRunRows.id))
    .limit(1);
  return row ? { ...row.row, at: row.at } : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Runs

/** A new run; null when its key (a supplier's direct-debit day) already has one. */
export async function insertRun(tx: DbOrTx, values: typeof cardRuns.$inferInsert): Promise<CardRunRow | null> {
  const [row] = await tx.insert(cardRuns).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export function findRun(db: DbOrTx, id: number, forUpdate = false): Promise<CardRunRow | null> {
  return findRow(db, cardRuns, eq(cardRuns.id, id), { forUpdate });
}

export function findRuns(db: DbOrTx, kind: string | undefined, limit = 20): Promise<CardRunRow[]> {
  return db
    .select()
    .from(cardRuns)
    .where(kind ? eq(cardRuns.kind, kind) : undefined)
    .orderBy(desc(cardRuns.id))
    .limit(limit);
}

export async function insertRunRows(tx: DbOrTx, rows: (typeof cardRunRows.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(cardRunRows).values(rows);
}

export function findRunRows(db: DbOrTx, runId: number, limit = 1_000): Promise<CardRunRowRow[]> {
  return db.select().from(cardRunRows).where(eq(cardRunRows.runId, runId)).orderBy(cardRunRows.id).limit(limit);
}

/** The next queued rows of a run, in their order. */
export function findQueuedRunRows(db: DbOrTx, runId: number, limit: number): Promise<CardRunRowRow[]> {
  return db
    .select()
    .from(cardRunRows)
    .where(and(eq(cardRunRows.runId, runId), eq(cardRunRows.status, 'QUEUED')))
    .orderBy(cardRunRows.id)
    .limit(limit);
}

export function findRunRow(db: DbOrTx, id: number): Promise<CardRunRowRow | null> {
  return findRow(db, cardRunRows, eq(cardRunRows.id, id));
}

export async function saveRunRow(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<CardRunRowRow, 'status' | 'reason' | 'cardPaymentId' | 'amountCents'>>,
): Promise<void> {
  await db.update(cardRunRows).set(values).where(eq(cardRunRows.id, id));
}

export async function setRunStatus(db: DbOrTx, id: number, status: 'RUNNING' | 'DONE'): Promise<void> {
  await db
    .update(cardRuns)
    .set({ status, ...(status === 'DONE' ? { finishedAt: sql`now()` } : {}) })
    .where(eq(cardRuns.id, id));
}

/** A run's progress counted from its rows (a row left PENDING counts as done: the pending check resolves it). */
export async function refreshRunProgress(db: DbOrTx, runId: number): Promise<void> {
  await db.execute(sql`
    update card_runs r set
      rows_done = c.done, approved = c.approved, declined = c.declined, approved_cents = c.approved_cents
    from (
      select count(*) filter (where status <> 'QUEUED')::int as done,
        count(*) filter (where status = 'APPROVED')::int as approved,
        count(*) filter (where status in ('DECLINED', 'ERROR', 'SKIPPED'))::int as declined,
        coalesce(sum(amount_cents) filter (where status = 'APPROVED'), 0)::bigint as approved_cents
      from card_run_rows where run_id = ${runId}
    ) c
    where r.id = ${runId}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Failures

export async function recordFailure(db: DbOrTx, values: typeof cardFailures.$inferInsert): Promise<void> {
  await db.insert(cardFailures).values(values);
}

export async function resolveFailures(db: DbOrTx, cardPaymentId: number): Promise<void> {
  await db
    .update(cardFailures)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(cardFailures.cardPaymentId, cardPaymentId), isNull(cardFailures.resolvedAt)));
}

export function findFailures(db: DbOrTx, limit = 100) {
  return db.select().from(cardFailures).orderBy(desc(cardFailures.id)).limit(limit);
}

export async function deleteRun(db: DbOrTx, id: number): Promise<void> {
  await db.delete(cardRuns).where(eq(cardRuns.id, id));
}

export async function saveRunTotals(
  db: DbOrTx,
  id: number,
  totals: { rowsTotal: number; omitted: readonly { line: number; reason: string }[]; omittedCount: number },
): Promise<CardRunRow> {
  const row = await updateRow(db, cardRuns, eq(cardRuns.id, id), {
    rowsTotal: totals.rowsTotal,
    omitted: totals.omitted,
  });
  if (!row) throw new Error(`card run ${id} vanished`);
  return row;
}
