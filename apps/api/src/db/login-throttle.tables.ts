import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, stampedAt } from './columns.js';

/**
 * Failed attempts to prove who someone is, shared by every API process (docs/decisions/0016-login-throttling.md).
 * The platform's (decision 0067): the login throttle of auth counts here, and so do the other guards against guessing
 * (`http/failure-counter.ts`: promo codes, taken addresses), each under a key prefix of its own.
 * One row per account and source address counts towards that address's hard limit; the row with source '*' counts
 * the account's failures from every address, which slow further attempts down but never lock the account.
 * A run of failures ends after a quiet window; lastSuccessAt marks an address the account has logged in from.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    /** the account: `login:<lower-cased username>`, or `reauth:<personId>` for a logged-in person */
    username: text().notNull(),
    source: text().notNull().default('*'),
    failures: integer().notNull(),
    windowStart: instant().notNull(),
    lastFailureAt: stampedAt(),
    lastSuccessAt: instant(),
  },
  (t) => [
    primaryKey({ columns: [t.username, t.source] }),
    index('login_throttle_last_failure_idx').on(t.lastFailureAt),
  ],
);
