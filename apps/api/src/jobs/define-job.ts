import type { z } from 'zod';
import type { DbOrTx } from '../db/client.js';

/**
 * Who a job's changes are made by: the system under the job's name ("mail", "provisioning", "bill run"), so the
 * audit rows it writes say which part of the system made them.
 */
export interface SystemActor {
  system: string;
}

export const QUEUE_SCHEMA = 'pgboss';
/** The channel a queued job is announced on; PostgreSQL delivers a notification when its transaction commits. */
export const JOBS_CHANNEL = 'portico_jobs';

export interface SendOptions {
  /** queue inside the caller's transaction: the job exists if and only if the change commits */
  tx?: DbOrTx;
  /** an idempotency key: a second job of the same declaration and key is never queued (the answer is then null) */
  key?: string;
  /** start no sooner than this many seconds after it is queued (a step that waits, such as provisioning's) */
  startAfterSeconds?: number;
}

/** What a running job gets besides its payload. */
export interface JobRun<Ctx> {
  /** the job's id (its row in the queue) and how many times it was tried before */
  id: string;
  retryCount: number;
  /**
   * The job's transaction when the job is transactional (the default): the job's writes, the jobs it queues with
   * `send` and its completion commit together, or none of them do (a job killed mid-way leaves nothing behind and
   * runs again). A non-transactional job (one that calls out, such as mail) gets the database itself.
   */
  tx: DbOrTx;
  /** queues another job in this job's transaction (see `tx`) */
  send<S extends z.ZodType<Record<string, unknown>>>(
    job: JobDeclaration<S, Ctx>,
    payload: z.input<S>,
    options?: Pick<SendOptions, 'key' | 'startAfterSeconds'>,
  ): Promise<string | null>;
  /** the system actor this job makes its changes as */
  actor: SystemActor;
  /** aborted when the job passes its time limit: long work checks it and stops */
  signal: AbortSignal;
  /** the module context (database, config, integrations) the job's module works with */
  ctx: Ctx;
}

/**
 * A background job, declared once: its name, the shape of its payload, its handler and how it is retried and
 * scheduled. It is queued by this declaration (`queue.send(job, payload)`), so a wrong name or payload is a type
 * error, and its payload is checked again when it is queued and before it runs.
 */
export interface JobDeclaration<S extends z.ZodType<Record<string, unknown>>, Ctx> {
  name: string;
  payload: S;
  handler(payload: z.output<S>, run: JobRun<Ctx>): Promise<unknown>;
  /** the longest one run may take before it is stopped, failed and retried (default 300 s) */
  timeLimitSeconds?: number;
  /** retries after a failure (default 3, with back-off) */
  retryLimit?: number;
  /** the handler, its writes and the jobs it queues in one transaction with its completion (default true) */
  transactional?: boolean;
  /** the system actor of its changes (default: the job's name) */
  actor?: string;
  /** cron (UTC) when the job also runs on a schedule */
  cron?: string;
  /** staff may start it by hand through POST /secure/batchprocess/run (its payload must then accept `{}`) */
  manual?: boolean;
}

/** A job of any payload, as lists of jobs hold them (the handler's payload is checked against `payload` at run time). */
export type AnyJob<Ctx> = JobDeclaration<z.ZodType<Record<string, unknown>>, Ctx>;
