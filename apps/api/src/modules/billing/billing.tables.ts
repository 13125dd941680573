import { bigint, date, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { identity, requiredRef, stampedAt } from '../../db/columns.js';
import { companies } from '../companies/companies.tables.js';
import { technicalServices } from '../services/services.tables.js';

/**
 * The billing set-up of a service, made with its order and left PENDING (customer portal §4: created but not
 * activated; activation, with an optional date, is billing's own step). One per service. Amounts in minor units of
 * `currency`; the promo's schedule (months and discount) as the quote showed it (decision 0038).
 */
export const pendingBillingSetups = pgTable(
  'pending_billing_setups',
  {
    id: identity(1_000),
    serviceId: requiredRef(() => technicalServices.id, { onDelete: 'cascade' }),
    companyId: requiredRef(() => companies.id),
    status: text().notNull().default('PENDING'),
    setupCents: bigint({ mode: 'number' }).notNull(),
    monthlyCents: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    termMonths: integer().notNull(),
    promoCode: text(),
    promoSchedule: jsonb(),
    createdAt: stampedAt(),
  },
  (t) => [
    unique('pending_billing_setups_service_unique').on(t.serviceId),
    index('pending_billing_setups_company_idx').on(t.companyId, t.status),
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
