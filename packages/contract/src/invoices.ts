import { CURRENCIES, INVOICE_STATUSES } from '@portico/domain';
import { z } from 'zod';
import { idParam, pageSchema } from './envelope.js';

/**
 * Invoices and credit notes (customer portal §3 "Invoice", §4; decision 0085), as staff and customers read them.
 * Amounts are minor units of the invoice's currency; days are the supplier's local days (ISO yyyy-mm-dd).
 */

const isoDate = z.iso.date();

export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** What a line charges for (customer portal §3 "chargeType"; decision 0085). */
export const INVOICE_LINE_CHARGE_TYPES = [
  'MONTHLY',
  'SETUP',
  'ONCE_OFF',
  'RECURRING',
  'DISCOUNT',
  'POST_PAID_RATE',
  'UN_CANCEL_PRORATA',
  'CREDIT',
] as const;

export const invoiceLineSchema = z.object({
  lineItemId: z.number().int(),
  billableId: z.number().int().nullable(),
  serviceId: z.number().int().nullable(),
  chargeId: z.number().int().nullable(),
  chargeType: z.enum(INVOICE_LINE_CHARGE_TYPES),
  description: z.string(),
  /** the days charged, both included, and the period's days they were counted against */
  firstDay: isoDate.nullable(),
  lastDay: isoDate.nullable(),
  days: z.number().int().nullable(),
  periodDays: z.number().int().nullable(),
  /** the monthly price charged, in `originalCurrency` (the billable's) */
  unit: z.number().int().nullable(),
  originalCurrency: z.enum(CURRENCIES).nullable(),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  taxRateBp: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** An invoice's head: what lists show. */
export const invoiceSummarySchema = z.object({
  invoiceId: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  /** given when committed */
  invoiceNumber: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  supplierId: z.number().int(),
  billRunId: z.number().int().nullable(),
  periodStart: isoDate,
  periodEnd: isoDate,
  invoiceDate: isoDate.nullable(),
  dueDate: isoDate.nullable(),
  currency: z.enum(CURRENCIES),
  /** the invoice currency's rate to the base currency used, in millionths */
  exchangeRateMicros: z.number().int(),
  taxWording: z.string(),
  net: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  dueAmount: z.number().int(),
  /** a credit note's invoice */
  creditedInvoiceId: z.number().int().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceSchema = invoiceSummarySchema.extend({ lineItems: z.array(invoiceLineSchema) });
export type Invoice = z.infer<typeof invoiceSchema>;

/** An invoice's id in a path: staff's and customers' calls on one invoice. */
export const invoiceParams = z.object({ invoiceId: idParam });

/** A page of invoice heads: staff's lists by status and customers' search. */
export const invoicePageSchema = pageSchema(invoiceSummarySchema);
export type InvoicePage = z.infer<typeof invoicePageSchema>;
