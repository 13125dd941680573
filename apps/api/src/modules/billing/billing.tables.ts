import { bigint, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
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
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000 }),
    serviceId: integer()
      .notNull()
      .references(() => technicalServices.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    status: text().notNull().default('PENDING'),
    setupCents: bigint({ mode: 'number' }).notNull(),
    monthlyCents: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    termMonths: integer().notNull(),
    promoCode: text(),
    promoSchedule: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('pending_billing_setups_service_unique').on(t.serviceId),
    index('pending_billing_setups_company_idx').on(t.companyId, t.status),
  ],
);
