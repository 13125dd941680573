import type { Currency } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables.js';
import { identity, auditColumns, requiredRef } from '../../db/columns.js';

/**
 * A company's billing relationship with one supplier (market): who is invoiced, where, in which currency and
 * with which tax. One per company and market.
 */
export const supplies = pgTable(
  'supplies',
  {
    id: identity(10_000),
    companyId: requiredRef(() => companies.id, { onDelete: 'cascade' }),
    supplierId: requiredRef(() => suppliers.companyId),
    companyLegalName: text().notNull(),
    companyLegalIdentifier: text(),
    companyLegalIdentifierType: text(),
    companyTradingName: text(),
    web: text(),
    billingContactName: text(),
    billingContactEmail: text(),
    billingContactPhone: text(),
    address1: text(),
    address2: text(),
    city: text(),
    state: text(),
    country: text(),
    postcode: text(),
    spendingLimitCents: integer(),
    attachInvoiceToEmail: boolean().notNull().default(true),
    notifyZeroInvoice: boolean().notNull().default(false),
    paymentTermInDays: integer().notNull().default(30),
    taxNumber: text(),
    taxRateBp: integer().notNull(),
    currency: text().$type<Currency>().notNull(),
    /** [{ question, response }] */
    financeOnboarding: jsonb()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Mexico: companyTypeMexico, taxRegimeCodeMexico, satPurposeMexico, rfcMexico */
    countrySpecificTaxFields: jsonb(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('supplies_company_supplier_idx').on(t.companyId, t.supplierId)],
);

/** A supplier is the provider's billing entity in one market; its id is the id of its company row. */
export const suppliers = pgTable('suppliers', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id),
  market: text().notNull(),
  countryCode: text().notNull(),
  wellKnownSupplier: text().notNull().unique(),
  currency: text().$type<Currency>().notNull(),
  /** basis points: 1000 = 10% */
  taxRateBp: integer().notNull(),
  identifierType: text().notNull(),
});
