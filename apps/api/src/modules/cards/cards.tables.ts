import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { identity, instant, requiredRef, stampedAt } from '../../db/columns.js';
import { companies } from '../companies/companies.tables.js';

/**
 * A card payment or registration (decision 0091): a hosted page's access code, or a charge of a registered card
 * (a token payment, a receipt-CSV row, a direct debit). It is made PENDING before the provider is asked and resolved
 * once: APPROVED records one payment transaction (its id kept here), DECLINED or ERROR keeps the reason. A payment
 * the provider has not answered stays PENDING, visible, until the pending check asks again. The access code and our
 * reference are unique, and so is a company's Idempotency-Key of a token payment.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: identity(100_000),
    companyId: requiredRef(() => companies.id),
    personId: integer(),
    supplierId: integer().notNull(),
    /** ProcessPayment, TokenRegistration (a hosted page) or TokenPayment (a registered card charged) */
    action: text().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /** the hosted page's access code (null for a token charge) */
    accessCode: text().unique(),
    /** our reference at the provider, unique: a charge is made once per reference */
    reference: text().notNull().unique(),
    /** the portal page the browser returns to */
    returnUrl: text(),
    status: text().notNull().default('PENDING'),
    providerTransactionId: text(),
    reason: text(),
    cardTransactionType: text(),
    /** the payment transaction (payments area) an approved payment recorded */
    paymentTransactionId: integer(),
    /** invoices the customer chose to pay (informational: the credit is allocated oldest first) */
    invoiceIds: integer().array(),
    /** a token payment's Idempotency-Key and the hash of what was asked */
    idempotencyKey: text(),
    requestHash: text(),
    /** the run row (receipt CSV, token payments, direct debit) that made this charge */
    runRowId: integer(),
    createdAt: stampedAt(),
    resolvedAt: instant(),
    /** when the pending check last asked the provider */
    checkedAt: instant(),
  },
  (t) => [
    check('card_payments_amount', sql`${t.amountCents} between 0 and 2147483647`),
    check('card_payments_status', sql`${t.status} in ('PENDING', 'APPROVED', 'DECLINED', 'ERROR')`),
    check('card_payments_action', sql`${t.action} in ('ProcessPayment', 'TokenRegistration', 'TokenPayment')`),
    unique('card_payments_company_key_unique').on(t.companyId, t.idempotencyKey),
    index('card_payments_company_idx').on(t.companyId, t.id),
    index('card_payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** A company's registered card (a token customer at the provider); one active card per company. */
export const registeredCards = pgTable(
  'registered_cards',
  {
    id: identity(),
    companyId: requiredRef(() => companies.id),
    tokenCustomerId: text().notNull(),
    maskedNumber: text().notNull(),
    expiry: text(),
    active: boolean().notNull().default(true),
    /** the registration that made it */
    cardPaymentId: integer().notNull().unique(),
    createdAt: stampedAt(),
  },
  (t) => [
    uniqueIndex('registered_cards_active_unique')
      .on(t.companyId)
      .where(sql`${t.active}`),
  ],
);

/** A company's direct debit with a supplier (decision 0091): on or off, the day of the month, an optional maximum. */
export const directDebitMandates = pgTable(
  'direct_debit_mandates',
  {
    id: identity(),
    companyId: requiredRef(() => companies.id),
    supplierId: integer().notNull(),
    enabled: boolean().notNull(),
    dayOfMonth: integer().notNull(),
    maxAmountCents: bigint({ mode: 'number' }),
    updatedBy: integer(),
    createdAt: stampedAt(),
    updatedAt: stampedAt(),
  },
  (t) => [
    unique('direct_debit_mandates_company_supplier_unique').on(t.companyId, t.supplierId),
    check('direct_debit_mandates_day', sql`${t.dayOfMonth} between 1 and 28`),
    check(
      'direct_debit_mandates_max',
      sql`${t.maxAmountCents} is null or ${t.maxAmountCents} between 1 and 2147483647`,
    ),
  ],
);

/**
 * A batch of card charges run as a job (decision 0091): a receipt CSV, staff's token payments, or a day's direct
 * debits. Its progress (rows done, approved, declined) moves as the job charges its rows; `omitted` keeps the CSV's
 * rows left out and why. One direct-debit run per supplier and day (`runKey`).
 */
export const cardRuns = pgTable(
  'card_runs',
  {
    id: identity(),
    kind: text().notNull(),
    supplierId: integer(),
    status: text().notNull().default('QUEUED'),
    fileName: text(),
    runKey: text().unique(),
    rowsTotal: integer().notNull().default(0),
    rowsDone: integer().notNull().default(0),
    approved: integer().notNull().default(0),
    declined: integer().notNull().default(0),
    approvedCents: bigint({ mode: 'number' }).notNull().default(0),
    omitted: jsonb()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdBy: integer(),
    createdAt: stampedAt(),
    finishedAt: instant(),
  },
  (t) => [
    check('card_runs_kind', sql`${t.kind} in ('DIRECT_DEBIT', 'TOKEN_PAYMENTS', 'RECEIPT_CSV')`),
    check('card_runs_status', sql`${t.status} in ('QUEUED', 'RUNNING', 'DONE')`),
  ],
);

/** One charge of a run, with its result. The company is as the CSV names it: one that does not exist is SKIPPED. */
export const cardRunRows = pgTable(
  'card_run_rows',
  {
    id: identity(),
    runId: requiredRef(() => cardRuns.id, { onDelete: 'cascade' }),
    line: integer(),
    companyId: integer().notNull(),
    companyName: text(),
    /** the amount to charge; with `chargeBalance`, the most to charge (0: no maximum) */
    amountCents: bigint({ mode: 'number' }).notNull(),
    /** charge the company's balance when the row is charged (token payments, direct debit), up to `amountCents` */
    chargeBalance: boolean().notNull().default(false),
    description: text(),
    status: text().notNull().default('QUEUED'),
    reason: text(),
    cardPaymentId: integer(),
  },
  (t) => [
    check('card_run_rows_amount', sql`${t.amountCents} between 0 and 2147483647`),
    index('card_run_rows_run_idx').on(t.runId, t.status, t.id),
    index('card_run_rows_company_idx').on(t.companyId, t.id),
  ],
);

/**
 * A card-provider failure (admin console §8): the registration, token payment and payment status calls do not show
 * them to the customer, so each is recorded here for staff, resolved once its payment is.
 */
export const cardFailures = pgTable(
  'card_failures',
  {
    id: identity(),
    operation: text().notNull(),
    companyId: integer(),
    cardPaymentId: integer(),
    accessCode: text(),
    message: text().notNull(),
    resolvedAt: instant(),
    createdAt: stampedAt(),
  },
  (t) => [index('card_failures_created_idx').on(t.createdAt)],
);
