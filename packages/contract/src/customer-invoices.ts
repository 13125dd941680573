import { INVOICE_PAGE_SIZE, invoiceSearchProblem } from '@portico/domain';
import { z } from 'zod';
import { epochMsText, idParam, pageQuerySchema } from './envelope.js';
import { invoiceLineSchema } from './invoices.js';

/**
 * Customers' invoices (customer portal §2 `/customerPayments`, `/customerInvoice/{invoiceId}`, §3 "Invoice", §5
 * "Invoice search"; decision 0087): a company's committed invoices and credit notes found by invoice date, one
 * invoice with its lines and its PDF, and staff's notify-all of a supplier's committed invoices.
 */

export const invoiceCompanyParams = z.object({ companyId: idParam });
export const invoiceSupplierParams = z.object({ supplierId: idParam });

/**
 * `GET /secure/invoices/company/{companyId}` (customer portal §7 "find invoices: company, unpaid only, from and to as
 * epoch milliseconds"): both dates required, from not after to, in the spec's words (the domain's
 * `invoiceSearchProblem`). `format=csv` exports every invoice the search finds.
 */
export const invoiceSearchQuerySchema = pageQuerySchema
  .extend({
    pageSize: pageQuerySchema.shape.pageSize.unwrap().default(INVOICE_PAGE_SIZE),
    unpaidOnly: z
      .enum(['true', 'false'], { error: 'unpaidOnly is true or false' })
      .optional()
      .transform((v) => v === 'true'),
    from: epochMsText('From date').optional(),
    to: epochMsText('To date').optional(),
  })
  .superRefine((query, ctx) => {
    const problem = invoiceSearchProblem(query.from, query.to);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [] });
  });
export type InvoiceSearchQuery = z.input<typeof invoiceSearchQuerySchema>;

/** A line with its invoice, as the lines export writes it. */
export const invoiceLineRowSchema = invoiceLineSchema.extend({
  invoiceId: z.number().int(),
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.iso.date().nullable(),
});
export type InvoiceLineRow = z.infer<typeof invoiceLineRowSchema>;

/** Notify all (customer portal §7): how many invoice mails were queued; each invoice is mailed once. */
export const notifyAllResultSchema = z.object({ queued: z.number().int() });
export type NotifyAllResult = z.infer<typeof notifyAllResultSchema>;
