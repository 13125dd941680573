import { startOfLocalDay } from '@portico/domain';
import { describe, expect, it } from 'vitest';
import { daysWithin } from './customer-invoice-search.js';

describe('daysWithin: the local days of a supplier that a search window touches', () => {
  const sydneyDay = (day: string) => startOfLocalDay(day, 'Australia/Sydney');

  it('is the window’s own days in the zone the window was made in', () => {
    const from = sydneyDay('2026-11-01');
    const to = sydneyDay('2026-12-01') - 1;
    expect(daysWithin(from, to, 'Australia/Sydney')).toEqual({ fromDay: '2026-11-01', toDay: '2026-11-30' });
  });

  it('keeps the day a customer picked in a zone behind or ahead of the supplier’s', () => {
    // a customer in UTC picks 1 to 29 November: Sydney's 1 November is already under way at UTC midnight
    const from = Date.parse('2026-11-01T00:00:00Z');
    const to = Date.parse('2026-11-29T00:00:00Z');
    expect(daysWithin(from, to, 'Australia/Sydney')).toEqual({ fromDay: '2026-11-01', toDay: '2026-11-29' });
    // a Sydney customer's November reaches into New York's 31 October: that day comes along
    expect(daysWithin(sydneyDay('2026-11-01'), sydneyDay('2026-12-01') - 1, 'America/New_York')).toEqual({
      fromDay: '2026-10-31',
      toDay: '2026-11-30',
    });
  });

  it('is one day for a window within it', () => {
    const midnight = startOfLocalDay('2026-11-05', 'Europe/Berlin');
    expect(daysWithin(midnight + 1, midnight + 2, 'Europe/Berlin')).toEqual({
      fromDay: '2026-11-05',
      toDay: '2026-11-05',
    });
  });
});
