import { describe, expect, it } from 'vitest';
import {
  billableDays,
  billingMonthIndex,
  billingPeriodAt,
  billingPeriodOfDay,
  isLocalDay,
  localDayAt,
  nextBillingPeriod,
  splitDays,
  startOfLocalDay,
  supplierBillingPeriodAt,
  supplierTimeZone,
} from './billing-period.js';
import { SUPPLIERS } from './markets.js';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('local days', () => {
  it('are real calendar days written YYYY-MM-DD', () => {
    expect(isLocalDay('2028-02-29')).toBe(true);
    expect(isLocalDay('2027-02-29')).toBe(false);
    expect(isLocalDay('2026-02-30')).toBe(false);
    expect(isLocalDay('2026-13-01')).toBe(false);
    expect(isLocalDay('2026-1-01')).toBe(false);
    expect(isLocalDay(20260101)).toBe(false);
  });

  it('are the day an instant falls on in the zone', () => {
    // 13:00 UTC on 31 March 2026 is midnight on 1 April in Sydney (AEDT, UTC+11)
    expect(localDayAt(at('2026-03-31T12:59:59.999Z'), 'Australia/Sydney')).toBe('2026-03-31');
    expect(localDayAt(at('2026-03-31T13:00:00.000Z'), 'Australia/Sydney')).toBe('2026-04-01');
    expect(localDayAt(at('2026-03-31T13:00:00.000Z'), 'Europe/London')).toBe('2026-03-31');
    expect(localDayAt(at('2026-11-01T03:59:59.999Z'), 'America/New_York')).toBe('2026-10-31');
    expect(localDayAt(at('2026-11-01T04:00:00.000Z'), 'America/New_York')).toBe('2026-11-01');
  });

  it('begin at the zone’s midnight, and a day the clocks change is 23 or 25 hours', () => {
    expect(startOfLocalDay('2026-04-01', 'Australia/Sydney')).toBe(at('2026-03-31T13:00:00Z'));
    // Sydney leaves daylight saving at 03:00 on 5 April 2026, London starts it at 01:00 on 29 March 2026
    const length = (day: string, next: string, zone: string) =>
      (startOfLocalDay(next, zone) - startOfLocalDay(day, zone)) / HOUR;
    expect(length('2026-04-05', '2026-04-06', 'Australia/Sydney')).toBe(25);
    expect(length('2026-10-04', '2026-10-05', 'Australia/Sydney')).toBe(23);
    expect(length('2026-04-05', '2026-04-06', 'Pacific/Auckland')).toBe(25);
    expect(length('2026-09-27', '2026-09-28', 'Pacific/Auckland')).toBe(23);
    expect(length('2026-03-29', '2026-03-30', 'Europe/London')).toBe(23);
    expect(length('2026-10-25', '2026-10-26', 'Europe/London')).toBe(25);
    expect(length('2026-10-26', '2026-10-27', 'Europe/London')).toBe(24);
  });

  it('begin when the clocks jump over midnight, at the first instant of the day', () => {
    // Chile skipped 00:00–01:00 on 8 September 2024: the day began at 01:00 local, 04:00 UTC
    expect(startOfLocalDay('2024-09-08', 'America/Santiago')).toBe(at('2024-09-08T04:00:00Z'));
    expect(localDayAt(at('2024-09-08T04:00:00Z') - 1, 'America/Santiago')).toBe('2024-09-07');
  });

  it('refuse a zone that is not one, and a day that is not one', () => {
    expect(() => startOfLocalDay('2026-04-01', 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => startOfLocalDay('2026-02-30', 'Europe/London')).toThrow(RangeError);
    expect(() => localDayAt(Number.NaN, 'Europe/London')).toThrow(RangeError);
  });
});

describe('a bill run’s period', () => {
  it.each([
    // zone, a day in the month, start (UTC), end (UTC), days, hours
    ['Australia/Sydney', '2026-04-15', '2026-03-31T13:00:00Z', '2026-04-30T14:00:00Z', 30, 721],
    ['Australia/Sydney', '2026-10-15', '2026-09-30T14:00:00Z', '2026-10-31T13:00:00Z', 31, 743],
    ['Pacific/Auckland', '2026-04-15', '2026-03-31T11:00:00Z', '2026-04-30T12:00:00Z', 30, 721],
    ['Pacific/Auckland', '2026-09-15', '2026-08-31T12:00:00Z', '2026-09-30T11:00:00Z', 30, 719],
    ['Europe/London', '2026-03-15', '2026-03-01T00:00:00Z', '2026-03-31T23:00:00Z', 31, 743],
    ['Europe/London', '2026-10-15', '2026-09-30T23:00:00Z', '2026-11-01T00:00:00Z', 31, 745],
    ['Europe/London', '2026-06-15', '2026-05-31T23:00:00Z', '2026-06-30T23:00:00Z', 30, 720],
    ['Australia/Sydney', '2028-02-29', '2028-01-31T13:00:00Z', '2028-02-29T13:00:00Z', 29, 696],
    ['Asia/Singapore', '2027-02-01', '2027-01-31T16:00:00Z', '2027-02-28T16:00:00Z', 28, 672],
    ['America/New_York', '2026-12-31', '2026-12-01T05:00:00Z', '2027-01-01T05:00:00Z', 31, 744],
  ] as const)('in %s holding %s runs %s to %s: %i days, %i hours', (zone, day, start, end, days, hours) => {
    const period = billingPeriodOfDay(day, zone);
    expect(period).toEqual({
      timeZone: zone,
      startDay: `${day.slice(0, 7)}-01`,
      endDay: period.endDay,
      start: at(start),
      end: at(end),
      days,
      hours,
    });
    expect(period.endDay.slice(8)).toBe(String(days));
  });

  it('is the month of the supplier’s zone an instant falls in', () => {
    // 1 April 00:30 in Sydney is still 31 March in UTC and in London
    const instant = at('2026-03-31T13:30:00Z');
    expect(supplierBillingPeriodAt(instant, 808).startDay).toBe('2026-04-01');
    expect(supplierBillingPeriodAt(instant, 2675).startDay).toBe('2026-03-01');
    expect(billingPeriodAt(instant, 'Pacific/Auckland').startDay).toBe('2026-04-01');
    // the period's first and last instants, and the next period's first
    const april = supplierBillingPeriodAt(instant, 808);
    expect(billingPeriodAt(april.start, 'Australia/Sydney')).toEqual(april);
    expect(billingPeriodAt(april.end - 1, 'Australia/Sydney')).toEqual(april);
    expect(billingPeriodAt(april.end, 'Australia/Sydney').startDay).toBe('2026-05-01');
  });

  it('knows every supplier’s zone, and no zone for an unknown supplier', () => {
    expect(supplierTimeZone(808)).toBe('Australia/Sydney');
    expect(supplierTimeZone(47560)).toBe('America/Mexico_City');
    expect(() => supplierTimeZone(0)).toThrow(RangeError);
  });

  it.each(SUPPLIERS.map((s) => [s.market, s.supplierId, s.timeZone] as const))(
    'of %s follow one another through a year of 365 days of 24 hours',
    (_market, supplierId, timeZone) => {
      let period = supplierBillingPeriodAt(at('2026-01-15T12:00:00Z'), supplierId);
      const periods = [period];
      for (let i = 1; i < 12; i++) periods.push((period = nextBillingPeriod(period)));
      expect(periods.map((p) => p.startDay.slice(0, 7))).toEqual([
        '2026-01',
        '2026-02',
        '2026-03',
        '2026-04',
        '2026-05',
        '2026-06',
        '2026-07',
        '2026-08',
        '2026-09',
        '2026-10',
        '2026-11',
        '2026-12',
      ]);
      periods.slice(1).forEach((p, i) => expect(p.start).toBe(periods[i]!.end));
      expect(periods.reduce((sum, p) => sum + p.days, 0)).toBe(365);
      expect(periods.reduce((sum, p) => sum + p.hours, 0)).toBe(365 * 24);
      expect(periods.every((p) => localDayAt(p.start, timeZone) === p.startDay)).toBe(true);
      expect(periods.every((p) => localDayAt(p.end - 1, timeZone) === p.endDay)).toBe(true);
      expect(nextBillingPeriod(periods[11]!).startDay).toBe('2027-01-01');
    },
  );
});

describe('the days of a period a service is billed', () => {
  const november = billingPeriodOfDay('2026-11-10', 'Australia/Sydney');

  it('are the whole period for a service running through it', () => {
    expect(billableDays(november, '2026-01-01', null)).toEqual({ first: '2026-11-01', last: '2026-11-30', days: 30 });
    expect(billableDays(november, '2026-11-01', '2026-11-30')).toEqual({
      first: '2026-11-01',
      last: '2026-11-30',
      days: 30,
    });
  });

  it('start on its activation day and end on its termination day, both billed', () => {
    expect(billableDays(november, '2026-11-10', null)).toEqual({ first: '2026-11-10', last: '2026-11-30', days: 21 });
    expect(billableDays(november, '2026-01-01', '2026-11-10')).toEqual({
      first: '2026-11-01',
      last: '2026-11-10',
      days: 10,
    });
    expect(billableDays(november, '2026-11-10', '2026-11-10')).toEqual({
      first: '2026-11-10',
      last: '2026-11-10',
      days: 1,
    });
  });

  it('are none before its activation or after its end', () => {
    expect(billableDays(november, '2026-12-01', null)).toBeNull();
    expect(billableDays(november, '2026-01-01', '2026-10-31')).toBeNull();
    expect(billableDays(november, '2026-11-20', '2026-11-10')).toBeNull();
  });

  it('split at a speed change: the old price to the day before, the new from its day', () => {
    const whole = billableDays(november, '2026-01-01', null)!;
    expect(splitDays(whole, ['2026-11-16'])).toEqual([
      { first: '2026-11-01', last: '2026-11-15', days: 15 },
      { first: '2026-11-16', last: '2026-11-30', days: 15 },
    ]);
    expect(splitDays(whole, ['2026-11-30', '2026-11-02', '2026-11-30'])).toEqual([
      { first: '2026-11-01', last: '2026-11-01', days: 1 },
      { first: '2026-11-02', last: '2026-11-29', days: 28 },
      { first: '2026-11-30', last: '2026-11-30', days: 1 },
    ]);
  });

  it('do not split at a change on the first day or outside them', () => {
    const part = billableDays(november, '2026-11-10', '2026-11-20')!;
    expect(splitDays(part, ['2026-11-10', '2026-11-05', '2026-11-21', '2026-12-01'])).toEqual([part]);
    expect(() => splitDays(part, ['20-11-2026'])).toThrow(RangeError);
  });
});

describe('the month of a service’s billing', () => {
  it('counts the period holding its first billed day as month 1', () => {
    const period = (day: string) => billingPeriodOfDay(day, 'Pacific/Auckland');
    expect(billingMonthIndex('2026-11-20', period('2026-11-01'))).toBe(1);
    expect(billingMonthIndex('2026-11-20', period('2026-12-01'))).toBe(2);
    expect(billingMonthIndex('2026-11-20', period('2027-11-01'))).toBe(13);
    expect(billingMonthIndex('2026-11-20', period('2026-10-01'))).toBe(0);
  });
});
