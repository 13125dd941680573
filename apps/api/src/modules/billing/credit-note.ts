import type { creditNoteSchema, Invoice } from '@portico/contract';
import {
  CREDIT_NOTE_DEFAULT_GL_CODE,
  creditableGross,
  creditNoteAmounts,
  creditTooLargeMessage,
  type CurrencyCode,
  formatMinor,
  INVOICE_MESSAGES,
  largestCreditNet,
  localDayAt,
  supplierById,
} from '@portico/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import * as notes from './credit-notes.repository.js';
import { auditInvoice } from './invoice-moves.js';
import { invoiceLineView, invoiceSummaries } from './invoice-view.js';
import { creditNoteTotals } from './invoice-workflow.repository.js';
import { lockInvoiceRow } from './invoices.repository.js';

/**
 * A credit note from a committed invoice (customer portal §7; admin console's credit note defaults; decisions 0085,
 * 0086): a PENDING document of kind CREDIT_NOTE for the same supplier, company, currency and tax rate, with one
 * CREDIT line of minus the net credited and its tax by the invoice rule. The credited invoice is locked while its
 * earlier credit notes are summed, so two credits at once cannot together credit more than its total.
 */
export async function raiseCreditNote(
  deps: { db: DbOrTx; now: () => Date },
  who: ChangeContext,
  invoiceId: number,
  ask: z.output<typeof creditNoteSchema>,
): Promise<{ invoice: Invoice; message: string }> {
  return inChange(deps.db, who, async ({ tx, audit }) => {
    const invoice = await lockInvoiceRow(tx, invoiceId);
    if (!invoice) throw new AppError('not_found', INVOICE_MESSAGES.notFound);
    if (invoice.kind !== 'INVOICE' || invoice.status !== 'COMMITTED')
      throw new AppError('conflict', INVOICE_MESSAGES.creditOnlyCommittedInvoice);
    const currency = invoice.currency as CurrencyCode;
    const left = creditableGross(invoice.totalCents, await creditNoteTotals(tx, invoiceId));
    const largest = largestCreditNet(left, invoice.taxRateBp, currency);
    if (largest === 0) throw new AppError('conflict', INVOICE_MESSAGES.creditNothingLeft);
    const net = ask.amount ?? largest;
    if (net > largest) throw invalid(creditTooLargeMessage(formatMinor(largest, currency)));
    const amounts = creditNoteAmounts(net, invoice.taxRateBp, currency);
    const timeZone = supplierById(invoice.supplierId)?.timeZone ?? 'UTC';
    const nominalDate = ask.nominalDate ?? localDayAt(deps.now().getTime(), timeZone);
    const note = await notes.insertCreditNote(tx, {
      supplierId: invoice.supplierId,
      companyId: invoice.companyId,
      kind: 'CREDIT_NOTE',
      status: 'PENDING',
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      currency: invoice.currency,
      exchangeRateMicros: invoice.exchangeRateMicros,
      taxRateBp: invoice.taxRateBp,
      taxWording: invoice.taxWording,
      netCents: amounts.net,
      taxCents: amounts.tax,
      totalCents: amounts.total,
      dueAmountCents: 0,
      creditedInvoiceId: invoice.id,
      nominalDate,
      glCode: ask.glCode ?? CREDIT_NOTE_DEFAULT_GL_CODE,
      notes: ask.notes ?? null,
    });
    const line = await notes.insertInvoiceLine(tx, {
      invoiceId: note.id,
      chargeType: 'CREDIT',
      description: ask.notes ?? `Credit on invoice ${invoice.invoiceNumber ?? invoice.id}`,
      firstDay: nominalDate,
      lastDay: nominalDate,
      amountCents: amounts.net,
      currency: invoice.currency,
      taxRateBp: invoice.taxRateBp,
    });
    await auditInvoice(audit, note, 'invoice.creditNote', null, {
      creditedInvoiceId: invoice.id,
      net: amounts.net,
      tax: amounts.tax,
      total: amounts.total,
      nominalDate,
      glCode: note.glCode,
    });
    const [summary] = await invoiceSummaries(tx, [note]);
    return {
      invoice: { ...summary!, lineItems: [invoiceLineView(line)] },
      message: INVOICE_MESSAGES.creditNoteCreated,
    };
  });
}
