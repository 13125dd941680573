import { portDropdownEntry } from '@portico/domain';
import { describe, expect, it } from 'vitest';
import { portDropdownEntrySchema } from './order-dropdowns.js';

describe('order dropdown entries', () => {
  it('read a Port entry the domain builds, place by place', () => {
    const entry = portDropdownEntry({
      nServiceId: 5001,
      name: 'Sydney Port 1',
      companyId: 42,
      jServiceId: 9001,
      state: 'NSW',
      country: 'Australia',
      rateLimitMbps: 10000,
      locationId: 3,
    });
    expect(portDropdownEntrySchema.parse(entry)).toEqual([
      5001,
      'Sydney Port 1',
      42,
      9001,
      'NSW',
      'Australia',
      10000,
      3,
    ]);
  });

  it('refuse an entry without its matching field, or with fields out of place', () => {
    expect(
      portDropdownEntrySchema.safeParse([5001, 'Sydney Port 1', 42, 9001, 'NSW', 'Australia', 10000]).success,
    ).toBe(false);
    expect(
      portDropdownEntrySchema.safeParse(['Sydney Port 1', 5001, 42, 9001, 'NSW', 'Australia', 10000, 3]).success,
    ).toBe(false);
    expect(portDropdownEntrySchema.safeParse([7, 'Singapore Port', 42, 9002, null, 'Singapore', 1000, 9]).success).toBe(
      true,
    );
  });
});
