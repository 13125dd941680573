import { supplierById } from './markets.js';
import { addDays, daysBetween, endOfMonth } from './service-lifecycle.js';

/*
 * A bill run's period is the supplier's local calendar month (decision 0080): in Sydney, March runs from midnight on
 * 1 March Sydney time to midnight on 1 April Sydney time, whatever UTC says, and a service is billed by the local
 * days it ran. Days are ISO days ('2028-02-29') in the supplier's zone; instants epoch milliseconds. The zone's
 * offsets come from the runtime's time-zone database through Intl, so a month with a daylight-saving change has its
 * calendar days and one hour more or less.
 */

/** A calendar day in a time zone, as the wire carries days: 'YYYY-MM-DD'. */
export type LocalDay = string;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_HOUR = 3_600_000;

/** Whether the value is a real calendar day written 'YYYY-MM-DD' (not '2027-02-29', not '2026-13-01'). */
export function isLocalDay(value: unknown): value is LocalDay {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  // Date.parse takes 30 February as 2 March: a real day reads back as itself
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

function requireDay(day: string, what: string): void {
  if (!isLocalDay(day)) throw new RangeError(`${what} must be a day written YYYY-MM-DD, got ${JSON.stringify(day)}`);
}

const zoneClocks = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall clock, built once per zone; an unknown zone throws a RangeError here. */
function zoneClock(timeZone: string): Intl.DateTimeFormat {
  let clock = zoneClocks.get(timeZone);
  if (!clock) {
    // eslint-disable-next-line no-restricted-properties -- reads a zone's calendar for billing, formats nothing for people
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneClocks.set(timeZone, clock);
  }
  return clock;
}

/** The zone's wall-clock time at `instant`, written as if it were a UTC instant (so offset = wall − instant). */
function wallClock(instant: number, timeZone: string): number {
  if (!Number.isFinite(instant)) throw new RangeError(`Not an instant: ${instant}`);
  const parts = zoneClock(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const millis = ((instant % 1000) + 1000) % 1000;
  return (
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour') % 24, part('minute'), part('second')) + millis
  );
}

/** The local day an instant falls on in `timeZone`. */
export function localDayAt(instant: number, timeZone: string): LocalDay {
  return new Date(wallClock(instant, timeZone)).toISOString().slice(0, 10);
}

/**
 * The first instant of a local day in `timeZone`: its midnight, or, where the clocks jump over midnight (a change at
 * 00:00, as Chile's), the instant the day begins.
 */
export function startOfLocalDay(day: LocalDay, timeZone: string): number {
  requireDay(day, 'The day');
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // the zone's offset near that midnight, read twice so a change of offset between the two readings is caught
  let start = midnight - (wallClock(midnight, timeZone) - midnight);
  start = midnight - (wallClock(start, timeZone) - start);
  if (localDayAt(start, timeZone) === day && localDayAt(start - 1, timeZone) < day) return start;
  // midnight did not happen that day: the day begins at the first instant whose local day is it, between the
  // widest offsets (UTC−12 and UTC+14)
  let before = midnight - 15 * MS_PER_HOUR;
  let from = midnight + 13 * MS_PER_HOUR;
  while (from - before > 1) {
    const middle = Math.floor((before + from) / 2);
    if (localDayAt(middle, timeZone) < day) before = middle;
    else from = middle;
  }
  return from;
}

/** A bill run's period: one local calendar month of a supplier's zone, the instants [start, end). */
export interface BillingPeriod {
  timeZone: string;
  /** the month's first local day */
  startDay: LocalDay;
  /** the month's last local day (included) */
  endDay: LocalDay;
  /** the instant the period begins: the start of `startDay` in `timeZone` */
  start: number;
  /** the instant the next period begins; the period ends just before it */
  end: number;
  /** the month's calendar days: what a day's share of a monthly price is counted against */
  days: number;
  /** its hours: a day's fewer or more when the clocks change within it */
  hours: number;
}

/** The period (local calendar month of `timeZone`) holding the local day `day`. */
export function billingPeriodOfDay(day: LocalDay, timeZone: string): BillingPeriod {
  requireDay(day, 'The day');
  // a period depends only on its month and zone: a bill run asks for the same few thousands of times
  const key = `${day.slice(0, 7)}|${timeZone}`;
  const known = periods.get(key);
  if (known) return known;
  if (periods.size >= 10_000) periods.clear();
  const period = Object.freeze(computePeriod(day, timeZone));
  periods.set(key, period);
  return period;
}

const periods = new Map<string, BillingPeriod>();

function computePeriod(day: LocalDay, timeZone: string): BillingPeriod {
  const startDay = `${day.slice(0, 7)}-01`;
  const endDay = endOfMonth(day);
  const start = startOfLocalDay(startDay, timeZone);
  const end = startOfLocalDay(addDays(endDay, 1), timeZone);
  return {
    timeZone,
    startDay,
    endDay,
    start,
    end,
    days: daysBetween(startDay, endDay) + 1,
    hours: (end - start) / MS_PER_HOUR,
  };
}

/** The period holding `instant` in `timeZone`. */
export function billingPeriodAt(instant: number, timeZone: string): BillingPeriod {
  return billingPeriodOfDay(localDayAt(instant, timeZone), timeZone);
}

/** The time zone a supplier keeps its books in; an unknown supplier throws. */
export function supplierTimeZone(supplierId: number): string {
  const supplier = supplierById(supplierId);
  if (!supplier) throw new RangeError(`Unknown supplier ${supplierId}`);
  return supplier.timeZone;
}

/** The bill run's period of a supplier holding `instant`: the supplier's local month (a bill run's timestamp). */
export function supplierBillingPeriodAt(instant: number, supplierId: number): BillingPeriod {
  return billingPeriodAt(instant, supplierTimeZone(supplierId));
}

/** The period after `period`, in the same zone. */
export function nextBillingPeriod(period: BillingPeriod): BillingPeriod {
  return billingPeriodOfDay(addDays(period.endDay, 1), period.timeZone);
}

/** Consecutive local days, both ends included. */
export interface DaySpan {
  first: LocalDay;
  last: LocalDay;
  days: number;
}

const later = (a: LocalDay, b: LocalDay) => (a > b ? a : b);
const earlier = (a: LocalDay, b: LocalDay) => (a < b ? a : b);

/**
 * The days of `period` a service is billed for: from `from` (its first billable day: the activation day, or the
 * contract start when that is later) to `to` (its last: the termination date of a cancel, cancel-now or termination,
 * or the contract's end; null while it runs on), both included. Null when it is billed no day of the period.
 */
export function billableDays(
  period: Pick<BillingPeriod, 'startDay' | 'endDay'>,
  from: LocalDay,
  to: LocalDay | null,
): DaySpan | null {
  requireDay(from, 'The first billable day');
  if (to !== null) requireDay(to, 'The last billable day');
  const first = later(from, period.startDay);
  const last = to === null ? period.endDay : earlier(to, period.endDay);
  return first > last ? null : { first, last, days: daysBetween(first, last) + 1 };
}

/**
 * A span split at the days a change applies (a speed change is billed at its new price from the day it applies,
 * decision 0079): one span per price, in order. Changes outside the span, or on its first day, split nothing.
 */
export function splitDays(span: DaySpan, changeDays: readonly LocalDay[]): DaySpan[] {
  for (const day of changeDays) requireDay(day, 'A change day');
  const cuts = [...new Set(changeDays)].filter((day) => day > span.first && day <= span.last).sort();
  const starts = [span.first, ...cuts];
  return starts.map((first, i) => {
    const next = starts[i + 1];
    const last = next === undefined ? span.last : addDays(next, -1);
    return { first, last, days: daysBetween(first, last) + 1 };
  });
}

/**
 * Which month of its billing a period is (1 is the first): the period holding its first billed day is month 1, the
 * next month 2, and so on, so a promo's schedule (`PromoSpan`, months from 1) is read period by period. A partial
 * first month is month 1. 0 for a period before the first billed day.
 */
export function billingMonthIndex(firstBilledDay: LocalDay, period: Pick<BillingPeriod, 'startDay'>): number {
  requireDay(firstBilledDay, 'The first billed day');
  const [fromYear, fromMonth] = firstBilledDay.split('-').map(Number) as [number, number];
  const [year, month] = period.startDay.split('-').map(Number) as [number, number];
  const index = (year - fromYear) * 12 + (month - fromMonth) + 1;
  return Math.max(index, 0);
}
