import {
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_SECONDS,
  type WebhookEnvelope,
  type WebhookDeliveredKey,
  webhookRetryDelaySeconds,
  webhookSignatureHeader,
} from '@portico/domain';
import { z } from 'zod';
import { defineJob } from '../define-module.js';
import * as repo from './webhooks.repository.js';

/**
 * How long a claimed attempt holds its delivery: past the receiver's time limit, so a live attempt is never sent
 * twice at once, and a run that died leaves the delivery to the sweeper a minute later.
 */
const ATTEMPT_LEASE_MS = 60_000;
/** The most deliveries one sweep queues; the rest wait for the next minute's. */
const SWEEP_BATCH = 500;

/** The JSON body of a delivery, exactly as it is signed and sent. */
export function deliveryBody(event: {
  eventUid: string;
  key: string;
  createdAt: Date;
  companyId: number;
  payload: unknown;
}): string {
  const envelope: WebhookEnvelope = {
    id: event.eventUid,
    key: event.key as WebhookDeliveredKey,
    createdAt: event.createdAt.toISOString(),
    companyId: event.companyId,
    data: event.payload as Record<string, unknown>,
  };
  return JSON.stringify(envelope);
}

/**
 * One attempt of one delivery (decision 0093). It calls out, so it holds no transaction: it claims the attempt
 * (the delivery PENDING, due, its webhook enabled, this attempt the next one), POSTs the signed body, and records
 * the attempt and the outcome — DELIVERED on a 2xx, else PENDING again after the next wait, or FAILED after the
 * last. A receiver's failure is an outcome, not the job's: the queue's own retries are for a run that broke.
 */
export const webhookDeliverJob = defineJob({
  name: 'webhooks.deliver',
  payload: z.object({ deliveryId: z.number().int().positive(), attempt: z.number().int().positive() }),
  transactional: false,
  timeLimitSeconds: 30,
  retryLimit: 2,
  actor: 'webhooks',
  async handler({ deliveryId, attempt }, run) {
    const { db, integrations } = run.ctx;
    const started = run.ctx.now();
    const claim = await repo.claimAttempt(
      db,
      deliveryId,
      attempt,
      started,
      new Date(started.getTime() + ATTEMPT_LEASE_MS),
    );
    if (!claim) return { skipped: 'not due' };
    const body = deliveryBody(claim);
    const timestamp = Math.floor(started.getTime() / 1000);
    const clock = performance.now();
    const answer = await integrations.webhooks.post({
      url: claim.url,
      body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Portico-Webhooks/1',
        [WEBHOOK_SIGNATURE_HEADER]: await webhookSignatureHeader(claim.secret, timestamp, body),
        [WEBHOOK_EVENT_HEADER]: claim.key,
        'Portico-Delivery': String(deliveryId),
      },
      timeoutMs: WEBHOOK_TIMEOUT_SECONDS * 1000,
    });
    const durationMs = Math.round(performance.now() - clock);
    const now = run.ctx.now();
    const delivered = answer.error === null && answer.httpStatus !== null;
    const wait = delivered ? null : webhookRetryDelaySeconds(attempt);
    const status = delivered ? 'DELIVERED' : wait === null ? 'FAILED' : 'PENDING';
    await repo.recordAttempt(
      db,
      { deliveryId, attempt, at: started, httpStatus: answer.httpStatus, error: answer.error, durationMs },
      { status, nextAttemptAt: wait === null ? null : new Date(now.getTime() + wait * 1000), now },
    );
    return { status, httpStatus: answer.httpStatus };
  },
});

/** The key a delivery's attempt is queued under: once per attempt, however many sweeps find it due. */
export const attemptKey = (deliveryId: number, attempt: number) => `delivery:${deliveryId}:${attempt}`;

/**
 * Every minute: queues the next attempt of each delivery due (decision 0093). Events emitted in another area's
 * transaction reach their receivers this way; a test send or a redelivery is queued at once as well.
 */
export const webhookSweepJob = defineJob({
  name: 'webhooks.sweep',
  payload: z.object({}),
  cron: '* * * * *',
  manual: true,
  actor: 'webhooks',
  async handler(_payload, run) {
    const due = await repo.dueDeliveries(run.tx, run.ctx.now(), SWEEP_BATCH);
    for (const d of due)
      await run.send(
        webhookDeliverJob,
        { deliveryId: d.id, attempt: d.attempts + 1 },
        { key: attemptKey(d.id, d.attempts + 1) },
      );
    return { queued: due.length };
  },
});
