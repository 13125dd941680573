import { describe, expect, it } from 'vitest';
import {
  canMoveInvoice,
  INVOICE_ACTIONS,
  INVOICE_MESSAGES,
  INVOICE_PAGE_LINKS,
  INVOICE_PAGE_SIZE,
  INVOICE_STATUSES,
  type InvoiceAction,
  type InvoiceStatus,
  invoiceActionsFor,
  invoiceActionTarget,
  invoiceEditProblem,
  invoicePageLinks,
  invoiceTransitionProblem,
  isInvoiceStatus,
} from './invoice-status.js';

// The spec's table (customer portal §4), copied from the spec rather than from the code.
const SPEC_MOVES: readonly (readonly [InvoiceStatus, InvoiceStatus])[] = [
  ['PENDING', 'APPROVED'],
  ['PENDING', 'SUSPENDED'],
  ['PENDING', 'REJECTED'],
  ['APPROVED', 'PENDING'],
  ['APPROVED', 'COMMITTED'],
  ['SUSPENDED', 'PENDING'],
];

// Each action's move: from, to.
const ACTION_MOVES: Readonly<Record<InvoiceAction, readonly [InvoiceStatus, InvoiceStatus]>> = {
  approve: ['PENDING', 'APPROVED'],
  unapprove: ['APPROVED', 'PENDING'],
  suspend: ['PENDING', 'SUSPENDED'],
  unsuspend: ['SUSPENDED', 'PENDING'],
  reject: ['PENDING', 'REJECTED'],
  commit: ['APPROVED', 'COMMITTED'],
};

const EVERY_PAIR = INVOICE_STATUSES.flatMap((from) => INVOICE_STATUSES.map((to) => [from, to] as const));
const isSpecMove = (from: InvoiceStatus, to: InvoiceStatus) => SPEC_MOVES.some(([f, t]) => f === from && t === to);
const EVERY_ACTION_FROM = INVOICE_STATUSES.flatMap((status) =>
  INVOICE_ACTIONS.map((action) => [status, action] as const),
);

describe('the invoice statuses', () => {
  it('are the spec’s five', () => {
    expect([...INVOICE_STATUSES]).toEqual(['PENDING', 'APPROVED', 'SUSPENDED', 'COMMITTED', 'REJECTED']);
    expect(isInvoiceStatus('COMMITTED')).toBe(true);
    expect(isInvoiceStatus('ACTIVE')).toBe(false);
  });

  it.each(EVERY_PAIR.filter(([from, to]) => isSpecMove(from, to)))('move %s → %s', (from, to) => {
    expect(canMoveInvoice(from, to)).toBe(true);
  });

  it.each(EVERY_PAIR.filter(([from, to]) => !isSpecMove(from, to)))('never move %s → %s', (from, to) => {
    expect(canMoveInvoice(from, to)).toBe(false);
  });

  it('leave a committed or a rejected invoice as it is', () => {
    for (const to of INVOICE_STATUSES) {
      expect(canMoveInvoice('COMMITTED', to)).toBe(false);
      expect(canMoveInvoice('REJECTED', to)).toBe(false);
    }
  });
});

describe('the invoice actions', () => {
  it.each(Object.entries(ACTION_MOVES))('%s moves %j', (action, [from, to]) => {
    expect(invoiceActionTarget(action as InvoiceAction)).toBe(to);
    expect(canMoveInvoice(from, to)).toBe(true);
  });

  it('make every move of the spec’s table, one action each', () => {
    const made = Object.values(ACTION_MOVES).map(([from, to]) => `${from}→${to}`);
    expect(made.sort()).toEqual(SPEC_MOVES.map(([from, to]) => `${from}→${to}`).sort());
  });

  it.each([
    ['PENDING', ['approve', 'suspend', 'reject']],
    ['APPROVED', ['unapprove', 'commit']],
    ['SUSPENDED', ['unsuspend']],
    ['COMMITTED', []],
    ['REJECTED', []],
  ] as const)('offer a %s invoice %j', (status, actions) => {
    expect(invoiceActionsFor(status)).toEqual(actions);
  });

  it.each(EVERY_ACTION_FROM.filter(([status, action]) => ACTION_MOVES[action][0] === status))(
    'let a %s invoice be told to %s',
    (status, action) => {
      expect(invoiceTransitionProblem(status, action)).toBeNull();
    },
  );

  it.each(EVERY_ACTION_FROM.filter(([status, action]) => ACTION_MOVES[action][0] !== status))(
    'refuse a %s invoice the action %s, naming its status',
    (status, action) => {
      const problem = invoiceTransitionProblem(status, action);
      expect(problem).not.toBeNull();
      if (status === 'COMMITTED') expect(problem).toBe(INVOICE_MESSAGES.committedImmutable);
      else if (status === 'REJECTED') expect(problem).toBe(INVOICE_MESSAGES.rejectedFinal);
      else expect(problem).toContain(`This invoice is ${status}`);
    },
  );

  it('say which status an action needs', () => {
    expect(invoiceTransitionProblem('PENDING', 'commit')).toBe(
      'This invoice is PENDING: only an APPROVED invoice can be committed',
    );
    expect(invoiceTransitionProblem('SUSPENDED', 'approve')).toBe(
      'This invoice is SUSPENDED: only a PENDING invoice can be approved',
    );
    expect(invoiceTransitionProblem('APPROVED', 'unsuspend')).toBe(
      'This invoice is APPROVED: only a SUSPENDED invoice can be unsuspended',
    );
    expect(invoiceTransitionProblem('COMMITTED', 'unapprove')).toBe('A committed invoice cannot be changed');
  });
});

describe('editing an invoice', () => {
  it('is for a PENDING invoice only; a committed one is immutable', () => {
    expect(invoiceEditProblem('PENDING')).toBeNull();
    expect(invoiceEditProblem('APPROVED')).toBe('This invoice is APPROVED: only a PENDING invoice can be changed');
    expect(invoiceEditProblem('SUSPENDED')).toBe('This invoice is SUSPENDED: only a PENDING invoice can be changed');
    expect(invoiceEditProblem('COMMITTED')).toBe(INVOICE_MESSAGES.committedImmutable);
    expect(invoiceEditProblem('REJECTED')).toBe(INVOICE_MESSAGES.rejectedFinal);
  });
});

describe('the invoice pager', () => {
  it('holds the spec’s 60 invoices a page and 10 page links', () => {
    expect(INVOICE_PAGE_SIZE).toBe(60);
    expect(INVOICE_PAGE_LINKS).toBe(10);
  });

  it('links every page when there are 10 or fewer', () => {
    expect(invoicePageLinks(1, 0)).toEqual([]);
    expect(invoicePageLinks(1, 1)).toEqual([1]);
    expect(invoicePageLinks(3, 4)).toEqual([1, 2, 3, 4]);
    expect(invoicePageLinks(10, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('links 10 pages around the current one, kept inside the first and last', () => {
    expect(invoicePageLinks(1, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(invoicePageLinks(6, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(invoicePageLinks(7, 30)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(invoicePageLinks(15, 30)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(invoicePageLinks(30, 30)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });

  it('treats a page outside the pages as the nearest one', () => {
    expect(invoicePageLinks(99, 12)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(invoicePageLinks(0, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
