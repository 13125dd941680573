import { describe, expect, it } from 'vitest';
import { money } from './money.js';
import { PRICE_LOOKUP_MESSAGES, PRICING_MESSAGES } from './price-messages.js';
import {
  applyOrderPromo,
  dailyRateCents,
  firstMonthCents,
  monthlyAfterPromoCents,
  orderPromoStatus,
  orderTotals,
  type PromoDiscount,
  type PromoLine,
  promoDiscount,
  promoInMonth,
  rateTypeAllowed,
  spreadCredit,
  termDiscounted,
} from './price-quote.js';
import type { PromoTerms } from './promo-rules.js';
import { promoTerms } from './promo-terms.fixture.js';

const promo = promoTerms;
const port: PromoLine = {
  productType: 'PORT',
  currency: 'AUD',
  monthlyCents: 100_000,
  termMonths: 12,
  speedMbps: 10_000,
  countryCode: 'AU',
};
const vxc: PromoLine = {
  productType: 'VXC',
  currency: 'AUD',
  monthlyCents: 30_000,
  termMonths: 1,
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

const credit = (cents: number, currency = 'AUD') =>
  promo({ code: 'CREDIT', discountType: 'FLOATING_AMOUNT', floatingAmountCents: cents, currency });
const vxcBoost = (terms: Partial<PromoTerms> = {}) =>
  promo({
    code: 'VXCBOOST',
    discountType: 'VXC_PRICE_MODIFIER',
    regions: ['AU'],
    speedCapMbps: 1_000,
    productTypes: ['VXC'],
    ...terms,
  });
/** the discount of a line that got one, or the message of one that did not */
const discountOf = (r: ReturnType<typeof promoDiscount> | undefined) => (r?.ok ? r.discount : r?.message);

describe('promo discounts on one line', () => {
  it('PERCENTAGE takes its percentage off for its term, from the first month', () => {
    const r = promoDiscount(promo({ discountType: 'PERCENTAGE', percentageBp: 1_050, termMonths: 3 }), port);
    expect(r).toEqual({
      ok: true,
      discount: {
        code: 'TEST',
        monthlyDiscountCents: 10_500,
        forMonths: 3,
        totalDiscountCents: 31_500,
        label: '10.5% off for 3 months',
        schedule: [{ fromMonth: 1, toMonth: 3, monthlyCents: 10_500 }],
      },
      steps: [{ kind: 'promo', label: '10.5% off for 3 months', monthlyCents: -10_500 }],
    });
  });

  it('PERCENTAGE rounds the discount at the cent, half away from zero, and never takes more than the rate', () => {
    const at = (bp: number, monthlyCents: number) =>
      promoDiscount(promo({ discountType: 'PERCENTAGE', percentageBp: bp, termMonths: 1 }), { ...port, monthlyCents });
    expect(discountOf(at(2_500, 10_001))).toMatchObject({ monthlyDiscountCents: 2_500 }); // 2500.25 → 2500
    expect(discountOf(at(5_000, 10_001))).toMatchObject({ monthlyDiscountCents: 5_001 }); // 5000.5 → 5001
    expect(discountOf(at(5_000, 1))).toMatchObject({ monthlyDiscountCents: 1 }); // half a cent → a cent
    expect(discountOf(at(4_999, 1))).toMatchObject({ monthlyDiscountCents: 0, schedule: [] });
    expect(discountOf(at(15_000, 10_000))).toMatchObject({ monthlyDiscountCents: 10_000 }); // 150% is all of it
    expect(discountOf(at(-1_000, 10_000))).toMatchObject({ monthlyDiscountCents: 0, schedule: [] });
  });

  it('MONTHLY makes its months free', () => {
    const r = promoDiscount(promo({ discountType: 'MONTHLY', termMonths: 2 }), port);
    expect(discountOf(r)).toEqual({
      code: 'TEST',
      monthlyDiscountCents: 100_000,
      forMonths: 2,
      totalDiscountCents: 200_000,
      label: '2 months free',
      schedule: [{ fromMonth: 1, toMonth: 2, monthlyCents: 100_000 }],
    });
    const discount = r.ok ? r.discount : null;
    expect(monthlyAfterPromoCents(port.monthlyCents, discount)).toBe(0);
    expect(firstMonthCents(port.monthlyCents, 5_000, discount)).toBe(5_000); // the setup is still charged
    expect(firstMonthCents(port.monthlyCents, 5_000, null)).toBe(105_000);
  });

  it('reads a missing or zero term as one month and says so in the singular', () => {
    const r = promoDiscount(promo({ discountType: 'PERCENTAGE', percentageBp: 2_000, termMonths: null }), port);
    expect(discountOf(r)).toMatchObject({ forMonths: 1, totalDiscountCents: 20_000, label: '20% off for 1 month' });
    const zero = promoDiscount(promo({ discountType: 'MONTHLY', termMonths: 0 }), port);
    expect(discountOf(zero)).toMatchObject({ forMonths: 1, label: '1 month free' });
    const none = promoDiscount(promo({ discountType: 'PERCENTAGE', termMonths: 2 }), port);
    expect(discountOf(none)).toMatchObject({ monthlyDiscountCents: 0, label: '0% off for 2 months' });
  });

  it('a FLOATING_AMOUNT on one line is spent month by month within its term, in its own currency only', () => {
    expect(discountOf(promoDiscount(credit(250_000), port))).toEqual({
      code: 'CREDIT',
      monthlyDiscountCents: 100_000,
      forMonths: 3,
      totalDiscountCents: 250_000,
      label: 'AUD credit',
      schedule: [
        { fromMonth: 1, toMonth: 2, monthlyCents: 100_000 },
        { fromMonth: 3, toMonth: 3, monthlyCents: 50_000 },
      ],
    });
    expect(discountOf(promoDiscount(credit(5_000), port))).toMatchObject({
      monthlyDiscountCents: 5_000,
      forMonths: 1,
      totalDiscountCents: 5_000,
    });
    // more credit than the term holds: the term's months only
    expect(discountOf(promoDiscount(credit(500_000), { ...port, termMonths: 2 }))).toMatchObject({
      forMonths: 2,
      totalDiscountCents: 200_000,
    });
    expect(promoDiscount(credit(5_000, 'USD'), port)).toEqual({
      ok: false,
      message: PRICE_LOOKUP_MESSAGES.promoOtherCurrency,
    });
    const free = promoDiscount(credit(5_000), { ...port, monthlyCents: 0 });
    expect(free).toEqual({
      ok: true,
      discount: {
        code: 'CREDIT',
        monthlyDiscountCents: 0,
        forMonths: 0,
        totalDiscountCents: 0,
        label: 'AUD credit',
        schedule: [],
      },
      steps: [{ kind: 'promo', label: 'AUD credit', monthlyCents: -0 }],
    });
  });

  it('gives nothing to a product type outside its list, and applies to every product when it names none', () => {
    expect(promoDiscount(promo({ discountType: 'MONTHLY', termMonths: 1, productTypes: ['MVE'] }), port)).toEqual({
      ok: false,
      message: PRICE_LOOKUP_MESSAGES.promoNotForProduct,
    });
    expect(promoDiscount(promo({ discountType: 'MONTHLY', termMonths: 1, productTypes: ['PORT'] }), port).ok).toBe(
      true,
    );
    const open = promoDiscount({ ...promo({ discountType: 'MONTHLY', termMonths: 1 }), productTypes: undefined }, port);
    expect(open.ok).toBe(true);
    expect(promoDiscount(promo({ discountType: null }), port)).toEqual({
      ok: false,
      message: PRICE_LOOKUP_MESSAGES.promoNotForProduct,
    });
  });
});

describe('the VXC price modifier (decision 0028)', () => {
  // a VXC of base rate 200.00, A-end connect rate 60.00 and B-end connect rate 40.00: 300.00 a month
  it('with the defaults (base 0, ends 100%, recurring 100%) waives the base rate and keeps the end rates', () => {
    const r = promoDiscount(vxcBoost(), vxc);
    expect(r).toEqual({
      ok: true,
      discount: {
        code: 'VXCBOOST',
        monthlyDiscountCents: 20_000,
        forMonths: null,
        totalDiscountCents: null,
        label: 'VXC price modifier',
        schedule: [{ fromMonth: 1, toMonth: null, monthlyCents: 20_000 }],
      },
      steps: [
        { kind: 'promo', label: 'VXC price modifier: base rate × 0%', monthlyCents: -20_000 },
        { kind: 'promo', label: 'VXC price modifier: A-end connect rate × 100%', monthlyCents: 0 },
        { kind: 'promo', label: 'VXC price modifier: B-end connect rate × 100%', monthlyCents: 0 },
        { kind: 'promo', label: 'VXC price modifier: recurring charge × 100%', monthlyCents: 0 },
      ],
    });
    expect(promoInMonth(r.ok ? r.discount : null, 60)).toBe(20_000); // for as long as the VXC runs
  });

  it('scales each part, then multiplies their sum by the recurring modifier', () => {
    // base 50%, ends 100%, recurring 90%: (100.00 + 60.00 + 40.00) × 90% = 180.00 → 120.00 off
    const r = promoDiscount(
      vxcBoost({
        baseRateModifierBp: 5_000,
        aEndModifierBp: 10_000,
        bEndModifierBp: 10_000,
        recurringModifierBp: 9_000,
      }),
      vxc,
    );
    expect(r.ok && r.steps).toEqual([
      { kind: 'promo', label: 'VXC price modifier: base rate × 50%', monthlyCents: -10_000 },
      { kind: 'promo', label: 'VXC price modifier: A-end connect rate × 100%', monthlyCents: 0 },
      { kind: 'promo', label: 'VXC price modifier: B-end connect rate × 100%', monthlyCents: 0 },
      { kind: 'promo', label: 'VXC price modifier: recurring charge × 90%', monthlyCents: -2_000 },
    ]);
    expect(discountOf(r)).toMatchObject({ monthlyDiscountCents: 12_000 });
    // base 100%, A end 50%, B end 0, recurring 50%: (200.00 + 30.00 + 0) × 50% = 115.00 → 185.00 off
    const half = promoDiscount(
      vxcBoost({ baseRateModifierBp: 10_000, aEndModifierBp: 5_000, bEndModifierBp: 0, recurringModifierBp: 5_000 }),
      vxc,
    );
    expect(half.ok && half.steps.map((s) => s.monthlyCents)).toEqual([0, -3_000, -4_000, -11_500]);
    expect(discountOf(half)).toMatchObject({ monthlyDiscountCents: 18_500 });
  });

  it('rounds each part and the recurring charge once, half away from zero, and the steps add up to the discount', () => {
    const odd = { ...vxc, monthlyCents: 16_203, vxcParts: { baseCents: 16_201, aEndCents: 1, bEndCents: 1 } };
    const r = promoDiscount(
      vxcBoost({ baseRateModifierBp: 5_000, aEndModifierBp: 5_000, bEndModifierBp: 4_999, recurringModifierBp: 9_000 }),
      odd,
    );
    // base 8100.5 → 8101; A end 0.5 → 1; B end 0.4999 → 0; (8101 + 1 + 0) × 90% = 7291.8 → 7292
    expect(r.ok && r.steps.map((s) => s.monthlyCents)).toEqual([-8_100, 0, -1, -810]);
    expect(discountOf(r)).toMatchObject({ monthlyDiscountCents: 16_203 - 7_292 });
    if (r.ok) expect(r.steps.reduce((sum, s) => sum + s.monthlyCents, 0)).toBe(-r.discount.monthlyDiscountCents);
  });

  it('shows only the parts a VXC has; a modifier above 100% or below 0 counts as 100% or 0', () => {
    const metro = { ...vxc, monthlyCents: 16_200, vxcParts: { baseCents: 16_200, aEndCents: 0, bEndCents: 0 } };
    const r = promoDiscount(vxcBoost({ baseRateModifierBp: 20_000, recurringModifierBp: 15_000 }), metro);
    expect(r.ok && r.steps).toEqual([
      { kind: 'promo', label: 'VXC price modifier: base rate × 100%', monthlyCents: 0 },
      { kind: 'promo', label: 'VXC price modifier: recurring charge × 100%', monthlyCents: 0 },
    ]);
    expect(discountOf(r)).toMatchObject({ monthlyDiscountCents: 0, schedule: [] });
    const below = promoDiscount(vxcBoost({ baseRateModifierBp: 5_000, aEndModifierBp: -100 }), vxc);
    expect(below.ok && below.steps[1]).toEqual({
      kind: 'promo',
      label: 'VXC price modifier: A-end connect rate × 0%',
      monthlyCents: -6_000,
    });
  });

  it("scales a customer's own VXC price by the recurring modifier only: it has no rate card", () => {
    const own = { ...vxc, vxcParts: undefined };
    const r = promoDiscount(vxcBoost({ baseRateModifierBp: 0, recurringModifierBp: 8_000 }), own);
    expect(r.ok && r.steps).toEqual([
      { kind: 'promo', label: 'VXC price modifier: recurring charge × 80%', monthlyCents: -6_000 },
    ]);
    expect(discountOf(r)).toMatchObject({ monthlyDiscountCents: 6_000 });
  });

  it('applies only to VXCs in its regions, up to its speed cap', () => {
    const terms = vxcBoost({ regions: ['SG'], productTypes: [] });
    expect(promoDiscount(terms, vxc)).toEqual({ ok: false, message: PRICE_LOOKUP_MESSAGES.promoNotInRegion });
    expect(promoDiscount({ ...terms, regions: ['AU'] }, { ...vxc, speedMbps: 1_001 })).toEqual({
      ok: false,
      message: PRICE_LOOKUP_MESSAGES.promoAboveSpeedCap,
    });
    expect(promoDiscount({ ...terms, regions: ['AU'] }, { ...vxc, speedMbps: 1_000 }).ok).toBe(true);
    expect(promoDiscount({ ...terms, regions: ['AU'], speedCapMbps: null }, { ...vxc, speedMbps: 10_000 }).ok).toBe(
      true,
    );
    expect(promoDiscount({ ...terms, regions: ['AU'] }, port)).toEqual({
      ok: false,
      message: PRICE_LOOKUP_MESSAGES.promoNotForProduct,
    });
    expect(promoDiscount({ ...terms, regions: ['AU'] }, { ...vxc, countryCode: null })).toEqual({
      ok: false,
      message: PRICE_LOOKUP_MESSAGES.promoNotInRegion,
    });
    expect(promoDiscount({ ...terms, regions: [] }, { ...vxc, countryCode: null }).ok).toBe(true);
    expect(promoDiscount({ ...terms, regions: undefined }, vxc).ok).toBe(true);
  });
});

describe('one credit for the whole order (spreadCredit, decision 0028)', () => {
  const aud = (cents: number) => money(cents, 'AUD');
  const line = (monthlyCents: number, termMonths = 12, currency: 'AUD' | 'USD' = 'AUD') => ({
    currency,
    monthlyCents,
    termMonths,
  });

  it('AUD 500 on three 10 Gbps ports at AUD 1,080.00: 500.00 off the first month of the first port, once', () => {
    const spend = spreadCredit(aud(50_000), [line(108_000), line(108_000), line(108_000)]);
    expect(spend).toEqual({
      lines: [
        { schedule: [{ fromMonth: 1, toMonth: 1, monthlyCents: 50_000 }], total: aud(50_000) },
        { schedule: [], total: aud(0) },
        { schedule: [], total: aud(0) },
      ],
      spent: aud(50_000),
      left: aud(0),
    });
  });

  it('goes month by month across the lines in their order, and runs out part way through a month', () => {
    // AUD 500 on 200.00 (12 months), 150.00 (1 month) and a free line: month 1 takes 200 + 150 + 0, month 2 the
    // last 150.00 from the first line; the second line's term has ended
    const spend = spreadCredit(aud(50_000), [line(20_000), line(15_000, 1), line(0)]);
    expect(spend.lines.map((l) => l.schedule)).toEqual([
      [
        { fromMonth: 1, toMonth: 1, monthlyCents: 20_000 },
        { fromMonth: 2, toMonth: 2, monthlyCents: 15_000 },
      ],
      [{ fromMonth: 1, toMonth: 1, monthlyCents: 15_000 }],
      [],
    ]);
    expect(spend.lines.map((l) => l.total.amount)).toEqual([35_000, 15_000, 0]);
    expect(spend.left).toEqual(aud(0));
  });

  it('is exact to the cent when the last cent falls in a later month', () => {
    const spend = spreadCredit(aud(100), [line(33, 2), line(33, 2), line(33, 2)]);
    expect(spend.lines.map((l) => l.schedule)).toEqual([
      [
        { fromMonth: 1, toMonth: 1, monthlyCents: 33 },
        { fromMonth: 2, toMonth: 2, monthlyCents: 1 },
      ],
      [{ fromMonth: 1, toMonth: 1, monthlyCents: 33 }],
      [{ fromMonth: 1, toMonth: 1, monthlyCents: 33 }],
    ]);
    expect(spend.spent).toEqual(aud(100));
  });

  it('never spends more than the order: a credit larger than every term together leaves the rest to lapse', () => {
    const spend = spreadCredit(aud(50_000), [line(10_000, 3), line(2_500, 2)]);
    expect(spend.lines.map((l) => l.schedule)).toEqual([
      [{ fromMonth: 1, toMonth: 3, monthlyCents: 10_000 }],
      [{ fromMonth: 1, toMonth: 2, monthlyCents: 2_500 }],
    ]);
    expect(spend.spent).toEqual(aud(35_000));
    expect(spend.left).toEqual(aud(15_000));
    expect(spreadCredit(aud(50_000), []).left).toEqual(aud(50_000));
    expect(spreadCredit(aud(-5), [line(100)]).spent).toEqual(aud(0));
  });

  it('gives nothing to a line in another currency and carries on with the next', () => {
    const spend = spreadCredit(aud(30_000), [line(20_000, 12, 'USD'), line(20_000), line(-100)]);
    expect(spend.lines.map((l) => l.total)).toEqual([aud(0), aud(30_000), aud(0)]);
    expect(spend.lines[1]!.schedule).toEqual([
      { fromMonth: 1, toMonth: 1, monthlyCents: 20_000 },
      { fromMonth: 2, toMonth: 2, monthlyCents: 10_000 },
    ]);
  });
});

describe('a promo code on a whole order (applyOrderPromo)', () => {
  const tenG = { ...port, monthlyCents: 108_000 };

  it('CREDIT500 on three ports takes 500.00 once in all, and says where the rest of the order got nothing', () => {
    const results = applyOrderPromo(credit(50_000), [tenG, tenG, tenG]);
    expect(results.map(discountOf)).toEqual([
      {
        code: 'CREDIT',
        monthlyDiscountCents: 50_000,
        forMonths: 1,
        totalDiscountCents: 50_000,
        label: 'AUD credit',
        schedule: [{ fromMonth: 1, toMonth: 1, monthlyCents: 50_000 }],
      },
      PRICE_LOOKUP_MESSAGES.promoCreditUsedUp,
      PRICE_LOOKUP_MESSAGES.promoCreditUsedUp,
    ]);
    expect(results[0]).toMatchObject({ steps: [{ kind: 'promo', label: 'AUD credit', monthlyCents: -50_000 }] });
    expect(orderPromoStatus(results)).toEqual({ applied: true, message: PRICE_LOOKUP_MESSAGES.promoOncePerOrder });
  });

  it('passes over refused lines and lines in another currency, spending the credit on the others', () => {
    const results = applyOrderPromo(credit(150_000), [
      { refusal: 'This promo code does not apply at this location' },
      { ...tenG, currency: 'USD' },
      tenG,
      { ...tenG, monthlyCents: 0 },
      tenG,
    ]);
    expect(results.map((r) => (r.ok ? r.discount.totalDiscountCents : r.message))).toEqual([
      'This promo code does not apply at this location',
      PRICE_LOOKUP_MESSAGES.promoOtherCurrency,
      108_000,
      0,
      42_000,
    ]);
  });

  it('says why a code gives the order nothing: the first line’s reason, or that there was nothing to price', () => {
    const results = applyOrderPromo(credit(50_000, 'USD'), [tenG, { refusal: 'elsewhere' }]);
    expect(orderPromoStatus(results)).toEqual({ applied: false, message: PRICE_LOOKUP_MESSAGES.promoOtherCurrency });
    expect(orderPromoStatus([])).toEqual({ applied: false, message: PRICE_LOOKUP_MESSAGES.promoNothingToPrice });
    expect(
      applyOrderPromo(promo({ discountType: 'PERCENTAGE', percentageBp: 1_000, termMonths: 3 }), [
        { refusal: 'no' },
        tenG,
      ]).map((r) => r.ok),
    ).toEqual([false, true]);
  });

  it('gives every line its own percentage, months free or VXC modifier', () => {
    const results = applyOrderPromo(promo({ discountType: 'PERCENTAGE', percentageBp: 1_000, termMonths: 3 }), [
      tenG,
      tenG,
    ]);
    expect(results.map((r) => r.ok && r.discount.totalDiscountCents)).toEqual([32_400, 32_400]);
  });
});

describe('order totals per currency', () => {
  const discount = (d: Partial<PromoDiscount>): PromoDiscount => ({
    code: 'X',
    monthlyDiscountCents: 0,
    forMonths: 1,
    totalDiscountCents: 0,
    label: '',
    schedule: [],
    ...d,
  });

  it('adds before and after the promo, the first invoice, setup and the promo over its months, each currency apart', () => {
    const totals = orderTotals([
      {
        currency: 'AUD',
        monthlyCents: 108_000,
        setupCents: 5_000,
        promo: discount({
          monthlyDiscountCents: 50_000,
          totalDiscountCents: 50_000,
          schedule: [{ fromMonth: 1, toMonth: 1, monthlyCents: 50_000 }],
        }),
      },
      { currency: 'USD', monthlyCents: 70_200, setupCents: 0, promo: null },
      {
        currency: 'AUD',
        monthlyCents: 16_200,
        setupCents: 0,
        promo: discount({
          monthlyDiscountCents: 8_910,
          forMonths: null,
          totalDiscountCents: null,
          schedule: [{ fromMonth: 1, toMonth: null, monthlyCents: 8_910 }],
        }),
      },
      { currency: 'AUD', monthlyCents: 1, setupCents: 1, promo: null },
    ]);
    expect(totals).toEqual([
      {
        currency: 'AUD',
        monthly: 124_201,
        monthlyAfterPromo: 124_201 - 50_000 - 8_910,
        setup: 5_001,
        firstMonth: 124_201 - 50_000 - 8_910 + 5_001,
        promoTotal: 50_000,
        promoMonthlyOpenEnded: 8_910,
      },
      {
        currency: 'USD',
        monthly: 70_200,
        monthlyAfterPromo: 70_200,
        setup: 0,
        firstMonth: 70_200,
        promoTotal: 0,
        promoMonthlyOpenEnded: 0,
      },
    ]);
    expect(orderTotals([])).toEqual([]);
  });

  it('reads a month of a schedule, and nothing outside it', () => {
    const d = discount({
      schedule: [
        { fromMonth: 1, toMonth: 2, monthlyCents: 100 },
        { fromMonth: 3, toMonth: 3, monthlyCents: 40 },
      ],
    });
    expect([0, 1, 2, 3, 4].map((m) => promoInMonth(d, m))).toEqual([0, 100, 100, 40, 0]);
    expect(promoInMonth(null, 1)).toBe(0);
  });
});

describe('the words', () => {
  it('are fixed: a person reads them, and the API tests compare them', () => {
    expect(PRICE_LOOKUP_MESSAGES).toEqual({
      noPrice: 'There is no price for this product here yet. Please contact us for a quote.',
      promoNotForProduct: 'This promo code does not apply to this product.',
      promoNotInRegion: 'This promo code does not apply in this country.',
      promoAboveSpeedCap: 'This promo code applies only up to its speed cap.',
      promoOtherCurrency: 'This promo code is for prices in another currency.',
      promoCreditUsedUp: 'The credit is used up by the lines above.',
      promoOncePerOrder: 'This promo code applies. It is used once for the whole order, whatever the number of lines.',
      promoNothingToPrice: 'There is nothing in this quote the promo code could apply to.',
      dailyNotForProduct: 'Only VXCs may be charged by the day.',
      vxcEndsRequired: 'A VXC price needs an A end and a B end.',
      locationRequired: 'Please choose a location.',
    });
    expect(PRICING_MESSAGES).toEqual({
      priceAdded: 'Price added OK',
      priceEdited: 'Future price edited OK',
      priceDeleted: 'Future price deleted OK',
      customAdded: 'Price book item added',
      customRemoved: 'Price book item removed',
      customStartsBeforeToday: 'A price book item cannot start before today.',
      locationNotInMarket: 'That location is not in this market',
      overlap:
        'Another price of the same product, place, speed and term starts that day or is set to run into these days.',
      customOverlap:
        'This customer already has a price for the same product and place starting that day or set to run into these days.',
      customNotFound: 'Price book item not found',
      customEnded: 'This item has already ended.',
      companyNotFound: 'Company not found',
      locationNotFound: 'Location not found',
    });
  });
});
