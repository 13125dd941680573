import { setTimeout as sleep } from 'node:timers/promises';
import { ACCOUNTING_MESSAGES, SYNC_ATTEMPTS, syncBackoffMs, syncReference } from '@portico/domain';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import type { AccountingSystem, PostResult } from '../../integrations/accounting/accounting-system.js';
import type { JobDeclaration } from '../../jobs/define-job.js';
import { defineJob, type ModuleContext } from '../define-module.js';
import * as repo from './accounting.repository.js';
import type { PendingItem } from './accounting.repository.js';

/** Items one job posts before it queues the next chunk: each may take 3 × 60 s, so a job stays well in its limit. */
const CHUNK_ITEMS = 10;

const payload = z.object({ runId: z.number().int().positive(), chunk: z.number().int().min(0) });

type Posted = PostResult | { nothing: string };

/** Posts one item under its reference; null when its source is gone (nothing left to post). */
async function post(
  db: DbOrTx,
  system: AccountingSystem,
  item: PendingItem,
  signal: AbortSignal,
): Promise<Posted | null> {
  const reference = syncReference(item.itemType, item.itemId);
  if (item.itemType === 'INVOICE') {
    const invoice = await repo.committedInvoice(db, item.itemId);
    if (!invoice) return null;
    return system.postInvoice(
      {
        reference,
        kind: invoice.kind,
        companyId: invoice.companyId,
        contactName: invoice.companyName,
        number: invoice.invoiceNumber,
        date: invoice.invoiceDate,
        dueDate: invoice.dueDate,
        currency: invoice.currency,
        netCents: invoice.netCents,
        taxCents: invoice.taxCents,
        totalCents: invoice.totalCents,
      },
      { signal },
    );
  }
  if (item.itemType === 'PAYMENT') {
    const payment = await repo.paymentOf(db, item.itemId);
    if (!payment) return null;
    return system.postPayment(
      {
        reference,
        companyId: payment.companyId,
        currency: payment.currency,
        amountCents: payment.amountCents,
        date: payment.transactionDate,
      },
      { signal },
    );
  }
  const allocation = await repo.allocationOf(db, item.itemId);
  if (!allocation) return null;
  if (item.itemType === 'ALLOCATION' && allocation.reversed)
    return { nothing: 'Unallocated before it was posted: there is nothing to post.' };
  return system.postAllocation(
    {
      reference,
      companyId: allocation.companyId,
      paymentReference: syncReference('PAYMENT', allocation.transactionId),
      invoiceReference: syncReference('INVOICE', allocation.invoiceId),
      currency: allocation.currency,
      amountCents: allocation.amountCents,
      ...(item.itemType === 'ALLOCATION_REVERSAL' ? { reverses: syncReference('ALLOCATION', allocation.id) } : {}),
    },
    { signal },
  );
}

/** The accounting system's words for a failure; ours when it did not answer in time. */
function failureText(error: unknown, timedOut: boolean): string {
  if (timedOut) return ACCOUNTING_MESSAGES.timedOut;
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

/**
 * One item posted: tried up to SYNC_ATTEMPTS times, each call aborted at the sync time-out (60 s; config), waiting
 * a doubling back-off between tries. The system keeps our reference, so a try that went through but whose answer
 * was lost is answered with the first id the next time, never booked twice.
 */
async function syncItem(run: { ctx: ModuleContext; signal: AbortSignal }, db: DbOrTx, item: PendingItem) {
  const system = run.ctx.integrations.accounting;
  const { timeoutMs, retryBackoffMs } = run.ctx.config.sync;
  for (let attempt = 1; ; attempt++) {
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      if (!system) throw new Error(ACCOUNTING_MESSAGES.syncOff);
      const posted = await post(db, system, item, AbortSignal.any([run.signal, timeout]));
      if (posted === null) {
        await repo.markNothingToPost(db, item.recordId, ACCOUNTING_MESSAGES.notFound);
        return 'done';
      }
      if ('nothing' in posted) {
        await repo.markNothingToPost(db, item.recordId, posted.nothing);
        return 'done';
      }
      await repo.markSynced(db, item.recordId, posted.externalId);
      return 'done';
    } catch (error) {
      // the job's own time limit: stop here; the item stays PENDING for the job's next try
      if (run.signal.aborted) throw error;
      const final = attempt >= SYNC_ATTEMPTS;
      await repo.markAttemptFailed(db, item.recordId, failureText(error, timeout.aborted), final);
      if (final) return 'failed';
      await sleep(syncBackoffMs(attempt, retryBackoffMs), undefined, { signal: run.signal });
    }
  }
}

/**
 * A sync run's chunk (decision 0092): its next PENDING items posted one by one, the run's progress counted after
 * each, then the next chunk queued, or the run completed. It calls out, so it is not one transaction: each item's
 * record is written as it is posted, and a job that died leaves the rest PENDING for its retry.
 */
export const syncRunJob: JobDeclaration<typeof payload, ModuleContext> = defineJob({
  name: 'accounting.syncRun',
  payload,
  actor: 'accounting sync',
  transactional: false,
  timeLimitSeconds: 2_000,
  retryLimit: 3,
  async handler({ runId, chunk }, run) {
    const db = run.tx;
    const syncRun = await repo.findRun(db, runId);
    if (!syncRun || syncRun.status === 'COMPLETED') return { skipped: `run ${runId} is ${syncRun?.status ?? 'gone'}` };
    await repo.markRunRunning(db, runId);
    const items = await repo.pendingOfRun(db, runId, CHUNK_ITEMS);
    let failed = 0;
    for (const item of items) {
      const outcome = await syncItem(run, db, item);
      if (outcome === 'failed') failed += 1;
      await repo.countItemDone(db, runId, outcome === 'failed');
    }
    const more = await repo.pendingOfRun(db, runId, 1);
    if (more.length > 0) await run.send(syncRunJob, { runId, chunk: chunk + 1 }, { key: `${runId}:${chunk + 1}` });
    else await repo.markRunCompleted(db, runId);
    return { posted: items.length - failed, failed };
  },
});
