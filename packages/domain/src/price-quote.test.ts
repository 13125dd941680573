import { describe, expect, it } from 'vitest';
import {
  dailyRateCents,
  firstMonthCents,
  PRICE_LOOKUP_MESSAGES,
  type PromoLine,
  promoDiscount,
  rateTypeAllowed,
  termDiscounted,
} from './price-quote.js';
import type { PromoTerms } from './promo-rules.js';

const promo = (terms: Partial<PromoTerms>): PromoTerms => ({
  id: 1,
  code: 'TEST',
  validFrom: null,
  validTo: null,
  productTypes: [],
  regions: [],
  ...terms,
});
const port: PromoLine = {
  productType: 'PORT',
  currency: 'AUD',
  monthlyCents: 100_000,
  speedMbps: 10_000,
  countryCode: 'AU',
};
const vxc: PromoLine = {
  productType: 'VXC',
  currency: 'AUD',
  monthlyCents: 30_000,
  speedMbps: 1_000,
  countryCode: 'AU',
  vxcParts: { baseCents: 20_000, aEndCents: 6_000, bEndCents: 4_000 },
};

describe('term discount and daily rate', () => {
  it('takes the term discount off, rounding half away from zero at the cent', () => {
    expect(termDiscounted(100_000, 1_000)).toBe(90_000);
    expect(termDiscounted(12_345, 1_250)).toBe(10_802); // 1543.125 off → 1543
    expect(termDiscounted(1, 5_000)).toBe(0); // half a cent off rounds to a whole cent
    expect(termDiscounted(100_000, 0)).toBe(100_000);
  });

  it('spreads a year of the monthly rate over 365 days', () => {
    expect(dailyRateCents(36_500)).toBe(1_200);
    expect(dailyRateCents(10_000)).toBe(329); // 328.767 → 329
    expect(dailyRateCents(1_521)).toBe(50); // 50.005… → 50
    expect(dailyRateCents(0)).toBe(0);
  });

  it('charges only VXCs by the day', () => {
    expect(rateTypeAllowed('VXC', 'DAILY')).toBe(true);
    expect(rateTypeAllowed('PORT', 'DAILY')).toBe(false);
    expect(rateTypeAllowed('PORT', 'MONTHLY')).toBe(true);
  });
});

describe('promo discounts', () => {
  it('PERCENTAGE takes its percentage off for its term', () => {
    const r = promoDiscount(promo({ discountType: 'PERCENTAGE', percentageBp: 1_050, termMonths: 3 }), port);
    expect(r).toEqual({
      ok: true,
      discount: {
        code: 'TEST',
        monthlyDiscountCents: 10_500,
        forMonths: 3,
        totalDiscountCents: 31_500,
        label: '10.5% off for 3 months',
      },
    });
  });

  it('PERCENTAGE rounds the discount at the cent, half away from zero', () => {
    const r = promoDiscount(promo({ discountType: 'PERCENTAGE', percentageBp: 2_500, termMonths: 1 }), {
      ...port,
      monthlyCents: 10_001,
    });
    expect(r.ok && r.discount.monthlyDiscountCents).toBe(2_500); // 2500.25 → 2500
    const half = promoDiscount(promo({ discountType: 'PERCENTAGE', percentageBp: 5_000, termMonths: 1 }), {
      ...port,
      monthlyCents: 10_001,
    });
    expect(half.ok && half.discount.monthlyDiscountCents).toBe(5_001); // 5000.5 → 5001
  });

  it('MONTHLY makes its months free', () => {
    const r = promoDiscount(promo({ discountType: 'MONTHLY', termMonths: 2 }), port);
    expect(r.ok && r.discount).toMatchObject({
      monthlyDiscountCents: 100_000,
      forMonths: 2,
      totalDiscountCents: 200_000,
      label: '2 months free',
    });
    expect(firstMonthCents(port.monthlyCents, r.ok ? r.discount : null)).toBe(0);
  });

  it('FLOATING_AMOUNT is credit of its currency, month by month until used', () => {
    const r = promoDiscount(
      promo({ discountType: 'FLOATING_AMOUNT', floatingAmountCents: 250_000, currency: 'AUD' }),
      port,
    );
    expect(r.ok && r.discount).toMatchObject({
      monthlyDiscountCents: 100_000,
      forMonths: 3,
      totalDiscountCents: 250_000,
    });
    const small = promoDiscount(
      promo({ discountType: 'FLOATING_AMOUNT', floatingAmountCents: 5_000, currency: 'AUD' }),
      port,
    );
    expect(small.ok && small.discount).toMatchObject({
      monthlyDiscountCents: 5_000,
      forMonths: 1,
      totalDiscountCents: 5_000,
    });
    expect(
      promoDiscount(promo({ discountType: 'FLOATING_AMOUNT', floatingAmountCents: 5_000, currency: 'USD' }), port),
    ).toEqual({
      ok: false,
      message: PRICE_LOOKUP_MESSAGES.promoOtherCurrency,
    });
  });

  it('VXC_PRICE_MODIFIER scales the base and end rates, then the recurring charge', () => {
    // defaults: base 0, ends 100%, recurring 100% → the VXC pays its end rates only
    const r = promoDiscount(
      promo({
        discountType: 'VXC_PRICE_MODIFIER',
        regions: ['AU'],
        speedCapMbps: 1_000,
        productTypes: ['VXC'],
        baseRateModifierBp: 0,
        aEndModifierBp: 10_000,
        bEndModifierBp: 10_000,
      }),
      vxc,
    );
    expect(r.ok && r.discount).toMatchObject({
      monthlyDiscountCents: 20_000,
      forMonths: null,
      totalDiscountCents: null,
      label: 'VXC price modifier',
    });
    expect(firstMonthCents(30_000, null)).toBe(30_000);
    const half = promoDiscount(
      promo({
        discountType: 'VXC_PRICE_MODIFIER',
        regions: ['AU'],
        speedCapMbps: 1_000,
        baseRateModifierBp: 10_000,
        aEndModifierBp: 5_000,
        bEndModifierBp: 0,
        recurringModifierBp: 5_000,
      }),
      vxc,
    );
    // (20000 + 3000 + 0) × 50% = 11500 → 18500 off
    expect(half.ok && half.discount.monthlyDiscountCents).toBe(18_500);
  });

  it('VXC_PRICE_MODIFIER applies only in its regions, up to its speed cap, to VXCs', () => {
    const terms = promo({ discountType: 'VXC_PRICE_MODIFIER', regions: ['SG'], speedCapMbps: 1_000 });
    expect(promoDiscount(terms, vxc)).toEqual({ ok: false, message: PRICE_LOOKUP_MESSAGES.promoNotInRegion });
    expect(promoDiscount({ ...terms, regions: ['AU'] }, { ...vxc, speedMbps: 2_000 })).toEqual({
      ok: false,
      message: PRICE_LOOKUP_MESSAGES.promoAboveSpeedCap,
    });
    expect(promoDiscount({ ...terms, regions: ['AU'] }, { ...vxc, speedMbps: 1_000 }).ok).toBe(true);
    expect(promoDiscount({ ...terms, regions: ['AU'] }, port)).toEqual({
      ok: false,
      message: PRICE_LOOKUP_MESSAGES.promoNotForProduct,
    });
  });

  it('gives nothing to a product type outside its list, and never more than the rate', () => {
    expect(promoDiscount(promo({ discountType: 'MONTHLY', termMonths: 1, productTypes: ['MVE'] }), port)).toEqual({
      ok: false,
      message: PRICE_LOOKUP_MESSAGES.promoNotForProduct,
    });
    const r = promoDiscount(
      promo({ discountType: 'VXC_PRICE_MODIFIER', regions: [], baseRateModifierBp: 20_000 }),
      vxc,
    );
    expect(r.ok && r.discount.monthlyDiscountCents).toBe(0); // a modifier above 100% never becomes a surcharge here
  });

  it('reads a missing term as one month and says so in the singular', () => {
    const r = promoDiscount(promo({ discountType: 'PERCENTAGE', percentageBp: 2_000, termMonths: null }), port);
    expect(r.ok && r.discount).toMatchObject({
      forMonths: 1,
      totalDiscountCents: 20_000,
      label: '20% off for 1 month',
    });
    const zero = promoDiscount(promo({ discountType: 'MONTHLY', termMonths: 0 }), port);
    expect(zero.ok && zero.discount).toMatchObject({ forMonths: 1, label: '1 month free' });
  });

  it('applies to every product when the code names none, and to nothing of an unknown type', () => {
    const open = promoDiscount({ ...promo({ discountType: 'MONTHLY', termMonths: 1 }), productTypes: undefined }, port);
    expect(open.ok).toBe(true);
    const anywhere = promoDiscount(
      { ...promo({ discountType: 'VXC_PRICE_MODIFIER', speedCapMbps: 1_000 }), regions: undefined },
      { ...vxc, vxcParts: undefined },
    );
    // without parts the whole rate is the base rate: base modifier 0 makes the VXC free
    expect(anywhere.ok && anywhere.discount.monthlyDiscountCents).toBe(30_000);
    expect(promoDiscount(promo({ discountType: null }), port)).toEqual({
      ok: false,
      message: PRICE_LOOKUP_MESSAGES.promoNotForProduct,
    });
  });

  it('a floating amount gives nothing on a free line and names its currency', () => {
    const free = promoDiscount(
      promo({ discountType: 'FLOATING_AMOUNT', floatingAmountCents: 5_000, currency: 'AUD' }),
      {
        ...port,
        monthlyCents: 0,
      },
    );
    expect(free.ok && free.discount).toMatchObject({
      monthlyDiscountCents: 0,
      forMonths: 0,
      totalDiscountCents: 0,
      label: 'AUD credit',
    });
    const credit = promoDiscount(
      promo({ discountType: 'FLOATING_AMOUNT', floatingAmountCents: 5_000, currency: 'AUD' }),
      port,
    );
    expect(credit.ok && credit.discount.label).toBe('AUD credit');
  });

  it('a VXC modifier needs the VXC to be in one of its regions when the country is unknown', () => {
    const r = promoDiscount(promo({ discountType: 'VXC_PRICE_MODIFIER', regions: ['AU'], speedCapMbps: 1_000 }), {
      ...vxc,
      countryCode: null,
    });
    expect(r).toEqual({ ok: false, message: PRICE_LOOKUP_MESSAGES.promoNotInRegion });
    expect(promoDiscount(promo({ discountType: 'VXC_PRICE_MODIFIER', regions: ['AU'] }), vxc).ok).toBe(true);
  });
});
