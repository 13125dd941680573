import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatTime, NO_DATE, readerTimeZone } from './index.js';

// 28 November 2025, 14:05 UTC: 29 November 01:05 in Sydney (UTC+11 in summer), 28 November 09:05 in New York
const AT = Date.UTC(2025, 10, 28, 14, 5);

describe('formatDay (a calendar day, as the wire carries days)', () => {
  it('writes the spec’s dd-mm-yy', () => {
    expect(formatDay('2025-11-28')).toBe('28-11-25');
    expect(formatDay('2025-01-01')).toBe('01-01-25');
    expect(formatDay('2000-02-29')).toBe('29-02-00');
    expect(formatDay('2999-12-31')).toBe('31-12-99');
  });

  it('says none for no day, and shows what is not a day as it came', () => {
    expect(formatDay(null)).toBe(NO_DATE);
    expect(formatDay(undefined)).toBe(NO_DATE);
    expect(formatDay('')).toBe(NO_DATE);
    expect(formatDay('soon')).toBe('soon');
    expect(formatDay('2025-11-28T10:00:00Z')).toBe('2025-11-28T10:00:00Z');
  });
});

describe('formatDate (an instant’s day)', () => {
  it('writes dd-mm-yy of the day it is in the time zone given', () => {
    expect(formatDate(AT, 'UTC')).toBe('28-11-25');
    expect(formatDate(AT, 'Australia/Sydney')).toBe('29-11-25');
    expect(formatDate(AT, 'America/New_York')).toBe('28-11-25');
    expect(formatDate(new Date(AT), 'UTC')).toBe('28-11-25');
  });

  it('takes the reader’s own zone when none is given', () => {
    const local = new Date(AT);
    const two = (n: number) => String(n).padStart(2, '0');
    expect(formatDate(AT)).toBe(
      `${two(local.getDate())}-${two(local.getMonth() + 1)}-${two(local.getFullYear() % 100)}`,
    );
  });

  it('says none for no instant or an invalid one', () => {
    expect(formatDate(null)).toBe(NO_DATE);
    expect(formatDate(undefined)).toBe(NO_DATE);
    expect(formatDate(Number.NaN)).toBe(NO_DATE);
    expect(formatDate(new Date('not a date'))).toBe(NO_DATE);
  });
});

describe('formatTime and formatDateTime (the spec shows no time format: the app’s locale)', () => {
  it('writes the time of day in en-AU, with a plain space', () => {
    expect(formatTime(AT, 'UTC')).toBe('2:05 pm');
    expect(formatTime(Date.UTC(2025, 10, 28, 0, 5), 'UTC')).toBe('12:05 am');
    expect(formatTime(AT, 'Australia/Sydney')).toBe('1:05 am');
    expect(formatTime(AT, 'UTC')).not.toMatch(/[\u00a0\u202f]/);
  });

  it('writes the day as the spec does, then the time', () => {
    expect(formatDateTime(AT, 'UTC')).toBe('28-11-25 2:05 pm');
    expect(formatDateTime(AT, 'Australia/Sydney')).toBe('29-11-25 1:05 am');
    expect(formatDateTime(null)).toBe(NO_DATE);
    expect(formatTime(null)).toBe(NO_DATE);
  });
});

describe('the reader’s time zone', () => {
  it('is an IANA zone the formatters take', () => {
    const zone = readerTimeZone();
    expect(zone).toMatch(/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/);
    expect(formatDate(Date.UTC(2026, 10, 28, 12), zone)).toMatch(/^\d\d-\d\d-\d\d$/);
  });
});
