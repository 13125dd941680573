import { describe, expect, it } from 'vitest';
import {
  activationDateProblem,
  BILLING_FILTER_STATUSES,
  BILLING_FILTERS,
  BILLING_MESSAGES,
  BILLING_STATUSES,
  type BillingStatus,
  billingFilterOf,
  billingTransitionProblem,
  canMoveBilling,
  contractDatesProblem,
  FINAL_BILLING_STATUSES,
  INITIAL_BILLING_STATUSES,
  isBillingStatus,
  isFinalBillingStatus,
} from './billing-status.js';
import { INPUT_MESSAGES } from './input-messages.js';

// Every move the billing state machine takes (decision 0080), written out here rather than read from the table it
// tests: a move added or lost there fails below.
const ALLOWED: readonly (readonly [BillingStatus, BillingStatus])[] = [
  ['QUOTE', 'NOT_ACTIVATED'],
  ['QUOTE', 'KILLED'],
  ['NOT_ACTIVATED', 'ACTIVE'],
  ['NOT_ACTIVATED', 'KILLED'],
  ['ACTIVE', 'SUSPENDED'],
  ['ACTIVE', 'ROLLING'],
  ['ACTIVE', 'LAST_BILLING_PERIOD'],
  ['ACTIVE', 'KILLED'],
  ['SUSPENDED', 'ACTIVE'],
  ['SUSPENDED', 'ROLLING'],
  ['SUSPENDED', 'COMPLETED'],
  ['SUSPENDED', 'KILLED'],
  ['ROLLING', 'ACTIVE'],
  ['ROLLING', 'SUSPENDED'],
  ['ROLLING', 'LAST_BILLING_PERIOD'],
  ['ROLLING', 'KILLED'],
  ['LAST_BILLING_PERIOD', 'COMPLETED'],
  ['LAST_BILLING_PERIOD', 'ACTIVE'],
  ['LAST_BILLING_PERIOD', 'ROLLING'],
  ['LAST_BILLING_PERIOD', 'KILLED'],
];

const isAllowed = (from: BillingStatus, to: BillingStatus) => ALLOWED.some(([f, t]) => f === from && t === to);
const EVERY_PAIR = BILLING_STATUSES.flatMap((from) => BILLING_STATUSES.map((to) => [from, to] as const));

describe('the billing statuses', () => {
  it('are the spec’s eight', () => {
    expect([...BILLING_STATUSES]).toEqual([
      'ACTIVE',
      'SUSPENDED',
      'COMPLETED',
      'KILLED',
      'NOT_ACTIVATED',
      'LAST_BILLING_PERIOD',
      'QUOTE',
      'ROLLING',
    ]);
    expect(isBillingStatus('ROLLING')).toBe(true);
    expect(isBillingStatus('PENDING')).toBe(false);
    expect(isBillingStatus(undefined)).toBe(false);
  });

  it('start a billable NOT_ACTIVATED or as a QUOTE, and end it COMPLETED or KILLED', () => {
    expect([...INITIAL_BILLING_STATUSES]).toEqual(['NOT_ACTIVATED', 'QUOTE']);
    expect([...FINAL_BILLING_STATUSES]).toEqual(['COMPLETED', 'KILLED']);
    for (const status of BILLING_STATUSES)
      expect(isFinalBillingStatus(status), status).toBe(status === 'COMPLETED' || status === 'KILLED');
  });
});

describe('the billing state machine', () => {
  it.each(EVERY_PAIR.filter(([from, to]) => isAllowed(from, to)))('moves %s → %s', (from, to) => {
    expect(canMoveBilling(from, to)).toBe(true);
    expect(billingTransitionProblem(from, to)).toBeNull();
  });

  it.each(EVERY_PAIR.filter(([from, to]) => !isAllowed(from, to)))('refuses %s → %s, naming %s', (from, to) => {
    expect(canMoveBilling(from, to)).toBe(false);
    const problem = billingTransitionProblem(from, to);
    expect(problem).toContain(`This billable is`);
    expect(problem).toContain(from);
  });

  it('kills every billable that is not final, and nothing leaves a final status', () => {
    for (const status of BILLING_STATUSES) {
      expect(canMoveBilling(status, 'KILLED'), status).toBe(!isFinalBillingStatus(status));
      if (isFinalBillingStatus(status))
        for (const to of BILLING_STATUSES) expect(canMoveBilling(status, to), `${status} → ${to}`).toBe(false);
    }
  });

  it('says what refuses a move in words', () => {
    expect(billingTransitionProblem('KILLED', 'ACTIVE')).toBe('This billable is KILLED: its billing cannot change');
    expect(billingTransitionProblem('COMPLETED', 'KILLED')).toBe(
      'This billable is COMPLETED: its billing cannot change',
    );
    expect(billingTransitionProblem('ACTIVE', 'ACTIVE')).toBe('This billable is already ACTIVE');
    expect(billingTransitionProblem('QUOTE', 'ACTIVE')).toBe('This billable is QUOTE: it cannot become ACTIVE');
    expect(billingTransitionProblem('NOT_ACTIVATED', 'SUSPENDED')).toBe(
      'This billable is NOT_ACTIVATED: it cannot become SUSPENDED',
    );
  });

  it('reaches every status from a set-up, and every billable can still end', () => {
    const reached = new Set<BillingStatus>(INITIAL_BILLING_STATUSES);
    for (let grew = true; grew;) {
      grew = false;
      for (const [from, to] of ALLOWED)
        if (reached.has(from) && !reached.has(to)) {
          reached.add(to);
          grew = true;
        }
    }
    expect([...reached].sort()).toEqual([...BILLING_STATUSES].sort());
    for (const status of BILLING_STATUSES.filter((s) => !isFinalBillingStatus(s)))
      expect(
        FINAL_BILLING_STATUSES.some((end) => canMoveBilling(status, end)),
        status,
      ).toBe(true);
  });
});

describe('the billables filter', () => {
  it('is the spec’s four filters', () => {
    expect([...BILLING_FILTERS]).toEqual(['unactivated', 'active', 'suspended', 'terminated']);
  });

  it.each([
    ['NOT_ACTIVATED', 'unactivated'],
    ['QUOTE', 'unactivated'],
    ['ACTIVE', 'active'],
    ['ROLLING', 'active'],
    ['LAST_BILLING_PERIOD', 'active'],
    ['SUSPENDED', 'suspended'],
    ['COMPLETED', 'terminated'],
    ['KILLED', 'terminated'],
  ] as const)('lists %s under %s', (status, filter) => {
    expect(billingFilterOf(status)).toBe(filter);
    expect(BILLING_FILTER_STATUSES[filter]).toContain(status);
  });

  it('lists every status under exactly one filter', () => {
    const listed = BILLING_FILTERS.flatMap((filter) => BILLING_FILTER_STATUSES[filter]);
    expect([...listed].sort()).toEqual([...BILLING_STATUSES].sort());
  });
});

describe('the activation date', () => {
  it('may be the contract start or later', () => {
    expect(activationDateProblem('2026-11-01', '2026-11-01')).toBeNull();
    expect(activationDateProblem('2026-11-15', '2026-11-01')).toBeNull();
    expect(activationDateProblem('2026-11-15', null)).toBeNull();
  });

  it('is never before the contract start', () => {
    expect(activationDateProblem('2026-10-31', '2026-11-01')).toBe(BILLING_MESSAGES.activationBeforeContractStart);
    expect(activationDateProblem('2025-12-31', '2026-01-01')).toBe(
      'The activation date cannot be before the Contract Start Date',
    );
  });

  it('is never after a contract end, and may be on it', () => {
    expect(activationDateProblem('2027-10-31', '2026-11-01', '2027-10-31')).toBeNull();
    expect(activationDateProblem('2027-11-01', '2026-11-01', '2027-10-31')).toBe(
      BILLING_MESSAGES.activationAfterContractEnd,
    );
  });

  it('is a real day', () => {
    expect(activationDateProblem('2027-02-29', null)).toBe(INPUT_MESSAGES.isoDate);
    expect(activationDateProblem('2028-02-29', null)).toBeNull();
    expect(activationDateProblem('1-11-2026', null)).toBe(INPUT_MESSAGES.isoDate);
  });
});

describe('the contract dates', () => {
  it('take an end after the start, or none', () => {
    expect(contractDatesProblem('2026-11-01', '2026-11-02')).toBeNull();
    expect(contractDatesProblem('2026-11-01', '2027-10-31')).toBeNull();
    expect(contractDatesProblem('2026-11-01', null)).toBeNull();
  });

  it('refuse an end on or before the start, in the spec’s words', () => {
    expect(contractDatesProblem('2026-11-01', '2026-11-01')).toBe(
      'Contract End Date must be after Contract Start Date',
    );
    expect(contractDatesProblem('2026-11-01', '2026-10-31')).toBe(BILLING_MESSAGES.contractEndBeforeStart);
  });

  it('refuse a day that is not one', () => {
    expect(contractDatesProblem('2026-02-30', null)).toBe(INPUT_MESSAGES.isoDate);
    expect(contractDatesProblem('2026-11-01', '2026-13-01')).toBe(INPUT_MESSAGES.isoDate);
  });
});
