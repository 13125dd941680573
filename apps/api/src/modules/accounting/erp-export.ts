import type { CustomerBatch, ErpSupply } from '@portico/contract';
import { ERP_MESSAGES, erpLegalEntityOf, supplierById } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import type { Erp } from '../../integrations/erp/erp.js';
import type { JobQueue } from '../../jobs/queue.js';
import { inChange } from '../audit/index.js';
import { erpExportJob, erpRetryJob } from './erp-jobs.js';
import * as repo from './erp.repository.js';
import type { BatchRow } from './erp.repository.js';

/** The ERP a path names: the configured one, else 404 (an unknown name, or no ERP here). */
export function requireNamedErp(erp: Erp | null, name: string): Erp {
  if (!erp || erp.name !== name) throw new AppError('not_found', ERP_MESSAGES.unknownErp);
  return erp;
}

function requireErpOn(erp: Erp | null): Erp {
  if (!erp) throw new AppError('conflict', ERP_MESSAGES.erpOff);
  return erp;
}

/**
 * `POST /v2/supplies/export`, `/export/{supplierId}`, `/{companyId}/export` (customer portal §7; decision 0092):
 * the export queued as a job in an audited transaction; the job sends the supplies in batches of 50.
 */
export async function startExport(
  db: DbOrTx,
  queue: JobQueue,
  who: ChangeContext,
  erp: Erp | null,
  ask: { supplierId: number | null; companyId: number | null },
): Promise<{ jobId: string | null }> {
  const on = requireErpOn(erp);
  if (ask.supplierId !== null && !supplierById(ask.supplierId))
    throw new AppError('not_found', ERP_MESSAGES.unknownSupplier);
  const scope = ask.companyId !== null ? 'COMPANY' : ask.supplierId !== null ? 'SUPPLIER' : 'ALL';
  return inChange(db, who, async ({ tx, audit }) => {
    const jobId = await queue.send(
      erpExportJob,
      { erp: on.name, scope, ...ask, requestedBy: who.actor.personId },
      { tx },
    );
    await audit({
      action: 'erpExport.start',
      entityType: 'erpExport',
      entityId: jobId ?? scope,
      companyId: ask.companyId,
      before: null,
      after: { erp: on.name, scope, ...ask },
    });
    return { jobId };
  });
}

function batchView(row: BatchRow): CustomerBatch {
  return { ...row, responseJson: { items: row.responseJson.items ?? [] } };
}

/** `GET /v2/supplies/{erp}?page&size`: Spring's `content` and `totalElements`, page from 0. */
export async function erpSupplyPage(
  db: DbOrTx,
  erp: Erp,
  query: { page: number; size: number },
): Promise<{ content: ErpSupply[]; totalElements: number }> {
  const [rows, totalElements] = await Promise.all([
    repo.supplyExportPage(db, erp.name, { limit: query.size, offset: query.page * query.size }),
    repo.countSupplies(db),
  ]);
  return {
    content: rows.map((row) => ({
      supplyId: row.supplyId,
      companyId: row.companyId,
      companyName: row.companyName,
      supplierId: row.supplierId,
      market: supplierById(row.supplierId)?.market ?? String(row.supplierId),
      legalEntity: erpLegalEntityOf(row)?.code ?? null,
      country: row.country,
      taxNumber: row.taxNumber,
      currency: row.currency,
      success: row.success,
      customerNumber: row.customerNumber,
      error: row.error,
      batchId: row.batchId,
      sentAt: row.sentAt,
    })),
    totalElements,
  };
}

/** `GET /v2/proxy/{erp}/api/customerBatches`: Spring Data REST's `_embedded` and `page`. */
export async function customerBatchPage(
  db: DbOrTx,
  erp: Erp,
  query: { page: number; size: number; sort: 'id,desc' | 'id,asc' },
) {
  const [rows, totalElements] = await Promise.all([
    repo.batchPage(db, erp.name, {
      limit: query.size,
      offset: query.page * query.size,
      descending: query.sort === 'id,desc',
    }),
    repo.countBatches(db, erp.name),
  ]);
  return {
    _embedded: { customerBatchEntities: rows.map(batchView) },
    page: {
      size: query.size,
      totalElements,
      totalPages: Math.ceil(totalElements / query.size),
      number: query.page,
    },
  };
}

/** `POST /v2/proxy/{erp}/api/customerBatches/retry/{id}`: the batch's failed items queued to be sent again. */
export async function retryBatch(
  db: DbOrTx,
  queue: JobQueue,
  who: ChangeContext,
  erp: Erp,
  id: number,
): Promise<{ batch: CustomerBatch; message: string }> {
  const batch = await repo.findBatch(db, erp.name, id);
  if (!batch) throw new AppError('not_found', ERP_MESSAGES.batchNotFound);
  if (batch.responseJson.items.every((item) => item.success))
    throw new AppError('conflict', ERP_MESSAGES.nothingToRetry);
  await inChange(db, who, async ({ tx, audit }) => {
    await queue.send(erpRetryJob, { erp: erp.name, batchId: id }, { tx });
    await audit({
      action: 'erpBatch.retry',
      entityType: 'erpCustomerBatch',
      entityId: id,
      companyId: batch.companyId,
      before: null,
      after: { failed: batch.responseJson.items.filter((item) => !item.success).length },
    });
  });
  return { batch: batchView(batch), message: ERP_MESSAGES.retryQueued };
}
