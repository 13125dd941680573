import { z } from 'zod';
import { epochMs } from './envelope.js';

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

export const batchCheckQuerySchema = z.object({
  method: z.string().trim().min(1).max(100),
  params: z.string().trim().max(100).optional(),
});

/**
 * A mail job's send key, as staff see it beside the job (decision 0056): which attempt claimed it, when, whether the
 * mail server took the mail, why the last attempt did not; `resendable` when the job has stopped and the mail is unsent.
 */
export const mailDeliverySchema = z.object({
  recipient: z.string(),
  attempt: z.number().int(),
  claimedAt: epochMs.nullable(),
  sentAt: epochMs.nullable(),
  lastError: z.string().nullable(),
  resendable: z.boolean(),
});

export const jobStatusSchema = z.object({
  method: z.string(),
  jobId: z.string().nullable(),
  state: z.enum([...JOB_STATES, 'none']),
  running: z.boolean(),
  createdOn: epochMs.nullable(),
  startedOn: epochMs.nullable(),
  completedOn: epochMs.nullable(),
  output: z.unknown(),
  /** a mail job's send key (`mail.send` with a job id): null before any run claimed it */
  mail: mailDeliverySchema.nullable().optional(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const batchRunRequestSchema = z.object({ method: z.string().trim().min(1).max(100) });
export const mailResendRequestSchema = z.object({ jobId: z.uuid('jobId must be a job id') });
export const mailResendResultSchema = z.object({ jobId: z.string(), state: z.enum(['queued', 'already queued']) });
export const batchRunResultSchema = z.object({ method: z.string(), jobId: z.string() });

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  queue: z.enum(['in-process', 'external', 'off']),
  version: z.string(),
  /** demo: simulated integrations and demo data (the web app shows a "Demo" badge); production: real ones */
  mode: z.enum(['demo', 'production']),
});
