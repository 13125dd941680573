import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { persons } from './people.js';

/** Opaque bearer tokens: only a SHA-256 of the token is stored, so a database leak does not leak sessions. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text().notNull().unique(),
    personId: integer()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    method: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ipAddress: text(),
  },
  (t) => [index('auth_tokens_person_idx').on(t.personId), index('auth_tokens_expires_idx').on(t.expiresAt)],
);

/** Failed logins per username in a rolling window, shared by every API process. */
export const loginThrottle = pgTable('login_throttle', {
  username: text().primaryKey(),
  failures: integer().notNull(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Single-use links to set a password: the welcome link of a new employee and the forgot-password link. Only a
 * SHA-256 of the token is stored; a link is dead once used, expired, or superseded by a newer one.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text().notNull().unique(),
    personId: integer()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    /** welcome or reset */
    purpose: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('password_tokens_person_idx').on(t.personId)],
);
