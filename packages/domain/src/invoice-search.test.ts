import { describe, expect, it } from 'vitest';
import {
  BILLABLE_SEARCH_DAYS_BACK,
  defaultBillableSearchWindow,
  defaultInvoiceSearchWindow,
  INVOICE_SEARCH_DAYS_BACK,
  INVOICE_SEARCH_MESSAGES,
  invoiceSearchProblem,
  searchWindow,
} from './invoice-search.js';

const at = (iso: string) => Date.parse(iso);

describe('the invoice search’s dates', () => {
  it('are both required, in the spec’s words', () => {
    expect(invoiceSearchProblem(null, null)).toBe('From date and To date are empty - Please try again.');
    expect(invoiceSearchProblem(undefined, undefined)).toBe(INVOICE_SEARCH_MESSAGES.bothEmpty);
    expect(invoiceSearchProblem(null, at('2026-11-30T00:00:00Z'))).toBe('From date is empty - Please try again.');
    expect(invoiceSearchProblem(at('2026-11-01T00:00:00Z'), undefined)).toBe('To date is empty - Please try again.');
  });

  it('take a from not after the to', () => {
    expect(invoiceSearchProblem(at('2026-11-01T00:00:00Z'), at('2026-11-30T00:00:00Z'))).toBeNull();
    expect(invoiceSearchProblem(at('2026-11-01T00:00:00Z'), at('2026-11-01T00:00:00Z'))).toBeNull();
    expect(invoiceSearchProblem(at('2026-11-30T00:00:00Z'), at('2026-11-01T00:00:00Z'))).toBe(
      'Please enter valid dates.',
    );
    expect(invoiceSearchProblem(1, 0)).toBe(INVOICE_SEARCH_MESSAGES.invalidDates);
  });

  it('refuse a date that is not an instant as not valid', () => {
    expect(invoiceSearchProblem(Number.NaN, 0)).toBe(INVOICE_SEARCH_MESSAGES.invalidDates);
    expect(invoiceSearchProblem(0, Number.POSITIVE_INFINITY)).toBe(INVOICE_SEARCH_MESSAGES.invalidDates);
    // the epoch itself is a date, not an empty one
    expect(invoiceSearchProblem(0, 0)).toBeNull();
  });
});

describe('the searches’ opening windows', () => {
  it('look 365 days back for invoices and 30 for billables and committed invoices', () => {
    expect(INVOICE_SEARCH_DAYS_BACK).toBe(365);
    expect(BILLABLE_SEARCH_DAYS_BACK).toBe(30);
  });

  it('run from the start of the day 365 days back to the end of tomorrow, in the reader’s zone', () => {
    // 10:00 on 15 November 2026 in Sydney (UTC+11)
    const now = at('2026-11-14T23:00:00Z');
    const window = defaultInvoiceSearchWindow(now, 'Australia/Sydney');
    expect(window).toEqual({
      fromDay: '2025-11-15',
      toDay: '2026-11-16',
      from: at('2025-11-14T13:00:00Z'),
      to: at('2026-11-16T12:59:59.999Z'),
    });
    expect(invoiceSearchProblem(window.from, window.to)).toBeNull();
    // the same instant is still 14 November in London
    expect(defaultInvoiceSearchWindow(now, 'Europe/London')).toMatchObject({
      fromDay: '2025-11-14',
      toDay: '2026-11-15',
      from: at('2025-11-14T00:00:00Z'),
      to: at('2026-11-15T23:59:59.999Z'),
    });
  });

  it('run 30 days back to tomorrow for billables and committed invoices', () => {
    const window = defaultBillableSearchWindow(at('2026-03-15T12:00:00Z'), 'Europe/London');
    expect(window).toEqual({
      fromDay: '2026-02-13',
      toDay: '2026-03-16',
      from: at('2026-02-13T00:00:00Z'),
      to: at('2026-03-16T23:59:59.999Z'),
    });
  });

  it('count whole local days across a change of the clocks and a leap day', () => {
    // London goes to summer time on 29 March 2026: the window still ends at local midnight
    expect(searchWindow(at('2026-03-28T12:00:00Z'), 'Europe/London', 1)).toEqual({
      fromDay: '2026-03-27',
      toDay: '2026-03-29',
      from: at('2026-03-27T00:00:00Z'),
      to: at('2026-03-29T22:59:59.999Z'),
    });
    expect(searchWindow(at('2028-03-01T12:00:00Z'), 'Asia/Singapore', 1).fromDay).toBe('2028-02-29');
  });
});
