import type { JobStatus } from '@portico/contract';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

/** A job's work: takes its payload, returns what `batchprocess/check` reports as output. */
export type JobHandler = (data: Record<string, unknown>) => Promise<unknown>;

export interface JobDefinition {
  name: string;
  handler: JobHandler;
  /** cron (UTC) when the job also runs on a schedule */
  cron?: string;
  /** staff may start it by hand through POST /secure/batchprocess/run */
  manual?: boolean;
}

export interface JobQueue {
  readonly mode: 'in-process' | 'external' | 'off';
  isKnown(name: string): boolean;
  isManual(name: string): boolean;
  send(name: string, data?: Record<string, unknown>): Promise<string>;
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
  if (boss) {
    boss.on('error', (err) => options.log('job queue error', err));
    await boss.start();
    for (const def of definitions) {
      await boss.createQueue(def.name);
      if (def.cron && options.work) await boss.schedule(def.name, def.cron);
      if (options.work) {
        await boss.work(def.name, { pollingIntervalSeconds: 1 }, async (jobs) => {
          const results = [];
          for (const job of jobs) results.push(await def.handler((job.data ?? {}) as Record<string, unknown>));
          return results.length === 1 ? results[0] : results;
        });
      }
    }
  }

  return {
    mode: options.mode,
    isKnown: (name) => byName.has(name),
    isManual: (name) => byName.get(name)?.manual === true,
    async send(name, data = {}) {
      if (!boss) throw new Error('The job queue is off');
      const id = await boss.send(name, data, { retryLimit: 2, retryDelay: 5, expireInMinutes: 30 });
      if (!id) throw new Error(`Job ${name} was not queued`);
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
