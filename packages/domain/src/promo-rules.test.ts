import { describe, expect, it } from 'vitest';
import { applyPromoBehaviour, generatesCodes, PROMO_MESSAGES, promoErrors, promoUsableAt } from './index.js';

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

describe('promoUsableAt', () => {
  const promo = { validFrom: 1_000, validTo: 2_000, quantity: 1, uses: 0 };
  it('is usable inside its window with uses left, edges included', () => {
    expect(promoUsableAt(promo, 1_000)).toBe(true);
    expect(promoUsableAt(promo, 2_000)).toBe(true);
    expect(promoUsableAt(promo, 999)).toBe(false);
    expect(promoUsableAt(promo, 2_001)).toBe(false);
  });
  it('is not once its uses are spent; no quantity means no limit', () => {
    expect(promoUsableAt({ ...promo, uses: 1 }, 1_500)).toBe(false);
    expect(promoUsableAt({ validFrom: null, validTo: null, quantity: null, uses: 10_000 }, 0)).toBe(true);
  });
});
