import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables.js';
import { identity, stampedAt, auditColumns, requiredRef } from '../../db/columns.js';

/** A partner (channel partner or distributor) and a customer it brings. */
export const partnerRelationships = pgTable(
  'partner_relationships',
  {
    partnerId: requiredRef(() => companies.id, { onDelete: 'cascade' }),
    customerId: requiredRef(() => companies.id, { onDelete: 'cascade' }),
    createdAt: stampedAt(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.customerId] })],
);

/** A company a partner manages on its customers' behalf, with the partner's own reference for it. */
export const managedAccounts = pgTable(
  'managed_accounts',
  {
    id: identity(),
    partnerId: requiredRef(() => companies.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .unique()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountRef: text(),
    accountName: text().notNull(),
    createdAt: stampedAt(),
  },
  (t) => [index('managed_accounts_partner_idx').on(t.partnerId)],
);

/** Partner context: a partner's branding and contact details shown to the customers it manages. */
export const partnerContexts = pgTable('partner_contexts', {
  partnerId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  context: jsonb().notNull(),
  ...auditColumns(),
});
