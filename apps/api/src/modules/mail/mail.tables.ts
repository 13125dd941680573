import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, stampedAt } from '../../db/columns.js';

/**
 * One row per mail job that has started to send: the send key. A mail job claims its row before it hands the
 * message to the mail server, and a run that finds the row taken does not send again, so a mail is sent at most
 * once per job, however often the job is run (a worker killed mid-send, a lease that ran out).
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  jobId: uuid().primaryKey(),
  recipient: text().notNull(),
  claimedAt: stampedAt(),
  sentAt: instant(),
  messageId: text(),
});
