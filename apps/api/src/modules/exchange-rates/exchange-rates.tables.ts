import type { Currency } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { persons } from '../people/people.tables.js';
import { identity, stampedAt } from '../../db/columns.js';

/**
 * A dated exchange rate: how many millionths of `currency` one unit of the base currency buys (decision 0020), so
 * no rate is ever a floating-point number. One rate per currency and day.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: identity(),
    currency: text().$type<Currency>().notNull(),
    rateMicros: bigint({ mode: 'number' }).notNull(),
    effectiveDate: date({ mode: 'string' }).notNull(),
    createdAt: stampedAt(),
    createdBy: integer().references(() => persons.id),
  },
  (t) => [unique().on(t.currency, t.effectiveDate), check('exchange_rates_positive', sql`${t.rateMicros} > 0`)],
);
