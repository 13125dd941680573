import {
  CREDIT_NOTE_NOTES_MAX,
  GL_CODE_PATTERN,
  INVOICE_ACTIONS,
  INVOICE_MESSAGES,
  INVOICE_STATUSES,
} from '@portico/domain';
import { z } from 'zod';
import { idBody, idParam, moneyAmount, wholeNumberText } from './envelope.js';

/**
 * The staff invoice workflow (customer portal §4, §7 "Invoices by status"; decisions 0085, 0086): a supplier's
 * invoices by status, 60 a page, each moved by one action; approve-all and commit-all; credit notes.
 */

/** `/secure/invoices/supplierId/{supplierId}/status/{status}`: every status can be listed. */
export const invoicesByStatusParams = z.object({ supplierId: idParam, status: z.enum(INVOICE_STATUSES) });

/** The optional consumer (a company id) and the 1-based page; the page size is the spec's 60, not asked. */
export const invoicesByStatusQuery = z.object({
  consumer: idParam.optional(),
  page: wholeNumberText({ min: 1, max: 1_000_000, name: 'page' }).default(1),
});
export type InvoicesByStatusQuery = z.input<typeof invoicesByStatusQuery>;

export const supplierInvoicesParams = z.object({ supplierId: idParam });

/** "Process invoice status": one action of the state machine. */
export const invoiceActionSchema = z.object({ action: z.enum(INVOICE_ACTIONS) });

/** Approve-all and commit-all act per supplier and optionally per consumer (customer portal §4). */
export const invoicesAllSchema = z.object({
  consumer: idBody.optional(),
});
export type InvoicesAll = z.input<typeof invoicesAllSchema>;

export const invoicesMovedSchema = z.object({ moved: z.number().int(), invoiceIds: z.array(z.number().int()) });
export type InvoicesMoved = z.infer<typeof invoicesMovedSchema>;

/**
 * A credit note from a committed invoice (admin console: credit note defaults nominalDate, glCode): `amount` is the
 * net credited in minor units of the invoice's currency (tax follows at the invoice's rate), by default all that
 * may still be credited; `nominalDate` by default the supplier's local today; `glCode` by default 4000.
 */
export const creditNoteSchema = z.object({
  amount: moneyAmount({ invalid: INVOICE_MESSAGES.creditAmountInvalid })
    .refine((v) => v > 0, INVOICE_MESSAGES.creditAmountInvalid)
    .optional(),
  nominalDate: z.iso.date().optional(),
  glCode: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || GL_CODE_PATTERN.test(v), INVOICE_MESSAGES.glCodeInvalid),
  notes: z
    .string()
    .trim()
    .max(CREDIT_NOTE_NOTES_MAX, INVOICE_MESSAGES.notesTooLong)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type CreditNoteRequest = z.input<typeof creditNoteSchema>;
