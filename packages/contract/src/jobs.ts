import { z } from 'zod';
import { epochMs } from './envelope.js';

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

export const batchCheckQuerySchema = z.object({
  method: z.string().trim().min(1).max(100),
  params: z.string().trim().max(100).optional(),
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
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const batchRunRequestSchema = z.object({ method: z.string().trim().min(1).max(100) });
export const batchRunResultSchema = z.object({ method: z.string(), jobId: z.string() });

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  queue: z.enum(['in-process', 'external', 'off']),
  version: z.string(),
  /** demo: simulated integrations and demo data (the web app shows a "Demo" badge); production: real ones */
  mode: z.enum(['demo', 'production']),
});
