import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
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

/** A page of the changes matching `where`, newest first, and how many match. */
async function changesPage(db: DbOrTx, where: SQL | undefined, paging: { limit: number; offset: number }) {
  const [rows, [counted]] = await Promise.all([
    db
      .select(CHANGE_COLUMNS)
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** A page of the changes recorded for a company, newest first, and how many there are (its history). */
export function findCompanyChangesPage(db: DbOrTx, companyId: number, paging: { limit: number; offset: number }) {
  return changesPage(db, eq(auditLog.companyId, companyId), paging);
}

/** A page of what happened to a person and what they did, newest first, and how many (their activity). */
export function findPersonChangesPage(db: DbOrTx, personId: number, paging: { limit: number; offset: number }) {
  const where = or(
    and(eq(auditLog.entityType, 'person'), eq(auditLog.entityId, String(personId))),
    eq(auditLog.actorPersonId, personId),
  );
  return changesPage(db, where, paging);
}
