import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { mailDeliveries } from './mail.tables.js';

/** What a run finds when it claims a mail's send key. */
type Claim = 'claimed' | 'sent' | 'in flight';

/**
 * Claims the send key of a mail job for one attempt. The key is the attempt's when no run claimed it yet, or when
 * an attempt (an earlier one, or this one run again by staff) claimed it and wrote no `sentAt` within the job's time
 * limit (that run died or was stopped, so
 * its send is over). Otherwise: 'sent' when the mail server took it, 'in flight' when an earlier attempt may still
 * be sending it.
 */
export async function claimDelivery(
  db: DbOrTx,
  claim: { jobId: string; recipient: string; attempt: number; timeLimitSeconds: number },
): Promise<Claim> {
  const rows = await db
    .insert(mailDeliveries)
    .values({ jobId: claim.jobId, recipient: claim.recipient, attempt: claim.attempt })
    .onConflictDoUpdate({
      target: mailDeliveries.jobId,
      set: { attempt: claim.attempt, claimedAt: sql`now()` },
      setWhere: sql`${mailDeliveries.sentAt} is null and ${mailDeliveries.attempt} <= ${claim.attempt}
        and ${mailDeliveries.claimedAt} < now() - make_interval(secs => ${claim.timeLimitSeconds})`,
    })
    .returning({ jobId: mailDeliveries.jobId });
  if (rows.length === 1) return 'claimed';
  const [row] = await db
    .select({ sentAt: mailDeliveries.sentAt })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.jobId, claim.jobId));
  return row?.sentAt ? 'sent' : 'in flight';
}

export async function markSent(db: DbOrTx, jobId: string, messageId: string): Promise<void> {
  await db
    .update(mailDeliveries)
    .set({ sentAt: sql`now()`, messageId, lastError: null })
    .where(eq(mailDeliveries.jobId, jobId));
}

/**
 * The mail server refused the message, so it was not sent: the claim is given up at once (its time backdated past
 * any limit) and the next attempt sends; the reason stays for staff.
 */
export async function releaseDelivery(db: DbOrTx, jobId: string, reason: string): Promise<void> {
  await db
    .update(mailDeliveries)
    .set({ claimedAt: sql`'epoch'::timestamptz`, lastError: reason.slice(0, 500) })
    .where(eq(mailDeliveries.jobId, jobId));
}

/** A mail job's delivery as staff see it: none when no run claimed it yet. */
export async function deliveryOf(db: DbOrTx, jobId: string) {
  const [row] = await db.select().from(mailDeliveries).where(eq(mailDeliveries.jobId, jobId));
  return row ?? null;
}
