import {
  defaultPriceFromDate,
  INPUT_MESSAGES,
  isoDateOf,
  MESSAGES,
  PRICE_LOOKUP_MESSAGES,
  PRICEBOOK_RULE_MESSAGES,
  PRICING_MESSAGES,
  PROMO_MESSAGES,
} from '@portico/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customPriceItems,
  exchangeRates,
  locations,
  metros,
  mvePrices,
  productPrices,
  promoCodes,
  supplies,
  vxcPrices,
} from '../src/modules/tables.js';
import { findVxcPrices, findVxcRateCard } from '../src/modules/pricebook/index.js';
import { aCompany, aPerson, aStaffAdmin, aSupply } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

// The list prices of ports, MCRs, IX and MegaDirect, customers' own price books, and the one price lookup, through
// HTTP on a database with the reference catalogue only: every price here is made by the test.

let t: TestApp;
let staff: string;
let staffReadOnly: string;
let acme: { id: number };
let globex: { id: number };
let acmeAdmin: string;
let globexAdmin: string;
/** two locations of one Australian metro, one in another Australian metro, one in Singapore */
let syd1: number;
let syd2: number;
let mel: number;
let sin: number;

const today = () => isoDateOf(new Date());
const tomorrow = () => defaultPriceFromDate(today());
const PRICES = '/v2/proxy/pricingservice/product/pricing';

async function locationsOf(countryCode: string) {
  return t.database.db
    .select({ id: locations.id, metroId: locations.metroId })
    .from(locations)
    .innerJoin(metros, eq(metros.id, locations.metroId))
    .where(and(eq(locations.countryCode, countryCode), isNotNull(locations.marketId)))
    .orderBy(locations.metroId, locations.id);
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: false });
  const [admin, reader] = await Promise.all([
    aStaffAdmin(t),
    aPerson(t, { companyId: 1, position: 'Technical Contact' }),
  ]);
  [acme, globex] = await Promise.all([aCompany(t), aCompany(t)]);
  const [acmePerson, globexPerson] = await Promise.all([
    aPerson(t, { companyId: acme.id, position: 'Company Admin' }),
    aPerson(t, { companyId: globex.id, position: 'Company Admin' }),
  ]);
  await Promise.all([
    aSupply(t, { companyId: acme.id, market: 'AU' }),
    aSupply(t, { companyId: globex.id, market: 'AU' }),
  ]);
  [staff, staffReadOnly, acmeAdmin, globexAdmin] = await Promise.all([
    admin.login(),
    reader.login(),
    acmePerson.login(),
    globexPerson.login(),
  ]);
  const au = await locationsOf('AU');
  const firstMetro = au[0]!.metroId;
  const sameMetro = au.filter((l) => l.metroId === firstMetro);
  syd1 = sameMetro[0]!.id;
  syd2 = sameMetro[1]!.id;
  mel = au.find((l) => l.metroId !== firstMetro)!.id;
  sin = (await locationsOf('SG'))[0]!.id;

  // list prices of Australia (market 1) in force since 2025, and a USD rate for the conversion test
  await t.database.db.insert(productPrices).values([
    {
      productType: 'PORT',
      marketId: 1,
      speedMbps: 10_000,
      termMonths: 1,
      monthlyCents: 120_000,
      currency: 'AUD',
      fromDate: '2025-01-01',
    },
    {
      productType: 'PORT',
      marketId: 1,
      speedMbps: 10_000,
      termMonths: 12,
      monthlyCents: 120_000,
      termDiscountBp: 1_000,
      setupCents: 5_000,
      currency: 'AUD',
      fromDate: '2025-01-01',
    },
    {
      productType: 'PORT',
      marketId: 1,
      speedMbps: 1_000,
      termMonths: 1,
      monthlyCents: 50_000,
      currency: 'AUD',
      fromDate: '2025-01-01',
    },
    {
      productType: 'IX',
      marketId: 1,
      speedMbps: 1_000,
      termMonths: 1,
      monthlyCents: 30_001,
      currency: 'AUD',
      fromDate: '2025-01-01',
    },
  ]);
  await t.database.db.insert(vxcPrices).values([
    {
      marketId: 1,
      distanceBand: 'METRO',
      charges: [
        { speed: 1_000, charge: 20_000 },
        { speed: 10_000, charge: 60_000 },
      ],
      countryCode: 'AU',
      aConnectType: 'ANY',
      bConnectType: 'ANY',
      algorithm: 'STEP',
      type: 'BASE_RATE',
      currency: 'AUD',
      fromDate: '2025-01-01',
    },
    {
      marketId: 1,
      distanceBand: 'INTERZONE',
      charges: [{ speed: 1_000, charge: 90_000 }],
      countryCode: 'AU',
      aConnectType: 'ANY',
      bConnectType: 'ANY',
      algorithm: 'STEP',
      type: 'BASE_RATE',
      currency: 'AUD',
      fromDate: '2025-01-01',
    },
    {
      marketId: 1,
      distanceBand: 'METRO',
      charges: [{ speed: 10_000, charge: 4_000 }],
      countryCode: 'AU',
      aConnectType: 'ANY',
      bConnectType: 'AWSHC',
      algorithm: 'STEP',
      type: 'CONNECT_RATE',
      currency: 'AUD',
      fromDate: '2025-01-01',
    },
  ]);
  await t.database.db.insert(mvePrices).values({
    marketId: 1,
    chargeCents: 70_000,
    virtualMachineSize: 'SMALL',
    countryCode: 'AU',
    currency: 'AUD',
    fromDate: '2025-01-01',
  });
  await t.database.db
    .insert(exchangeRates)
    .values({ currency: 'USD', rateMicros: 650_000, effectiveDate: '2025-01-01' });
});
afterAll(() => t.close());

const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  query?: Record<string, string>,
) => t.call(token, { method, url, payload: body as object | undefined, query });

const aPrice = (overrides: Record<string, unknown> = {}) => ({
  productType: 'MCR',
  marketId: 1,
  speedMbps: 5_000,
  termMonths: 1,
  monthlyCents: 80_000,
  currency: 'AUD',
  ...overrides,
});

async function priceRows() {
  return t.database.db.select().from(productPrices).orderBy(productPrices.id);
}

describe('list prices of ports, MCRs, IX and MegaDirect', () => {
  it('staff add a price that starts tomorrow unless told, and see it among the future ones', async () => {
    const res = await call(staff, 'POST', PRICES, aPrice());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      productType: 'MCR',
      market: 'Australia',
      fromDate: tomorrow(),
      future: true,
      monthlyCents: 80_000,
    });
    const future = await call(staff, 'GET', PRICES, undefined, { future: 'true', productType: 'MCR' });
    expect(future.json().data.items.map((p: { id: number }) => p.id)).toContain(res.json().data.id);
  });

  it('refuses a price starting today or earlier, an end before its start, negative, fractional or foreign money — writing nothing', async () => {
    const before = await priceRows();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ fromDate: today(), speedMbps: 1_000 }, 400, PRICEBOOK_RULE_MESSAGES.fromDateNotFuture],
      [
        { fromDate: '2030-02-01', toDate: '2030-01-01', speedMbps: 1_000 },
        400,
        'The end date cannot be before the start date',
      ],
      [{ monthlyCents: -1, speedMbps: 1_000 }, 400, MESSAGES.amountMinorUnits],
      [{ monthlyCents: 12.5, speedMbps: 1_000 }, 400, MESSAGES.amountMinorUnits],
      [{ setupCents: 2_147_483_648, speedMbps: 1_000 }, 400, MESSAGES.amountTooLarge],
      [{ currency: 'XYZ', speedMbps: 1_000 }, 400, 'Please choose a currency from the list'],
      [{ marketId: 99_999, speedMbps: 1_000 }, 404, PRICEBOOK_RULE_MESSAGES.marketNotFound],
    ];
    for (const [overrides, status, message] of cases) {
      const res = await call(staff, 'POST', PRICES, aPrice(overrides));
      expect({ overrides, status: res.statusCode, message: res.json().message }).toEqual({
        overrides,
        status,
        message: expect.stringContaining(message),
      });
    }
    expect(await priceRows()).toEqual(before);
  });

  it('refuses a price overlapping another of the same key, and takes one that starts after it ends', async () => {
    const first = await call(
      staff,
      'POST',
      PRICES,
      aPrice({ speedMbps: 2_500, fromDate: '2030-01-01', toDate: '2030-12-31' }),
    );
    expect(first.statusCode).toBe(200);
    const overlap = await call(staff, 'POST', PRICES, aPrice({ speedMbps: 2_500, fromDate: '2030-12-31' }));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(PRICING_MESSAGES.overlap);
    expect((await call(staff, 'POST', PRICES, aPrice({ speedMbps: 2_500, fromDate: '2031-01-01' }))).statusCode).toBe(
      200,
    );
  });

  it('two staff adding the same price at once: exactly one is stored', async () => {
    const body = aPrice({ speedMbps: 400, fromDate: '2032-01-01' });
    const results = await Promise.all([call(staff, 'POST', PRICES, body), call(staff, 'POST', PRICES, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('edits and deletes a future price; a price in force is never changed', async () => {
    const added = (await call(staff, 'POST', PRICES, aPrice({ speedMbps: 800, fromDate: '2033-01-01' }))).json().data;
    const edited = await call(
      staff,
      'PUT',
      `${PRICES}/${added.id}`,
      aPrice({ speedMbps: 800, fromDate: '2033-02-01', monthlyCents: 81_000 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Future price edited OK',
      data: { monthlyCents: 81_000, fromDate: '2033-02-01' },
    });
    expect((await call(staff, 'DELETE', `${PRICES}/${added.id}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(productPrices).where(eq(productPrices.id, added.id))).toEqual([]);

    const [current] = await t.database.db
      .select()
      .from(productPrices)
      .where(and(eq(productPrices.productType, 'IX')));
    const before = await priceRows();
    const edit = await call(
      staff,
      'PUT',
      `${PRICES}/${current!.id}`,
      aPrice({ productType: 'IX', speedMbps: 1_000, fromDate: '2034-01-01' }),
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(PRICEBOOK_RULE_MESSAGES.notFuture);
    expect((await call(staff, 'DELETE', `${PRICES}/${current!.id}`)).statusCode).toBe(409);
    expect(await priceRows()).toEqual(before);
  });

  it('exports the filtered prices as CSV, and asks for a filter first', async () => {
    const none = await call(staff, 'GET', PRICES, undefined, { format: 'csv' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MESSAGES.filterFirst);
    const csv = await call(staff, 'GET', PRICES, undefined, { format: 'csv', productType: 'PORT' });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toContain('productType');
    expect(lines.slice(1).every((l) => l.includes('PORT'))).toBe(true);
    expect(lines.some((l) => l.includes('1200.00'))).toBe(true);
  });

  it('shows the connection prices in force today, read only', async () => {
    const res = await call(staff, 'GET', '/v2/proxy/pricingservice/rates/connections');
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as { fromDate: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((p) => p.fromDate <= today())).toBe(true);
  });

  it('is staff only: a customer may not read or change list prices; staff without financials may only read', async () => {
    expect((await call(acmeAdmin, 'GET', PRICES)).statusCode).toBe(403);
    expect((await call(acmeAdmin, 'POST', PRICES, aPrice({ fromDate: '2040-01-01' }))).statusCode).toBe(403);
    expect((await call(acmeAdmin, 'GET', '/v2/proxy/pricingservice/rates/connections')).statusCode).toBe(403);
    expect((await call(staffReadOnly, 'GET', PRICES)).statusCode).toBe(200);
    expect((await call(staffReadOnly, 'POST', PRICES, aPrice({ fromDate: '2040-01-01' }))).statusCode).toBe(403);
  });
});

const portQuery = (extra: Record<string, string> = {}) => ({
  locationId: String(syd1),
  speed: '10000',
  term: '12',
  ...extra,
});
const lookup = (token: string, product: string, query: Record<string, string>) =>
  call(token, 'GET', `/v2/price/${product}`, undefined, query);

describe("a customer's own price book", () => {
  const CUSTOM = '/v2/secure/pricebook/custom';
  let itemId: number;

  it('staff add an item in force from today; the customer reads it, another customer may not', async () => {
    const res = await call(staff, 'POST', CUSTOM, {
      companyId: acme.id,
      productType: 'PORT',
      marketId: 1,
      speedMbps: 10_000,
      monthlyCents: 99_000,
      currency: 'AUD',
      fromDate: today(),
    });
    expect(res.statusCode).toBe(200);
    itemId = res.json().data.id;
    const own = await call(acmeAdmin, 'GET', `${CUSTOM}/customer/${acme.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual([
      expect.objectContaining({ id: itemId, monthlyCents: 99_000, market: 'Australia' }),
    ]);
    expect(
      (await call(acmeAdmin, 'GET', `${CUSTOM}/customer/${acme.id}`, undefined, { productType: 'VXC' })).json().data,
    ).toEqual([]);
    expect((await call(globexAdmin, 'GET', `${CUSTOM}/customer/${acme.id}`)).statusCode).toBe(403);
    expect(
      (
        await call(acmeAdmin, 'POST', CUSTOM, {
          companyId: acme.id,
          productType: 'PORT',
          monthlyCents: 1,
          currency: 'AUD',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(acmeAdmin, 'DELETE', `${CUSTOM}/${acme.id}/pricebookitem/${itemId}`)).statusCode).toBe(403);
  });

  it('wins over the list price for that customer only', async () => {
    const mine = (await lookup(acmeAdmin, 'port', portQuery())).json().data;
    expect(mine).toMatchObject({ source: 'custom', monthlyRate: 99_000, currency: 'AUD' });
    const theirs = (await lookup(globexAdmin, 'port', portQuery())).json().data;
    expect(theirs).toMatchObject({ source: 'list', monthlyRate: 108_000 });
  });

  it('refuses an overlapping item and an unknown company, writing nothing', async () => {
    const before = await t.database.db.select().from(customPriceItems);
    const overlap = await call(staff, 'POST', CUSTOM, {
      companyId: acme.id,
      productType: 'PORT',
      marketId: 1,
      speedMbps: 10_000,
      monthlyCents: 1,
      currency: 'AUD',
      fromDate: today(),
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(PRICING_MESSAGES.customOverlap);
    const unknown = await call(staff, 'POST', CUSTOM, {
      companyId: 987_654,
      productType: 'PORT',
      monthlyCents: 1,
      currency: 'AUD',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await t.database.db.select().from(customPriceItems)).toEqual(before);
  });

  it('removing an item in force ends it today (its history stays); a future item is deleted; a foreign item is not found', async () => {
    const ended = await call(staff, 'DELETE', `${CUSTOM}/${acme.id}/pricebookitem/${itemId}`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toMatchObject({ id: itemId, toDate: today() });
    expect((await call(staff, 'DELETE', `${CUSTOM}/${globex.id}/pricebookitem/${itemId}`)).statusCode).toBe(404);
    const future = (
      await call(staff, 'POST', CUSTOM, { companyId: acme.id, productType: 'IX', monthlyCents: 1_000, currency: 'AUD' })
    ).json().data;
    expect(future.fromDate).toBe(tomorrow());
    expect((await call(staff, 'DELETE', `${CUSTOM}/${acme.id}/pricebookitem/${future.id}`)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(customPriceItems).where(eq(customPriceItems.id, future.id));
    expect(row!.deletedAt).not.toBeNull();
  });
});

describe('the price lookup', () => {
  it('prices a port from the list less its term discount, with the tax wording of its currency', async () => {
    const res = await lookup(globexAdmin, 'port', portQuery());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      productType: 'PORT',
      currency: 'AUD',
      monthlyRate: 108_000,
      setup: 5_000,
      monthlyAfterPromo: 108_000,
      firstMonth: 113_000, // the first invoice: the month and the setup
      taxWording: 'ex-GST',
      source: 'list',
      breakdown: [
        { kind: 'list', monthlyCents: 120_000 },
        { kind: 'termDiscount', monthlyCents: -12_000 },
      ],
    });
    // a 6-month term takes the 1-month row (the longest term not above it); the SDK's `megaport` names our port
    expect((await lookup(globexAdmin, 'megaport', portQuery({ term: '6' }))).json().data.monthlyRate).toBe(120_000);
    // a speed between listed speeds takes the next one up
    expect((await lookup(globexAdmin, 'port', portQuery({ speed: '500', term: '1' }))).json().data.monthlyRate).toBe(
      50_000,
    );
  });

  it('prices a VXC by its distance band: base rate and the connect rate of a cloud end', async () => {
    const metro = (
      await lookup(globexAdmin, 'vxc', { locationId: String(syd1), bLocationId: String(syd2), speed: '1000' })
    ).json().data;
    expect(metro).toMatchObject({ distanceBand: 'METRO', monthlyRate: 20_000 });
    const aws = (
      await lookup(globexAdmin, 'vxc', {
        locationId: String(syd1),
        bLocationId: String(syd2),
        speed: '5000',
        bConnectType: 'AWSHC',
      })
    ).json().data;
    expect(aws).toMatchObject({ monthlyRate: 64_000 });
    const far = (
      await lookup(globexAdmin, 'vxc', { locationId: String(syd1), bLocationId: String(sin), speed: '1000' })
    ).json().data;
    expect(far).toMatchObject({ distanceBand: 'INTERZONE', monthlyRate: 90_000 });
    const zone = await lookup(globexAdmin, 'vxc', {
      locationId: String(syd1),
      bLocationId: String(mel),
      speed: '1000',
    });
    expect(zone.statusCode).toBe(404);
    expect(zone.json().message).toBe(PRICE_LOOKUP_MESSAGES.noPrice);
  });

  it('gives a daily rate for a DAILY VXC only', async () => {
    const daily = (
      await lookup(globexAdmin, 'vxc', {
        locationId: String(syd1),
        bLocationId: String(syd2),
        speed: '1000',
        rateType: 'DAILY',
      })
    ).json().data;
    expect(daily).toMatchObject({ rateType: 'DAILY', monthlyRate: 20_000, dailyRate: 658 });
    const port = await lookup(globexAdmin, 'port', portQuery({ rateType: 'DAILY' }));
    expect(port.statusCode).toBe(400);
    expect(port.json().message).toBe(PRICE_LOOKUP_MESSAGES.dailyNotForProduct);
  });

  it('prices an MVE by its size', async () => {
    const res = await lookup(globexAdmin, 'mve', {
      locationId: String(syd1),
      speed: '1000',
      virtualMachineSize: 'SMALL',
    });
    expect(res.json().data).toMatchObject({ monthlyRate: 70_000, currency: 'AUD' });
  });

  it("answers in the currency of the customer's supply, converted at the day's rate", async () => {
    const usd = await aCompany(t);
    const supply = await aSupply(t, { companyId: usd.id, market: 'AU' });
    await t.database.db.update(supplies).set({ currency: 'USD' }).where(eq(supplies.id, supply.id));
    const res = await lookup(staff, 'port', portQuery({ companyId: String(usd.id) }));
    expect(res.json().data).toMatchObject({ currency: 'USD', monthlyRate: 70_200, setup: 3_250, taxWording: 'ex-TAX' });
  });

  it('takes a promo code off the first months, and says why a code gives nothing', async () => {
    await t.database.db.insert(promoCodes).values([
      { code: 'PORT10', discountType: 'PERCENTAGE', percentageBp: 1_000, termMonths: 3, productTypes: ['PORT'] },
      { code: 'MVEFREE', discountType: 'MONTHLY', termMonths: 2, productTypes: ['MVE'] },
    ]);
    const res = (await lookup(globexAdmin, 'port', portQuery({ promoCode: 'port10' }))).json().data;
    expect(res).toMatchObject({
      monthlyRate: 108_000,
      monthlyAfterPromo: 97_200,
      firstMonth: 102_200,
      promo: {
        code: 'PORT10',
        monthlyDiscountCents: 10_800,
        forMonths: 3,
        totalDiscountCents: 32_400,
        schedule: [{ fromMonth: 1, toMonth: 3, monthlyCents: 10_800 }],
      },
      promoMessage: null,
    });
    const wrong = (await lookup(globexAdmin, 'port', portQuery({ promoCode: 'MVEFREE' }))).json().data;
    expect(wrong).toMatchObject({ monthlyRate: 108_000, monthlyAfterPromo: 108_000, promo: null });
    expect(wrong.promoMessage).toBe(PROMO_MESSAGES.notForProduct);
    const unknown = (await lookup(globexAdmin, 'port', portQuery({ promoCode: 'NOSUCHCODE' }))).json().data;
    expect(unknown.promo).toBeNull();
    expect(unknown.promoMessage).toEqual(expect.any(String));
  });

  it('applies a code limited to some locations only there', async () => {
    await t.database.db.insert(promoCodes).values({
      code: 'SYD2ONLY',
      discountType: 'MONTHLY',
      termMonths: 1,
      productTypes: ['PORT'],
      locationIds: [syd2],
    });
    const there = (
      await lookup(globexAdmin, 'port', portQuery({ locationId: String(syd2), promoCode: 'SYD2ONLY' }))
    ).json().data;
    expect(there.promo).toMatchObject({ code: 'SYD2ONLY', monthlyDiscountCents: 108_000 });
    const elsewhere = (await lookup(globexAdmin, 'port', portQuery({ promoCode: 'SYD2ONLY' }))).json().data;
    expect(elsewhere).toMatchObject({ promo: null, promoMessage: PROMO_MESSAGES.notForPlace });
  });

  it("keeps a customer to its own company's prices", async () => {
    expect((await lookup(globexAdmin, 'port', portQuery({ companyId: String(acme.id) }))).statusCode).toBe(403);
    const unknown = await lookup(globexAdmin, 'port', portQuery({ locationId: '999999' }));
    expect(unknown.statusCode).toBe(404);
    expect((await lookup(globexAdmin, 'teleport', portQuery())).statusCode).toBe(400);
    expect((await call(null, 'GET', '/v2/price/port', undefined, portQuery())).statusCode).toBe(401);
  });
});

describe("a VXC's rate card in one read", () => {
  it('answers what the three price book reads would, for every pair of end types and speed', async () => {
    // INTERZONE rows beside the generic base rate (the quote below prices METRO and ZONE VXCs): an exact pair's base
    // rate, an A end's connect rate, a B end's and a generic one
    await t.database.db.insert(vxcPrices).values([
      {
        marketId: 1,
        distanceBand: 'INTERZONE',
        charges: [{ speed: 10_000, charge: 4_000 }],
        countryCode: 'AU',
        aConnectType: 'ANY',
        bConnectType: 'AWSHC',
        algorithm: 'STEP',
        type: 'CONNECT_RATE',
        currency: 'AUD',
        fromDate: '2025-01-01',
      },
      {
        marketId: 1,
        distanceBand: 'INTERZONE',
        charges: [{ speed: 10_000, charge: 55_000 }],
        countryCode: 'AU',
        aConnectType: 'DEFAULT',
        bConnectType: 'AWSHC',
        algorithm: 'STEP',
        type: 'BASE_RATE',
        currency: 'AUD',
        fromDate: '2025-01-01',
      },
      {
        marketId: 1,
        distanceBand: 'INTERZONE',
        charges: [{ speed: 10_000, charge: 1_500 }],
        countryCode: 'AU',
        aConnectType: 'VROUTER',
        bConnectType: 'ANY',
        algorithm: 'STEP',
        type: 'CONNECT_RATE',
        currency: 'AUD',
        fromDate: '2025-01-01',
      },
      {
        marketId: 1,
        distanceBand: 'INTERZONE',
        charges: [{ speed: 10_000, charge: 900 }],
        countryCode: 'AU',
        aConnectType: 'ANY',
        bConnectType: 'ANY',
        algorithm: 'STEP',
        type: 'CONNECT_RATE',
        currency: 'AUD',
        fromDate: '2025-01-01',
      },
    ]);
    const db = t.database.db;
    let compared = 0;
    for (const aConnectType of ['MVE', 'VROUTER', 'DEFAULT', 'ANY'] as const)
      for (const bConnectType of ['TRANSIT', 'AWSHC', 'ANY'] as const)
        for (const speedMbps of [500, 5_000, 20_000]) {
          const q = { marketId: 1, distanceBand: 'INTERZONE' as const, speedMbps, at: today() };
          const [pair, aEnd, bEnd, card] = await Promise.all([
            findVxcPrices(db, { ...q, aConnectType, bConnectType }),
            findVxcPrices(db, { ...q, aConnectType, bConnectType: 'ANY' }),
            findVxcPrices(db, { ...q, aConnectType: 'ANY', bConnectType }),
            findVxcRateCard(db, { ...q, aConnectType, bConnectType }),
          ]);
          expect({ aConnectType, bConnectType, speedMbps, card }).toEqual({
            aConnectType,
            bConnectType,
            speedMbps,
            card: { base: pair.base, aEnd: aEnd.connect, bEnd: bEnd.connect },
          });
          compared++;
        }
    expect(compared).toBe(36);
    const exact = await findVxcRateCard(db, {
      marketId: 1,
      distanceBand: 'INTERZONE',
      aConnectType: 'VROUTER',
      bConnectType: 'AWSHC',
      speedMbps: 1_000,
      at: today(),
    });
    expect([exact.base?.chargeCents, exact.aEnd?.chargeCents, exact.bEnd?.chargeCents]).toEqual([90_000, 1_500, 4_000]);
  });
});

describe('the dry-run quote', () => {
  it('prices every item, totals per currency, and shows an item it cannot price with the reason', async () => {
    const res = await call(globexAdmin, 'POST', '/v2/price/quote', {
      promoCode: 'PORT10',
      items: [
        { productType: 'PORT', locationId: syd1, speedMbps: 10_000, termMonths: 12 },
        { productType: 'VXC', locationId: syd1, bLocationId: syd2, speedMbps: 1_000 },
        { productType: 'VXC', locationId: syd1, bLocationId: mel, speedMbps: 1_000 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const quote = res.json().data;
    expect(quote.lines.map((l: { ok: boolean }) => l.ok)).toEqual([true, true, false]);
    expect(quote.lines[2].message).toBe(PRICE_LOOKUP_MESSAGES.noPrice);
    expect(quote.totals).toEqual([
      {
        currency: 'AUD',
        monthly: 128_000,
        monthlyAfterPromo: 117_200,
        setup: 5_000,
        firstMonth: 122_200,
        promoTotal: 32_400,
        promoMonthlyOpenEnded: 0,
        taxWording: 'ex-GST',
      },
    ]);
    expect(quote.promo).toEqual({
      code: 'PORT10',
      applied: true,
      message: PRICE_LOOKUP_MESSAGES.promoOncePerOrder,
      credit: null,
    });
  });

  it('refuses an empty quote and another company’s quote', async () => {
    const empty = await call(globexAdmin, 'POST', '/v2/price/quote', { items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(INPUT_MESSAGES.quoteEmpty);
    expect(
      (
        await call(globexAdmin, 'POST', '/v2/price/quote', {
          companyId: acme.id,
          items: [{ productType: 'PORT', locationId: syd1, speedMbps: 1_000 }],
        })
      ).statusCode,
    ).toBe(403);
  });
});
