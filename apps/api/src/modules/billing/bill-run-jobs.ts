import { BILL_RUN_CHUNK_COMPANIES, BILL_RUN_MESSAGES, type Currency, supplierById } from '@portico/domain';
import { z } from 'zod';
import type { JobDeclaration } from '../../jobs/define-job.js';
import { defineJob, type ModuleContext } from '../define-module.js';
import { ratesInForceOn } from '../exchange-rates/index.js';
import { supplyCurrenciesOf } from '../supplies/index.js';
import { billChunk, type ChunkResult } from './bill-run-chunk.js';
import * as repo from './bill-runs.repository.js';

const chunkPayload = z.object({
  runId: z.number().int().positive(),
  chunk: z.number().int().min(0),
  companyIds: z.array(z.number().int().positive()).min(1).max(BILL_RUN_CHUNK_COMPANIES),
});

/** A run's summary: what its chunks made, added up. */
export interface BillRunSummary {
  invoices: number;
  lines: number;
  billables: number;
  totals: Record<string, number>;
}

function added(summary: Partial<BillRunSummary>, made: ChunkResult): BillRunSummary {
  const totals = { ...(summary.totals ?? {}) };
  for (const [currency, amount] of Object.entries(made.totals)) totals[currency] = (totals[currency] ?? 0) + amount;
  return {
    invoices: (summary.invoices ?? 0) + made.invoices,
    lines: (summary.lines ?? 0) + made.lines,
    billables: (summary.billables ?? 0) + made.billables,
    totals,
  };
}

/**
 * One chunk of a run (decision 0085): its companies billed, and the run's progress and summary moved on, in the
 * job's one transaction — a worker killed mid-chunk leaves nothing of it, and the chunk runs again.
 */
export const billRunChunkJob: JobDeclaration<typeof chunkPayload, ModuleContext> = defineJob({
  name: 'billing.billRunChunk',
  payload: chunkPayload,
  actor: 'bill run',
  timeLimitSeconds: 300,
  retryLimit: 5,
  async handler({ runId, companyIds }, run) {
    const billRun = await repo.findRun(run.tx, runId);
    if (billRun?.status !== 'RUNNING') return { skipped: `run ${runId} is ${billRun?.status ?? 'gone'}` };
    const made = await billChunk(run.tx, billRun, companyIds);
    const locked = await repo.lockRun(run.tx, runId);
    if (!locked) return { skipped: 'run gone' };
    const chunksDone = locked.chunksDone + 1;
    await repo.saveProgress(run.tx, runId, {
      chunksDone,
      summary: added(locked.summary as Partial<BillRunSummary>, made),
      completed: chunksDone >= locked.chunksTotal,
    });
    return made;
  },
});

const runPayload = z.object({
  runId: z.number().int().positive(),
  /** companies per chunk (default BILL_RUN_CHUNK_COMPANIES): tests split a small run into several chunks */
  chunkCompanies: z.number().int().min(1).max(BILL_RUN_CHUNK_COMPANIES).optional(),
});

/**
 * A queued run planned (decision 0085): the supplier's companies with a billable it charges, split into chunks of
 * `BILL_RUN_CHUNK_COMPANIES`, each queued once (its key) in this job's transaction, which marks the run RUNNING.
 * A run whose invoice currencies have no exchange rate in force on its first day fails here, before any chunk.
 */
export const billRunJob: JobDeclaration<typeof runPayload, ModuleContext> = defineJob({
  name: 'billing.billRun',
  payload: runPayload,
  actor: 'bill run',
  timeLimitSeconds: 120,
  async handler({ runId, chunkCompanies = BILL_RUN_CHUNK_COMPANIES }, run) {
    const billRun = await repo.findRun(run.tx, runId);
    if (billRun?.status !== 'QUEUED' || billRun.supplierId === null) return { skipped: 'not queued' };
    const supplier = supplierById(billRun.supplierId);
    if (!supplier) {
      await repo.markFailed(run.tx, runId, BILL_RUN_MESSAGES.unknownSupplier);
      return { failed: BILL_RUN_MESSAGES.unknownSupplier };
    }
    const rates = await ratesInForceOn(run.tx, billRun.periodStart);
    const missing = [
      supplier.currency,
      ...(await supplyCurrenciesOf(run.tx, supplier.supplierId)),
      ...(await repo.billableCurrenciesOf(run.tx, supplier.supplierId)),
    ].filter((c) => !rates.has(c as Currency));
    if (missing.length > 0) {
      const error = `${BILL_RUN_MESSAGES.noRate}: ${[...new Set(missing)].join(', ')}`;
      await repo.markFailed(run.tx, runId, error);
      return { failed: error };
    }
    const companies = await repo.companiesToBill(run.tx, supplier.supplierId, billRun.companyId);
    const chunks: number[][] = [];
    for (let i = 0; i < companies.length; i += chunkCompanies) chunks.push(companies.slice(i, i + chunkCompanies));
    for (const [chunk, companyIds] of chunks.entries())
      await run.send(billRunChunkJob, { runId, chunk, companyIds }, { key: `${runId}:${chunk}` });
    await repo.markRunning(run.tx, runId, chunks.length);
    return { chunks: chunks.length, companies: companies.length };
  },
});
