import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables.js';

/**
 * An order: what was asked (its kind and the hash of its body) under the caller's Idempotency-Key, and the answer
 * it was given. The key is unique per company, and the row is written in the order's own transaction, so a retry
 * — or fifty at once — finds the first answer and creates nothing (decision 0039).
 */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 5_000 }),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    idempotencyKey: text().notNull(),
    requestHash: text().notNull(),
    kind: text().notNull(),
    /** the person who placed it (staff for an admin order) */
    placedBy: integer(),
    answer: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('orders_company_key_unique').on(t.companyId, t.idempotencyKey),
    index('orders_company_idx').on(t.companyId, t.id),
  ],
);
