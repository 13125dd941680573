import {
  defaultPriceFromDate,
  isoDateOf,
  MESSAGES,
  PRICEBOOK_MESSAGES as SPEC,
  PRICEBOOK_RULE_MESSAGES as M,
} from '@portico/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mvePrices, vxcPrices } from '../src/modules/tables.js';
import { findMvePrice, findVxcPrices } from '../src/modules/pricebook/index.js';
import { aPerson } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';
import { installWriteProbe } from './write-probe.js';

let t: TestApp;
let staff: string;
let staffNoFinancials: string;
let customer: string;
let writes: () => Promise<number>;

beforeAll(async () => {
  t = await createTestApp();
  writes = await installWriteProbe(t.database);
  const technical = await aPerson(t, { companyId: 1, position: 'Technical Contact' });
  [staff, customer, staffNoFinancials] = await Promise.all([
    t.login('staff.admin'),
    t.login('acme.admin'),
    technical.login(),
  ]);
});
afterAll(() => t.close());

const PRICING = '/v2/proxy/pricingservice';
const VXC = `${PRICING}/vxc/pricing`;
const MVE = `${PRICING}/vm/pricing`;
const today = () => isoDateOf(new Date());
const tomorrow = () => defaultPriceFromDate(today());
/** A date `days` after today. */
function inDays(days: number): string {
  const d = new Date(`${today()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDateOf(d);
}

type Res = Awaited<ReturnType<TestApp['call']>>;
const get = (token: string | null, url: string, query: Record<string, string> = {}) =>
  t.call(token, { method: 'GET', url, query });
const post = (token: string | null, url: string, payload: unknown) =>
  t.call(token, { method: 'POST', url, payload: payload as object });
const put = (token: string | null, url: string, payload: unknown) =>
  t.call(token, { method: 'PUT', url, payload: payload as object });
const del = (token: string | null, url: string) => t.call(token, { method: 'DELETE', url });

/** The request is refused with this status, and wrote nothing; answers the message. */
async function expectRefused(send: () => Promise<Res>, status: number): Promise<string> {
  const before = await writes();
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(await writes()).toBe(before);
  // a schema refusal names the field first ('charges: …'); the rule's own words follow
  return String(res.json().message).replace(/^[\w.]+: /, '');
}

const vxcBody = (over: Record<string, unknown> = {}) => ({
  marketId: 1,
  distanceBand: 'METRO',
  aConnectType: 'MVE',
  bConnectType: 'FRANCEIX',
  type: 'BASE_RATE',
  currency: 'AUD',
  charges: [
    { speed: 1000, charge: 50_000 },
    { speed: 100, charge: 12_550 },
  ],
  ...over,
});
const mveBody = (over: Record<string, unknown> = {}) => ({
  marketId: 1,
  virtualMachineSize: 'MEDIUM',
  currency: 'AUD',
  charge: 123_450,
  countryCode: 'NZ',
  ...over,
});

async function storedVxc(id: number) {
  const [row] = await t.database.db.select().from(vxcPrices).where(eq(vxcPrices.id, id));
  return row;
}

/** A seeded VXC price of market 1 that is in force today, and one that ended (history). */
async function seededAu() {
  const current = (
    await get(staff, VXC, { marketId: '1', aConnectType: 'ANY', bConnectType: 'ANY', distanceBand: 'METRO' })
  ).json().data.items as { id: number; fromDate: string; future: boolean }[];
  const all = (
    await get(staff, VXC, {
      marketId: '1',
      aConnectType: 'ANY',
      bConnectType: 'ANY',
      distanceBand: 'METRO',
      history: 'true',
    })
  ).json().data.items as { id: number; fromDate: string; toDate: string | null }[];
  const inForce = current.find((p) => !p.future);
  const ended = all.find((p) => p.toDate !== null && p.toDate < today());
  if (!inForce || !ended) throw new Error('seed has no current or ended AU price');
  return { inForce, ended };
}

describe('who may use the price book', () => {
  it('refuses a customer on every call, reads included, with 403 and nothing written', async () => {
    const calls: (() => Promise<Res>)[] = [
      () => get(customer, VXC),
      () => get(customer, `${VXC}/metro`),
      () => get(customer, MVE),
      () => get(customer, VXC, { marketId: '1', format: 'csv' }),
      () => post(customer, `${VXC}/`, vxcBody({ fromDate: inDays(400) })),
      () => put(customer, `${VXC}/1000`, vxcBody({ fromDate: inDays(400) })),
      () => del(customer, `${VXC}/1000`),
      () => post(customer, `${MVE}/`, mveBody()),
      () => put(customer, `${MVE}/1000`, mveBody()),
      () => del(customer, `${MVE}/1000`),
    ];
    for (const call of calls) expect(await expectRefused(call, 403)).toBe(MESSAGES.forbidden);
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await get(null, VXC)).statusCode).toBe(401);
    expect((await post(null, `${MVE}/`, mveBody())).statusCode).toBe(401);
  });

  it('lets staff without financials read but not change prices', async () => {
    expect((await get(staffNoFinancials, VXC)).statusCode).toBe(200);
    expect((await get(staffNoFinancials, MVE)).statusCode).toBe(200);
    await expectRefused(() => post(staffNoFinancials, `${VXC}/`, vxcBody()), 403);
    await expectRefused(() => post(staffNoFinancials, `${MVE}/`, mveBody()), 403);
  });
});

describe('the VXC price list', () => {
  it('shows prices in force today and future ones by default, paged, with the market name and future flag', async () => {
    const res = await get(staff, VXC, { marketId: '1', pageSize: '10' });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.items).toHaveLength(10);
    expect(page.total).toBeGreaterThan(10);
    for (const item of page.items) {
      expect(item.market).toBe('Australia');
      expect(item.toDate === null || item.toDate >= today()).toBe(true);
      expect(item.future).toBe(item.fromDate > today());
    }
  });

  it('filters by band, ends, type and currency; future=true shows only prices starting after today', async () => {
    const connect = (await get(staff, VXC, { type: 'CONNECT_RATE', bConnectType: 'AWSHC', pageSize: '200' })).json()
      .data;
    expect(connect.total).toBe(14);
    expect(connect.items.every((p: { type: string }) => p.type === 'CONNECT_RATE')).toBe(true);
    const usd = (await get(staff, VXC, { currency: 'USD', pageSize: '200' })).json().data;
    expect(usd.items.length).toBeGreaterThan(0);
    expect(usd.items.every((p: { market: string }) => p.market === 'US')).toBe(true);
    const future = (await get(staff, VXC, { future: 'true', pageSize: '200' })).json().data;
    expect(future.items.length).toBeGreaterThan(0);
    expect(future.items.every((p: { fromDate: string; future: boolean }) => p.fromDate > today() && p.future)).toBe(
      true,
    );
  });

  it('shows ended and superseded prices only with history=true', async () => {
    const { ended } = await seededAu();
    const current = (await get(staff, VXC, { marketId: '1', pageSize: '200' })).json().data.items;
    expect(current.map((p: { id: number }) => p.id)).not.toContain(ended.id);
  });

  it('has a metro variant: distanceBand METRO and bConnectType TRANSIT', async () => {
    const res = await get(staff, `${VXC}/metro`, { pageSize: '200' });
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items;
    expect(items.length).toBe(14);
    expect(items.every((p: { distanceBand: string; bConnectType: string }) => p.distanceBand === 'METRO')).toBe(true);
    expect(items.every((p: { bConnectType: string }) => p.bConnectType === 'TRANSIT')).toBe(true);
  });

  it("exports CSV only after filtering: 'Please filter first!' otherwise", async () => {
    expect(await expectRefused(() => get(staff, VXC, { format: 'csv' }), 400)).toBe(MESSAGES.filterFirst);
    expect(await expectRefused(() => get(staff, MVE, { format: 'csv', history: 'true' }), 400)).toBe(
      MESSAGES.filterFirst,
    );
    const json = (await get(staff, VXC, { marketId: '2', pageSize: '1' })).json().data;
    const res = await get(staff, VXC, { marketId: '2', format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'id,market,marketId,distanceBand,band,aConnectType,aEnd,bConnectType,type,currency,charges,countryCode,algorithm,fromDate,toDate',
    );
    expect(lines).toHaveLength(json.total + 1);
    expect(lines[1]).toContain('New Zealand');
    const mve = await get(staff, MVE, { virtualMachineSize: 'SMALL', format: 'csv' });
    expect(mve.statusCode).toBe(200);
    expect(mve.body.split(/\r?\n/)[0]).toBe(
      'id,market,marketId,virtualMachineSize,currency,charge,chargeMinorUnits,countryCode,fromDate,toDate',
    );
  });
});

describe('adding, editing and deleting a VXC price', () => {
  it("adds a price from tomorrow by default, in the market's country, charges sorted: 'VXC Price added OK'", async () => {
    const res = await post(staff, `${VXC}/`, vxcBody());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SPEC.vxcAdded);
    const price = res.json().data;
    expect(price).toMatchObject({
      marketId: 1,
      market: 'Australia',
      countryCode: 'AU',
      fromDate: tomorrow(),
      toDate: null,
      algorithm: 'STEP',
      future: true,
      charges: [
        { speed: 100, charge: 12_550 },
        { speed: 1000, charge: 50_000 },
      ],
    });
    const stored = await storedVxc(price.id);
    expect(stored?.charges).toEqual(price.charges);
    expect(typeof stored?.createdBy).toBe('number');

    // the same key again from any day while the first is open-ended and has not been superseded: the same start
    expect(await expectRefused(() => post(staff, `${VXC}/`, vxcBody()), 409)).toBe(M.overlap);

    const edited = await put(staff, `${VXC}/${price.id}`, {
      ...vxcBody({ fromDate: inDays(3), toDate: inDays(30) }),
      charges: [{ speed: 100, charge: 99 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe(SPEC.vxcEdited);
    expect(edited.json().data).toMatchObject({
      fromDate: inDays(3),
      toDate: inDays(30),
      charges: [{ speed: 100, charge: 99 }],
    });

    // a price starting inside the edited one's explicit window overlaps it
    expect(await expectRefused(() => post(staff, `${VXC}/`, vxcBody({ fromDate: inDays(30) })), 409)).toBe(M.overlap);
    const after = await post(staff, `${VXC}/`, vxcBody({ fromDate: inDays(31) }));
    expect(after.statusCode, after.body).toBe(200);

    const deleted = await del(staff, `${VXC}/${price.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ message: SPEC.vxcDeleted, data: { id: price.id } });
    expect(await storedVxc(price.id)).toBeUndefined();
    expect((await del(staff, `${VXC}/${price.id}`)).statusCode).toBe(404);
    await del(staff, `${VXC}/${after.json().data.id}`);
  });

  it('refuses to edit or delete a price in force today or ended, and changes nothing', async () => {
    const { inForce, ended } = await seededAu();
    for (const price of [inForce, ended]) {
      const before = await storedVxc(price.id);
      const body = vxcBody({ aConnectType: 'ANY', bConnectType: 'ANY', fromDate: inDays(500) });
      expect(await expectRefused(() => put(staff, `${VXC}/${price.id}`, body), 409)).toBe(M.notFuture);
      expect(await expectRefused(() => del(staff, `${VXC}/${price.id}`), 409)).toBe(M.notFuture);
      expect(await storedVxc(price.id)).toEqual(before);
    }
  });

  it('refuses an edit that moves the start to today or earlier', async () => {
    const price = (await post(staff, `${VXC}/`, vxcBody({ fromDate: inDays(200) }))).json().data;
    for (const fromDate of [today(), '2020-01-01'])
      expect(await expectRefused(() => put(staff, `${VXC}/${price.id}`, vxcBody({ fromDate })), 400)).toBe(
        M.fromDateNotFuture,
      );
    expect((await storedVxc(price.id))?.fromDate).toBe(inDays(200));
    await del(staff, `${VXC}/${price.id}`);
  });

  it('refuses a new price dated today or in the past: history is never rewritten', async () => {
    expect(await expectRefused(() => post(staff, `${VXC}/`, vxcBody({ fromDate: today() })), 400)).toBe(
      M.fromDateNotFuture,
    );
    expect(await expectRefused(() => post(staff, `${VXC}/`, vxcBody({ fromDate: '2024-06-01' })), 400)).toBe(
      M.fromDateNotFuture,
    );
  });

  it('refuses malformed, empty, negative, fractional and duplicate charges', async () => {
    const cases: [unknown, string][] = [
      ['[{"speed": 100', M.chargesNotList],
      [[], M.chargesEmpty],
      [[{ speed: 100, charge: -1 }], M.chargeInvalid],
      [[{ speed: 100, charge: 1.5 }], M.chargeInvalid],
      [[{ speed: 0, charge: 1 }], M.speedInvalid],
      [[{ speed: 100 }], M.chargeInvalid],
      [[{ speed: 100, charge: 1, note: 'x' }], M.chargeShape],
      [
        [
          { speed: 100, charge: 1 },
          { speed: 100, charge: 2 },
        ],
        M.duplicateSpeed,
      ],
    ];
    for (const [charges, message] of cases)
      expect(await expectRefused(() => post(staff, `${VXC}/`, vxcBody({ charges })), 400)).toBe(message);
  });

  it('refuses a toDate before the fromDate, an unknown currency, end type or market', async () => {
    expect(
      await expectRefused(() => post(staff, `${VXC}/`, vxcBody({ fromDate: inDays(10), toDate: inDays(9) })), 400),
    ).toBe(M.toDateBeforeFromDate);
    expect(await expectRefused(() => post(staff, `${VXC}/`, vxcBody({ currency: 'XYZ' })), 400)).toBe(
      'Choose a currency from the list',
    );
    await expectRefused(() => post(staff, `${VXC}/`, vxcBody({ bConnectType: 'AZURE' })), 400);
    expect(await expectRefused(() => post(staff, `${VXC}/`, vxcBody({ marketId: 999_999 })), 404)).toBe(
      M.marketNotFound,
    );
    expect(await expectRefused(() => put(staff, `${VXC}/999999`, vxcBody()), 404)).toBe(M.priceNotFound);
  });

  it('lets exactly one of two concurrent adds of one key through', async () => {
    const body = vxcBody({ marketId: 4, currency: 'HKD', fromDate: inDays(90) });
    const answers = await Promise.all([post(staff, `${VXC}/`, body), post(staff, `${VXC}/`, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = (await get(staff, VXC, { marketId: '4', aConnectType: 'MVE', future: 'true' })).json().data.items;
    expect(rows).toHaveLength(1);
    await del(staff, `${VXC}/${rows[0].id}`);
  });
});

describe('adding, editing and deleting an MVE price', () => {
  it('adds, edits and deletes a future price with the spec messages', async () => {
    const added = await post(staff, `${MVE}/`, mveBody());
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe(SPEC.mveAdded);
    const price = added.json().data;
    expect(price).toMatchObject({ charge: 123_450, countryCode: 'NZ', fromDate: tomorrow(), future: true });

    expect(await expectRefused(() => post(staff, `${MVE}/`, mveBody()), 409)).toBe(M.overlap);

    const edited = await put(staff, `${MVE}/${price.id}`, mveBody({ charge: 100, fromDate: inDays(5) }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ message: SPEC.mveEdited, data: { charge: 100, fromDate: inDays(5) } });

    const deleted = await del(staff, `${MVE}/${price.id}`);
    expect(deleted.json()).toMatchObject({ message: SPEC.mveDeleted, data: { id: price.id } });
  });

  it('refuses current and past prices, negative or fractional charges, unknown sizes and currencies', async () => {
    const all = (await get(staff, MVE, { marketId: '1', virtualMachineSize: 'SMALL', history: 'true' })).json().data
      .items as { id: number; fromDate: string; future: boolean }[];
    const started = all.filter((p) => !p.future);
    expect(started.length).toBe(2);
    for (const p of started) {
      expect(await expectRefused(() => put(staff, `${MVE}/${p.id}`, mveBody({ fromDate: inDays(300) })), 409)).toBe(
        M.notFuture,
      );
      expect(await expectRefused(() => del(staff, `${MVE}/${p.id}`), 409)).toBe(M.notFuture);
    }
    expect(await expectRefused(() => post(staff, `${MVE}/`, mveBody({ charge: -1 })), 400)).toBe(M.chargeInvalid);
    expect(await expectRefused(() => post(staff, `${MVE}/`, mveBody({ charge: 10.5 })), 400)).toBe(M.chargeInvalid);
    await expectRefused(() => post(staff, `${MVE}/`, mveBody({ virtualMachineSize: 'HUGE' })), 400);
    await expectRefused(() => post(staff, `${MVE}/`, mveBody({ currency: 'ABC' })), 400);
  });
});

describe('findVxcPrices and findMvePrice', () => {
  const db = () => t.database.db;
  const at = (date: string) => ({
    marketId: 3,
    distanceBand: 'INTERZONE' as const,
    aConnectType: 'MVE' as const,
    bConnectType: 'FRANCEIX' as const,
    speedMbps: 500,
    at: date,
  });
  const add = async (over: Record<string, unknown>) => {
    const res = await post(staff, `${VXC}/`, {
      marketId: 3,
      distanceBand: 'INTERZONE',
      type: 'BASE_RATE',
      currency: 'SGD',
      fromDate: '2031-01-01',
      ...over,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };

  it('takes the most specific row in force, the smallest speed at or above, and the toDate inclusively', async () => {
    // today the seeded any-to-any price of Singapore applies (an MVE end has no price of its own)
    const seeded = await findVxcPrices(db(), at(today()));
    expect(seeded.base?.currency).toBe('SGD');
    expect(seeded.base?.speedMbps).toBe(500);
    expect(seeded.connect).toBeNull();

    const tiers = (n: number) => [
      { speed: 100, charge: n },
      { speed: 1000, charge: n * 10 },
    ];
    const anyAny = await add({ aConnectType: 'ANY', bConnectType: 'ANY', charges: tiers(1) });
    const anyB = await add({ aConnectType: 'ANY', bConnectType: 'FRANCEIX', charges: tiers(2) });
    const aAny = await add({ aConnectType: 'MVE', bConnectType: 'ANY', charges: tiers(3) });
    const aB = await add({ aConnectType: 'MVE', bConnectType: 'FRANCEIX', toDate: '2031-03-31', charges: tiers(4) });
    const connect = await add({
      aConnectType: 'ANY',
      bConnectType: 'FRANCEIX',
      type: 'CONNECT_RATE',
      charges: [{ speed: 10_000, charge: 7_700 }],
    });

    expect(await findVxcPrices(db(), at('2031-03-31'))).toEqual({
      base: { priceId: aB, currency: 'SGD', chargeCents: 40, speedMbps: 1000 },
      connect: { priceId: connect, currency: 'SGD', chargeCents: 7_700, speedMbps: 10_000 },
    });
    // the day after the exact price ends, exact A with any B
    expect((await findVxcPrices(db(), at('2031-04-01'))).base).toEqual({
      priceId: aAny,
      currency: 'SGD',
      chargeCents: 30,
      speedMbps: 1000,
    });
    // a speed at a listed tier takes that tier; one above every tier has no price
    expect((await findVxcPrices(db(), { ...at('2031-04-01'), speedMbps: 100 })).base?.chargeCents).toBe(3);
    expect((await findVxcPrices(db(), { ...at('2031-04-01'), speedMbps: 2000 })).base).toBeNull();
    // without the exact-A price: any A with exact B beats any and any; any and any applies to other B ends
    expect((await del(staff, `${VXC}/${aAny}`)).statusCode).toBe(200);
    expect((await findVxcPrices(db(), at('2031-04-01'))).base?.priceId).toBe(anyB);
    expect((await findVxcPrices(db(), { ...at('2031-04-01'), bConnectType: 'ALIBABA' })).base?.priceId).toBe(anyAny);
    // a seeded Port price (exact A, any B) beats any A with exact B
    const port = await findVxcPrices(db(), { ...at('2031-04-01'), aConnectType: 'DEFAULT' });
    expect([anyB, anyAny]).not.toContain(port.base?.priceId);
    // before they start, none of them applies
    expect((await findVxcPrices(db(), at('2030-12-31'))).base?.priceId).toBe(seeded.base?.priceId);
    // the 2024 price, ended, still answers for its days
    const history = await findVxcPrices(db(), at('2024-06-30'));
    expect(history.base).not.toBeNull();
    expect(history.base?.priceId).not.toBe(seeded.base?.priceId);
    expect(history.base!.chargeCents).toBeLessThan(seeded.base!.chargeCents);
    // before any price
    expect(await findVxcPrices(db(), at('2020-01-01'))).toEqual({ base: null, connect: null });
  });

  it('finds the MVE price in force on a day, ended ones for their own days', async () => {
    const todays = await findMvePrice(db(), { marketId: 5, virtualMachineSize: 'LARGE', at: today() });
    expect(todays).toMatchObject({ currency: 'USD', speedMbps: null });
    const old = await findMvePrice(db(), { marketId: 5, virtualMachineSize: 'LARGE', at: '2024-12-31' });
    expect(old?.priceId).not.toBe(todays?.priceId);
    expect(old!.chargeCents).toBeLessThan(todays!.chargeCents);
    expect(await findMvePrice(db(), { marketId: 5, virtualMachineSize: 'LARGE', at: '2023-12-31' })).toBeNull();
    expect(await findMvePrice(db(), { marketId: 5, virtualMachineSize: 'HUGE', at: today() })).toBeNull();

    const res = await post(staff, `${MVE}/`, {
      marketId: 5,
      virtualMachineSize: 'LARGE',
      currency: 'USD',
      charge: 5,
      fromDate: '2032-01-01',
      toDate: '2032-01-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    expect(await findMvePrice(db(), { marketId: 5, virtualMachineSize: 'LARGE', at: '2032-01-31' })).toEqual({
      priceId: id,
      currency: 'USD',
      chargeCents: 5,
      speedMbps: null,
    });
    // after its end nothing is in force: a later price superseded the open-ended one, and it has ended
    expect(await findMvePrice(db(), { marketId: 5, virtualMachineSize: 'LARGE', at: '2032-02-01' })).toBeNull();
    const [stored] = await t.database.db.select().from(mvePrices).where(eq(mvePrices.id, id));
    expect(stored?.chargeCents).toBe(5);
  });
});
