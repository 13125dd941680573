import {
  CURRENCIES,
  PAID_CARD_TRANSACTION_TYPES,
  PAYMENT_BANKS,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  TRANSACTION_TYPES,
  consumerCompanyId,
  parseAmountToCents,
} from '@portico/domain';
import { z } from 'zod';
import { idBody, idParam, pageQuerySchema, pageSchema, wholeNumberText } from './envelope.js';

/**
 * Payments, receipting and allocation (customer portal §3, §5, §8; decision 0090). Amounts are signed minor units
 * of the transaction's currency: a CREDIT (money received) positive, a DEBIT negative. Days are ISO yyyy-mm-dd.
 */

const isoDate = z.iso.date({ error: 'Please enter a valid date (yyyy-mm-dd).' });

/** An amount as typed (§5): digits with up to two decimals and optional thousands commas, at most 2147483647 cents. */
const typedAmount = z
  .string({ error: PAYMENT_MESSAGES.invalidAmount })
  .trim()
  .refine((v) => {
    const cents = parseAmountToCents(v);
    return cents !== null && cents > 0;
  }, PAYMENT_MESSAGES.invalidAmount);

/** The staff receipting form (§3 transaction; §5 admin receipt). */
export const receiptSchema = z
  .object({
    transactionDate: isoDate,
    receiptDate: isoDate,
    /** 'Company name - {companyId}' */
    consumerName: z
      .string({ error: PAYMENT_MESSAGES.consumerName })
      .trim()
      .max(300)
      .refine((v) => consumerCompanyId(v) !== null, PAYMENT_MESSAGES.consumerName),
    amount: typedAmount,
    notes: z.string().trim().max(1_000).optional(),
    paymentMethod: z.enum(PAYMENT_METHODS).default('EFT'),
    bank: z.enum(PAYMENT_BANKS).nullable().optional(),
    supplierId: idBody.nullable().optional(),
    transactionType: z.enum(TRANSACTION_TYPES).default('CREDIT'),
    currency: z.enum(CURRENCIES),
    /** the bank's reference, when staff have it: the same reference is receipted once */
    transactionId: z.string().trim().min(1).max(100).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.supplierId === null || v.supplierId === undefined)
      ctx.addIssue({ code: 'custom', path: ['supplierId'], message: PAYMENT_MESSAGES.chooseSupplier });
    if (v.receiptDate < v.transactionDate)
      ctx.addIssue({ code: 'custom', path: ['receiptDate'], message: PAYMENT_MESSAGES.receiptDateBeforeTransaction });
  });
export type ReceiptInput = z.infer<typeof receiptSchema>;

/** One invoice's share of an allocation, in the transaction's signed minor units. */
export const allocationItemSchema = z.object({
  invoiceId: idBody,
  amountCents: z.number().int().min(-2_147_483_647).max(2_147_483_647),
  description: z.string().trim().max(300).optional(),
});

export const allocateSchema = z.object({
  allocations: z.array(allocationItemSchema).max(500),
});

export const receiptAndAllocateSchema = z.object({
  receipt: receiptSchema,
  allocations: z.array(allocationItemSchema).min(1, PAYMENT_MESSAGES.unexpected).max(500),
});

export const autoAllocateSchema = z.object({
  companyId: idBody.nullable().optional(),
  supplierId: idBody.optional(),
});

export const transactionParams = z.object({ transactionId: idParam });
export const allocationParams = z.object({ allocationId: idParam });
export const paymentSupplierParams = z.object({ supplierId: idParam });
export const balanceParams = z.object({ companyId: idParam, supplierId: idParam });
export const paymentCompanyParams = z.object({ companyId: idParam });

/** A payment transaction with every field of the spec (§3). */
export const transactionSchema = z.object({
  transactionId: z.number().int(),
  transactionDate: z.string(),
  receiptDate: z.string(),
  consumerId: z.number().int(),
  consumerName: z.string(),
  amount: z.number().int(),
  notes: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  cardTransactionType: z.enum(PAID_CARD_TRANSACTION_TYPES).nullable(),
  bank: z.string().nullable(),
  supplierId: z.number().int(),
  transactionType: z.enum(TRANSACTION_TYPES),
  receipterId: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  allocatableAmount: z.number().int(),
  /** the bank's or card provider's reference */
  externalId: z.string().nullable(),
  removed: z.boolean(),
  createdAt: z.string(),
});
export type PaymentTransaction = z.infer<typeof transactionSchema>;

/** An allocation (§3: credit, debit, currency, amount, description). */
export const allocationSchema = z.object({
  allocationId: z.number().int(),
  /** the transaction the money comes from */
  credit: z.number().int(),
  /** the invoice it pays */
  debit: z.number().int(),
  invoiceNumber: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  amount: z.number().int(),
  description: z.string().nullable(),
  allocatedAt: z.string(),
  reversedAt: z.string().nullable(),
});
export type PaymentAllocation = z.infer<typeof allocationSchema>;

export const transactionDetailSchema = transactionSchema.extend({ allocations: z.array(allocationSchema) });
export type PaymentTransactionDetail = z.infer<typeof transactionDetailSchema>;

export const transactionPageSchema = pageSchema(transactionSchema);
export const allocationPageSchema = pageSchema(allocationSchema);

export const PAYMENT_LIST_STATES = ['all', 'open', 'allocated', 'removed'] as const;

export const transactionsQuerySchema = pageQuerySchema.extend({
  companyId: wholeNumberText({ min: 1, max: 2_147_483_647, name: 'companyId' }).optional(),
  state: z.enum(PAYMENT_LIST_STATES).default('all'),
});

/** An invoice a payment may be allocated to: committed, with something due (or, for a debit, something paid). */
export const openInvoiceSchema = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  total: z.number().int(),
  dueAmount: z.number().int(),
});
export type OpenInvoiceRow = z.infer<typeof openInvoiceSchema>;

export const openInvoicesQuerySchema = z.object({
  companyId: wholeNumberText({ min: 1, max: 2_147_483_647, name: 'companyId' }),
  supplierId: wholeNumberText({ min: 1, max: 2_147_483_647, name: 'supplierId' }).optional(),
});

export const allocationResultSchema = z.object({
  transaction: transactionDetailSchema,
  allocations: z.number().int(),
  allocatedCents: z.number().int(),
});

export const autoAllocateResultSchema = z.object({
  companyId: z.number().int(),
  allocations: z.number().int(),
  allocatedCents: z.number().int(),
});

/** What a company owes a supplier (admin console: GET /v2/company/{id}/balance/supplierId/{supplierId}). */
export const balanceSchema = z.object({
  companyId: z.number().int(),
  supplierId: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** owed: open invoices' due less unallocated credit (negative: in credit) */
  balance: z.number().int(),
  openInvoices: z.number().int(),
  openInvoiceCount: z.number().int(),
  unallocated: z.number().int(),
  overdue: z.number().int(),
});
export type CompanyBalance = z.infer<typeof balanceSchema>;

export const balancesSchema = z.array(balanceSchema);

/** A statement's line: an invoice, a credit note or a payment, with the running balance. */
export const statementLineSchema = z.object({
  date: z.string(),
  kind: z.enum(['INVOICE', 'CREDIT_NOTE', 'PAYMENT', 'DEBIT']),
  reference: z.string().nullable(),
  description: z.string(),
  currency: z.enum(CURRENCIES),
  /** raises the balance (an invoice) */
  debit: z.number().int(),
  /** lowers it (a payment, a credit note) */
  credit: z.number().int(),
  balance: z.number().int(),
});

export const statementQuerySchema = z.object({
  supplierId: wholeNumberText({ min: 1, max: 2_147_483_647, name: 'supplierId' }),
  companyId: wholeNumberText({ min: 1, max: 2_147_483_647, name: 'companyId' }),
  /** the first day shown (a year back when not given); what came before is the opening balance */
  from: isoDate.optional(),
  format: z.enum(['json', 'csv']).default('json'),
});

export const statementSchema = z.object({
  companyId: z.number().int(),
  supplierId: z.number().int(),
  currency: z.enum(CURRENCIES),
  openingBalance: z.number().int(),
  closingBalance: z.number().int(),
  lines: z.array(statementLineSchema),
});
export type Statement = z.infer<typeof statementSchema>;
