import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { mailDeliveries } from './mail.tables.js';

/**
 * Claims the send key of a mail job for one attempt: a new key, or one an earlier attempt claimed without sending
 * (it failed, ran past its time limit, or its worker died). 'sent' when an earlier attempt sent it; 'claimed'
 * otherwise — never two claims for one attempt, since the queue runs each attempt once.
 */
export async function claimDelivery(
  db: DbOrTx,
  jobId: string,
  recipient: string,
  attempt: number,
): Promise<'claimed' | 'sent' | 'held'> {
  const rows = await db
    .insert(mailDeliveries)
    .values({ jobId, recipient, attempt })
    .onConflictDoUpdate({
      target: mailDeliveries.jobId,
      set: { attempt, claimedAt: sql`now()`, lastError: null },
      setWhere: and(isNull(mailDeliveries.sentAt), lt(mailDeliveries.attempt, attempt)),
    })
    .returning({ jobId: mailDeliveries.jobId });
  if (rows.length === 1) return 'claimed';
  const [row] = await db
    .select({ sentAt: mailDeliveries.sentAt })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.jobId, jobId));
  return row?.sentAt ? 'sent' : 'held';
}

/** The mail server accepted the message: the only write of `sentAt`. */
export async function markSent(db: DbOrTx, jobId: string, messageId: string): Promise<void> {
  await db
    .update(mailDeliveries)
    .set({ sentAt: sql`now()`, messageId, lastError: null })
    .where(eq(mailDeliveries.jobId, jobId));
}

/** The mail server refused the message: it is not sent, and the next attempt claims it again. */
export async function recordFailure(db: DbOrTx, jobId: string, attempt: number, error: string): Promise<void> {
  await db
    .update(mailDeliveries)
    .set({ lastError: error.slice(0, 1000) })
    .where(and(eq(mailDeliveries.jobId, jobId), eq(mailDeliveries.attempt, attempt), isNull(mailDeliveries.sentAt)));
}
