import type {
  AccountType,
  AddressKind,
  ClientCategory,
  CompanyType,
  CreditCheckStatus,
  Currency,
  PartnerTier,
} from '@portico/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Every party that is a company: the provider (id 1), its lab (1153), its per-market supplier entities
 * (ids from the spec, e.g. 808 Australia) and customers. Fixed ids sit below the identity start.
 */
export const companies = pgTable(
  'companies',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    uid: uuid()
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    legalName: text().notNull(),
    tradingName: text(),
    phone: text(),
    www: text(),
    email: text(),
    description: text(),
    legalIdentifier: text(),
    accountType: text().$type<AccountType>().notNull().default('DIRECT_CUSTOMER'),
    active: boolean().notNull().default(true),
    channelPartner: boolean().notNull().default(false),
    enforceMfa: boolean().notNull().default(false),
    country: text(),
    companyType: text().$type<CompanyType>(),
    industry: text(),
    clientCategory: text().$type<ClientCategory>(),
    wholesaleAgreementDate: date({ mode: 'string' }),
    techSupportPhone: text(),
    techSupportEmail: text(),
    /** a provider employee (company 1 or 1153) who looks after the account */
    accountManagerId: integer(),
    globalPortPartner: boolean().notNull().default(false),
    partnerRegistrationDate: date({ mode: 'string' }),
    /** partner commission in basis points (2000 = 20%) */
    commissionRateBp: integer(),
    partnerTier: text().$type<PartnerTier>(),
    /** the partner or distributor above this company, for managed accounts and distributor trees */
    parentCompanyId: integer(),
    published: boolean().notNull().default(false),
    creditCheckStatus: text().$type<CreditCheckStatus>(),
    creditCheckedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order (legal name, then id) over the companies it shows: a page is read in order from the index.
    index('companies_list_idx')
      .on(t.legalName, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The same order within an account type or an active state (the list's filters), so a rare value is read
    // from its own slice of the index instead of filtering the whole list.
    index('companies_type_list_idx')
      .on(t.accountType, t.legalName, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('companies_active_list_idx')
      .on(t.active, t.legalName, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Search is `ilike '%text%'` on each of these; trigram indexes answer it without reading the table
    // (docs/decisions/0017-lists-at-scale.md).
    index('companies_legal_name_trgm_idx').using('gin', t.legalName.op('gin_trgm_ops')),
    index('companies_trading_name_trgm_idx').using('gin', t.tradingName.op('gin_trgm_ops')),
    index('companies_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('companies_parent_idx').on(t.parentCompanyId),
  ],
);

export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text().$type<AddressKind>().notNull(),
    isBilling: boolean().notNull().default(false),
    address1: text(),
    address2: text(),
    city: text(),
    state: text(),
    postcode: text(),
    country: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_addresses_company_idx').on(t.companyId)],
);

/** Uploaded images (the company logo), replaced on each upload. */
export const companyImages = pgTable(
  'company_images',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text().notNull(),
    contentType: text().notNull(),
    data: bytea().notNull(),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.name] })],
);

/**
 * A company's billing relationship with one supplier (market): who is invoiced, where, in which currency and
 * with which tax. One per company and market.
 */
export const supplies = pgTable(
  'supplies',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 10_000 }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.companyId),
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('supplies_company_supplier_idx').on(t.companyId, t.supplierId)],
);

/** A partner (channel partner or distributor) and a customer it brings. */
export const partnerRelationships = pgTable(
  'partner_relationships',
  {
    partnerId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.customerId] })],
);

/** A company a partner manages on its customers' behalf, with the partner's own reference for it. */
export const managedAccounts = pgTable(
  'managed_accounts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .unique()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountRef: text(),
    accountName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('managed_accounts_partner_idx').on(t.partnerId)],
);

/** Partner context: a partner's branding and contact details shown to the customers it manages. */
export const partnerContexts = pgTable('partner_contexts', {
  partnerId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  context: jsonb().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Account-type settings of a company: its own overrides and the defaults it gives child companies. */
export const companyConfigSettings = pgTable('company_config_settings', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** { [settingKey]: boolean | string } */
  companyOverrides: jsonb()
    .notNull()
    .default(sql`'{}'::jsonb`),
  childDefaults: jsonb()
    .notNull()
    .default(sql`'{}'::jsonb`),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

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
