import { describe, expect, it } from 'vitest';
import {
  ACCOUNTING_MESSAGES,
  emptySelectionMessage,
  isSyncRunActive,
  SYNC_POLL_MS,
  SYNC_TIMEOUT_MS,
  syncBackoffMs,
  syncItemTypesOf,
  syncReference,
  syncRunProgress,
  syncStartMessage,
} from './accounting.js';

describe('accounting sync rules', () => {
  it("answers an empty selection with the spec's words, allocations with their own", () => {
    expect(emptySelectionMessage('payments')).toBe('Please select one!');
    expect(emptySelectionMessage('invoices')).toBe('Please select one!');
    expect(emptySelectionMessage('allocations')).toBe('Please select one payment allocation!');
    expect(ACCOUNTING_MESSAGES.selectOneAllocation).toBe('Please select one payment allocation!');
  });

  it('keeps the spec’s time-out and polling interval', () => {
    expect(SYNC_TIMEOUT_MS).toBe(60_000);
    expect(SYNC_POLL_MS).toBe(15_000);
  });

  it('posts each item under one reference of its own, a reversal under another', () => {
    expect(syncReference('INVOICE', 100_001)).toBe('INV-100001');
    expect(syncReference('PAYMENT', 7)).toBe('PAY-7');
    expect(syncReference('ALLOCATION', 7)).toBe('ALLOC-7');
    expect(syncReference('ALLOCATION_REVERSAL', 7)).toBe('ALLOC-7-REV');
  });

  it('doubles the wait before each retry', () => {
    expect([1, 2, 3].map((a) => syncBackoffMs(a, 500))).toEqual([500, 1_000, 2_000]);
  });

  it('lists reversals with the allocations', () => {
    expect(syncItemTypesOf('allocations')).toEqual(['ALLOCATION', 'ALLOCATION_REVERSAL']);
    expect(syncItemTypesOf('invoices')).toEqual(['INVOICE']);
  });

  it('says how far a run is', () => {
    expect(syncRunProgress({ done: 1, total: 4 })).toBe(0.25);
    expect(syncRunProgress({ done: 0, total: 0 })).toBe(1);
    expect(isSyncRunActive('RUNNING')).toBe(true);
    expect(isSyncRunActive('COMPLETED')).toBe(false);
  });
});

describe('the answer to a sync', () => {
  it('says whether it started, one already runs, or nothing was left to post', () => {
    expect(syncStartMessage({ started: true, run: { status: 'QUEUED' } })).toBe(ACCOUNTING_MESSAGES.started);
    expect(syncStartMessage({ started: false, run: { status: 'RUNNING' } })).toBe(ACCOUNTING_MESSAGES.alreadyRunning);
    expect(syncStartMessage({ started: false, run: { status: 'COMPLETED' } })).toBe(ACCOUNTING_MESSAGES.nothingToSync);
  });
});
