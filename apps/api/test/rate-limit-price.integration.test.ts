import { isoDateOf, SERVICE_CHANGE_MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

const ACME = DEMO_COMPANIES.acme;

/**
 * A change that moves a service's price is priced before it is made and billed from the day it applies (decision
 * 0079): a Port's rate limit (every member of its LAG alike) and an IX's are checked with their price now and at the
 * new rate limit, then changed; the new monthly price is recorded with its date for billing and is the price the
 * products page shows; an IX's, which the network applies, only once the network has applied it. A VXC's speed
 * change moves the products page's price too.
 */
describe('a rate-limit change, priced and billed from the day it applies', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  // a person of another company
  let globex: string;

  type Row = { id: number; uid: string; rate_limit_mbps: number; aggregation_id: number | null };
  const named = async (name: string) =>
    (
      await queryRows<Row>(
        t.database.db,
        sql`select id, uid::text, rate_limit_mbps, aggregation_id from technical_services where name = ${name}`,
      )
    )[0]!;
  const check = (token: string, id: number, speed: number | string) =>
    t.call(token, { method: 'GET', url: `/secure/technicalservice/${id}/rateLimit/${speed}/priceCheck` });
  /** the monthly price the products page shows for a service */
  const listedPrice = async (name: string) => {
    const res = await t.call(admin, {
      method: 'GET',
      url: `/secure/product/company/${ACME}?search=${encodeURIComponent(name)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = (
      res.json().data.items as { name: string; monthlyCents: number | null; currency: string | null }[]
    ).find((r) => r.name === name);
    return row && { monthlyCents: row.monthlyCents, currency: row.currency };
  };
  const prices = (id: number) =>
    queryRows<{ reason: string; effective_date: string; monthly_cents: number; rate_limit_mbps: number | null }>(
      t.database.db,
      sql`select reason, effective_date::text, monthly_cents::int, rate_limit_mbps from service_prices
           where service_id = ${id} order by id`,
    );
  const billed = (id: number) =>
    queryRows<{ kind: string; effective_date: string; amount_cents: number | null; detail: unknown }>(
      t.database.db,
      sql`select kind, effective_date::text, amount_cents::int, detail from service_billing_events
           where service_id = ${id} order by id`,
    );
  beforeAll(async () => {
    // the simulated network applies a change a second after it is accepted
    t = await createTestApp({ PROVISIONING_RECONFIGURE_SECONDS: '1', PROVISIONING_STEP_SECONDS: '0' });
    admin = await t.login('acme.admin');
    viewer = await t.login('acme.viewer');
    globex = await t.login('partner.admin');
  });
  afterAll(() => t.close());

  it("checks a Port's rate-limit change with its price now and at the new rate limit, writing nothing", async () => {
    const port = await named('Acme Melbourne Edge');
    const before = await listedPrice('Acme Melbourne Edge');
    expect(before?.monthlyCents).toBeGreaterThan(0);
    const speed = port.rate_limit_mbps === 10_000 ? 100_000 : 10_000;

    const res = await check(admin, port.id, speed);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data;
    expect(answer).toMatchObject({
      technicalServiceId: port.id,
      productType: 'PORT',
      currentSpeed: port.rate_limit_mbps,
      speed,
      services: 1,
      currency: before?.currency,
      currentMonthly: before?.monthlyCents,
      appliedByNetwork: false,
      pending: false,
    });
    expect(answer.newMonthly).toBeGreaterThan(answer.currentMonthly);
    expect(answer.priceChanges).toBe(true);
    expect(await prices(port.id)).toHaveLength(1);
    expect((await named('Acme Melbourne Edge')).rate_limit_mbps).toBe(port.rate_limit_mbps);
  });

  it("changes the Port's rate limit at the checked price: billed from today, listed as the price in force", async () => {
    const port = await named('Acme Melbourne Edge');
    const speed = port.rate_limit_mbps === 10_000 ? 100_000 : 10_000;
    const checked = (await check(admin, port.id, speed)).json().data;
    const today = isoDateOf(new Date());

    const res = await t.call(admin, {
      method: 'PUT',
      url: `/v2/product/port/${port.uid}`,
      payload: { rateLimit: speed },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SERVICE_CHANGE_MESSAGES.portUpdated);

    expect(await listedPrice('Acme Melbourne Edge')).toEqual({
      monthlyCents: checked.newMonthly,
      currency: checked.currency,
    });
    expect((await prices(port.id)).at(-1)).toEqual({
      reason: 'SPEED_CHANGE',
      effective_date: today,
      monthly_cents: checked.newMonthly,
      rate_limit_mbps: speed,
    });
    expect((await billed(port.id)).at(-1)).toEqual({
      kind: 'SPEED_CHANGE',
      effective_date: today,
      amount_cents: checked.newMonthly,
      detail: { fromMbps: port.rate_limit_mbps, toMbps: speed, at: expect.any(String) },
    });
    // the history says the new price in words, the old speed and the new
    const history = (await t.call(admin, { method: 'GET', url: `/v2/product/${port.id}/history` })).json().data as {
      what: string;
    }[];
    expect(history.at(-1)?.what).toMatch(
      /^Changed the speed of Acme Melbourne Edge from .+ to .+, now [A-Z]{3} [\d,.]+ a month$/,
    );
  });

  it("prices and changes every member of a Port's LAG alike", async () => {
    const ordered = await t.call(admin, {
      method: 'POST',
      url: '/secure/order/port',
      payload: {
        companyId: ACME,
        productType: 'LAG',
        lagPortCount: 2,
        portSpeed: 10_000,
        locationId: 1,
        term: 12,
        serviceName: 'Acme Priced LAG',
      },
      headers: { 'idempotency-key': 'rate-limit-price-lag' },
    });
    expect(ordered.statusCode, ordered.body).toBeLessThan(300);
    const members = async () =>
      queryRows<{ id: number; uid: string; status: string }>(
        t.database.db,
        sql`select id, uid::text, provisioning_status as status from technical_services
             where name like 'Acme Priced LAG%' order by id`,
      );
    await expect
      .poll(async () => (await members()).map((m) => m.status), { timeout: 20_000, interval: 200 })
      .toEqual(['LIVE', 'LIVE']);
    const [first, second] = await members();
    const checked = (await check(admin, first!.id, 100_000)).json().data;
    expect(checked.services).toBe(2);
    const ordered1 = (await prices(first!.id))[0]!.monthly_cents;
    const ordered2 = (await prices(second!.id))[0]!.monthly_cents;
    expect(checked.currentMonthly).toBe(ordered1 + ordered2);

    const res = await t.call(admin, {
      method: 'PUT',
      url: `/v2/product/port/${first!.uid}`,
      payload: { rateLimit: 100_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [last1, last2] = [(await prices(first!.id)).at(-1)!, (await prices(second!.id)).at(-1)!];
    expect(last1).toMatchObject({ reason: 'SPEED_CHANGE', rate_limit_mbps: 100_000 });
    expect(last2).toMatchObject({ reason: 'SPEED_CHANGE', rate_limit_mbps: 100_000 });
    expect(last1.monthly_cents + last2.monthly_cents).toBe(checked.newMonthly);
  });

  it("prices an IX's rate-limit change, then bills it only once the network has applied it", async () => {
    const ix = await named('Acme IX Australia Sydney');
    const before = await listedPrice('Acme IX Australia Sydney');
    // an IX is priced by speed tiers (1 and 10 Gbps in the demo's price book)
    const speed = ix.rate_limit_mbps === 10_000 ? 1_000 : 10_000;
    const checked = (await check(admin, ix.id, speed)).json().data;
    expect(checked).toMatchObject({ productType: 'IX', services: 1, appliedByNetwork: true, pending: false });
    expect(checked.priceChanges).toBe(true);
    expect(checked.currentMonthly).toBe(before?.monthlyCents);

    const res = await t.call(admin, {
      method: 'PUT',
      url: '/secure/technicalservice/ix',
      payload: { nServiceId: ix.id, speed },
    });
    expect(res.statusCode, res.body).toBe(200);
    // waiting for the network: the old price is still the one in force, nothing billed yet
    expect((await check(admin, ix.id, 2_000)).json().data.pending).toBe(true);
    expect(await listedPrice('Acme IX Australia Sydney')).toEqual(before);
    expect((await billed(ix.id)).filter((e) => e.kind === 'SPEED_CHANGE')).toEqual([]);

    await expect
      .poll(async () => (await named('Acme IX Australia Sydney')).rate_limit_mbps, { timeout: 20_000, interval: 200 })
      .toBe(speed);
    expect(await listedPrice('Acme IX Australia Sydney')).toEqual({
      monthlyCents: checked.newMonthly,
      currency: checked.currency,
    });
    const event = (await billed(ix.id)).at(-1);
    expect(event).toMatchObject({ kind: 'SPEED_CHANGE', amount_cents: checked.newMonthly });
    expect(event?.detail).toEqual({ fromMbps: ix.rate_limit_mbps, toMbps: speed, at: expect.any(String) });
  });

  it("lists a VXC's new price after its speed change", async () => {
    const vxc = await named('Acme Edge Sydney to Melbourne');
    const before = await listedPrice('Acme Edge Sydney to Melbourne');
    const speed = vxc.rate_limit_mbps === 200 ? 300 : 200;
    const checked = await t.call(admin, {
      method: 'GET',
      url: `/secure/technicalservice/vxc/${vxc.id}/speedChange/${speed}`,
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const { newMonthly, currency } = checked.json().data;
    expect(newMonthly).not.toBe(before?.monthlyCents);
    const res = await t.call(admin, {
      method: 'PUT',
      url: `/secure/technicalservice/vxc/${vxc.id}/speedChange/${speed}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listedPrice('Acme Edge Sydney to Melbourne')).toEqual({ monthlyCents: newMonthly, currency });
  });

  it('refuses what the change itself would refuse, and those who may not change the service, writing nothing', async () => {
    const port = await named('Acme Melbourne Edge');
    const ix = await named('Acme IX Australia Sydney');
    const router = await named('Acme Cloud Router');
    const count = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from service_prices`))[0]!.n;
    const rows = await count();

    const same = await check(admin, port.id, port.rate_limit_mbps);
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(SERVICE_CHANGE_MESSAGES.rateLimitUnchanged);
    const notOffered = await check(admin, port.id, 2_000);
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message).toBe(SERVICE_CHANGE_MESSAGES.portRateLimitNotOffered);
    const aboveItsPort = await check(admin, ix.id, 1_000_000);
    expect(aboveItsPort.statusCode).toBe(400);
    const mcr = await check(admin, router.id, 5_000);
    expect(mcr.statusCode).toBe(400);
    expect(mcr.json().message).toBe(SERVICE_CHANGE_MESSAGES.rateLimitPricedPortOrIx);
    expect((await check(admin, port.id, 'fast')).statusCode).toBe(400);
    expect((await check(viewer, port.id, 100_000)).statusCode).toBe(403);
    expect((await check(globex, port.id, 100_000)).statusCode).toBe(403);
    expect((await check(null as unknown as string, port.id, 100_000)).statusCode).toBe(401);
    expect(await count()).toBe(rows);
  });
});
