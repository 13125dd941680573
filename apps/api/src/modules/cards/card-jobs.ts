import { z } from 'zod';
import type { JobDeclaration } from '../../jobs/define-job.js';
import { systemChange } from '../audit/index.js';
import { defineJob, type ModuleContext } from '../define-module.js';
import { chargeRunChunk, planDirectDebits } from './card-runs.js';
import type { CardsDeps } from './cards-deps.js';
import { checkPendingPayments } from './pending-check.js';

export const cardsDepsOf = (ctx: ModuleContext): CardsDeps => ({
  db: ctx.db,
  provider: ctx.integrations.cardProvider,
  now: ctx.now,
  config: ctx.config,
});

const runPayload = z.object({ runId: z.number().int().positive(), chunk: z.number().int().min(0).default(0) });

/**
 * One chunk of a card run (a receipt CSV, staff's token payments, a day's direct debits; decision 0091): its next
 * rows charged, the run's progress counted, and the next chunk queued while rows are left. It calls the provider,
 * so it is not one transaction: each row's charge is its own, found again by its reference when a chunk reruns.
 */
export const chargeRunJob: JobDeclaration<typeof runPayload, ModuleContext> = defineJob({
  name: 'cards.chargeRun',
  payload: runPayload,
  actor: 'card run',
  transactional: false,
  timeLimitSeconds: 900,
  retryLimit: 5,
  async handler({ runId, chunk }, run) {
    const more = await chargeRunChunk(cardsDepsOf(run.ctx), systemChange(run), runId);
    if (more) await run.send(chargeRunJob, { runId, chunk: chunk + 1 }, { key: `${runId}:${chunk + 1}` });
    return { runId, chunk, more };
  },
});

const pendingPayload = z.object({ olderThanSeconds: z.number().int().min(0).max(86_400).default(60) });

/**
 * The pending check (decision 0091): every minute, card payments the provider has not answered (a time-out, a
 * failure swallowed on the result page, a customer who never came back) are asked about again and resolved — a
 * payment is never silently lost. Staff may run it by hand.
 */
export const checkPendingJob: JobDeclaration<typeof pendingPayload, ModuleContext> = defineJob({
  name: 'cards.checkPending',
  payload: pendingPayload,
  actor: 'card check',
  transactional: false,
  timeLimitSeconds: 300,
  cron: '* * * * *',
  manual: true,
  async handler({ olderThanSeconds }, run) {
    return checkPendingPayments(cardsDepsOf(run.ctx), systemChange(run), olderThanSeconds);
  },
});

/** The day's direct debits (decision 0091): each supplier's due mandates become a run, charged by `chargeRun`. */
export const directDebitJob: JobDeclaration<z.ZodObject<Record<string, never>>, ModuleContext> = defineJob({
  name: 'cards.directDebit',
  payload: z.object({}),
  actor: 'direct debit',
  transactional: false,
  timeLimitSeconds: 300,
  cron: '0 1 * * *',
  manual: true,
  async handler(_payload, run) {
    const runs = await planDirectDebits(cardsDepsOf(run.ctx), run.ctx.now());
    for (const runId of runs) await run.send(chargeRunJob, { runId, chunk: 0 }, { key: `${runId}:0` });
    return { runs };
  },
});
