import { describe, expect, it } from 'vitest';
import { changedFields, fieldChangeWords } from './change-fields.js';
import { formatSpeed } from './speed-format.js';

const words = (before: unknown, after: unknown) => changedFields(before, after).map(fieldChangeWords);

describe('a recorded change in a person’s words', () => {
  it('writes money in its currency, and leaves the system’s keys out', () => {
    expect(
      words(
        { monthlyCents: 16_200, currency: 'AUD', idempotencyKey: 'k-1' },
        { monthlyCents: 24_300, currency: 'AUD', idempotencyKey: 'k-2' },
      ),
    ).toEqual(['Monthly price: AUD 162.00 → AUD 243.00']);
  });

  it('writes days and instants in the date format, speeds in the speed format', () => {
    expect(words({ contractEndDate: '2027-11-27' }, { contractEndDate: '2028-11-27' })).toEqual([
      'Contract end date: 27-11-27 → 27-11-28',
    ]);
    expect(words({ rateLimitMbps: 1_000 }, { rateLimitMbps: 10_000 })).toEqual(['Speed: 1 Gbps → 10 Gbps']);
    const at = changedFields(null, { cancelledAt: '2026-11-28T03:04:05.000Z' })[0]!;
    expect(at.label).toBe('Cancelled at');
    expect(at.to).toMatch(/^\d\d-\d\d-\d\d \d{1,2}:\d\d (am|pm)$/);
  });

  it('leaves out what did not change, and lists a creation’s fields as set', () => {
    expect(words({ name: 'A', costCentre: 'X' }, { name: 'A', costCentre: 'Y' })).toEqual(['Cost centre: X → Y']);
    expect(words(null, { legalName: 'Acme', active: true })).toEqual(['Legal name: Acme', 'Active: yes']);
    expect(words({ costCentre: null }, { costCentre: 'CC-1' })).toEqual(['Cost centre: none → CC-1']);
  });

  it('an object is written as its parts, never as JSON', () => {
    expect(words(null, { address: { street: '1 George St', city: 'Sydney', id: 9 } })).toEqual([
      'Address: 1 George St, Sydney',
    ]);
  });
});

describe('formatSpeed', () => {
  it('writes one speed one way', () => {
    expect([500, 1_000, 2_500, 10_000, 100_000, 1_050].map(formatSpeed)).toEqual([
      '500 Mbps',
      '1 Gbps',
      '2.5 Gbps',
      '10 Gbps',
      '100 Gbps',
      '1,050 Mbps',
    ]);
  });
});
