import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import type { MailAttachment } from '../../integrations/mail/mailer.js';
import type { JobQueue } from '../../jobs/queue.js';
import { defineJob, defineModule, type ModuleDefinition } from '../define-module.js';
import { mailDelivery, resendMail } from './mail-delivery.js';
import { claimDelivery, markSent, releaseDelivery } from './mail.repository.js';

/** What a mail job carries: checked when it is queued and again before it is sent. */
export const mailPayload = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1).max(20_000),
  kind: z.string().min(1).max(50),
  /**
   * Files made when the mail is sent, named by where they come from and an id (an invoice's PDF: `invoicePdf` and
   * the invoice id), never their bytes: the queue keeps a reference, the sending run renders it (decision 0087).
   */
  attachments: z
    .array(z.object({ source: z.string().min(1).max(50), id: z.number().int().positive() }))
    .max(5)
    .optional(),
});
export type MailMessage = z.infer<typeof mailPayload>;

/**
 * What mail needs of the areas above it (decision 0067): each attachment source renders its file from an id when
 * the mail is sent. Given by the modules' list (`mailModule(sources)`); a source it was not given fails the run.
 */
export type MailAttachmentSources = Readonly<Record<string, (db: DbOrTx, id: number) => Promise<MailAttachment>>>;

async function attachmentsOf(
  db: DbOrTx,
  sources: MailAttachmentSources,
  wanted: MailMessage['attachments'],
): Promise<MailAttachment[]> {
  const files: MailAttachment[] = [];
  for (const { source, id } of wanted ?? []) {
    const render = sources[source];
    if (!render) throw new Error(`No mail attachment source ${source}`);
    files.push(await render(db, id));
  }
  return files;
}

/** A mail server answers in seconds: a run that has not sent within this is stopped, and its claim may be taken. */
const MAIL_TIME_LIMIT_SECONDS = 30;

/**
 * Mail leaves through the queue: a slow or failing mail service never holds up a request, and the queue retries.
 * A mail is sent at most once per attempt, and never marked sent unless the mail server took it (decision 0056):
 * each run claims the job's send key for its attempt before it hands the message over. A claim an earlier attempt
 * left without `sentAt` past the time limit (its worker died between claim and send, or was stopped) is taken over
 * and the mail sent; one still within the limit fails this run, and a later retry looks again. A refused message
 * gives its claim up at once. A mail still unsent after the last retry stays unsent for staff to see.
 */
function mailJobWith(sources: MailAttachmentSources) {
  return defineJob({
    name: 'mail.send',
    payload: mailPayload,
    // calls out: its own claim, not a transaction, keeps it from running twice
    transactional: false,
    timeLimitSeconds: MAIL_TIME_LIMIT_SECONDS,
    // enough retries (5, 10, 20, 40, 80 s apart) for one to come after a dead run's time limit
    retryLimit: 5,
    actor: 'mail',
    async handler(message, run) {
      const claim = await claimDelivery(run.ctx.db, {
        jobId: run.id,
        recipient: message.to,
        attempt: run.retryCount,
        timeLimitSeconds: MAIL_TIME_LIMIT_SECONDS,
      });
      if (claim === 'sent') return { skipped: 'already sent by an earlier run' };
      if (claim === 'in flight') throw new Error('An earlier run of this mail may still be sending it; retrying later');
      let sent: { id: string };
      try {
        const attachments = await attachmentsOf(run.ctx.db, sources, message.attachments);
        sent = await run.ctx.integrations.mailer.send({ ...message, attachments });
      } catch (err) {
        await releaseDelivery(run.ctx.db, run.id, err instanceof Error ? err.message : String(err));
        throw err;
      }
      await markSent(run.ctx.db, run.id, sent.id);
      return sent;
    },
  });
}

/** The mail job's declaration, by which mails are queued (`queueMail`); the registered one renders attachments. */
export const mailJob = mailJobWith({});

/** The mail job's name, as `batchprocess/check` and the tests know it. */
export const MAIL_JOB = mailJob.name;

/** A mail job's send key for `batchprocess/check`, and staff's resend of an unsent one (decision 0056). */
export { mailDelivery, resendMail };

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

/** The mail area, given the attachment sources of the areas above (billing's invoice PDF). */
export function mailModule(sources: MailAttachmentSources): ModuleDefinition {
  return defineModule({
    name: 'mail',
    description: 'Outgoing mail, sent by the job queue',
    jobs: [mailJobWith(sources)],
  });
}
