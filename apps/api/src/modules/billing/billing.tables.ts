import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, identity, instant, requiredRef, stampedAt } from '../../db/columns.js';
import { companies } from '../companies/companies.tables.js';
import { technicalServices } from '../services/services.tables.js';

/**
 * A billable (customer portal §3, §4; decision 0081): what billing charges for a service — the set-up each order
 * creates, or staff's own — created NOT_ACTIVATED and activated as its own step with an optional date. Its billing
 * status is the domain's state machine; a service has at most one billable that is not KILLED or COMPLETED (a
 * partial unique index), so a killed service may be set up again. The supplier is the market of the service's
 * location, whose bill runs bill it. Amounts in minor units of `currency`; the promo's schedule (months and
 * discount) as the quote showed it (decision 0038). The monthly price in force over time is the service's
 * (`service_prices`, decision 0079); `monthlyCents` is the price it was set up at.
 */
export const billables = pgTable(
  'billables',
  {
    id: identity(1_000),
    serviceId: requiredRef(() => technicalServices.id, { onDelete: 'cascade' }),
    companyId: requiredRef(() => companies.id),
    supplierId: integer(),
    billingStatus: text().notNull().default('NOT_ACTIVATED'),
    bundleName: text(),
    billableName: text(),
    setupCents: bigint({ mode: 'number' }).notNull(),
    monthlyCents: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    termMonths: integer().notNull(),
    autoRenewTermMonths: integer(),
    promoCode: text(),
    promoSchedule: jsonb(),
    /** the day billing starts from, as set up (staff's startDate); null: the service's contract start */
    startDate: date(),
    /** the day it was activated from */
    activatedOn: date(),
    killedAt: instant(),
    /** billed in arrears (decision 0084): at the price book's rate, or at `postpaidBaseRateCents` when given */
    postpaid: boolean().notNull().default(false),
    postpaidBaseRateCents: bigint({ mode: 'number' }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('billables_service_open_unique')
      .on(t.serviceId)
      .where(sql`billing_status not in ('KILLED', 'COMPLETED')`),
    index('billables_company_idx').on(t.companyId, t.billingStatus),
    index('billables_status_idx').on(t.billingStatus, t.createdAt),
    index('billables_supplier_idx').on(t.supplierId, t.billingStatus, t.createdAt),
  ],
);

/**
 * A bill run (decision 0085): one supplier's run over one period (the supplier's local month holding the run's
 * timestamp), optionally for one company, queued as a background job that splits its companies into chunks which
 * several workers share. `chunksDone` of `chunksTotal` is its progress; `summary` what it made. An un-cancel after
 * a COMPLETED run is charged the days it billed as cancelled (decision 0049).
 */
export const billRuns = pgTable(
  'bill_runs',
  {
    id: identity(100),
    supplierId: integer(),
    /** one company's run; null: every company of the supplier */
    companyId: integer(),
    /** the timestamp (epoch ms) the run was asked for */
    requestedFor: bigint({ mode: 'number' }),
    periodStart: date().notNull(),
    periodEnd: date().notNull(),
    /** QUEUED, RUNNING, COMPLETED, FAILED */
    status: text().notNull().default('COMPLETED'),
    chunksTotal: integer().notNull().default(0),
    chunksDone: integer().notNull().default(0),
    /** { invoices, lines, billables, totals: { [currency]: cents } }, summed as chunks finish */
    summary: jsonb()
      .notNull()
      .default(sql`'{}'::jsonb`),
    requestedBy: integer(),
    error: text(),
    ranAt: stampedAt(),
    completedAt: instant(),
  },
  (t) => [
    index('bill_runs_ran_at_idx').on(t.ranAt),
    index('bill_runs_supplier_idx').on(t.supplierId, t.id),
    // one run of a supplier, period and company (or all its companies) at a time: asking again answers that one
    uniqueIndex('bill_runs_active_unique')
      .on(t.supplierId, t.periodStart, sql`coalesce(company_id, 0)`)
      .where(sql`status in ('QUEUED', 'RUNNING')`),
  ],
);

/**
 * An invoice or a credit note (customer portal §3, §4; decision 0085). A bill run adds its lines to the one PENDING
 * invoice of a company, supplier and period (a partial unique index), in the supply's currency, with the exchange
 * rate it used. Its number is given when it is committed, from its supplier's counter (`invoice_numbers`), so the
 * numbers a customer sees have no gaps; a committed invoice never changes but for its due amount (payments).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: identity(100_000),
    supplierId: integer().notNull(),
    companyId: requiredRef(() => companies.id),
    /** INVOICE or CREDIT_NOTE */
    kind: text().notNull().default('INVOICE'),
    status: text().notNull().default('PENDING'),
    billRunId: integer().references(() => billRuns.id),
    periodStart: date().notNull(),
    periodEnd: date().notNull(),
    currency: text().notNull(),
    /** the rate of `currency` to the base currency used, in millionths (1 when the base itself) */
    exchangeRateMicros: bigint({ mode: 'number' }).notNull(),
    taxRateBp: integer().notNull(),
    taxWording: text().notNull(),
    netCents: bigint({ mode: 'number' }).notNull().default(0),
    taxCents: bigint({ mode: 'number' }).notNull().default(0),
    totalCents: bigint({ mode: 'number' }).notNull().default(0),
    dueAmountCents: bigint({ mode: 'number' }).notNull().default(0),
    /** given on commit: the supplier's next number of its kind */
    invoiceNumber: text(),
    numberSeq: integer(),
    invoiceDate: date(),
    dueDate: date(),
    /** a credit note's invoice */
    creditedInvoiceId: integer(),
    nominalDate: date(),
    glCode: text(),
    notes: text(),
    committedAt: instant(),
    notifiedAt: instant(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('invoices_pending_unique')
      .on(t.companyId, t.supplierId, t.periodStart)
      .where(sql`kind = 'INVOICE' and status = 'PENDING'`),
    uniqueIndex('invoices_number_unique').on(t.supplierId, t.kind, t.numberSeq),
    index('invoices_status_idx').on(t.supplierId, t.status, t.id),
    index('invoices_company_idx').on(t.companyId, t.invoiceDate),
    index('invoices_bill_run_idx').on(t.billRunId),
    index('invoices_credited_idx').on(t.creditedInvoiceId),
    // payments lower the due amount and unallocating raises it again: never below nothing, never above the total
    // (decision 0090), whatever sequence of allocations runs at once
    check(
      'invoices_due_within_total',
      sql`${t.dueAmountCents} between least(0, ${t.totalCents}) and greatest(0, ${t.totalCents})`,
    ),
    index('invoices_open_idx')
      .on(t.companyId, t.supplierId, t.invoiceDate, t.id)
      .where(sql`kind = 'INVOICE' and status = 'COMMITTED' and due_amount_cents <> 0`),
  ],
);

/**
 * An invoice's lines (customer portal §3): what a billable, one of its charges or a dated billing event costs over
 * some days, in the invoice's currency (converted at the invoice's rate from `originalCurrency` when the billable's
 * differs). `chargeType`: MONTHLY, SETUP, ONCE_OFF, RECURRING, DISCOUNT, POST_PAID_RATE, UN_CANCEL_PRORATA, CREDIT.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: identity(1_000_000),
    invoiceId: requiredRef(() => invoices.id, { onDelete: 'cascade' }),
    billableId: integer(),
    serviceId: integer(),
    chargeId: integer(),
    billingEventId: integer(),
    chargeType: text().notNull(),
    description: text().notNull(),
    firstDay: date(),
    lastDay: date(),
    days: integer(),
    periodDays: integer(),
    /** the monthly price these days were charged at, in `originalCurrency` */
    unitCents: bigint({ mode: 'number' }),
    originalCurrency: text(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    taxRateBp: integer().notNull(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.id),
    index('invoice_lines_billable_idx').on(t.billableId),
  ],
);

/**
 * Each billable × period billed once (decision 0085): the primary key, not a check in code, refuses a second, so a
 * re-run or a resumed run adds nothing. Rejecting an invoice deletes its rows, so the next run bills them again.
 */
export const billedPeriods = pgTable(
  'billed_periods',
  {
    billableId: integer().notNull(),
    periodStart: date().notNull(),
    invoiceId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.billableId, t.periodStart] }), index('billed_periods_invoice_idx').on(t.invoiceId)],
);

/** Each dated billing event with an amount (an un-cancel's pro-rated charge) billed once, as `billed_periods`. */
export const billedEvents = pgTable(
  'billed_events',
  {
    billingEventId: integer().primaryKey(),
    invoiceId: integer().notNull(),
  },
  (t) => [index('billed_events_invoice_idx').on(t.invoiceId)],
);

/** A supplier's last number of each kind of document: committing takes the next under the row's lock, gapless. */
export const invoiceNumbers = pgTable(
  'invoice_numbers',
  {
    supplierId: integer().notNull(),
    kind: text().notNull(),
    lastNumber: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.kind] })],
);

/**
 * A billable's charges (customer portal §3 "Charge"; decision 0082): what the bill run charges beside the service's
 * price — once-off on its nominal day, recurring from its start to its optional end, a discount — each active until
 * deactivated (a deactivated charge is kept, as the bills that charged it are). `charge` is minor units of the
 * billable's currency, or basis points for a percentage discount.
 */
export const billableCharges = pgTable(
  'billable_charges',
  {
    id: identity(1_000),
    billableId: requiredRef(() => billables.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    chargeType: text().notNull(),
    charge: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    start: date().notNull(),
    end: date(),
    nominalChargeDate: date(),
    active: boolean().notNull().default(true),
    excludeDiscount: boolean().notNull().default(false),
    ...auditColumns(),
  },
  (t) => [index('billable_charges_billable_idx').on(t.billableId, t.id)],
);

/**
 * A company's test clock (decision 0089; beyond the spec): the moment billing takes as now for that company — its
 * bill runs' month rule and its next-invoice estimate — so that a year of bill runs can be simulated in a test or a
 * demo. Staff only, in demo mode only: a production configuration neither serves nor reads it.
 */
export const companyTestClocks = pgTable('company_test_clocks', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  now: instant().notNull(),
  setBy: integer(),
  ...auditColumns(),
});
