import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, stampedAt } from '../../db/columns.js';

/**
 * One row per mail job that has started to send: the send key, claimed by an attempt of the job (its retry count)
 * before it hands the message to the mail server (decision 0064). A later attempt — the queue starts one only once
 * the earlier failed, ran past its time limit or lost its worker — claims it again while it is not sent, so a mail
 * is never lost to a worker that died between the claim and the send; one attempt sends it at most once; and only
 * the mail server's acceptance writes `sentAt`.
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  jobId: uuid().primaryKey(),
  recipient: text().notNull(),
  claimedAt: stampedAt(),
  /** the job's attempt (pg-boss retry count) that holds the claim */
  attempt: integer().notNull().default(0),
  sentAt: instant(),
  messageId: text(),
  /** why the last attempt did not send it (the mail server's refusal), for staff */
  lastError: text(),
});
