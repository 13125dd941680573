import { startOfLocalDay } from '@portico/domain';
import { describe, expect, it } from 'vitest';
import { daysWithin } from './customer-invoice-search.js';

describe('daysWithin: the local days of a supplier whose midnight lies in a search window', () => {
  const sydneyDay = (day: string) => startOfLocalDay(day, 'Australia/Sydney');

  it('is the window’s own days in the zone the window was made in', () => {
    const from = sydneyDay('2026-11-01');
    const to = sydneyDay('2026-12-01') - 1;
    expect(daysWithin(from, to, 'Australia/Sydney')).toEqual({ fromDay: '2026-11-01', toDay: '2026-11-30' });
  });

  it('starts a zone behind at its first midnight inside the window, and ends at its last', () => {
    // Sydney's 1 November 00:00 is New York's 31 October morning: New York's first midnight inside is 1 November
    const from = sydneyDay('2026-11-01');
    const to = sydneyDay('2026-12-01') - 1;
    expect(daysWithin(from, to, 'America/New_York')).toEqual({ fromDay: '2026-11-01', toDay: '2026-11-30' });
  });

  it('keeps a day whose midnight is the window’s first instant', () => {
    const midnight = startOfLocalDay('2026-11-05', 'Europe/Berlin');
    expect(daysWithin(midnight, midnight, 'Europe/Berlin')).toEqual({ fromDay: '2026-11-05', toDay: '2026-11-05' });
    expect(daysWithin(midnight + 1, midnight + 2, 'Europe/Berlin')).toEqual({
      fromDay: '2026-11-06',
      toDay: '2026-11-05',
    });
  });
});
