import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every party that is a company: the provider (id 1), its lab (1153), its per-market supplier entities
 * (ids from the spec, e.g. 808 Australia) and customers. Fixed ids sit below the identity start.
 */
export const companies = pgTable(
  'companies',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    uid: uuid().notNull().unique().default(sql`gen_random_uuid()`),
    legalName: text().notNull(),
    tradingName: text(),
    phone: text(),
    www: text(),
    email: text(),
    description: text(),
    legalIdentifier: text(),
    accountType: text().notNull().default('DIRECT_CUSTOMER'),
    active: boolean().notNull().default(true),
    channelPartner: boolean().notNull().default(false),
    enforceMfa: boolean().notNull().default(false),
    country: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_legal_name_idx').on(t.legalName)],
);

/** A supplier is the provider's billing entity in one market; its id is the id of its company row. */
export const suppliers = pgTable('suppliers', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id),
  market: text().notNull(),
  countryCode: text().notNull(),
  wellKnownSupplier: text().notNull().unique(),
  currency: text().notNull(),
  /** basis points: 1000 = 10% */
  taxRateBp: integer().notNull(),
  identifierType: text().notNull(),
});

export const locations = pgTable('locations', {
  id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 10_000 }),
  name: text().notNull(),
  metro: text().notNull(),
  state: text(),
  countryCode: text().notNull(),
  supplierId: integer()
    .notNull()
    .references(() => suppliers.companyId),
  active: boolean().notNull().default(true),
});
