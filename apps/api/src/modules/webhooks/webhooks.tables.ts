import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, generatedUid, identity, instant, stampedAt, textList } from '../../db/columns.js';

/**
 * A company's webhook: where its events are POSTed and which keys it receives (decision 0093). The company is a
 * plain integer, no foreign key: webhooks stand below companies so that every area can emit (as the audit log does).
 * The secret is kept as given, not hashed: the server signs every delivery with it (HMAC needs the key itself); it
 * is shown to the company once, when the webhook is made, and never listed.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: identity(),
    companyId: integer().notNull(),
    url: text().notNull(),
    description: text().notNull().default(''),
    eventKeys: textList(),
    secret: text().notNull(),
    active: boolean().notNull().default(true),
    createdByPersonId: integer(),
    ...auditColumns(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);

/**
 * The outbox: one row per event a company's data gave, written in the transaction of the change that gave it, so an
 * event exists exactly when its change committed. `uid` is the id receivers see, the same on every attempt.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    uid: generatedUid(),
    companyId: integer().notNull(),
    key: text().notNull(),
    payload: jsonb().notNull(),
    createdAt: stampedAt(),
  },
  (t) => [index('webhook_events_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * One event to one webhook: PENDING until the receiver answers 2xx (DELIVERED) or its attempts run out (FAILED).
 * `nextAttemptAt` is when the sweeper next sends it; a running attempt pushes it a lease ahead, so a dead run's
 * delivery is picked up again and a live one is not sent twice at once.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    eventId: bigint({ mode: 'number' })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    companyId: integer().notNull(),
    status: text().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    lastHttpStatus: integer(),
    lastError: text(),
    nextAttemptAt: instant(),
    deliveredAt: instant(),
    ...auditColumns(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_event_idx').on(t.eventId),
    index('webhook_deliveries_company_idx').on(t.companyId),
  ],
);

/** Each attempt of a delivery, as the log shows it: when, the receiver's status or what went wrong, how long. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    deliveryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer().notNull(),
    at: instant().notNull(),
    httpStatus: integer(),
    error: text(),
    durationMs: integer().notNull(),
  },
  (t) => [uniqueIndex('webhook_attempts_once').on(t.deliveryId, t.attempt)],
);
