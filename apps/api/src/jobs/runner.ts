import type PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../db/client.js';
import { sqlExecutorFor } from '../db/sql-executor.js';
import {
  type AnyJob,
  JOBS_CHANNEL,
  type JobDeclaration,
  type JobRun,
  QUEUE_SCHEMA,
  type SendOptions,
} from './define-job.js';

/** How long a worker waits for news (a notification, a finished job) before it looks at the queue anyway. */
const POLL_MS = 2_000;

interface FetchedJob {
  id: string;
  data: unknown;
  retryCount?: number;
}

export interface JobRunner {
  wake(name: string): void;
  /** stops fetching and waits up to `timeoutMs` for running jobs to finish */
  stop(timeoutMs: number): Promise<void>;
}

interface RunnerOptions<Ctx> {
  ctx: Ctx;
  log: (msg: string, err?: unknown) => void;
  concurrency: number;
  leaseSeconds: number;
  send<S extends z.ZodType<Record<string, unknown>>, C>(
    job: JobDeclaration<S, C>,
    payload: z.input<S>,
    options?: SendOptions,
  ): Promise<string | null>;
}

class TimeLimitPassed extends Error {
  constructor(seconds: number) {
    super(`The job passed its time limit of ${seconds} s`);
  }
}

/**
 * Runs the jobs of this process: per queue, up to `concurrency` jobs at once, each on its own — its own time limit,
 * its own completion or failure — so one slow job holds up no other. A worker fetches again as soon as there is
 * room and work (a full fetch means more may wait), and otherwise sleeps until a job is announced on the
 * notification channel, one of its jobs finishes, or the poll interval passes. Every few seconds it renews the
 * leases of the jobs it is running; a worker that dies stops renewing and its jobs run again soon (`queue.ts`).
 *
 * A transactional job (the default) runs in one transaction with its completion: its writes, the jobs it queues
 * and its completion commit together, or the job is retried with nothing of it left behind. If the job is no
 * longer active when it completes (its lease ran out, another run took it), the transaction rolls back.
 */
export async function startJobRunner<Ctx>(
  database: Database,
  boss: PgBoss,
  jobs: readonly AnyJob<Ctx>[],
  options: RunnerOptions<Ctx>,
): Promise<JobRunner> {
  let stopping = false;
  const running = new Map<string, string>(); // job id → queue name
  const wakers = new Map<string, () => void>();
  const loops: Promise<void>[] = [];

  const heartbeat = setInterval(
    () => {
      if (running.size === 0) return;
      database.sql
        .executeSql(
          `update ${QUEUE_SCHEMA}.job set expire_in = (now() - started_on) + make_interval(secs => $2)
          where id = any($1::uuid[]) and state = 'active'`,
          [[...running.keys()], options.leaseSeconds],
        )
        .catch((err: unknown) => options.log('job lease renewal failed', err));
      // renewed three times a lease: one late renewal does not lose it
    },
    (options.leaseSeconds * 1000) / 3,
  );
  heartbeat.unref();

  const unlisten = await database.listen(JOBS_CHANNEL, (name) => wakers.get(name)?.());

  async function runOne(def: AnyJob<Ctx>, job: FetchedJob): Promise<void> {
    const limitSeconds = def.timeLimitSeconds ?? 300;
    const abort = new AbortController();
    let timedOut: (err: Error) => void = () => {};
    const timeLimit = new Promise<never>((_, reject) => {
      timedOut = reject;
    });
    const timer = setTimeout(() => {
      abort.abort();
      // From now on its lease is no longer renewed: if the handler never returns, the job runs again elsewhere.
      running.delete(job.id);
      timedOut(new TimeLimitPassed(limitSeconds));
    }, limitSeconds * 1000);
    running.set(job.id, def.name);
    const runFor = (tx: DbOrTx): JobRun<Ctx> => ({
      id: job.id,
      retryCount: job.retryCount ?? 0,
      tx,
      actor: { system: def.actor ?? def.name },
      signal: abort.signal,
      ctx: options.ctx,
      send: (next, payload, sendOptions) => options.send(next, payload, { ...sendOptions, tx }),
    });
    try {
      const payload = def.payload.parse(job.data ?? {});
      if (def.transactional === false) {
        // Calls out (mail): the time limit fails it at once; the handler guards itself against running twice.
        timeLimit.catch(() => {});
        const output = await Promise.race([def.handler(payload, runFor(database.db)), timeLimit]);
        await completeIn(boss, def.name, job.id, toOutput(output));
      } else {
        // Its transaction is left to end on its own (aborted by `signal`); a late commit finds the job gone.
        timeLimit.catch(() => {});
        await database.db.transaction(async (tx) => {
          const output = await def.handler(payload, runFor(tx));
          const done = await completeIn(boss, def.name, job.id, toOutput(output), sqlExecutorFor(tx) as PgBoss.Db);
          if (done.affected !== 1) throw new Error('The job was no longer active when it completed: rolled back');
        });
      }
    } catch (err) {
      options.log(`job ${def.name} ${job.id} failed`, err);
      await boss
        .fail(def.name, job.id, { message: err instanceof Error ? err.message : String(err) })
        .catch((failErr: unknown) => options.log(`job ${def.name} ${job.id} could not be marked failed`, failErr));
    } finally {
      clearTimeout(timer);
      running.delete(job.id);
    }
  }

  function startLoop(def: AnyJob<Ctx>): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    let wake: (() => void) | null = null;
    let woken = false;
    wakers.set(def.name, () => {
      woken = true;
      wake?.();
    });
    const sleep = () =>
      new Promise<void>((resolve) => {
        if (woken || stopping) return resolve();
        const timer = setTimeout(done, POLL_MS);
        function done() {
          clearTimeout(timer);
          wake = null;
          resolve();
        }
        wake = done;
      });
    const half = Math.max(1, Math.floor(options.concurrency / 2));

    return (async () => {
      while (!stopping) {
        woken = false;
        const room = options.concurrency - inFlight.size;
        // Fetch when at least half the slots are free (or nothing runs): one query brings several jobs.
        if (room >= half || (room > 0 && inFlight.size === 0)) {
          const fetched = ((await boss
            .fetch(def.name, { batchSize: room, includeMetadata: true })
            .catch((err: unknown) => {
              options.log(`fetching ${def.name} jobs failed`, err);
              return [];
            })) ?? []) as FetchedJob[];
          for (const job of fetched) {
            const run: Promise<void> = runOne(def, job).finally(() => {
              inFlight.delete(run);
              wakers.get(def.name)?.();
            });
            inFlight.add(run);
          }
          if (fetched.length === room) continue; // a full fetch: more may be waiting
        }
        await sleep();
      }
      await Promise.allSettled([...inFlight]);
    })();
  }

  for (const def of jobs) loops.push(startLoop(def));

  return {
    wake: (name) => wakers.get(name)?.(),
    async stop(timeoutMs) {
      stopping = true;
      for (const w of wakers.values()) w();
      clearInterval(heartbeat);
      await Promise.race([Promise.allSettled(loops), new Promise((r) => setTimeout(r, timeoutMs).unref())]);
      await unlisten().catch(() => {});
    },
  };
}

/**
 * pg-boss's `complete`, with what it answers at run time (how many jobs it completed: 0 when the job was no longer
 * active), which its type declarations leave out.
 */
function completeIn(
  boss: PgBoss,
  name: string,
  id: string,
  output: object | undefined,
  db?: PgBoss.Db,
): Promise<{ affected: number }> {
  const complete = boss.complete.bind(boss) as unknown as (
    name: string,
    id: string,
    data: object | null,
    options: { db?: PgBoss.Db },
  ) => Promise<{ affected: number }>;
  return complete(name, id, output ?? null, db ? { db } : {});
}

/** pg-boss keeps a job's output as a JSON object. */
function toOutput(value: unknown): object | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'object' ? value : { value };
}
