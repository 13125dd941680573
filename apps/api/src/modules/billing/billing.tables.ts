import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
 * A bill run: the billing area's monthly run over a period. Only its period and when it ran are read so far (an
 * un-cancel after a run charges the days it billed as cancelled, pro rata); the billing issue fills the rest.
 */
export const billRuns = pgTable(
  'bill_runs',
  {
    id: identity(100),
    periodStart: date().notNull(),
    periodEnd: date().notNull(),
    status: text().notNull().default('COMPLETED'),
    ranAt: stampedAt(),
  },
  (t) => [index('bill_runs_ran_at_idx').on(t.ranAt)],
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
