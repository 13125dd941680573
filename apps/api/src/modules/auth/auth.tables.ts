import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables.js';
import { persons } from '../people/people.tables.js';
import { identity, instant, stampedAt, requiredRef, textList } from '../../db/columns.js';

/** Opaque bearer tokens: only a SHA-256 of the token is stored, so a database leak does not leak sessions. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: identity(),
    tokenHash: text().notNull().unique(),
    personId: requiredRef(() => persons.id, { onDelete: 'cascade' }),
    method: text().notNull(),
    createdAt: stampedAt(),
    expiresAt: instant().notNull(),
    revokedAt: instant(),
    userAgent: text(),
    ipAddress: text(),
    /** the API key a client-credentials token was issued for: the token carries its permissions and dies with it */
    apiKeyId: integer().references(() => apiKeys.id, { onDelete: 'cascade' }),
  },
  (t) => [index('auth_tokens_person_idx').on(t.personId), index('auth_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * An API key of a company (decision 0050): a public key id and a secret shown once, stored as a SHA-256 hash. A
 * program trades them for a bearer token (OAuth2 client credentials); the token acts for the key's creator with
 * the key's permissions, never more than the creator holds at the time of the call.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: identity(),
    companyId: requiredRef(() => companies.id),
    createdByPersonId: requiredRef(() => persons.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    keyId: text().notNull().unique(),
    secretHash: text().notNull(),
    permissions: textList(),
    createdAt: stampedAt(),
    lastUsedAt: instant(),
    revokedAt: instant(),
  },
  (t) => [index('api_keys_company_idx').on(t.companyId, t.createdAt)],
);
