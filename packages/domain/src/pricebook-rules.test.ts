import { describe, expect, it } from 'vitest';
import {
  chargeForSpeed,
  dayBefore,
  MAX_AMOUNT_MINOR,
  MESSAGES,
  MVE_SIZES,
  PRICEBOOK_RULE_MESSAGES as M,
  priceChangeError,
  priceDatesError,
  pricesClash,
  vxcChargesError,
} from './index.js';

describe('VXC charges', () => {
  it('refuses an empty list and entries of the wrong shape', () => {
    expect(vxcChargesError([])).toBe(M.chargesEmpty);
    expect(vxcChargesError([{ speed: 100 }])).toBe(M.chargeShape);
    expect(vxcChargesError([{ speed: 100, charge: 1, x: 2 }])).toBe(M.chargeShape);
    expect(vxcChargesError([100])).toBe(M.chargeShape);
    expect(vxcChargesError([[100, 1]])).toBe(M.chargeShape);
  });
  it('refuses speeds and charges that are not whole, negative charges and duplicate speeds', () => {
    expect(vxcChargesError([{ speed: 0, charge: 1 }])).toBe(M.speedInvalid);
    expect(vxcChargesError([{ speed: 100.5, charge: 1 }])).toBe(M.speedInvalid);
    expect(vxcChargesError([{ speed: '100', charge: 1 }])).toBe(M.speedInvalid);
    expect(vxcChargesError([{ speed: 200_000, charge: 1 }])).toBe(M.speedInvalid);
    expect(vxcChargesError([{ speed: 100, charge: -1 }])).toBe(M.chargeInvalid);
    expect(vxcChargesError([{ speed: 100, charge: 12.5 }])).toBe(M.chargeInvalid);
    expect(vxcChargesError([{ speed: 100, charge: '100' }])).toBe(M.chargeInvalid);
    expect(vxcChargesError([{ speed: 100, charge: null }])).toBe(M.chargeInvalid);
    expect(
      vxcChargesError([
        { speed: 100, charge: 1 },
        { speed: 100, charge: 2 },
      ]),
    ).toBe(M.duplicateSpeed);
    expect(vxcChargesError([{ speed: 100, charge: 0 }])).toBeNull();
  });
  it('refuses a charge above the largest amount with its own message, and takes the largest (decision 0030)', () => {
    expect(M.chargeTooLarge).toBe(MESSAGES.amountTooLarge);
    for (const charge of [MAX_AMOUNT_MINOR + 1, 9_007_199_254_740_991, 1e21, 1e308])
      expect(vxcChargesError([{ speed: 100, charge }]), String(charge)).toBe(M.chargeTooLarge);
    expect(vxcChargesError([{ speed: 100, charge: MAX_AMOUNT_MINOR + 0.5 }])).toBe(M.chargeInvalid);
    expect(vxcChargesError([{ speed: 100, charge: MAX_AMOUNT_MINOR }])).toBeNull();
    expect(vxcChargesError([{ speed: 100, charge: Infinity }])).toBe(M.chargeInvalid);
  });
});

describe('chargeForSpeed (STEP)', () => {
  const charges = [
    { speed: 100, charge: 10 },
    { speed: 1000, charge: 50 },
    { speed: 10_000, charge: 200 },
  ];
  it('takes the smallest listed speed at or above the speed', () => {
    expect(chargeForSpeed(charges, 100)).toEqual({ speed: 100, charge: 10 });
    expect(chargeForSpeed(charges, 50)).toEqual({ speed: 100, charge: 10 });
    expect(chargeForSpeed(charges, 101)).toEqual({ speed: 1000, charge: 50 });
    expect(chargeForSpeed(charges, 10_000)).toEqual({ speed: 10_000, charge: 200 });
  });
  it('is null above every listed speed', () => {
    expect(chargeForSpeed(charges, 10_001)).toBeNull();
    expect(chargeForSpeed([], 1)).toBeNull();
  });
});

describe('price dates', () => {
  const today = '2026-11-23';
  it('start after today and end on or after the start', () => {
    expect(priceDatesError({ fromDate: '2026-11-24', toDate: null }, today)).toBeNull();
    expect(priceDatesError({ fromDate: '2026-11-24', toDate: '2026-11-24' }, today)).toBeNull();
    expect(priceDatesError({ fromDate: '2026-11-23', toDate: null }, today)).toBe(M.fromDateNotFuture);
    expect(priceDatesError({ fromDate: '2025-01-01', toDate: null }, today)).toBe(M.fromDateNotFuture);
    expect(priceDatesError({ fromDate: '2026-12-01', toDate: '2026-11-30' }, today)).toBe(M.toDateBeforeFromDate);
  });
  it('may be edited or deleted only before the price starts', () => {
    expect(priceChangeError({ fromDate: '2026-11-24' }, today)).toBeNull();
    expect(priceChangeError({ fromDate: '2026-11-23' }, today)).toBe(M.notFuture);
    expect(priceChangeError({ fromDate: '2020-01-01' }, today)).toBe(M.notFuture);
  });
  it('dayBefore crosses month and year ends', () => {
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
  });
});

describe('pricesClash', () => {
  it('lets a later price supersede one without an end date', () => {
    expect(pricesClash({ fromDate: '2025-01-01', toDate: null }, { fromDate: '2027-01-01', toDate: null })).toBe(false);
    expect(pricesClash({ fromDate: '2027-01-01', toDate: null }, { fromDate: '2025-01-01', toDate: null })).toBe(false);
  });
  it('refuses two prices starting on one day', () => {
    expect(
      pricesClash({ fromDate: '2027-01-01', toDate: null }, { fromDate: '2027-01-01', toDate: '2027-02-01' }),
    ).toBe(true);
  });
  it('refuses a price whose end date reaches into a later one, inclusive', () => {
    const ending = { fromDate: '2027-01-01', toDate: '2027-03-31' };
    expect(pricesClash(ending, { fromDate: '2027-03-31', toDate: null })).toBe(true);
    expect(pricesClash(ending, { fromDate: '2027-02-01', toDate: '2027-02-10' })).toBe(true);
    expect(pricesClash({ fromDate: '2027-02-01', toDate: null }, ending)).toBe(true);
    expect(pricesClash({ fromDate: '2026-12-01', toDate: null }, ending)).toBe(false);
    expect(pricesClash(ending, { fromDate: '2027-04-01', toDate: null })).toBe(false);
  });
});

describe('MVE sizes', () => {
  it('are the four sizes priced', () => {
    expect(MVE_SIZES).toEqual(['SMALL', 'MEDIUM', 'LARGE', 'X_LARGE_12']);
  });
});
