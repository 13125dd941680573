import { describe, expect, it } from 'vitest';
import { filterFirstError, isNarrowed } from './list-filters.js';

describe('filter first', () => {
  it("refuses an export no filter narrows with the spec's message", () => {
    expect(filterFirstError({})).toBe('Please filter first!');
    expect(filterFirstError({ page: 2, pageSize: 50, format: 'csv' })).toBe('Please filter first!');
    expect(filterFirstError({ search: '   ', status: undefined, discountType: null, tags: [] })).toBe(
      'Please filter first!',
    );
  });

  it('lets any one filter through, a switch that is on included', () => {
    expect(filterFirstError({ search: 'SUMMER' })).toBeNull();
    expect(filterFirstError({ marketId: 0 })).toBeNull();
    expect(isNarrowed({ future: true })).toBe(true);
    expect(isNarrowed({ future: false })).toBe(false);
  });

  it('does not count a switch that widens the list', () => {
    expect(filterFirstError({ history: true }, ['history'])).toBe('Please filter first!');
    expect(filterFirstError({ history: true, supplierId: 3 }, ['history'])).toBeNull();
  });
});
