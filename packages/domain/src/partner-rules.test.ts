import { describe, expect, it } from 'vitest';
import {
  isPartnerAccountType,
  isPartnerTier,
  PARTNER_TIER_LABELS,
  revenueBandLabel,
  tierRate,
} from './partner-rules.js';

const K = 100_000; // 1K in cents

describe('tierRate', () => {
  it.each([
    ['PREFERRED', 0, 0],
    ['PREFERRED', K - 1, 0],
    ['PREFERRED', K, 2000],
    ['PREFERRED', 5 * K - 1, 2000],
    ['PREFERRED', 5 * K, 2500],
    ['PREFERRED', 25 * K - 1, 2500],
    ['PREFERRED', 25 * K, 3000],
    ['PREFERRED', 1000 * K, 3000],
    ['PRESTIGE', K - 1, 0],
    ['PRESTIGE', K, 2500],
    ['PRESTIGE', 5 * K - 1, 2500],
    ['PRESTIGE', 5 * K, 3000],
    ['PRESTIGE', 25 * K - 1, 3000],
    ['PRESTIGE', 25 * K, 3500],
  ] as const)('%s at %i cents pays %i bp', (tier, revenue, bp) => {
    expect(tierRate(tier, revenue)).toBe(bp);
  });

  it('pays nothing on negative revenue (credits) and refuses NaN', () => {
    expect(tierRate('PRESTIGE', -5 * K)).toBe(0);
    expect(() => tierRate('PREFERRED', Number.NaN)).toThrow(new RangeError('monthly revenue must be a finite number'));
    expect(() => tierRate('PREFERRED', Number.POSITIVE_INFINITY)).toThrow(/finite number/);
  });
});

describe('bands and types', () => {
  it('labels revenue bands as the spec does', () => {
    expect(revenueBandLabel(K - 1)).toBeNull();
    expect(revenueBandLabel(K)).toBe('1-5K');
    expect(revenueBandLabel(5 * K)).toBe('5-25K');
    expect(revenueBandLabel(25 * K)).toBe('25K+');
  });

  it('knows partner tiers and partner account types', () => {
    expect(isPartnerTier('PRESTIGE')).toBe(true);
    expect(isPartnerTier('GOLD')).toBe(false);
    expect(PARTNER_TIER_LABELS).toEqual({ PREFERRED: 'Preferred', PRESTIGE: 'Prestige' });
    expect(isPartnerAccountType('PARTNER')).toBe(true);
    expect(isPartnerAccountType('DISTRIBUTOR')).toBe(true);
    expect(isPartnerAccountType('MANAGED_ACCOUNT')).toBe(false);
  });
});
