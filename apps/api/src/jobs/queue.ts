import { createHash } from 'node:crypto';
import type { JobStatus } from '@portico/contract';
import PgBoss from 'pg-boss';
import type { ZodType } from 'zod';
import type { Database, DbOrTx } from '../db/client.js';
import { sqlExecutorFor } from '../db/sql-executor.js';

/** A job's work: takes its payload, returns what `batchprocess/check` reports as output. */
export type JobHandler = (data: Record<string, unknown>) => Promise<unknown>;

export interface JobDefinition {
  name: string;
  handler: JobHandler;
  /** the payload's shape: checked when the job is sent and again before the handler runs */
  payload?: ZodType<Record<string, unknown>>;
  /**
   * How long one run may take before pg-boss counts it as dead and retries it (default 5 minutes, not pg-boss's
   * 15): a worker killed mid-run is retried soon. A retry can follow work already done, so handlers are idempotent.
   */
  expireInSeconds?: number;
  /** retries after a failure (default 3, with exponential back-off) */
  retryLimit?: number;
  /** cron (UTC) when the job also runs on a schedule */
  cron?: string;
  /** staff may start it by hand through POST /secure/batchprocess/run */
  manual?: boolean;
}

export interface JobQueue {
  readonly mode: 'in-process' | 'external' | 'off';
  isKnown(name: string): boolean;
  isManual(name: string): boolean;
  /**
   * Queues a job. `tx`: inside the caller's transaction, so the job exists if and only if the change commits.
   * `key`: an idempotency key; a second job with the same name and key is never queued (the answer is then null)
   * for as long as pg-boss keeps the first (its retention).
   */
  send(name: string, data?: Record<string, unknown>, options?: { tx?: DbOrTx; key?: string }): Promise<string | null>;
  status(name: string, jobId?: string): Promise<JobStatus>;
  stop(): Promise<void>;
}

const SCHEMA = 'pgboss';

interface JobRow {
  id: string;
  state: JobStatus['state'];
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  output: unknown;
}

/** A UUID (version 8, name-based) from a job's name and idempotency key: the same key gives the same id. */
export function idForKey(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** pg-boss keeps a job's output as a JSON object. */
function toOutput(value: unknown): object | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'object' ? value : { value };
}

const toMs = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());

/**
 * pg-boss on whichever database the app uses. With PGlite it goes through the app's single connection; with
 * PostgreSQL it keeps a small pool of its own. `work` decides whether this process also runs the handlers.
 */
export async function startQueue(
  database: Database,
  definitions: JobDefinition[],
  options: { mode: 'in-process' | 'external' | 'off'; work: boolean; log: (msg: string, err?: unknown) => void },
): Promise<JobQueue> {
  const byName = new Map(definitions.map((d) => [d.name, d]));
  const boss =
    options.mode === 'off'
      ? null
      : new PgBoss(
          database.connectionString
            ? { connectionString: database.connectionString, schema: SCHEMA, max: 4 }
            : { db: database.sql as PgBoss.Db, schema: SCHEMA, supervise: true },
        );
  const workers = new Map<string, string>();
  if (boss) {
    boss.on('error', (err) => options.log('job queue error', err));
    await boss.start();
    for (const def of definitions) {
      await boss.createQueue(def.name);
      if (def.cron && options.work) await boss.schedule(def.name, def.cron);
      if (options.work) {
        // Up to 10 jobs a fetch, each run on its own: one failing job is retried alone, the rest complete.
        const workerId = await boss.work(def.name, { pollingIntervalSeconds: 0.5, batchSize: 10 }, async (jobs) => {
          for (const job of jobs) {
            try {
              const data = def.payload
                ? def.payload.parse(job.data ?? {})
                : ((job.data ?? {}) as Record<string, unknown>);
              await boss.complete(def.name, job.id, toOutput(await def.handler(data)));
            } catch (err) {
              options.log(`job ${def.name} ${job.id} failed`, err);
              await boss.fail(def.name, job.id, { message: err instanceof Error ? err.message : String(err) });
            }
          }
        });
        workers.set(def.name, workerId);
      }
    }
  }

  return {
    mode: options.mode,
    isKnown: (name) => byName.has(name),
    isManual: (name) => byName.get(name)?.manual === true,
    async send(name, data = {}, sendOptions = {}) {
      if (!boss) throw new Error('The job queue is off');
      const def = byName.get(name);
      if (!def) throw new Error(`Unknown job ${name}`);
      const payload = def.payload ? def.payload.parse(data) : data;
      const id = await boss.send(name, payload, {
        retryLimit: def.retryLimit ?? 3,
        retryDelay: 5,
        retryBackoff: true,
        expireInSeconds: def.expireInSeconds ?? 300,
        // The job's id is derived from the key, so the primary key itself refuses a second job with that key.
        ...(sendOptions.key ? { id: idForKey(name, sendOptions.key) } : {}),
        ...(sendOptions.tx ? { db: sqlExecutorFor(sendOptions.tx) as PgBoss.Db } : {}),
      });
      if (!id && !sendOptions.key) throw new Error(`Job ${name} was not queued`);
      // Work queued outside a transaction is visible now: wake this process's worker instead of waiting a poll.
      const workerId = workers.get(name);
      if (id && workerId && !sendOptions.tx) boss.notifyWorker(workerId);
      return id;
    },
    async status(name, jobId) {
      const empty: JobStatus = {
        method: name,
        jobId: null,
        state: 'none',
        running: false,
        createdOn: null,
        startedOn: null,
        completedOn: null,
        output: null,
      };
      if (!boss) return empty;
      const where = jobId ? 'name = $1 and id = $2::uuid' : 'name = $1';
      const values = jobId ? [name, jobId] : [name];
      const { rows } = await database.sql.executeSql(
        `select id::text, state::text, created_on, started_on, completed_on, output
           from ${SCHEMA}.job where ${where} order by created_on desc limit 1`,
        values,
      );
      const row = rows[0] as JobRow | undefined;
      if (!row) return { ...empty, jobId: jobId ?? null };
      return {
        method: name,
        jobId: row.id,
        state: row.state,
        running: row.state === 'created' || row.state === 'retry' || row.state === 'active',
        createdOn: toMs(row.created_on),
        startedOn: toMs(row.started_on),
        completedOn: toMs(row.completed_on),
        output: row.output ?? null,
      };
    },
    async stop() {
      // Graceful: let running handlers finish, then stop polling. On PostgreSQL pg-boss owns its pool and closes it;
      // on PGlite it borrows the app's connection, which the caller closes afterwards.
      if (boss)
        await boss.stop({ graceful: true, wait: true, timeout: 20_000, close: Boolean(database.connectionString) });
    },
  };
}
