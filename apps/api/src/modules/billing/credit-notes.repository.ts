import { invoiceLines, invoices } from './billing.tables.js';
import type { DbOrTx } from '../../db/client.js';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository.js';

/** A credit note's head (decision 0086): a PENDING invoice of kind CREDIT_NOTE. */
export async function insertCreditNote(tx: DbOrTx, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

/** A credit note's one line. */
export async function insertInvoiceLine(tx: DbOrTx, values: typeof invoiceLines.$inferInsert): Promise<InvoiceLineRow> {
  const [row] = await tx.insert(invoiceLines).values(values).returning();
  return row!;
}
