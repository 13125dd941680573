import type { Page, SyncItem, SyncRun } from '@portico/contract';
import {
  ACCOUNTING_MESSAGES,
  emptySelectionMessage,
  isSyncRunActive,
  type SyncItemType,
  type SyncKind,
  syncRunProgress,
  syncStartMessage,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import type { JobQueue } from '../../jobs/queue.js';
import { inChange, rowAudit } from '../audit/index.js';
import * as repo from './accounting.repository.js';
import type { ItemFilter, SyncRunRow } from './accounting.repository.js';
import { syncRunJob } from './sync-jobs.js';

const auditRun = rowAudit('accountingSyncRun');
const auditItem = rowAudit('accountingSyncItem');

export function syncRunView(row: SyncRunRow): SyncRun {
  return {
    runId: row.id,
    kind: row.kind,
    scope: row.scope,
    status: row.status,
    running: isSyncRunActive(row.status),
    total: row.total,
    done: row.done,
    failed: row.failed,
    progress: syncRunProgress(row),
    startedAt: row.startedAt,
    completedAt: row.completedAt,
  };
}

/** Refuses while no accounting system is configured (production until an adapter exists): sync is off. */
export function requireSyncOn(enabled: boolean): void {
  if (!enabled) throw new AppError('conflict', ACCOUNTING_MESSAGES.syncOff);
}

const answered = (started: boolean, run: SyncRun) => ({ started, run, message: syncStartMessage({ started, run }) });

type Ask = { scope: 'ALL' } | { scope: 'SELECTED'; ids: readonly number[] } | { scope: 'ONE'; id: number };

/**
 * Staff's sync of all, selected or one item of a kind (customer portal §7; decision 0092): a run and its items taken
 * in one audited transaction with the job that posts them. A run already queued or running is answered instead.
 */
export async function startSync(
  db: DbOrTx,
  queue: JobQueue,
  who: ChangeContext,
  kind: SyncKind,
  ask: Ask,
): Promise<{ started: boolean; run: SyncRun; message: string }> {
  if (ask.scope === 'SELECTED' && ask.ids.length === 0) throw invalid(emptySelectionMessage(kind));
  return inChange(db, who, async ({ tx, audit }) => {
    const queued = await repo.insertQueuedRun(tx, { kind, scope: ask.scope, requestedBy: who.actor.personId });
    if (!queued) {
      const active = await repo.findActiveRun(tx);
      if (!active) throw new AppError('conflict', ACCOUNTING_MESSAGES.alreadyRunning);
      return answered(false, syncRunView(active));
    }
    const ids = ask.scope === 'ALL' ? null : ask.scope === 'ONE' ? [ask.id] : ask.ids;
    const total = await repo.takeIntoRun(tx, queued.id, kind, ids);
    await repo.setRunTotal(tx, queued.id, total);
    if (total === 0) {
      await repo.markRunCompleted(tx, queued.id);
      const run = await repo.findRun(tx, queued.id);
      return answered(false, syncRunView(run ?? queued));
    }
    await queue.send(syncRunJob, { runId: queued.id, chunk: 0 }, { tx, key: `${queued.id}:0` });
    await auditRun(audit, { id: queued.id, companyId: null }, 'accountingSync.start', null, {
      kind,
      scope: ask.scope,
      total,
    });
    return answered(true, syncRunView({ ...queued, total }));
  });
}

/** `GET /secure/xero/sync`: the newest run (the running one while one runs). */
export async function syncStatus(db: DbOrTx, enabled: boolean): Promise<{ enabled: boolean; run: SyncRun | null }> {
  const row = (await repo.findActiveRun(db)) ?? (await repo.latestRun(db));
  return { enabled, run: row ? syncRunView(row) : null };
}

const LISTS: Record<'unsynced' | 'failed' | 'unposted', Omit<ItemFilter, 'kind'>> = {
  unsynced: { statuses: ['PENDING', 'FAILED'], withoutRecord: true },
  failed: { statuses: ['FAILED'], withoutRecord: false },
  unposted: { statuses: ['PENDING'], withoutRecord: true },
};

export async function syncItemPage(
  db: DbOrTx,
  kind: SyncKind,
  list: keyof typeof LISTS,
  page: { page: number; pageSize: number },
): Promise<Page<SyncItem>> {
  const filter = { kind, ...LISTS[list] };
  const [items, total] = await Promise.all([
    repo.itemPage(db, filter, { limit: page.pageSize, offset: (page.page - 1) * page.pageSize }),
    repo.countItems(db, filter),
  ]);
  return { items, total, page: page.page, pageSize: page.pageSize };
}

/** The item a kind's id names, as the sync record's type: an unallocated allocation's post is its reversal. */
async function itemOf(
  db: DbOrTx,
  kind: SyncKind,
  id: number,
): Promise<{ itemType: SyncItemType; companyId: number } | null> {
  if (kind === 'invoices') {
    const invoice = await repo.committedInvoice(db, id);
    return invoice ? { itemType: 'INVOICE', companyId: invoice.companyId } : null;
  }
  if (kind === 'payments') {
    const payment = await repo.paymentOf(db, id);
    return payment ? { itemType: 'PAYMENT', companyId: payment.companyId } : null;
  }
  const allocation = await repo.allocationOf(db, id);
  if (!allocation) return null;
  if (!allocation.reversed) return { itemType: 'ALLOCATION', companyId: allocation.companyId };
  const posted = await repo.findRecord(db, 'ALLOCATION', id);
  return {
    itemType: posted?.status === 'SYNCED' ? 'ALLOCATION_REVERSAL' : 'ALLOCATION',
    companyId: allocation.companyId,
  };
}

/** "Forget": the item is marked not to be posted, with who and when; a posted one cannot be. */
export async function forgetItem(db: DbOrTx, who: ChangeContext, kind: SyncKind, id: number) {
  const item = await itemOf(db, kind, id);
  if (!item) throw new AppError('not_found', ACCOUNTING_MESSAGES.notFound);
  return inChange(db, who, async ({ tx, audit }) => {
    const forgotten = await repo.forgetItem(tx, { ...item, itemId: id, by: who.actor.personId });
    if (!forgotten) throw new AppError('conflict', ACCOUNTING_MESSAGES.alreadySynced);
    await auditItem(audit, { id, companyId: item.companyId }, 'accountingSync.forget', null, {
      itemType: item.itemType,
      status: 'FORGOTTEN',
    });
    return {
      type: item.itemType,
      id,
      status: 'FORGOTTEN' as const,
      forgottenBy: who.actor.personId,
      forgottenAt: forgotten.forgottenAt,
    };
  });
}
