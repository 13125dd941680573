import { sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, type ReferenceConfig, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The columns every area's tables repeat, each written once (the generated SQL is the same as spelled out).

/** The table's own id: an identity, starting at `startWith` when fixed rows take the ids below it. */
export function identity(startWith?: number) {
  const id = integer().primaryKey();
  return startWith === undefined ? id.generatedByDefaultAsIdentity() : id.generatedByDefaultAsIdentity({ startWith });
}

/** A uuid the database makes for each row, unique: the id a row is known by outside. */
export const generatedUid = () =>
  uuid()
    .notNull()
    .unique()
    .default(sql`gen_random_uuid()`);

/** A moment, stored with its time zone. */
export const instant = () => timestamp({ withTimezone: true });

/** A moment the database stamps when the row is made (`createdAt`, `usedAt`, …). */
export const stampedAt = () => instant().notNull().defaultNow();

/** When a row was made and when it last changed (a repository sets `updatedAt` on every change). */
export const auditColumns = () => ({ createdAt: stampedAt(), updatedAt: stampedAt() });

/** A required reference to a row of another table. */
export const requiredRef = (column: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer().notNull().references(column, actions);

/** A list of texts, empty unless given. */
export const textList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** A list of integers, empty unless given. */
export const integerList = () =>
  integer()
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

/**
 * A request made under a company's Idempotency-Key (an order, ports added to a LAG; `keyed-rows.ts`): the company
 * (`company`, its id column), the key and the hash of what was asked. The table adds the unique constraint on the
 * company and the key that makes the request happen once.
 */
export const keyedRequest = (company: () => AnyPgColumn) => ({
  companyId: requiredRef(company),
  idempotencyKey: text().notNull(),
  requestHash: text().notNull(),
});
