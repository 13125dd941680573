import { isoDateOf } from '@portico/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates, locations, productPrices, supplies } from '../src/modules/tables.js';
import { aCompany, aPerson, aSupply } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

// A price asked for another day (`at`) is that day's price converted at that day's exchange rate (decision 0027):
// three USD rates in force on different days, one AUD list price in force on all of them.

let t: TestApp;
let customer: string;
let companyId: number;
let location: number;

const dayFromToday = (days: number) => isoDateOf(new Date(Date.now() + days * 86_400_000));
const PAST = '2025-06-01';

beforeAll(async () => {
  t = await createTestApp({}, { demo: false });
  const company = await aCompany(t);
  companyId = company.id;
  const supply = await aSupply(t, { companyId, market: 'AU' });
  // the customer is billed in USD for Australian services: every AUD price is converted
  await t.database.db.update(supplies).set({ currency: 'USD' }).where(eq(supplies.id, supply.id));
  customer = await (await aPerson(t, { companyId, position: 'Company Admin' })).login();
  const [first] = await t.database.db
    .select({ id: locations.id, marketId: locations.marketId })
    .from(locations)
    .where(and(eq(locations.countryCode, 'AU'), isNotNull(locations.marketId)))
    .orderBy(locations.id)
    .limit(1);
  location = first!.id;
  await t.database.db.insert(productPrices).values({
    productType: 'PORT',
    marketId: first!.marketId!,
    speedMbps: 10_000,
    termMonths: 1,
    monthlyCents: 120_000,
    setupCents: 10_000,
    currency: 'AUD',
    fromDate: '2025-01-01',
  });
  await t.database.db.insert(exchangeRates).values([
    { currency: 'USD', rateMicros: 600_000, effectiveDate: '2025-01-01' },
    { currency: 'USD', rateMicros: 700_000, effectiveDate: dayFromToday(-5) },
    { currency: 'USD', rateMicros: 800_000, effectiveDate: dayFromToday(30) },
  ]);
});
afterAll(() => t?.close());

const lookup = (at?: string) =>
  t.call(customer, {
    method: 'GET',
    url: '/v2/price/port',
    query: { locationId: String(location), speed: '10000', term: '1', ...(at ? { at } : {}) },
  });

describe('a price asked for another day', () => {
  it("converts today's price at today's rate", async () => {
    const res = await lookup();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ currency: 'USD', monthlyRate: 84_000, setup: 7_000, at: dayFromToday(0) });
  });

  it("converts a past day's price at that day's rate, not today's", async () => {
    const res = await lookup(PAST);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ currency: 'USD', monthlyRate: 72_000, setup: 6_000, at: PAST });
    const exchange = res.json().data.breakdown.find((s: { kind: string }) => s.kind === 'exchange');
    expect(exchange).toMatchObject({ label: 'AUD to USD', monthlyCents: 72_000 - 120_000 });
  });

  it("converts a future day's price at the rate that will be in force then", async () => {
    const day = dayFromToday(40);
    const res = await lookup(day);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ currency: 'USD', monthlyRate: 96_000, setup: 8_000, at: day });
  });

  it("prices a quote for a past day at that day's rate", async () => {
    const res = await t.call(customer, {
      method: 'POST',
      url: '/v2/price/quote',
      payload: { at: PAST, items: [{ productType: 'PORT', locationId: location, speedMbps: 10_000, termMonths: 1 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.lines[0].price).toMatchObject({ currency: 'USD', monthlyRate: 72_000, setup: 6_000 });
  });
});
