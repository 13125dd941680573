import type { DbOrTx } from '../../db/client.js';
import type { Write } from '../../db/sql-text.js';
import { type AuditEntry, recordAudit, recordAudits } from './audit.repository.js';

/**
 * Who makes a change and which request: a logged-in actor (`changeContext(request)`), a person known only inside
 * the change (a login, a password link), the system under a name (a job: `systemChange(run)`), or nobody (an
 * anonymous request) — and the request's trace id.
 */
export interface ChangeActor {
  actor: { personId: number; companyId: number } | null;
  /** the part of the system making the change when no person does ("provisioning", "bill run") */
  system?: string;
  traceId?: string;
}

/** The change context of a job: the system under the job's actor name, the job's id as the trace. */
export function systemChange(run: { actor: { system: string }; id: string }): ChangeActor {
  return { actor: null, system: run.actor.system, traceId: `job:${run.id}` };
}

/** An audit record of the change: who and which request come from the change's context. */
export type ChangeRecord = Omit<AuditEntry, 'actor' | 'traceId'>;

/** What a change's work receives: the transaction, and `audit` to record what it did in that same transaction. */
export interface Change {
  tx: DbOrTx;
  /**
   * records the change with the context's actor and trace id, in the change's transaction; with `alongside`, the
   * change's last write (one that reads no audit record) in the same statement (decision 0099)
   */
  audit(record: ChangeRecord, alongside?: Write): Promise<void>;
  /** records the many rows a set-wise change moved, in one statement of the change's transaction */
  auditAll(records: readonly ChangeRecord[]): Promise<void>;
}

/**
 * How an area records a change of one row a company owns: `rowAudit('serviceKey')` answers a function recording the
 * action, the row's type, id and company, and what the change altered, before and after (either may be left out).
 */
export function rowAudit(entityType: string) {
  return (
    audit: Change['audit'],
    row: { id: number; companyId: number | null },
    action: string,
    before: unknown,
    after: unknown,
  ): Promise<void> => audit({ action, entityType, entityId: row.id, companyId: row.companyId, before, after });
}

/**
 * The one way a service makes a change: one transaction holding the change and its audit record (both land or
 * neither does), made by the context's actor and tagged with its request's trace id. A job queued with `tx` inside
 * commits with them.
 */
export function inChange<T>(db: DbOrTx, ctx: ChangeActor, work: (change: Change) => Promise<T>): Promise<T> {
  // Inside a job's transaction `db` is that transaction: the change becomes a savepoint of it.
  const who = { actor: ctx.actor, system: ctx.system ?? null, traceId: ctx.traceId };
  return db.transaction(async (tx) =>
    work({
      tx,
      audit: (record, alongside) => recordAudit(tx, { ...record, ...who }, alongside),
      auditAll: (records) =>
        recordAudits(
          tx,
          records.map((record) => ({ ...record, ...who })),
        ),
    }),
  );
}
