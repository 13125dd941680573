import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { stampedAt } from '../../db/columns.js';

/** Who changed what, when, with the before and after of the change. Written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: stampedAt(),
    actorPersonId: integer(),
    actorCompanyId: integer(),
    /** a change made by no person: the part of the system that made it ("provisioning", "bill run", "mail") */
    actorSystem: text(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text().notNull(),
    companyId: integer(),
    before: jsonb(),
    after: jsonb(),
    traceId: text(),
  },
  (t) => [
    index('audit_entity_idx').on(t.entityType, t.entityId),
    index('audit_company_idx').on(t.companyId, t.at),
    // a person's activity is what was done to them (entity) or by them (actor)
    index('audit_actor_idx').on(t.actorPersonId, t.at),
  ],
);
