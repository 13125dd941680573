import { type LocalDay, localDayAt, startOfLocalDay } from './billing-period.js';
import { addDays } from './service-lifecycle.js';

/*
 * The customer's invoice search (customer portal §5, §9; decision 0080): both dates required, from not after to, in
 * the spec's words; and the windows the searches open with. Dates on the wire are epoch milliseconds.
 */

/** The spec's words (customer portal §5). */
export const INVOICE_SEARCH_MESSAGES = {
  bothEmpty: 'From date and To date are empty - Please try again.',
  fromEmpty: 'From date is empty - Please try again.',
  toEmpty: 'To date is empty - Please try again.',
  invalidDates: 'Please enter valid dates.',
} as const;

const isEmpty = (value: number | null | undefined): value is null | undefined => value === null || value === undefined;

/**
 * Why an invoice search from `from` to `to` (epoch ms, both included) cannot run; null when it can. Both are
 * required; a date that is not a finite instant, or a `from` after `to`, is not a valid pair.
 */
export function invoiceSearchProblem(from: number | null | undefined, to: number | null | undefined): string | null {
  if (isEmpty(from) && isEmpty(to)) return INVOICE_SEARCH_MESSAGES.bothEmpty;
  if (isEmpty(from)) return INVOICE_SEARCH_MESSAGES.fromEmpty;
  if (isEmpty(to)) return INVOICE_SEARCH_MESSAGES.toEmpty;
  if (!Number.isFinite(from) || !Number.isFinite(to) || from > to) return INVOICE_SEARCH_MESSAGES.invalidDates;
  return null;
}

/** How far back the invoice search opens: 365 days (customer portal §9). */
export const INVOICE_SEARCH_DAYS_BACK = 365;

/** How far back the billable and committed-invoice searches open: 30 days (customer portal §9). */
export const BILLABLE_SEARCH_DAYS_BACK = 30;

/** A search's dates: local days, and the instants a request carries (`to` is the last millisecond of `toDay`). */
export interface SearchWindow {
  fromDay: LocalDay;
  toDay: LocalDay;
  from: number;
  to: number;
}

/**
 * A search window from `daysBack` days before today to tomorrow, both whole local days of `timeZone` (the reader's:
 * the browser's own; a server names the supplier's). Tomorrow, so an invoice dated in a market already a day ahead
 * of the reader is found.
 */
export function searchWindow(now: number, timeZone: string, daysBack: number): SearchWindow {
  const today = localDayAt(now, timeZone);
  const fromDay = addDays(today, -daysBack);
  const toDay = addDays(today, 1);
  return {
    fromDay,
    toDay,
    from: startOfLocalDay(fromDay, timeZone),
    to: startOfLocalDay(addDays(toDay, 1), timeZone) - 1,
  };
}

/** The invoice search's opening window (customer portal §9): 365 days back to tomorrow. */
export function defaultInvoiceSearchWindow(now: number, timeZone: string): SearchWindow {
  return searchWindow(now, timeZone, INVOICE_SEARCH_DAYS_BACK);
}

/** The billable and committed searches' opening window (customer portal §9): 30 days back, to tomorrow as above. */
export function defaultBillableSearchWindow(now: number, timeZone: string): SearchWindow {
  return searchWindow(now, timeZone, BILLABLE_SEARCH_DAYS_BACK);
}
