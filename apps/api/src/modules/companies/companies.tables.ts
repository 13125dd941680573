import type {
  AccountType,
  AddressKind,
  ClientCategory,
  CompanyType,
  CreditCheckStatus,
  PartnerTier,
} from '@portico/domain';
import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { identity, generatedUid, instant, stampedAt, auditColumns, requiredRef } from '../../db/columns.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Every party that is a company: the provider (id 1), its lab (1153), its per-market supplier entities
 * (ids from the spec, e.g. 808 Australia) and customers. Fixed ids sit below the identity start.
 */
export const companies = pgTable(
  'companies',
  {
    id: identity(100_000),
    uid: generatedUid(),
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
    creditCheckedAt: instant(),
    deletedAt: instant(),
    ...auditColumns(),
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
    id: identity(),
    companyId: requiredRef(() => companies.id, { onDelete: 'cascade' }),
    kind: text().$type<AddressKind>().notNull(),
    isBilling: boolean().notNull().default(false),
    address1: text(),
    address2: text(),
    city: text(),
    state: text(),
    postcode: text(),
    country: text(),
    updatedAt: stampedAt(),
  },
  (t) => [index('company_addresses_company_idx').on(t.companyId)],
);

/** Uploaded images (the company logo), replaced on each upload. */
export const companyImages = pgTable(
  'company_images',
  {
    companyId: requiredRef(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text().notNull(),
    contentType: text().notNull(),
    data: bytea().notNull(),
    uploadedAt: stampedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.name] })],
);

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
  ...auditColumns(),
});

/**
 * The live companies' count per account type and active state, as changes to it (decision 0100): migration 0041's
 * triggers add a statement's inserted rows and the net change of an update, `companies.compactCompanyCounts` folds
 * each key's rows into one. The staff list's total is a sum of a few rows, read in the page's statement, exact at any
 * size, instead of a count of up to 10,001 rows on every full page.
 */
export const companyCountChanges = pgTable(
  'company_count_changes',
  {
    accountType: text().$type<AccountType>().notNull(),
    active: boolean().notNull(),
    shown: integer().notNull(),
  },
  (t) => [index('company_count_changes_key_idx').on(t.accountType, t.active)],
);
