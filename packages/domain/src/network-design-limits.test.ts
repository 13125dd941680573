import { describe, expect, it } from 'vitest';
import { NETWORK_DESIGN_LIMITS, withinDesignLimits } from './network-design-limits.js';

const vxcs = (n: number) => ({ associatedVxcs: Array.from({ length: n }, () => ({})) });

describe('withinDesignLimits', () => {
  it('takes what a person orders and refuses more items, more VXCs on one product, or more services', () => {
    expect(withinDesignLimits([vxcs(NETWORK_DESIGN_LIMITS.perItem), vxcs(5)])).toBe(true);
    expect(withinDesignLimits(Array.from({ length: NETWORK_DESIGN_LIMITS.items + 1 }, () => ({})))).toBe(false);
    expect(withinDesignLimits([vxcs(NETWORK_DESIGN_LIMITS.perItem + 1)])).toBe(false);
    expect(withinDesignLimits([vxcs(NETWORK_DESIGN_LIMITS.perItem), vxcs(6)])).toBe(false);
    expect(withinDesignLimits(Array.from({ length: 20 }, () => vxcs(20)))).toBe(false);
  });
});
