import { nextBillingPeriod, supplierBillingPeriodAt } from './billing-period.js';

/** A bill run's states (decision 0085): queued, its chunks running, done, or stopped by an error. */
export const BILL_RUN_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED'] as const;
export type BillRunStatus = (typeof BILL_RUN_STATUSES)[number];

export const BILL_RUN_MESSAGES = {
  // Our words: the spec gives the calls, not their messages.
  started: 'Bill run started',
  alreadyRunning: 'This bill run is already running',
  tooFarAhead: 'A bill run can be for a month up to the next one, not later',
  notFound: 'Bill run not found',
  unknownSupplier: 'Unknown supplier',
  noRate: 'No exchange rate is in force for the invoice currency on the first day of the period',
} as const;

/** How many billables' companies one chunk of a bill run takes (decision 0085). */
export const BILL_RUN_CHUNK_COMPANIES = 500;

/**
 * Why a bill run cannot be for `timestamp` (epoch ms) of a supplier at `now`, or null: its period is the supplier's
 * local month holding the timestamp, which may be any month up to the next one (a run ahead of the month bills it
 * in advance), never later.
 */
export function billRunTimestampProblem(timestamp: number, now: number, supplierId: number): string | null {
  const next = nextBillingPeriod(supplierBillingPeriodAt(now, supplierId));
  return timestamp >= next.end ? BILL_RUN_MESSAGES.tooFarAhead : null;
}

/** A run's progress from 0 to 1: its chunks done of its chunks; a finished run is whole. */
export function billRunProgress(run: { status: BillRunStatus; chunksDone: number; chunksTotal: number }): number {
  if (run.status === 'COMPLETED') return 1;
  return run.chunksTotal === 0 ? 0 : Math.min(run.chunksDone / run.chunksTotal, 1);
}

export function isBillRunActive(status: BillRunStatus): boolean {
  return status === 'QUEUED' || status === 'RUNNING';
}

/** A company's test clock (decision 0089; beyond the spec): billing's now for the company, moved forward only. */
export const TEST_CLOCK_MESSAGES = {
  // Our words: the spec has no test clocks.
  set: 'Test clock set',
  removed: 'Test clock removed: the company is billed on the real clock again',
  onlyForward: 'A test clock only moves forward: choose a moment after the one it shows',
  notSet: 'This company has no test clock',
} as const;

/** Why a company's test clock cannot move from `current` (its clock, or the real one) to `next`, or null. */
export function testClockProblem(current: number, next: number): string | null {
  return next <= current ? TEST_CLOCK_MESSAGES.onlyForward : null;
}
