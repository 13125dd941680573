import type { BillRun, Page } from '@portico/contract';
import {
  BILL_RUN_MESSAGES,
  type BillRunStatus,
  billRunProgress,
  billRunTimestampProblem,
  type Currency,
  SUPPLIERS,
  supplierBillingPeriodAt,
  supplierById,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import type { JobQueue } from '../../jobs/queue.js';
import { inChange, rowAudit } from '../audit/index.js';
import type { BillRunSummary } from './bill-run-jobs.js';
import { billRunJob } from './bill-run-jobs.js';
import * as repo from './bill-runs.repository.js';
import type { BillRunRow } from './bill-runs.repository.js';

const auditRun = rowAudit('billRun');

export function billRunView(row: BillRunRow): BillRun {
  const status = row.status as BillRunStatus;
  const summary = row.summary as Partial<BillRunSummary>;
  return {
    billRunId: row.id,
    supplierId: row.supplierId ?? 0,
    companyId: row.companyId,
    requestedFor: row.requestedFor,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    status,
    chunksTotal: row.chunksTotal,
    chunksDone: row.chunksDone,
    progress: billRunProgress({ status, chunksDone: row.chunksDone, chunksTotal: row.chunksTotal }),
    summary: {
      invoices: summary.invoices ?? 0,
      lines: summary.lines ?? 0,
      billables: summary.billables ?? 0,
      totals: Object.entries(summary.totals ?? {}).map(([currency, amount]) => ({
        currency: currency as Currency,
        amount,
      })),
    },
    error: row.error,
    ranAt: row.ranAt.getTime(),
    completedAt: row.completedAt?.getTime() ?? null,
  };
}

/**
 * `POST /secure/billrun/{timestamp}/supplierId/{id}` and `/allSuppliers` (admin console §7; decision 0085): a run
 * per supplier over its local month holding `timestamp`, queued with its job in one audited transaction; a run of
 * the same supplier, month and company already queued or running is answered instead of a second.
 */
export async function startBillRuns(
  db: DbOrTx,
  queue: JobQueue,
  who: ChangeContext,
  ask: { timestamp: number; now: number; supplierIds: readonly number[]; companyId: number | null },
): Promise<{ billRuns: BillRun[]; message: string }> {
  for (const supplierId of ask.supplierIds) {
    if (!supplierById(supplierId)) throw new AppError('not_found', BILL_RUN_MESSAGES.unknownSupplier);
    const problem = billRunTimestampProblem(ask.timestamp, ask.now, supplierId);
    if (problem) throw invalid(problem);
  }
  return inChange(db, who, async ({ tx, audit }) => {
    const runs: BillRunRow[] = [];
    let started = 0;
    for (const supplierId of ask.supplierIds) {
      const period = supplierBillingPeriodAt(ask.timestamp, supplierId);
      const queued = await repo.insertQueuedRun(tx, {
        supplierId,
        companyId: ask.companyId,
        requestedFor: ask.timestamp,
        periodStart: period.startDay,
        periodEnd: period.endDay,
        requestedBy: who.actor.personId,
      });
      if (queued) {
        started += 1;
        await queue.send(billRunJob, { runId: queued.id }, { tx, key: `run:${queued.id}` });
        await auditRun(audit, { id: queued.id, companyId: ask.companyId }, 'billRun.start', null, {
          supplierId,
          companyId: ask.companyId,
          periodStart: period.startDay,
          periodEnd: period.endDay,
        });
        runs.push(queued);
      } else {
        const active = await repo.findActiveRun(tx, supplierId, period.startDay, ask.companyId);
        if (active) runs.push(active);
      }
    }
    return {
      billRuns: runs.map(billRunView),
      message: started > 0 ? BILL_RUN_MESSAGES.started : BILL_RUN_MESSAGES.alreadyRunning,
    };
  });
}

/** Every supplier's id: the suppliers an `/allSuppliers` run queues a run for. */
export const allSupplierIds = (): number[] => SUPPLIERS.map((s) => s.supplierId);

export async function billRunPage(
  db: DbOrTx,
  query: { supplierId?: number; page: number; pageSize: number },
): Promise<Page<BillRun>> {
  const [rows, total] = await Promise.all([
    repo.runPage(db, query.supplierId, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    repo.countRuns(db, query.supplierId),
  ]);
  return { items: rows.map(billRunView), total, page: query.page, pageSize: query.pageSize };
}

export async function billRun(db: DbOrTx, id: number): Promise<BillRun> {
  const row = await repo.findRun(db, id);
  if (!row?.supplierId) throw new AppError('not_found', BILL_RUN_MESSAGES.notFound);
  return billRunView(row);
}
