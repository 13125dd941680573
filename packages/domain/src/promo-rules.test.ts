import { describe, expect, it } from 'vitest';
import {
  applyPromoBehaviour,
  generatesCodes,
  PROMO_CODE_ALPHABET,
  PROMO_MESSAGES,
  parseServiceIdList,
  promoAppliesTo,
  promoCodeFromBytes,
  promoErrors,
  promoStatus,
  promoSummary,
  promoWindowErrors,
} from './index.js';

describe('promoErrors', () => {
  it('needs a discount type', () => {
    expect(promoErrors({})).toEqual({ discountType: PROMO_MESSAGES.discountTypeRequired });
  });

  it('PERCENTAGE needs a percentage and a term above 0', () => {
    expect(promoErrors({ discountType: 'PERCENTAGE', percentageBp: 0, termMonths: 0 })).toEqual({
      percentageBp: PROMO_MESSAGES.percentageRequired,
      termMonths: PROMO_MESSAGES.termRequired,
    });
    expect(promoErrors({ discountType: 'PERCENTAGE', percentageBp: 1, termMonths: 1 })).toEqual({});
  });

  it('MONTHLY needs a term above 0 and only Port, MCR2 or MVE', () => {
    expect(promoErrors({ discountType: 'MONTHLY', termMonths: null })).toEqual({
      termMonths: PROMO_MESSAGES.termRequired,
    });
    expect(promoErrors({ discountType: 'MONTHLY', termMonths: 12, productTypes: ['PORT', 'VXC'] })).toEqual({
      productTypes: PROMO_MESSAGES.monthlyProductTypes,
    });
    expect(promoErrors({ discountType: 'MONTHLY', termMonths: 12, productTypes: ['PORT', 'MCR2', 'MVE'] })).toEqual({});
  });

  it('FLOATING_AMOUNT needs an amount above 0 and a promo currency', () => {
    expect(promoErrors({ discountType: 'FLOATING_AMOUNT', floatingAmountCents: 0, currency: null })).toEqual({
      floatingAmountCents: PROMO_MESSAGES.amountRequired,
      currency: PROMO_MESSAGES.currencyRequired,
    });
    expect(promoErrors({ discountType: 'FLOATING_AMOUNT', floatingAmountCents: 500, currency: 'XYZ' })).toEqual({
      currency: PROMO_MESSAGES.currencyRequired,
    });
    expect(promoErrors({ discountType: 'FLOATING_AMOUNT', floatingAmountCents: 1, currency: 'BGN' })).toEqual({});
  });

  it('VXC_PRICE_MODIFIER needs a region, a modifier not below 0, a speed cap above 0 and VXC alone', () => {
    expect(
      promoErrors({
        discountType: 'VXC_PRICE_MODIFIER',
        regions: [],
        recurringModifierBp: -1,
        speedCapMbps: 0,
        productTypes: ['VXC', 'PORT'],
      }),
    ).toEqual({
      regions: PROMO_MESSAGES.regionRequired,
      recurringModifierBp: PROMO_MESSAGES.recurringModifierNegative,
      speedCapMbps: PROMO_MESSAGES.speedCapRequired,
      productTypes: PROMO_MESSAGES.vxcModifierProductTypes,
    });
    expect(
      promoErrors({
        discountType: 'VXC_PRICE_MODIFIER',
        regions: ['AU'],
        recurringModifierBp: 0,
        speedCapMbps: 1000,
        productTypes: ['VXC'],
      }),
    ).toEqual({});
  });
});

describe('applyPromoBehaviour', () => {
  it('makes a floating amount shared', () => {
    expect(applyPromoBehaviour({ discountType: 'FLOATING_AMOUNT', shared: false }).shared).toBe(true);
    expect(applyPromoBehaviour({ discountType: 'PERCENTAGE', shared: false }).shared).toBe(false);
  });
  it('starts a VXC modifier at base 0 and ends 100%, keeping what was chosen', () => {
    expect(applyPromoBehaviour({ discountType: 'VXC_PRICE_MODIFIER' })).toMatchObject({
      baseRateModifierBp: 0,
      aEndModifierBp: 10_000,
      bEndModifierBp: 10_000,
    });
    expect(applyPromoBehaviour({ discountType: 'VXC_PRICE_MODIFIER', aEndModifierBp: 5_000 }).aEndModifierBp).toBe(
      5_000,
    );
  });
});

describe('generatesCodes', () => {
  it('is true for more than one single-use code only', () => {
    expect(generatesCodes({ singleUse: true, quantity: 2 })).toBe(true);
    expect(generatesCodes({ singleUse: true, quantity: 1 })).toBe(false);
    expect(generatesCodes({ singleUse: false, quantity: 50 })).toBe(false);
    expect(generatesCodes({ singleUse: true, quantity: null })).toBe(false);
  });
});

describe('promoStatus and promoAppliesTo', () => {
  const base = { validFrom: 1_000, validTo: 2_000, quantity: 2, uses: 0, productTypes: [], regions: [] };
  const q = { productType: 'PORT' as const, countryCode: 'AU', at: 1_500 };

  it('tells the window and the uses left, in that order', () => {
    expect(promoStatus(base, 1_500)).toBe('ACTIVE');
    expect(promoStatus(base, 999)).toBe('UPCOMING');
    expect(promoStatus(base, 2_001)).toBe('EXPIRED');
    expect(promoStatus({ ...base, uses: 2 }, 1_500)).toBe('USED_UP');
    expect(promoStatus({ ...base, uses: 2 }, 2_001)).toBe('EXPIRED');
    expect(promoStatus({ ...base, validFrom: null, validTo: null, quantity: null, uses: 99 }, 0)).toBe('ACTIVE');
    expect(promoAppliesTo(base, { ...q, at: 999 })).toBe(PROMO_MESSAGES.notYetValid);
    expect(promoAppliesTo(base, { ...q, at: 2_001 })).toBe(PROMO_MESSAGES.expired);
    expect(promoAppliesTo({ ...base, uses: 2 }, q)).toBe(PROMO_MESSAGES.usedUp);
    expect(promoAppliesTo(base, { ...q, at: 2_000 })).toBeNull();
  });

  it('limits to the product types and regions named, none meaning every one', () => {
    expect(promoAppliesTo(base, q)).toBeNull();
    expect(promoAppliesTo({ ...base, productTypes: ['VXC'] }, q)).toBe(PROMO_MESSAGES.notForProduct);
    expect(promoAppliesTo({ ...base, productTypes: ['VXC', 'PORT'] }, q)).toBeNull();
    expect(promoAppliesTo({ ...base, regions: ['NZ'] }, q)).toBe(PROMO_MESSAGES.notForCountry);
    expect(promoAppliesTo({ ...base, regions: ['NZ', 'AU'] }, { ...q, countryCode: 'au' })).toBeNull();
    expect(promoAppliesTo({ ...base, regions: ['AU'] }, { ...q, countryCode: null })).toBe(
      PROMO_MESSAGES.notForCountry,
    );
  });

  it('limits to the metros and locations named, once the caller knows where the service is', () => {
    const limited = { ...base, metroIds: [1, 2], locationIds: [] };
    expect(promoAppliesTo(limited, { ...q, metroId: 2, locationId: 10_001 })).toBeNull();
    expect(promoAppliesTo(limited, { ...q, metroId: 3, locationId: 10_001 })).toBe(PROMO_MESSAGES.notForPlace);
    expect(promoAppliesTo(limited, { ...q, metroId: null })).toBe(PROMO_MESSAGES.notForPlace);
    // validation by code alone does not know the place: the place is checked when the service is priced
    expect(promoAppliesTo(limited, q)).toBeNull();
    const at = { ...base, locationIds: [10_001] };
    expect(promoAppliesTo(at, { ...q, metroId: 9, locationId: 10_001 })).toBeNull();
    expect(promoAppliesTo(at, { ...q, metroId: 9, locationId: 10_002 })).toBe(PROMO_MESSAGES.notForPlace);
    expect(promoAppliesTo(at, { ...q, locationId: null })).toBe(PROMO_MESSAGES.notForPlace);
  });
});

describe('promoWindowErrors', () => {
  it('wants valid to after valid from when both are given', () => {
    expect(promoWindowErrors({ validFrom: 5, validTo: 5 })).toEqual({ validTo: PROMO_MESSAGES.windowOrder });
    expect(promoWindowErrors({ validFrom: 5, validTo: 6 })).toEqual({});
    expect(promoWindowErrors({ validFrom: null, validTo: 1 })).toEqual({});
  });
});

describe('promoCodeFromBytes', () => {
  it('takes one unambiguous character per byte after the prefix, skipping biased bytes', () => {
    const bytes = new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(promoCodeFromBytes('xmas-', bytes)).toBe('XMAS-ABCDEFGHJK');
    const biased = new Uint8Array([255, 254, 248, 0, 1, 2, 3, 4, 5, 6, 7, 8, 30]);
    expect(promoCodeFromBytes('', biased)).toBe('ABCDEFGHJ9');
    expect(promoCodeFromBytes('', new Uint8Array([1, 2]))).toBeNull();
    expect(PROMO_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });
});

describe('parseServiceIdList', () => {
  it('strips spaces, splits on commas and drops empty and repeated ids', () => {
    expect(parseServiceIdList(' ab12cd34, ef56 gh78 ,,ab12cd34,')).toEqual(['ab12cd34', 'ef56gh78']);
    expect(parseServiceIdList('   ')).toEqual([]);
    expect(parseServiceIdList('one')).toEqual(['one']);
  });
});

describe('promoSummary', () => {
  it('says the discount in a few words', () => {
    expect(promoSummary({ discountType: 'PERCENTAGE', percentageBp: 1250, termMonths: 12 })).toBe(
      '12.5% off for 12 months',
    );
    expect(promoSummary({ discountType: 'FLOATING_AMOUNT', floatingAmountCents: 50_000, currency: 'AUD' })).toBe(
      'AUD 500.00 credit',
    );
    expect(promoSummary({ discountType: 'FLOATING_AMOUNT', floatingAmountCents: 12_345_678, currency: 'EUR' })).toBe(
      'EUR 123,456.78 credit',
    );
    expect(promoSummary({ discountType: 'FLOATING_AMOUNT', floatingAmountCents: 150_000, currency: 'JPY' })).toBe(
      'JPY 150,000 credit',
    );
    expect(promoSummary({ discountType: 'MONTHLY', termMonths: 1 })).toBe('Monthly discount for 1 month');
    expect(promoSummary({ discountType: 'VXC_PRICE_MODIFIER', speedCapMbps: 1000 })).toBe(
      'VXC price modifier up to 1 Gbps',
    );
  });
});
