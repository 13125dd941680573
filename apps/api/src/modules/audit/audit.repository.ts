import type { DbOrTx } from '../../db/client.js';
import { shapedInsert, type Write, writeTogether } from '../../db/sql-text.js';
import { auditLog } from './audit.tables.js';

export interface AuditEntry {
  actor: { personId: number; companyId: number } | null;
  /** the system actor when no person made the change (a job or a schedule) */
  system?: string | null;
  action: string;
  entityType: string;
  entityId: string | number;
  companyId?: number | null;
  before?: unknown;
  after?: unknown;
  traceId?: string;
}

/**
 * Record a change; call it with the transaction that makes the change so both land or neither does. `alongside`: the
 * change's last write, sent with the record in one statement (decision 0099); it must not read the audit log.
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry, alongside?: Write): Promise<void> {
  // built once per shape: every change writes one
  const insert = shapedInsert('audit', auditLog, auditRow(entry));
  await writeTogether(db, alongside ? [alongside, insert] : [insert]);
}

/** Record many changes of one set-wise change (approve-all) in one statement, in its transaction. */
export async function recordAudits(db: DbOrTx, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map(auditRow));
}

function auditRow(entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    actorPersonId: entry.actor?.personId ?? null,
    actorCompanyId: entry.actor?.companyId ?? null,
    actorSystem: entry.actor ? null : (entry.system ?? null),
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    companyId: entry.companyId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    traceId: entry.traceId ?? null,
  };
}
