import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, stampedAt } from '../../db/columns.js';

/**
 * One row per mail job that has started to send: the send key. A run claims the row (its attempt and when) before
 * it hands the message to the mail server, and `sentAt` is written once the server accepted it. A claim with no
 * `sentAt` older than the job's time limit is one whose run died or was stopped: the next attempt claims it again
 * and sends (decision 0056). A mail is therefore sent at most once per attempt and marked sent only when the server
 * took it; one that ran out of attempts stays unsent here, shown by `batchprocess/check` with a resend action.
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  jobId: uuid().primaryKey(),
  recipient: text().notNull(),
  claimedAt: stampedAt(),
  /** the job's attempt (its retry count) that holds the claim */
  attempt: integer().notNull().default(0),
  sentAt: instant(),
  messageId: text(),
  /** why the last attempt did not send, when it knew */
  lastError: text(),
});
