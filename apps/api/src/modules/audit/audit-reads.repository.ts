import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from './audit.tables.js';

const CHANGE_COLUMNS = {
  id: auditLog.id,
  at: auditLog.at,
  actorPersonId: auditLog.actorPersonId,
  actorSystem: auditLog.actorSystem,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
};

/** The latest changes recorded for a company about some kinds of entity, newest first (the company index). */
export function findRecentCompanyChanges(db: DbOrTx, companyId: number, entityTypes: readonly string[], limit: number) {
  return db
    .select(CHANGE_COLUMNS)
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), inArray(auditLog.entityType, [...entityTypes])))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

/** Every change recorded about one entity, oldest first (the entity index). */
export function findEntityChanges(db: DbOrTx, entityType: string, entityId: string | number) {
  return db
    .select(CHANGE_COLUMNS)
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}
