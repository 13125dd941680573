import { BILL_RUN_STATUSES, CURRENCIES } from '@portico/domain';
import { z } from 'zod';
import { epochMs, epochMsText, idParam, pageQuerySchema, pageSchema } from './envelope.js';

/**
 * Bill runs (admin console §7; customer portal §7 "Bill runs: load and trigger, per supplier or company"; decision
 * 0085): queued as background jobs, one per supplier, over the supplier's local month holding the timestamp.
 */

const isoDate = z.iso.date();

export const billRunSupplierParams = z.object({ timestamp: epochMsText('timestamp'), supplierId: idParam });
export const billRunAllParams = z.object({ timestamp: epochMsText('timestamp') });
/** a run of one company of the supplier */
export const billRunStartQuery = z.object({ companyId: idParam.optional() });
export const billRunParams = z.object({ billRunId: idParam });

export const billRunSchema = z.object({
  billRunId: z.number().int(),
  supplierId: z.number().int(),
  companyId: z.number().int().nullable(),
  requestedFor: epochMs.nullable(),
  periodStart: isoDate,
  periodEnd: isoDate,
  status: z.enum(BILL_RUN_STATUSES),
  chunksTotal: z.number().int(),
  chunksDone: z.number().int(),
  /** 0 to 1 */
  progress: z.number(),
  summary: z.object({
    invoices: z.number().int(),
    lines: z.number().int(),
    billables: z.number().int(),
    /** the net billed per invoice currency, minor units */
    totals: z.array(z.object({ currency: z.enum(CURRENCIES), amount: z.number().int() })),
  }),
  error: z.string().nullable(),
  ranAt: epochMs,
  completedAt: epochMs.nullable(),
});
export type BillRun = z.infer<typeof billRunSchema>;

export const billRunStartedSchema = z.object({ billRuns: z.array(billRunSchema) });

export const billRunsQuerySchema = pageQuerySchema
  .pick({ page: true, pageSize: true })
  .extend({ supplierId: idParam.optional() });
export const billRunsPageSchema = pageSchema(billRunSchema);

/** A company's test clock (decision 0089): billing's now for the company; `real` when it has none. */
export const testClockParams = z.object({ companyId: idParam });
export const testClockSchema = z.object({ companyId: z.number().int(), now: epochMs, real: z.boolean() });
export type TestClock = z.infer<typeof testClockSchema>;
export const setTestClockSchema = z.object({
  now: z.number({ error: 'Give the moment as epoch milliseconds' }).int().min(0).max(253_402_300_799_999),
});
