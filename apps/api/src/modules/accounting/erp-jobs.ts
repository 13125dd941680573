import type { ErpBatchItem } from '@portico/contract';
import {
  ACCOUNTING_MESSAGES,
  ERP_BATCH_SIZE,
  erpCustomerReference,
  erpLegalEntityOf,
  isEuLegalEntity,
} from '@portico/domain';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import type { Erp, ErpCustomer } from '../../integrations/erp/erp.js';
import type { JobDeclaration } from '../../jobs/define-job.js';
import { defineJob, type ModuleContext } from '../define-module.js';
import * as repo from './erp.repository.js';
import type { SupplyRecord } from './erp.repository.js';

function customerOf(supply: SupplyRecord): ErpCustomer {
  const entity = erpLegalEntityOf(supply);
  return {
    reference: erpCustomerReference(supply.supplyId),
    legalEntity: entity?.code ?? '',
    euEntity: entity ? isEuLegalEntity(entity) : false,
    name: supply.companyName,
    taxNumber: supply.taxNumber,
    currency: supply.currency,
    country: supply.country,
    email: supply.email,
  };
}

/**
 * Sends supplies to the ERP as one batch and answers each item: the ERP's flag and words, or, when the call itself
 * failed or passed the time-out, every item unsent with that reason.
 */
async function send(
  erp: Erp,
  supplies: readonly SupplyRecord[],
  signal: AbortSignal,
  timeoutMs: number,
): Promise<{ items: ErpBatchItem[]; error: string | null }> {
  const customers = supplies.map(customerOf);
  const timeout = AbortSignal.timeout(timeoutMs);
  let error: string | null = null;
  let answers: Awaited<ReturnType<Erp['sendCustomers']>> = [];
  try {
    answers = await erp.sendCustomers(customers, { signal: AbortSignal.any([signal, timeout]) });
  } catch (e) {
    if (signal.aborted) throw e;
    error = timeout.aborted ? ACCOUNTING_MESSAGES.timedOut : e instanceof Error ? e.message : String(e);
  }
  const items = supplies.map((supply, i): ErpBatchItem => {
    const customer = customers[i]!;
    const answer = answers.find((a) => a.reference === customer.reference);
    return {
      supplyId: supply.supplyId,
      companyId: supply.companyId,
      companyName: supply.companyName,
      legalEntity: customer.legalEntity || null,
      reference: customer.reference,
      success: answer?.success ?? false,
      customerNumber: answer?.customerNumber ?? null,
      error: answer ? answer.error : (error ?? 'No answer from the ERP for this customer.'),
    };
  });
  return { items, error };
}

function requireErp(ctx: ModuleContext, name: string): Erp | null {
  const erp = ctx.integrations.erp;
  return erp && erp.name === name ? erp : null;
}

const exportPayload = z.object({
  erp: z.string().min(1),
  scope: z.enum(['ALL', 'SUPPLIER', 'COMPANY']),
  supplierId: z.number().int().positive().nullable(),
  companyId: z.number().int().positive().nullable(),
  requestedBy: z.number().int().nullable(),
});

/**
 * An ERP export (decision 0092): the supplies asked for, sent in customer batches of 50 (spec §9), each batch
 * recorded with the ERP's answer per item as it comes back. It calls out, so it is not one transaction.
 */
export const erpExportJob: JobDeclaration<typeof exportPayload, ModuleContext> = defineJob({
  name: 'accounting.erpExport',
  payload: exportPayload,
  actor: 'erp export',
  transactional: false,
  timeLimitSeconds: 3_600,
  retryLimit: 1,
  async handler(ask, run) {
    const erp = requireErp(run.ctx, ask.erp);
    if (!erp) return { skipped: `no ERP ${ask.erp}` };
    const db: DbOrTx = run.tx;
    const supplies = await repo.suppliesToExport(db, ask);
    let batches = 0;
    let accepted = 0;
    for (let i = 0; i < supplies.length; i += ERP_BATCH_SIZE) {
      const chunk = supplies.slice(i, i + ERP_BATCH_SIZE);
      const id = await repo.insertBatch(db, { ...ask, supplyIds: chunk.map((s) => s.supplyId) });
      const { items, error } = await send(erp, chunk, run.signal, run.ctx.config.sync.timeoutMs);
      await repo.saveBatchAnswer(
        db,
        { id, erp: ask.erp, status: error ? 'FAILED' : 'SENT', error, items },
        items,
        false,
      );
      batches += 1;
      accepted += items.filter((item) => item.success).length;
    }
    return { batches, supplies: supplies.length, accepted };
  },
});

const retryPayload = z.object({ erp: z.string().min(1), batchId: z.number().int().positive() });

/** A batch's failed items sent again; their new answers written over the old ones in the batch. */
export const erpRetryJob: JobDeclaration<typeof retryPayload, ModuleContext> = defineJob({
  name: 'accounting.erpRetryBatch',
  payload: retryPayload,
  actor: 'erp export',
  transactional: false,
  timeLimitSeconds: 600,
  retryLimit: 1,
  async handler({ erp: name, batchId }, run) {
    const erp = requireErp(run.ctx, name);
    if (!erp) return { skipped: `no ERP ${name}` };
    const db: DbOrTx = run.tx;
    const batch = await repo.findBatch(db, name, batchId);
    if (!batch) return { skipped: 'no such batch' };
    const failed = batch.responseJson.items.filter((item) => !item.success).map((item) => item.supplyId);
    if (failed.length === 0) return { retried: 0 };
    const supplies = await repo.suppliesByIds(db, failed);
    const { items: answered, error } = await send(erp, supplies, run.signal, run.ctx.config.sync.timeoutMs);
    const items = batch.responseJson.items.map((item) => answered.find((a) => a.supplyId === item.supplyId) ?? item);
    const status = items.some((item) => item.success) || !error ? 'SENT' : 'FAILED';
    await repo.saveBatchAnswer(db, { id: batchId, erp: name, status, error, items }, answered, true);
    return { retried: answered.length, accepted: answered.filter((item) => item.success).length };
  },
});
