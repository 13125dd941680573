import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, identity, instant, keyedRequest, requiredRef, stampedAt } from '../../db/columns.js';
import { invoices } from '../billing/billing.tables.js';
import { companies } from '../companies/companies.tables.js';

/**
 * A payment transaction (customer portal §3; decision 0090): money a company paid a supplier (a CREDIT, positive) or
 * money paid back to it (a DEBIT, negative), receipted by staff or recorded from the card provider. What is left to
 * allocate (`allocatable_cents`) keeps the amount's sign and never passes zero or the amount: the database's checks
 * hold that, so no allocation can spend more than the payment, however many ask at once. A provider's transaction
 * is recorded once: (payment method, external id) is unique.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: identity(500_000),
    supplierId: integer().notNull(),
    /** the consumer: the company that paid */
    companyId: requiredRef(() => companies.id),
    consumerName: text().notNull(),
    transactionType: text().notNull(),
    paymentMethod: text().notNull().default('EFT'),
    cardTransactionType: text(),
    bank: text(),
    currency: text().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    allocatableCents: bigint({ mode: 'number' }).notNull(),
    transactionDate: date().notNull(),
    receiptDate: date().notNull(),
    notes: text(),
    /** the person who receipted it (null when the card provider did) */
    receipterId: integer(),
    /** the bank's or card provider's reference */
    externalId: text(),
    /** set when staff remove it (only when nothing is allocated) */
    removedAt: instant(),
    removedBy: integer(),
    ...auditColumns(),
  },
  (t) => [
    check('payment_transactions_type', sql`${t.transactionType} in ('CREDIT', 'DEBIT')`),
    check(
      'payment_transactions_amount',
      sql`(${t.transactionType} = 'CREDIT' and ${t.amountCents} > 0 and ${t.allocatableCents} between 0 and ${t.amountCents})
        or (${t.transactionType} = 'DEBIT' and ${t.amountCents} < 0 and ${t.allocatableCents} between ${t.amountCents} and 0)`,
    ),
    check('payment_transactions_limit', sql`abs(${t.amountCents}) <= 2147483647`),
    uniqueIndex('payment_transactions_external_unique')
      .on(t.paymentMethod, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('payment_transactions_supplier_idx').on(t.supplierId, t.id),
    index('payment_transactions_company_idx').on(t.companyId, t.transactionDate),
    index('payment_transactions_open_idx')
      .on(t.companyId, t.supplierId, t.transactionDate, t.id)
      .where(sql`${t.allocatableCents} <> 0 and ${t.removedAt} is null`),
  ],
);

/**
 * An allocation (customer portal §3: credit, debit, currency, amount, description): a share of a transaction paying
 * (or, for a debit, re-opening) a committed invoice. `amount_cents` has the transaction's sign; the invoice's due
 * amount falls by it in the same transaction. Unallocating keeps the row, marked reversed, for the books: one live
 * allocation per transaction and invoice.
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: identity(700_000),
    transactionId: requiredRef(() => paymentTransactions.id),
    invoiceId: requiredRef(() => invoices.id),
    companyId: integer().notNull(),
    currency: text().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    description: text(),
    allocatedBy: integer(),
    reversedAt: instant(),
    reversedBy: integer(),
    ...auditColumns(),
  },
  (t) => [
    check('payment_allocations_amount', sql`${t.amountCents} <> 0`),
    uniqueIndex('payment_allocations_live_unique')
      .on(t.transactionId, t.invoiceId)
      .where(sql`${t.reversedAt} is null`),
    index('payment_allocations_invoice_idx').on(t.invoiceId),
    index('payment_allocations_company_idx').on(t.companyId, t.id),
  ],
);

/**
 * Money-moving requests under the caller's Idempotency-Key (decisions 0039, 0090): a receipt, a receipt and
 * allocation, an allocation. Unique per (company, key): the same request sent again, or a hundred at once, answers
 * the first one's transaction.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: identity(),
    ...keyedRequest(() => companies.id),
    kind: text().notNull(),
    transactionId: integer(),
    createdAt: stampedAt(),
  },
  (t) => [unique('payment_requests_company_key_unique').on(t.companyId, t.idempotencyKey)],
);
