import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import { defineJob, defineModule } from '../define-module.js';
import { claimDelivery, markSent, recordFailure } from './mail.repository.js';

/** What a mail job carries: checked when it is queued and again before it is sent. */
export const mailPayload = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1).max(20_000),
  kind: z.string().min(1).max(50),
});
export type MailMessage = z.infer<typeof mailPayload>;

/**
 * Mail leaves through the queue: a slow or failing mail service never holds up a request, and the queue retries.
 * Each attempt claims the job's send key before it hands the message over (decision 0064): an attempt sends a mail
 * at most once, a later attempt (after a refusal, the time limit, or a worker that died between the claim and the
 * send) claims it again while it is not sent, and only the mail server's acceptance marks it sent. A worker that
 * dies after the server accepted but before that mark leaves it to be sent once more: a duplicate, never a loss.
 * After the last retry an unsent mail's job is failed, which `batchprocess/check` shows with the server's refusal.
 */
export const mailJob = defineJob({
  name: 'mail.send',
  payload: mailPayload,
  // calls out: its own claim, not a transaction, keeps it from running twice
  transactional: false,
  // a mail server answers in seconds
  timeLimitSeconds: 30,
  actor: 'mail',
  async handler(message, run) {
    const claim = await claimDelivery(run.ctx.db, run.id, message.to, run.retryCount);
    if (claim === 'sent') return { skipped: 'already sent by an earlier attempt' };
    if (claim === 'held') throw new Error('An attempt at least as recent holds this mail');
    let sent: { id: string };
    try {
      sent = await run.ctx.integrations.mailer.send(message);
    } catch (err) {
      await recordFailure(run.ctx.db, run.id, run.retryCount, err instanceof Error ? err.message : String(err));
      throw err;
    }
    await markSent(run.ctx.db, run.id, sent.id);
    return sent;
  },
});

/** The mail job's name, as `batchprocess/check` and the tests know it. */
export const MAIL_JOB = mailJob.name;

/**
 * Queue a mail in the caller's transaction (`tx`): it is sent exactly when the change that causes it commits.
 * `key` makes it once-only (a welcome mail per person); the answer is then null for a repeat.
 */
export function queueMail(
  queue: JobQueue,
  message: MailMessage,
  options: { tx: DbOrTx; key?: string },
): Promise<string | null> {
  return queue.send(mailJob, message, options);
}

export const mailModule = defineModule({
  name: 'mail',
  description: 'Outgoing mail, sent by the job queue',
  jobs: [mailJob],
});
