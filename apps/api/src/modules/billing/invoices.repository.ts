import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoiceLines, invoices } from './billing.tables.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

/** One invoice's head, or null. */
export async function findInvoiceRow(db: DbOrTx, id: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

/** One invoice's head under a row lock (a transition's), or null. */
export async function lockInvoiceRow(tx: DbOrTx, id: number): Promise<InvoiceRow | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row ?? null;
}

/** Some invoices' lines, in the order they were written. */
export function linesOfInvoices(db: DbOrTx, invoiceIds: readonly number[]): Promise<InvoiceLineRow[]> {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, [...invoiceIds]))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.id));
}
