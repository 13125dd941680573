import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { mailDeliveries } from './mail.tables.js';

/** Claims the send key of a mail job; false when an earlier run of the job already claimed it. */
export async function claimDelivery(db: DbOrTx, jobId: string, recipient: string): Promise<boolean> {
  const rows = await db
    .insert(mailDeliveries)
    .values({ jobId, recipient })
    .onConflictDoNothing()
    .returning({ jobId: mailDeliveries.jobId });
  return rows.length === 1;
}

export async function markSent(db: DbOrTx, jobId: string, messageId: string): Promise<void> {
  await db
    .update(mailDeliveries)
    .set({ sentAt: sql`now()`, messageId })
    .where(eq(mailDeliveries.jobId, jobId));
}

/** The mail server refused the message, so it was not sent: the next run may try again. */
export async function releaseDelivery(db: DbOrTx, jobId: string): Promise<void> {
  await db.delete(mailDeliveries).where(eq(mailDeliveries.jobId, jobId));
}
