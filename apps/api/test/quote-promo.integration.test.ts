import { PRICE_LOOKUP_MESSAGES, PROMO_MESSAGES } from '@portico/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates, locations, productPrices, promoCodes, supplies, vxcPrices } from '../src/modules/tables.js';
import { aCompany, aPerson, aSupply } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

// A promo code on a whole quote (decision 0028): one credit spent once across the lines, the VXC price modifier part
// by part, totals before and after the promo, and the code's status for the order. Every price and code is made here.

let t: TestApp;
let audAdmin: string;
let usdAdmin: string;
let syd1: number;
let syd2: number;

beforeAll(async () => {
  t = await createTestApp({}, { demo: false });
  const [aud, usd] = [await aCompany(t), await aCompany(t)];
  await aSupply(t, { companyId: aud.id, market: 'AU' });
  const usdSupply = await aSupply(t, { companyId: usd.id, market: 'AU' });
  await t.database.db.update(supplies).set({ currency: 'USD' }).where(eq(supplies.id, usdSupply.id));
  [audAdmin, usdAdmin] = await Promise.all([
    (await aPerson(t, { companyId: aud.id, position: 'Company Admin' })).login(),
    (await aPerson(t, { companyId: usd.id, position: 'Company Admin' })).login(),
  ]);
  const au = await t.database.db
    .select({ id: locations.id, metroId: locations.metroId })
    .from(locations)
    .where(and(eq(locations.countryCode, 'AU'), isNotNull(locations.marketId), isNotNull(locations.metroId)))
    .orderBy(locations.metroId, locations.id);
  const metro = au.filter((l) => l.metroId === au[0]!.metroId);
  [syd1, syd2] = [metro[0]!.id, metro[1]!.id];

  const port = { productType: 'PORT' as const, marketId: 1, currency: 'AUD' as const, fromDate: '2025-01-01' };
  await t.database.db.insert(productPrices).values([
    // a 10 Gbps port: AUD 1,200.00 less 10% on a 12-month term = 1,080.00, setup 50.00
    { ...port, speedMbps: 10_000, termMonths: 12, monthlyCents: 120_000, termDiscountBp: 1_000, setupCents: 5_000 },
    { ...port, speedMbps: 1_000, termMonths: 1, monthlyCents: 50_000 },
  ]);
  const vxc = {
    marketId: 1,
    distanceBand: 'METRO' as const,
    countryCode: 'AU',
    algorithm: 'STEP' as const,
    currency: 'AUD' as const,
    fromDate: '2025-01-01',
  };
  await t.database.db.insert(vxcPrices).values([
    {
      ...vxc,
      charges: [
        { speed: 1_000, charge: 16_200 },
        { speed: 10_000, charge: 60_000 },
      ],
      aConnectType: 'ANY',
      bConnectType: 'ANY',
      type: 'BASE_RATE',
    },
    {
      ...vxc,
      charges: [{ speed: 10_000, charge: 5_000 }],
      aConnectType: 'ANY',
      bConnectType: 'AWSHC',
      type: 'CONNECT_RATE',
    },
  ]);
  await t.database.db
    .insert(exchangeRates)
    .values({ currency: 'USD', rateMicros: 650_000, effectiveDate: '2025-01-01' });
  await t.database.db.insert(promoCodes).values([
    { code: 'CREDIT500', discountType: 'FLOATING_AMOUNT', floatingAmountCents: 50_000, currency: 'AUD', shared: true },
    { code: 'CREDIT1200', discountType: 'FLOATING_AMOUNT', floatingAmountCents: 120_000, currency: 'AUD' },
    {
      code: 'VXCBOOST',
      discountType: 'VXC_PRICE_MODIFIER',
      speedCapMbps: 10_000,
      baseRateModifierBp: 5_000,
      aEndModifierBp: 10_000,
      bEndModifierBp: 10_000,
      recurringModifierBp: 9_000,
      regions: ['AU'],
      productTypes: ['VXC'],
    },
  ]);
});
afterAll(() => t.close());

const quote = async (token: string, promoCode: string | undefined, items: object[]) => {
  const res = await t.call(token, { method: 'POST', url: '/v2/price/quote', payload: { promoCode, items } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const tenGigPort = () => ({ productType: 'PORT', locationId: syd1, speedMbps: 10_000, termMonths: 12 });
const metroVxc = (extra: object = {}) => ({
  productType: 'VXC',
  locationId: syd1,
  bLocationId: syd2,
  speedMbps: 1_000,
  ...extra,
});

describe('a credit on a quote', () => {
  it('CREDIT500 on three 10 Gbps ports takes AUD 500.00 once in all, from the first port’s first month', async () => {
    const q = await quote(audAdmin, 'credit500', [tenGigPort(), tenGigPort(), tenGigPort()]);
    expect(q.lines.map((l: { price: { promo: unknown; promoMessage: unknown } }) => l.price.promo)).toEqual([
      {
        code: 'CREDIT500',
        monthlyDiscountCents: 50_000,
        forMonths: 1,
        totalDiscountCents: 50_000,
        label: 'AUD credit',
        schedule: [{ fromMonth: 1, toMonth: 1, monthlyCents: 50_000 }],
      },
      null,
      null,
    ]);
    expect(q.lines.map((l: { price: { promoMessage: unknown } }) => l.price.promoMessage)).toEqual([
      null,
      PRICE_LOOKUP_MESSAGES.promoCreditUsedUp,
      PRICE_LOOKUP_MESSAGES.promoCreditUsedUp,
    ]);
    expect(q.lines[0].price.breakdown.at(-1)).toEqual({ kind: 'promo', label: 'AUD credit', monthlyCents: -50_000 });
    expect(q.totals).toEqual([
      {
        currency: 'AUD',
        monthly: 324_000,
        monthlyAfterPromo: 274_000,
        setup: 15_000,
        firstMonth: 289_000,
        promoTotal: 50_000,
        promoMonthlyOpenEnded: 0,
        taxWording: 'ex-GST',
      },
    ]);
    expect(q.promo).toEqual({
      code: 'CREDIT500',
      applied: true,
      message: PRICE_LOOKUP_MESSAGES.promoOncePerOrder,
      credit: { currency: 'AUD', amount: 50_000, spent: 50_000, left: 0 },
    });
  });

  it('spends a larger credit month by month across the lines, and says what lapses when the terms end', async () => {
    // three 1 Gbps ports at AUD 500.00 on a 1-month term: month 1 takes 500 + 500 + 200
    const small = { productType: 'PORT', locationId: syd1, speedMbps: 1_000, termMonths: 1 };
    const q = await quote(audAdmin, 'CREDIT1200', [small, small, small]);
    expect(q.lines.map((l: { price: { promo: { schedule: unknown } } }) => l.price.promo.schedule)).toEqual([
      [{ fromMonth: 1, toMonth: 1, monthlyCents: 50_000 }],
      [{ fromMonth: 1, toMonth: 1, monthlyCents: 50_000 }],
      [{ fromMonth: 1, toMonth: 1, monthlyCents: 20_000 }],
    ]);
    expect(q.totals[0]).toMatchObject({ monthly: 150_000, monthlyAfterPromo: 30_000, promoTotal: 120_000 });
    // one 1-month port holds only AUD 500.00 of it: the rest lapses
    const one = await quote(audAdmin, 'CREDIT1200', [small]);
    expect(one.promo.credit).toEqual({ currency: 'AUD', amount: 120_000, spent: 50_000, left: 70_000 });
  });

  it('a single lookup is an order of one: the same credit, the same schedule', async () => {
    const res = await t.call(audAdmin, {
      method: 'GET',
      url: '/v2/price/port',
      query: { locationId: String(syd1), speed: '10000', term: '12', promoCode: 'CREDIT500' },
    });
    expect(res.json().data).toMatchObject({
      monthlyRate: 108_000,
      monthlyAfterPromo: 58_000,
      firstMonth: 63_000,
      promo: { totalDiscountCents: 50_000, schedule: [{ fromMonth: 1, toMonth: 1, monthlyCents: 50_000 }] },
    });
  });

  it('says why a code gives nothing: another currency, an unknown code, no code at all', async () => {
    const usd = await quote(usdAdmin, 'CREDIT500', [tenGigPort(), tenGigPort()]);
    expect(usd.promo).toEqual({
      code: 'CREDIT500',
      applied: false,
      message: PRICE_LOOKUP_MESSAGES.promoOtherCurrency,
      credit: null,
    });
    expect(usd.lines[0].price).toMatchObject({
      currency: 'USD',
      promo: null,
      promoMessage: PRICE_LOOKUP_MESSAGES.promoOtherCurrency,
    });
    expect(usd.totals[0]).toMatchObject({ currency: 'USD', promoTotal: 0 });
    expect(usd.totals[0].monthlyAfterPromo).toBe(usd.totals[0].monthly);
    const unknown = await quote(audAdmin, 'NOSUCHCODE', [tenGigPort()]);
    expect(unknown.promo).toEqual({
      code: 'NOSUCHCODE',
      applied: false,
      message: PROMO_MESSAGES.notValid,
      credit: null,
    });
    const vxcOnly = await quote(audAdmin, 'VXCBOOST', [tenGigPort()]);
    expect(vxcOnly.promo).toMatchObject({ applied: false, message: PROMO_MESSAGES.notForProduct });
    expect((await quote(audAdmin, undefined, [tenGigPort()])).promo).toBeNull();
  });
});

describe('the VXC price modifier on a quote', () => {
  it('VXCBOOST on a metro VXC shows the base rate at 50% and the recurring charge at 90%', async () => {
    const q = await quote(audAdmin, 'VXCBOOST', [metroVxc()]);
    const price = q.lines[0].price;
    expect(price.breakdown).toEqual([
      { kind: 'list', label: 'VXC Metro base rate', monthlyCents: 16_200 },
      { kind: 'promo', label: 'VXC price modifier: base rate × 50%', monthlyCents: -8_100 },
      { kind: 'promo', label: 'VXC price modifier: recurring charge × 90%', monthlyCents: -810 },
    ]);
    expect(price).toMatchObject({ monthlyRate: 16_200, monthlyAfterPromo: 7_290 });
    expect(price.promo).toMatchObject({ monthlyDiscountCents: 8_910, forMonths: null, totalDiscountCents: null });
    expect(q.totals[0]).toMatchObject({ monthly: 16_200, monthlyAfterPromo: 7_290, promoTotal: 0 });
    expect(q.totals[0].promoMonthlyOpenEnded).toBe(8_910);
  });

  it('scales a VXC to AWS part by part: the B-end connect rate as listed, then the recurring modifier', async () => {
    const q = await quote(audAdmin, 'VXCBOOST', [metroVxc({ speedMbps: 10_000, bConnectType: 'AWSHC' })]);
    expect(q.lines[0].price.breakdown.filter((s: { kind: string }) => s.kind === 'promo')).toEqual([
      { kind: 'promo', label: 'VXC price modifier: base rate × 50%', monthlyCents: -30_000 },
      { kind: 'promo', label: 'VXC price modifier: B-end connect rate × 100%', monthlyCents: 0 },
      { kind: 'promo', label: 'VXC price modifier: recurring charge × 90%', monthlyCents: -3_500 },
    ]);
    expect(q.lines[0].price).toMatchObject({ monthlyRate: 65_000, monthlyAfterPromo: 31_500 });
    // in the customer's currency the parts still add up to the rate, and the steps to what is paid
    const usd = (await quote(usdAdmin, 'VXCBOOST', [metroVxc({ speedMbps: 10_000, bConnectType: 'AWSHC' })])).lines[0]
      .price;
    const sum = usd.breakdown.reduce((total: number, s: { monthlyCents: number }) => total + s.monthlyCents, 0);
    expect(usd).toMatchObject({ currency: 'USD', monthlyRate: 42_250, monthlyAfterPromo: 20_475 });
    expect(sum).toBe(usd.monthlyAfterPromo);
  });
});
