import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables.js';
import { identity, generatedUid, instant, stampedAt, requiredRef, textList } from '../../db/columns.js';

/** A named bundle of permissions; people get roles through their position and directly. */
export const securityRoles = pgTable('security_roles', {
  id: identity(1_000),
  name: text().notNull().unique(),
  description: text(),
  permissions: textList(),
  companyAdmin: boolean().notNull().default(false),
  agentAdmin: boolean().notNull().default(false),
  agentMarketingAdmin: boolean().notNull().default(false),
});

/** Positions are shared by every company (companyId null) or belong to one company. */
export const positions = pgTable('positions', {
  id: identity(1_000),
  companyId: integer().references(() => companies.id),
  name: text().notNull(),
});

export const positionSecurityRoles = pgTable(
  'position_security_roles',
  {
    positionId: requiredRef(() => positions.id, { onDelete: 'cascade' }),
    securityRoleId: requiredRef(() => securityRoles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.positionId, t.securityRoleId] })],
);

export const persons = pgTable(
  'persons',
  {
    id: identity(100_000),
    uid: generatedUid(),
    companyId: requiredRef(() => companies.id),
    username: text().notNull(),
    passwordHash: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    salutation: text(),
    phone: text(),
    mobile: text(),
    dateOfBirth: date({ mode: 'string' }),
    altId: text(),
    description: text(),
    positionId: integer().references(() => positions.id),
    active: boolean().notNull().default(true),
    channelManager: boolean().notNull().default(false),
    /** base32 TOTP secret; set at enrolment, trusted only once mfaEnabled is true */
    totpSecret: text(),
    /** the last TOTP time step accepted from this person: a code is taken once, and only for a later step */
    totpLastStep: bigint({ mode: 'number' }),
    mfaEnabled: boolean().notNull().default(false),
    mfaReset: boolean().notNull().default(false),
    forcePasswordReset: boolean().notNull().default(false),
    /** staff can require a person to use TOTP */
    requireTotp: boolean().notNull().default(false),
    notificationsEnabled: boolean().notNull().default(true),
    featureFlags: textList(),
    createdAt: stampedAt(),
    lastLoginAt: instant(),
  },
  (t) => [
    uniqueIndex('persons_username_lower_idx').on(sql`lower(${t.username})`),
    // The people lists' order (last name, first name, id), for everyone and within one company.
    index('persons_list_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    index('persons_company_list_idx').on(t.companyId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    // Search is `ilike '%text%'`; a match in the first or last name is a match in the full name.
    index('persons_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('persons_full_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);

export const personEmails = pgTable(
  'person_emails',
  {
    id: identity(),
    personId: requiredRef(() => persons.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    isPrimary: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('person_emails_email_lower_idx').on(sql`lower(${t.email})`),
    index('person_emails_person_idx').on(t.personId),
    index('person_emails_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

export const personSecurityRoles = pgTable(
  'person_security_roles',
  {
    personId: requiredRef(() => persons.id, { onDelete: 'cascade' }),
    securityRoleId: requiredRef(() => securityRoles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.personId, t.securityRoleId] })],
);

/** A service agent acts for the companies that virtually employ it, with the role given here. */
export const virtualEmployments = pgTable(
  'virtual_employments',
  {
    personId: requiredRef(() => persons.id, { onDelete: 'cascade' }),
    companyId: requiredRef(() => companies.id, { onDelete: 'cascade' }),
    securityRoleId: integer().references(() => securityRoles.id),
    createdAt: stampedAt(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.companyId] })],
);

/**
 * Single-use links to set a password: the welcome link of a new employee and the forgot-password link. Only a
 * SHA-256 of the token is stored; a link is dead once used, expired, or superseded by a newer one. People's, with the
 * password they set (decision 0067); auth's forms ask for and use them through the people index.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: identity(),
    tokenHash: text().notNull().unique(),
    personId: requiredRef(() => persons.id, { onDelete: 'cascade' }),
    /** welcome or reset */
    purpose: text().notNull(),
    createdAt: stampedAt(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (t) => [index('password_tokens_person_idx').on(t.personId)],
);
