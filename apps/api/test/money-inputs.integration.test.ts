import { isoDateOf, MAX_AMOUNT_MINOR, MESSAGES, PROMO_MESSAGES } from '@portico/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  customPriceItems,
  locations,
  mvePrices,
  productPrices,
  promoCodes,
  supplies,
  vxcPrices,
} from '../src/modules/tables.js';
import { aCompany, aStaffAdmin, aSupply } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

// Every money field of every route that takes one (decision 0030), sent what a careless or hostile client sends:
// huge, negative, fractional, written as text in every spelling, or not a number at all. Each is a 400 that says
// why, never a 500, and nothing is written. fast-check is not a dependency, so the vectors are a table.

let t: TestApp;
let staff: string;
let company: { id: number };
let supplyId: number;
let syd: number;
const ids = { productPrice: 0, vxcPrice: 0, mvePrice: 0, promo: 0 };

const PRICING = '/v2/proxy/pricingservice';
const CUSTOM = '/v2/secure/pricebook/custom';
const today = () => isoDateOf(new Date());

/** Replaced by the amount under test (raw JSON text, so that forms JSON.stringify cannot write reach the server). */
const AMOUNT = '__AMOUNT__';

/** Each vector: how it is written in the JSON body, and whether it is a whole number above the maximum. */
const VECTORS: { name: string; json: string; tooLarge?: boolean }[] = [
  { name: 'the largest safe integer', json: '9007199254740991', tooLarge: true },
  { name: 'beyond the safe integers', json: '123456789012345678901234567890', tooLarge: true },
  { name: '1e308', json: '1e308', tooLarge: true },
  { name: '1e21', json: '1e21', tooLarge: true },
  { name: 'one above the maximum', json: String(MAX_AMOUNT_MINOR + 1), tooLarge: true },
  { name: 'beyond a double (Infinity once parsed)', json: '1e400' },
  { name: 'negative', json: '-1' },
  { name: 'hugely negative', json: '-1e308' },
  { name: 'fractional', json: '1.5' },
  { name: 'a fraction of a cent above the maximum', json: `${MAX_AMOUNT_MINOR}.5` },
  { name: 'an exponent as text', json: '"1e3"' },
  { name: 'Arabic-Indic digits', json: '"١٢"' },
  { name: 'hex as text', json: '"0x10"' },
  { name: 'empty text', json: '""' },
  { name: 'digits after a space', json: '" 12"' },
  { name: 'digits then letters', json: '"12abc"' },
  { name: 'digits as text', json: '"12"' },
  { name: 'null', json: 'null' },
  { name: 'true', json: 'true' },
  { name: 'a list', json: '[]' },
  { name: 'an object', json: '{}' },
];

interface Target {
  route: string;
  method: 'POST' | 'PUT';
  url: () => string;
  /** a valid body with AMOUNT where the money goes */
  body: () => Record<string, unknown>;
  /** null is a valid value of this field (no spending limit) */
  nullable?: boolean;
  /** laid over the body when a new row is made with the largest amount, so that it clashes with no other */
  fresh?: Record<string, unknown>;
}

const productPrice = (over: Record<string, unknown>) => ({
  productType: 'MCR',
  marketId: 1,
  speedMbps: 5_000,
  termMonths: 1,
  monthlyCents: 80_000,
  currency: 'AUD',
  fromDate: '2031-01-01',
  ...over,
});
const customPrice = (over: Record<string, unknown>) => ({
  companyId: company.id,
  productType: 'MCR',
  marketId: 1,
  speedMbps: 5_000,
  monthlyCents: 70_000,
  currency: 'AUD',
  fromDate: '2031-01-01',
  ...over,
});
const vxcPrice = (charge: unknown) => ({
  marketId: 1,
  distanceBand: 'METRO',
  aConnectType: 'MVE',
  bConnectType: 'FRANCEIX',
  type: 'BASE_RATE',
  currency: 'AUD',
  fromDate: '2031-01-01',
  charges: [
    { speed: 100, charge: 12_500 },
    { speed: 1_000, charge },
  ],
});
const mvePrice = (charge: unknown) => ({
  marketId: 1,
  virtualMachineSize: 'LARGE',
  currency: 'AUD',
  fromDate: '2031-01-01',
  charge,
});
const promo = (floatingAmount: unknown) => ({
  discountType: 'FLOATING_AMOUNT',
  currencyEnum: 'AUD',
  floatingAmount,
});
const supply = (spendingLimitCents: unknown) => ({
  supplierId: 855,
  companyLegalName: 'Fuzz Billing Ltd',
  billingContactEmail: 'billing@fuzz.example',
  spendingLimitCents,
});

const TARGETS: Target[] = [
  ...(['monthlyCents', 'setupCents'] as const).flatMap((field, i): Target[] => [
    {
      route: `add a list price: ${field}`,
      method: 'POST',
      url: () => `${PRICING}/product/pricing`,
      body: () => productPrice({ [field]: AMOUNT, speedMbps: 2_500 }),
      fresh: { speedMbps: 7_500 + i },
    },
    {
      route: `edit a list price: ${field}`,
      method: 'PUT',
      url: () => `${PRICING}/product/pricing/${ids.productPrice}`,
      body: () => productPrice({ [field]: AMOUNT }),
    },
    {
      route: `add a custom price: ${field}`,
      method: 'POST',
      url: () => CUSTOM,
      body: () => customPrice({ [field]: AMOUNT, speedMbps: 2_500 }),
      fresh: { speedMbps: 7_500 + i },
    },
  ]),
  {
    route: 'add a VXC price: a charge',
    method: 'POST',
    url: () => `${PRICING}/vxc/pricing/`,
    body: () => vxcPrice(AMOUNT),
    fresh: { fromDate: '2032-01-01' },
  },
  {
    route: 'edit a VXC price: a charge',
    method: 'PUT',
    url: () => `${PRICING}/vxc/pricing/${ids.vxcPrice}`,
    body: () => vxcPrice(AMOUNT),
  },
  {
    route: 'add an MVE price: the charge',
    method: 'POST',
    url: () => `${PRICING}/vm/pricing/`,
    body: () => ({ ...mvePrice(AMOUNT), virtualMachineSize: 'SMALL' }),
    fresh: { virtualMachineSize: 'X_LARGE_12' },
  },
  {
    route: 'edit an MVE price: the charge',
    method: 'PUT',
    url: () => `${PRICING}/vm/pricing/${ids.mvePrice}`,
    body: () => mvePrice(AMOUNT),
  },
  {
    route: 'create a promo code: floatingAmount',
    method: 'POST',
    url: () => '/secure/promocode',
    body: () => ({ ...promo(AMOUNT), promoCodeId: 'FUZZNEW' }),
    fresh: { promoCodeId: 'FUZZMAX' },
  },
  {
    route: 'update a promo code: floatingAmount',
    method: 'PUT',
    url: () => '/secure/promocode',
    body: () => ({ ...promo(AMOUNT), id: ids.promo, promoCodeId: 'FUZZ1' }),
  },
  {
    route: 'generate promo codes: floatingAmount',
    method: 'POST',
    url: () => '/v2/marketing/promo',
    body: () => ({ ...promo(AMOUNT), singleUse: true, quantity: 3 }),
  },
  {
    route: 'create a supply: spendingLimitCents',
    method: 'POST',
    url: () => `/secure/party/company/${company.id}/supply`,
    body: () => supply(AMOUNT),
    nullable: true,
  },
  {
    route: 'update a supply: spendingLimitCents',
    method: 'PUT',
    url: () => `/secure/party/company/${company.id}/supply/${supplyId}`,
    body: () => ({ ...supply(AMOUNT), supplierId: 808, companyLegalIdentifier: '51 824 753 556' }),
    nullable: true,
  },
];

/** Every row a money route writes, and the audit trail: equal before and after means nothing was written. */
async function everything(): Promise<string> {
  const db = t.database.db;
  const [audits] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  const rows = await Promise.all([
    db.select().from(productPrices).orderBy(productPrices.id),
    db.select().from(customPriceItems).orderBy(customPriceItems.id),
    db.select().from(vxcPrices).orderBy(vxcPrices.id),
    db.select().from(mvePrices).orderBy(mvePrices.id),
    db.select().from(promoCodes).orderBy(promoCodes.id),
    db.select().from(supplies).orderBy(supplies.id),
  ]);
  return JSON.stringify({ audits: Number(audits?.n), rows });
}

async function send(method: 'POST' | 'PUT', url: string, body: Record<string, unknown>, amount: string) {
  const payload = JSON.stringify(body).replace(`"${AMOUNT}"`, amount);
  return t.call(staff, { method, url, payload, headers: { 'content-type': 'application/json' } });
}

async function made(res: Awaited<ReturnType<typeof send>>): Promise<number> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: false });
  staff = await (await aStaffAdmin(t)).login();
  company = await aCompany(t);
  supplyId = (await aSupply(t, { companyId: company.id, market: 'AU' })).id;
  const [location] = await t.database.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.countryCode, 'AU'), isNotNull(locations.marketId)))
    .orderBy(locations.id)
    .limit(1);
  syd = location!.id;
  // a future price of each kind and a promo code, for the edit routes
  ids.productPrice = await made(await send('POST', `${PRICING}/product/pricing`, productPrice({}), '0'));
  ids.vxcPrice = await made(await send('POST', `${PRICING}/vxc/pricing/`, vxcPrice(50_000), '0'));
  ids.mvePrice = await made(await send('POST', `${PRICING}/vm/pricing/`, mvePrice(90_000), '0'));
  ids.promo = await made(await send('POST', '/secure/promocode', { ...promo(50_000), promoCodeId: 'FUZZ1' }, '0'));
}, 120_000);
afterAll(() => t.close());

describe('money inputs are bounded (decision 0030)', () => {
  it.each(TARGETS)('$route: every malformed or out-of-range amount is a 400 and writes nothing', async (target) => {
    const before = await everything();
    const answers: { vector: string; status: number; code: string; tooLargeSaid?: boolean }[] = [];
    for (const vector of VECTORS) {
      if (vector.json === 'null' && target.nullable) continue;
      const res = await send(target.method, target.url(), target.body(), vector.json);
      const answer = res.json();
      answers.push({
        vector: vector.name,
        status: res.statusCode,
        code: answer.code,
        ...(vector.tooLarge ? { tooLargeSaid: answer.message === MESSAGES.amountTooLarge } : {}),
      });
    }
    expect(answers).toEqual(
      answers.map((a) => ({
        vector: a.vector,
        status: 400,
        code: 'validation',
        ...(a.tooLargeSaid === undefined ? {} : { tooLargeSaid: true }),
      })),
    );
    expect(await everything()).toBe(before);
  });

  it.each(TARGETS)('$route: takes the largest amount itself', async (target) => {
    const body = { ...target.body(), ...target.fresh };
    const res = await send(target.method, target.url(), body, String(MAX_AMOUNT_MINOR));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a custom price of 9007199254740991 and stores nothing, so the customer’s prices and quotes still answer', async () => {
    const before = await everything();
    const res = await t.call(staff, {
      method: 'POST',
      url: CUSTOM,
      payload: {
        companyId: company.id,
        productType: 'PORT',
        marketId: 1,
        speedMbps: 10_000,
        monthlyCents: 9_007_199_254_740_991,
        currency: 'AUD',
        fromDate: today(),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.amountTooLarge, code: 'validation' });
    expect(await everything()).toBe(before);
    const book = await t.call(staff, {
      method: 'GET',
      url: `${CUSTOM}/customer/${company.id}`,
      query: { productType: 'PORT' },
    });
    expect(book.statusCode).toBe(200);
    expect(book.json().data).toEqual([]);
  });

  it('prices the largest custom price exactly, and a 50-line quote of it over 60 months', async () => {
    const res = await t.call(staff, {
      method: 'POST',
      url: CUSTOM,
      payload: {
        companyId: company.id,
        productType: 'PORT',
        marketId: 1,
        speedMbps: 10_000,
        monthlyCents: MAX_AMOUNT_MINOR,
        setupCents: MAX_AMOUNT_MINOR,
        currency: 'AUD',
        fromDate: today(),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const lookup = await t.call(staff, {
      method: 'GET',
      url: '/v2/price/port',
      query: { companyId: String(company.id), locationId: String(syd), speed: '10000', term: '60' },
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().data).toMatchObject({
      source: 'custom',
      monthlyRate: MAX_AMOUNT_MINOR,
      setup: MAX_AMOUNT_MINOR,
    });
    const quote = await t.call(staff, {
      method: 'POST',
      url: '/v2/price/quote',
      payload: {
        companyId: company.id,
        items: Array.from({ length: 50 }, () => ({
          productType: 'PORT',
          locationId: syd,
          speedMbps: 10_000,
          termMonths: 60,
        })),
      },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data.totals).toEqual([
      expect.objectContaining({ currency: 'AUD', monthly: 50 * MAX_AMOUNT_MINOR, setup: 50 * MAX_AMOUNT_MINOR }),
    ]);
  });

  it("a promo's floating amount above the maximum is refused with the amount's words, below it with the promo's", async () => {
    const over = await send('POST', '/secure/promocode', { ...promo(AMOUNT), promoCodeId: 'FUZZBIG' }, '1e21');
    expect(over.json().message).toBe(MESSAGES.amountTooLarge);
    const fraction = await send('POST', '/secure/promocode', { ...promo(AMOUNT), promoCodeId: 'FUZZBIG' }, '1.5');
    expect(fraction.json().message).toBe(PROMO_MESSAGES.wholeNumber);
  });
});
