import type { JobStatus } from '@portico/contract';
import type { DbOrTx } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import { AppError } from '../../errors.js';
import { deliveryOf } from './mail.repository.js';

const ms = (d: Date | null) => (d ? d.getTime() : null);

/**
 * What staff see of a mail job beside its state in `batchprocess/check` (decision 0056): its send key, and whether
 * it may be sent again (the job has stopped and the mail server never took the mail).
 */
export async function mailDelivery(db: DbOrTx, status: JobStatus): Promise<JobStatus['mail']> {
  if (!status.jobId) return null;
  const row = await deliveryOf(db, status.jobId);
  if (!row) return null;
  return {
    recipient: row.recipient,
    attempt: row.attempt,
    claimedAt: ms(row.claimedAt),
    sentAt: ms(row.sentAt),
    lastError: row.lastError,
    resendable: !row.sentAt && !status.running,
  };
}

/**
 * Staff's resend: one more attempt of a stopped mail job whose mail was never sent. Idempotent: a job already
 * queued or running again answers 'already queued' and queues nothing; a sent mail is refused.
 */
export async function resendMail(
  db: DbOrTx,
  queue: JobQueue,
  name: string,
  jobId: string,
): Promise<{ jobId: string; state: 'queued' | 'already queued' }> {
  const status = await queue.status(name, jobId);
  if (status.state === 'none') throw new AppError('not_found', 'No such mail job.');
  const row = await deliveryOf(db, jobId);
  if (row?.sentAt || (!row && status.state === 'completed'))
    throw new AppError('conflict', 'That mail was already sent.');
  if (status.running) return { jobId, state: 'already queued' };
  if (await queue.retry(name, jobId)) return { jobId, state: 'queued' };
  // it moved on between the two reads (another resend queued it)
  return { jobId, state: 'already queued' };
}
