import {
  addDays,
  DEFAULT_PAYMENT_TERM_DAYS,
  type InvoiceDocumentKind,
  invoiceNumberText,
  localDayAt,
  supplierById,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { suppliesWithSupplier } from '../supplies/index.js';
import { emitWebhookEvents } from '../webhooks/index.js';
import * as repo from './invoice-workflow.repository.js';
import type { InvoiceRow } from './invoices.repository.js';

const KINDS: readonly InvoiceDocumentKind[] = ['INVOICE', 'CREDIT_NOTE'];

/**
 * Commits one supplier's APPROVED invoices, already locked by the caller's transaction (decisions 0085, 0086): each
 * kind takes a block of the supplier's numbers in one statement and gives them in id order, so numbers have no
 * gap (a rolled-back commit takes none) and no duplicate; the invoice date is the supplier's local day now, the due
 * date that plus the company's payment term there, the due amount the total (a credit note's nothing: its credit
 * lowers the due amount of the invoice it credits, in the same transaction, never below zero).
 */
export async function commitLockedInvoices(
  tx: DbOrTx,
  supplierId: number,
  rows: readonly InvoiceRow[],
  now: Date,
): Promise<InvoiceRow[]> {
  if (rows.length === 0) return [];
  const supplier = supplierById(supplierId);
  if (!supplier) throw new Error(`Invoices of an unknown supplier ${supplierId}`);
  const invoiceDate = localDayAt(now.getTime(), supplier.timeZone);
  // each company's payment term with the supplier, read for the set at once; a company without a supply there: 30
  const supplies = await suppliesWithSupplier(tx, [...new Set(rows.map((r) => r.companyId))], supplierId);
  const terms = new Map(supplies.map((s) => [s.companyId, s.paymentTermInDays]));
  const termOf = (companyId: number) => terms.get(companyId) ?? DEFAULT_PAYMENT_TERM_DAYS;
  const commitments: repo.Commitment[] = [];
  for (const kind of KINDS) {
    const ofKind = rows.filter((r) => r.kind === kind).sort((a, b) => a.id - b.id);
    if (ofKind.length === 0) continue;
    const first = await repo.takeNumbers(tx, supplierId, kind, ofKind.length);
    ofKind.forEach((row, i) =>
      commitments.push({
        id: row.id,
        numberSeq: first + i,
        invoiceNumber: invoiceNumberText(supplier.countryCode, kind, first + i),
        dueDate: kind === 'INVOICE' ? addDays(invoiceDate, termOf(row.companyId)) : invoiceDate,
      }),
    );
  }
  const committed = await repo.commitInvoiceRows(tx, commitments, invoiceDate);
  await repo.applyCredits(
    tx,
    committed.filter((r) => r.kind === 'CREDIT_NOTE').map((r) => r.id),
  );
  // each company's webhooks hear of its new invoices and credit notes with the commit (decision 0093)
  await emitWebhookEvents(
    tx,
    committed.map((r) => ({
      companyId: r.companyId,
      key: r.kind === 'CREDIT_NOTE' ? 'INVOICE_CREDITED' : 'INVOICE_COMMITTED',
      payload: invoiceEventData(r),
    })),
    { at: now },
  );
  return committed.sort((a, b) => a.id - b.id);
}

/** What a webhook is told of a committed invoice or credit note: its head, amounts in cents. */
function invoiceEventData(row: InvoiceRow): Record<string, unknown> {
  return {
    invoiceId: row.id,
    kind: row.kind,
    invoiceNumber: row.invoiceNumber,
    supplierId: row.supplierId,
    currency: row.currency,
    netCents: row.netCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    dueAmountCents: row.dueAmountCents,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    creditedInvoiceId: row.creditedInvoiceId,
  };
}
