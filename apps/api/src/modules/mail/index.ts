import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import { defineModule } from '../define-module.js';

/** Mail leaves through the queue: a slow or failing mail service never holds up a request, and the queue retries. */
export const MAIL_JOB = 'mail.send';

/** What a mail job carries: checked when it is queued and again before it is sent. */
export const mailPayload = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1).max(20_000),
  kind: z.string().min(1).max(50),
});
export type MailMessage = z.infer<typeof mailPayload>;

/**
 * Queue a mail in the caller's transaction (`tx`): it is sent exactly when the change that causes it commits.
 * `key` makes it once-only (a welcome mail per person); the answer is then null for a repeat.
 */
export function queueMail(
  queue: JobQueue,
  message: MailMessage,
  options: { tx: DbOrTx; key?: string },
): Promise<string | null> {
  return queue.send(MAIL_JOB, message, options);
}

export const mailModule = defineModule({
  name: 'mail',
  description: 'Outgoing mail, sent by the job queue',
  jobs: ({ integrations }) => [
    {
      name: MAIL_JOB,
      payload: mailPayload,
      // A mail server answers in seconds; a run still going after a minute is dead and is retried.
      expireInSeconds: 60,
      handler: async (data) => integrations.mailer.send(mailPayload.parse(data)),
    },
  ],
});
