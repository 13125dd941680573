import { createHash } from 'node:crypto';
import type { JobStatus } from '@portico/contract';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import { announcedJobInsert, sqlExecutorFor } from '../db/sql-executor.js';
import { type AnyJob, JOBS_CHANNEL, type JobDeclaration, QUEUE_SCHEMA, type SendOptions } from './define-job.js';
import { type JobRunner, startJobRunner } from './runner.js';

export interface JobQueue {
  readonly mode: 'in-process' | 'external' | 'off';
  isKnown(name: string): boolean;
  isManual(name: string): boolean;
  /** Queues a job by its declaration: the payload is typed by it and checked against its schema. */
  send<S extends z.ZodType<Record<string, unknown>>, Ctx>(
    job: JobDeclaration<S, Ctx>,
    payload: z.input<S>,
    options?: SendOptions,
  ): Promise<string | null>;
  /** Queues a job staff start by hand (`POST /secure/batchprocess/run`), by its name, with an empty payload. */
  sendManual(name: string): Promise<string | null>;
  status(name: string, jobId?: string): Promise<JobStatus>;
  /** Runs a failed job of this name once more (one more attempt); false when it is not failed. */
  retry(name: string, jobId: string): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * A running job holds a lease that its worker renews every few seconds (`runner.ts`); a worker that dies stops
 * renewing, the lease runs out and the queue's maintenance (every `MAINTENANCE_SECONDS`) hands the job to another
 * run. A dead job therefore runs again within LEASE + MAINTENANCE + the first retry delay, about 25 s.
 */
export const LEASE_SECONDS = 15;
export const MAINTENANCE_SECONDS = 5;
export const RETRY_DELAY_SECONDS = 5;

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

/**
 * What a delayed job's `startAfter` is handed to pg-boss as, for the executor to write as the start in the database's
 * time (`announcedJobInsert`): pg-boss's insert reads that one value as text, as a timestamp and as an interval, and
 * a transaction's executor numbers each use apart, so no value of seconds fits all three (a number fails the
 * timestamp's cast when the statement is bound).
 */
const DELAYED_START = 'portico:delayed-start';

const toMs = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());

export interface QueueOptions<Ctx> {
  mode: 'in-process' | 'external' | 'off';
  /** whether this process also runs the handlers */
  work: boolean;
  /** what every handler gets as `run.ctx` */
  ctx: Ctx;
  log: (msg: string, err?: unknown) => void;
  /** jobs of one queue run at once in this process (default 20; a fetch brings at least half of them) */
  concurrency?: number;
  /** the lease and the maintenance interval (defaults `LEASE_SECONDS`, `MAINTENANCE_SECONDS`; tests shorten them) */
  leaseSeconds?: number;
  maintenanceSeconds?: number;
}

/**
 * pg-boss on whichever database the app uses, holding the jobs; `runner.ts` runs them. With PGlite it goes through
 * the app's single connection; with PostgreSQL it keeps a small pool of its own.
 */
export async function startQueue<Ctx>(
  database: Database,
  jobs: readonly AnyJob<Ctx>[],
  options: QueueOptions<Ctx>,
): Promise<JobQueue> {
  const byName = new Map(jobs.map((d) => [d.name, d]));
  const lease = options.leaseSeconds ?? LEASE_SECONDS;
  if (byName.size !== jobs.length) throw new Error('Two jobs share a name');
  const boss =
    options.mode === 'off'
      ? null
      : new PgBoss({
          ...(database.connectionString
            ? { connectionString: database.connectionString, max: 4 }
            : { db: database.sql as PgBoss.Db }),
          schema: QUEUE_SCHEMA,
          supervise: true,
          maintenanceIntervalSeconds: options.maintenanceSeconds ?? MAINTENANCE_SECONDS,
        });
  let runner: JobRunner | null = null;
  if (boss) {
    boss.on('error', (err) => options.log('job queue error', err));
    await boss.start();
    for (const def of jobs) {
      // Scheduled runs are queued by pg-boss itself with the queue's defaults: the same lease and retries.
      await boss.createQueue(def.name, {
        name: def.name,
        retryLimit: def.retryLimit ?? 3,
        retryDelay: RETRY_DELAY_SECONDS,
        retryBackoff: true,
        expireInSeconds: lease,
      });
      if (def.cron && options.work) await boss.schedule(def.name, def.cron);
    }
    if (options.work)
      runner = await startJobRunner(database, boss, jobs, {
        ctx: options.ctx,
        log: options.log,
        concurrency: options.concurrency ?? 20,
        leaseSeconds: lease,
        send: (job, payload, sendOptions) => send(job, payload, sendOptions),
      });
  }

  async function send<S extends z.ZodType<Record<string, unknown>>, C>(
    job: JobDeclaration<S, C>,
    payload: z.input<S>,
    sendOptions: SendOptions = {},
  ): Promise<string | null> {
    if (!boss) throw new Error('The job queue is off');
    const def = byName.get(job.name);
    if (!def) throw new Error(`Unknown job ${job.name}`);
    const data = def.payload.parse(payload);
    const { tx, key, startAfterSeconds } = sendOptions;
    const keyed = key ? { id: idForKey(job.name, key) } : {};
    const retries = { retryLimit: def.retryLimit ?? 3, retryDelay: RETRY_DELAY_SECONDS, retryBackoff: true };
    if (tx) {
      // One statement in the caller's transaction (decision 0099): pg-boss's insert, its start delayed in the
      // database's time, and the announcement of a job it queued, which every worker (this process's and
      // `npm run worker`s) hears the moment the transaction commits instead of at its next poll. A key already
      // used inserts nothing, so announces nothing.
      const id = await boss.send(job.name, data, {
        ...retries,
        expireInSeconds: lease,
        ...keyed,
        ...(startAfterSeconds ? { startAfter: DELAYED_START } : {}),
        db: sqlExecutorFor(
          tx,
          announcedJobInsert(
            { channel: JOBS_CHANNEL, name: job.name },
            startAfterSeconds ? { standIn: DELAYED_START, seconds: startAfterSeconds } : null,
          ),
        ) as PgBoss.Db,
      });
      if (!id && !key) throw new Error(`Job ${job.name} was not queued`);
      return id;
    }
    const id = await boss.send(job.name, data, { ...retries, expireInSeconds: lease, ...keyed });
    if (!id && !key) throw new Error(`Job ${job.name} was not queued`);
    if (id && startAfterSeconds) {
      // Set here rather than through pg-boss's own startAfter, so the delay is counted in the database's time as
      // in a transaction (above).
      await database.sql.executeSql(
        `update ${QUEUE_SCHEMA}.job set start_after = now() + make_interval(secs => $1) where name = $2 and id = $3`,
        [startAfterSeconds, job.name, id],
      );
    }
    if (id) {
      await database.sql.executeSql(`select pg_notify('${JOBS_CHANNEL}', $1)`, [job.name]);
      runner?.wake(job.name);
    }
    return id;
  }

  return {
    mode: options.mode,
    isKnown: (name) => byName.has(name),
    isManual: (name) => byName.get(name)?.manual === true,
    send,
    async sendManual(name) {
      const def = byName.get(name);
      if (!def?.manual) throw new Error(`Unknown manual job ${name}`);
      return send(def, {});
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
           from ${QUEUE_SCHEMA}.job where ${where} order by created_on desc limit 1`,
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
    async retry(name, jobId) {
      if (!boss) return false;
      // pg-boss's own retry (a failed job back to 'retry', its retry limit one higher), answering whether it moved
      const { rows } = await database.sql.executeSql(
        `update ${QUEUE_SCHEMA}.job set state = 'retry', retry_limit = retry_limit + 1
          where name = $1 and id = $2::uuid and state = 'failed' returning id`,
        [name, jobId],
      );
      return rows.length === 1;
    },
    async stop() {
      // Graceful: stop fetching, let running handlers finish, then stop the queue. On PostgreSQL pg-boss owns its
      // pool and closes it; on PGlite it borrows the app's connection, which the caller closes afterwards.
      await runner?.stop(20_000);
      if (boss)
        await boss.stop({ graceful: true, wait: true, timeout: 5_000, close: Boolean(database.connectionString) });
    },
  };
}
