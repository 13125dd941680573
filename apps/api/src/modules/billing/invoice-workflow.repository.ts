import type { InvoiceStatus } from '@portico/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { countUpTo, type CappedTotal, totalFromPage } from '../../db/capped-count.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { billedEvents, billedPeriods, invoiceNumbers, invoices } from './billing.tables.js';
import type { InvoiceRow } from './invoices.repository.js';

/*
 * The staff invoice workflow's queries (decision 0086): lists by status on `invoices_status_idx`, moves of one
 * invoice or of a supplier's set, numbering from `invoice_numbers`, freeing a rejected invoice's billed keys.
 */

export interface InvoiceSet {
  supplierId: number;
  status: InvoiceStatus;
  /** one company (the spec's consumer) */
  companyId?: number;
}

const whereOf = (set: InvoiceSet): SQL | undefined =>
  and(
    eq(invoices.supplierId, set.supplierId),
    eq(invoices.status, set.status),
    set.companyId === undefined ? undefined : eq(invoices.companyId, set.companyId),
  );

/** A page of a supplier's invoices in one status, newest first, with the total (counted up to the lists' cap). */
export async function invoicePage(
  db: DbOrTx,
  set: InvoiceSet,
  window: { limit: number; offset: number },
): Promise<{ rows: InvoiceRow[]; counted: CappedTotal }> {
  const where = whereOf(set);
  const rows = await db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.id))
    .limit(window.limit)
    .offset(window.offset);
  const counted =
    totalFromPage({ ...window, rows: rows.length }) ??
    (await countUpTo(db, db.select({ id: invoices.id }).from(invoices).where(where)));
  return { rows, counted };
}

/** The set's invoices under row locks, in id order (the order numbers are given in, and locks taken in). */
export function lockInvoiceSet(tx: DbOrTx, set: InvoiceSet): Promise<InvoiceRow[]> {
  return tx.select().from(invoices).where(whereOf(set)).orderBy(asc(invoices.id)).for('update');
}

/** Moves invoices (already locked) to `to`. */
export async function setInvoiceStatus(tx: DbOrTx, ids: readonly number[], to: InvoiceStatus): Promise<InvoiceRow[]> {
  if (ids.length === 0) return [];
  return tx
    .update(invoices)
    .set({ status: to, updatedAt: sql`now()` })
    .where(sql`${invoices.id} = any(${sql.param([...ids])}::int[])`)
    .returning();
}

/** Frees a rejected invoice's billed keys, so the next bill run bills its periods and events again. */
export async function freeBilledKeys(tx: DbOrTx, invoiceId: number): Promise<{ periods: number; events: number }> {
  const periods = await tx.delete(billedPeriods).where(eq(billedPeriods.invoiceId, invoiceId)).returning();
  const events = await tx.delete(billedEvents).where(eq(billedEvents.invoiceId, invoiceId)).returning();
  return { periods: periods.length, events: events.length };
}

/**
 * Takes the supplier's next `count` numbers of a kind under the counter row's lock, in the caller's transaction (a
 * rolled-back commit takes none): the first of the block. One statement, so concurrent commits queue on the row.
 */
export async function takeNumbers(tx: DbOrTx, supplierId: number, kind: string, count: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceNumbers)
    .values({ supplierId, kind, lastNumber: count })
    .onConflictDoUpdate({
      target: [invoiceNumbers.supplierId, invoiceNumbers.kind],
      set: { lastNumber: sql`${invoiceNumbers.lastNumber} + ${count}` },
    })
    .returning({ lastNumber: invoiceNumbers.lastNumber });
  return row!.lastNumber - count + 1;
}

export interface Commitment {
  id: number;
  numberSeq: number;
  invoiceNumber: string;
  dueDate: string;
}

/**
 * Commits invoices (already locked, APPROVED) in one statement: each its number and due date, all the invoice
 * date; the due amount is the total (a credit note's none) and the commit instant the database's.
 */
export function commitInvoiceRows(tx: DbOrTx, rows: readonly Commitment[], invoiceDate: string): Promise<InvoiceRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return tx
    .update(invoices)
    .set({
      status: 'COMMITTED',
      numberSeq: sql`c.number_seq`,
      invoiceNumber: sql`c.invoice_number`,
      dueDate: sql`c.due_date`,
      invoiceDate,
      dueAmountCents: sql`case when ${invoices.kind} = 'CREDIT_NOTE' then 0 else ${invoices.totalCents} end`,
      committedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .from(
      sql`unnest(${sql.param(rows.map((r) => r.id))}::int[], ${sql.param(rows.map((r) => r.numberSeq))}::int[],
        ${sql.param(rows.map((r) => r.invoiceNumber))}::text[], ${sql.param(rows.map((r) => r.dueDate))}::date[])
        as c(id, number_seq, invoice_number, due_date)`,
    )
    .where(sql`${invoices.id} = c.id`)
    .returning();
}

/**
 * Lowers the due amount of the invoices that committed credit notes credit, by the credit notes' totals (negative),
 * never below zero (decision 0090): what a credit note credits beyond what its invoice still has due (an invoice
 * already paid) stays open on the credit note as a negative due amount, the customer's credit, which the balance
 * counts. Two statements for any number of credit notes, the credit notes' first (they read the invoices' due
 * amounts before the second lowers them).
 */
export async function applyCredits(tx: DbOrTx, creditNoteIds: readonly number[]): Promise<void> {
  if (creditNoteIds.length === 0) return;
  const credits = sql`(select credited_invoice_id as id, sum(total_cents) as credit, max(id) as last_note
             from invoices
             where id = any(${sql.param([...creditNoteIds])}::int[]) and credited_invoice_id is not null
             group by credited_invoice_id)`;
  await tx.execute(sql`
    update invoices n set due_amount_cents = least(i.due_amount_cents + c.credit, 0), updated_at = now()
      from ${credits} c join invoices i on i.id = c.id
     where n.id = c.last_note`);
  await tx.execute(sql`
    update invoices i set due_amount_cents = greatest(i.due_amount_cents + c.credit, 0), updated_at = now()
      from ${credits} c
     where i.id = c.id`);
}

/** The totals of an invoice's credit notes that still count (every one not rejected). */
export async function creditNoteTotals(tx: DbOrTx, invoiceId: number): Promise<number[]> {
  const rows = await queryRows<{ total: string | number }>(
    tx,
    sql`select total_cents as total from invoices
         where credited_invoice_id = ${invoiceId} and kind = 'CREDIT_NOTE' and status <> 'REJECTED'`,
  );
  return rows.map((r) => Number(r.total));
}
