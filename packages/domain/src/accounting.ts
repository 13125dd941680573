/*
 * Accounting sync (customer portal §4, §5, §7, §9; admin console §7 "GET /secure/xero/sync"; decision 0092): staff
 * post payments, allocations and committed invoices to the accounting system — all that are not yet posted, a
 * selection, one, or mark one as not to be posted ("forget"). Each item is posted once, by its reference.
 */

/** What is synced: each list of the /accountSync page. */
export const SYNC_KINDS = ['payments', 'allocations', 'invoices'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

/**
 * What one sync record posts: a payment, an allocation, an invoice or credit note, or the reversal of an allocation
 * that was posted and then unallocated.
 */
export const SYNC_ITEM_TYPES = ['PAYMENT', 'ALLOCATION', 'ALLOCATION_REVERSAL', 'INVOICE'] as const;
export type SyncItemType = (typeof SYNC_ITEM_TYPES)[number];

/** A sync record's state: waiting to be posted, posted, given up on after its attempts, or not to be posted. */
export const SYNC_STATUSES = ['PENDING', 'SYNCED', 'FAILED', 'FORGOTTEN'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

/** A sync run's state: only one run is QUEUED or RUNNING at a time. */
export const SYNC_RUN_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED'] as const;
export type SyncRunStatus = (typeof SYNC_RUN_STATUSES)[number];

/** Spec §9: "Sync time-out 60 seconds" (admin console: sync calls use a 60,000 ms time-out). */
export const SYNC_TIMEOUT_MS = 60_000;
/** Spec §4: the page checks the run's status every 15 seconds until it is no longer running. */
export const SYNC_POLL_MS = 15_000;
/** Tries of one item in a run before it is FAILED (the first and two retries, with back-off between). */
export const SYNC_ATTEMPTS = 3;

export const ACCOUNTING_MESSAGES = {
  /** spec §5: a sync of selected payments or invoices with nothing selected */
  selectOne: 'Please select one!',
  /** spec §5: a sync of selected allocations with nothing selected */
  selectOneAllocation: 'Please select one payment allocation!',
  syncOff: 'No accounting system is configured: accounting sync is off.',
  started: 'Sync started: it runs in the background.',
  alreadyRunning: 'A sync is already running: this is its progress.',
  nothingToSync: 'Nothing to sync: every item is already posted or forgotten.',
  forgotten: 'Marked as not to be synced.',
  alreadySynced: 'Already posted to the accounting system: it cannot be forgotten.',
  notFound: 'No such item to sync.',
  timedOut: 'The accounting system did not answer in time.',
  tooMany: 'Select at most 500 items at a time.',
} as const;

/** The message of a sync of selected items with nothing selected (spec §5): allocations have their own. */
export function emptySelectionMessage(kind: SyncKind): string {
  return kind === 'allocations' ? ACCOUNTING_MESSAGES.selectOneAllocation : ACCOUNTING_MESSAGES.selectOne;
}

/** The most ids one "sync selected" takes: a page's worth many times over, never a whole table in one request. */
export const SYNC_SELECTION_MAX = 500;

/**
 * The reference an item is posted under: the accounting system keeps it and answers a second post of it with the
 * first one's id, so a retried post never doubles.
 */
export function syncReference(type: SyncItemType, id: number): string {
  switch (type) {
    case 'PAYMENT':
      return `PAY-${id}`;
    case 'ALLOCATION':
      return `ALLOC-${id}`;
    case 'ALLOCATION_REVERSAL':
      return `ALLOC-${id}-REV`;
    case 'INVOICE':
      return `INV-${id}`;
  }
}

/** The wait before retry `attempt` (1-based: the wait after the first failure is `base`), doubling each time. */
export function syncBackoffMs(attempt: number, baseMs: number): number {
  return baseMs * 2 ** Math.max(0, attempt - 1);
}

/** The types of record a list of the page shows. */
export function syncItemTypesOf(kind: SyncKind): readonly SyncItemType[] {
  if (kind === 'payments') return ['PAYMENT'];
  if (kind === 'invoices') return ['INVOICE'];
  return ['ALLOCATION', 'ALLOCATION_REVERSAL'];
}

/** A run's progress, 0 to 1 (a run with nothing to do is done). */
export function syncRunProgress(run: { done: number; total: number }): number {
  return run.total === 0 ? 1 : Math.min(1, run.done / run.total);
}

export function isSyncRunActive(status: SyncRunStatus): boolean {
  return status === 'QUEUED' || status === 'RUNNING';
}

/** What staff are told of a sync they asked for: it started, one already runs, or there was nothing to post. */
export function syncStartMessage(answer: { started: boolean; run: { status: SyncRunStatus } }): string {
  if (answer.started) return ACCOUNTING_MESSAGES.started;
  return isSyncRunActive(answer.run.status) ? ACCOUNTING_MESSAGES.alreadyRunning : ACCOUNTING_MESSAGES.nothingToSync;
}
