import { randomUUID } from 'node:crypto';
import { GRAPH_STEP_MS } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { settableClock } from '../src/platform/clock.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * Believable demo traffic through HTTP (decision 0077): a graph starts when its service went LIVE, keeps what it
 * showed for a moment already past through a later speed change and a cancel, and a Port carries what its
 * connections carry — nothing when its usage says UNUSED.
 */
type Point = { at: number; inBps: number; outBps: number };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// the demo's services went LIVE 30 to 400 days before the seed ran: they are LIVE over every window here
const T0 = Math.floor(Date.now() / GRAPH_STEP_MS) * GRAPH_STEP_MS;
const clock = settableClock(new Date(T0));

let t: TestApp;
let admin: string;
let staff: string;
const ids: Record<string, number> = {};

const graph = async (token: string, id: number, from: number, to: number, points = (to - from) / GRAPH_STEP_MS) => {
  const res = await t.call(token, {
    method: 'GET',
    url: `/secure/graph/nServiceId/${id}/from/${from}/to/${to}/points/${points}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.available).toBe(true);
  return res.json().data.points as Point[];
};
const carried = (p: Point) => p.inBps > 0 || p.outBps > 0;
const serviceOf = async (id: number, token = admin) =>
  (await t.call(token, { method: 'GET', url: `/secure/technicalservice/${id}` })).json().data;

beforeAll(async () => {
  t = await createTestApp({ PROVISIONING_STEP_SECONDS: '0' }, { clock });
  admin = await t.login('acme.admin');
  staff = await t.login('staff.admin');
  const rows = await queryRows<{ id: number; name: string }>(
    t.database.db,
    sql`select id, name from technical_services`,
  );
  for (const row of rows) ids[row.name] = row.id;
});
afterAll(() => t.close());

describe('a VXC that went LIVE an hour ago', () => {
  let vxc: { id: number; uid: string };
  /** the moments of the story: LIVE at T0, the speed change at T1, the cancel at T2 */
  const T1 = T0 + HOUR;
  const T2 = T1 + HOUR;
  const T3 = T2 + HOUR;
  let shownAtT1: Point[];
  let shownAtT2: Point[];

  beforeAll(async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/secure/order/vxc',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        companyId: DEMO_COMPANIES.acme,
        aEndPortId: ids['Acme Sydney Primary'],
        bEndPortId: ids['Acme Melbourne'],
        speed: 500,
        rateType: 'MONTHLY',
        term: 12,
        aVlan: 3001,
        bVlan: 3001,
        serviceName: 'Traffic history VXC',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.services[0].technicalServiceId as number;
    for (let i = 0; i < 100 && (await serviceOf(id)).provisioningStatus !== 'LIVE'; i++)
      await new Promise((r) => setTimeout(r, 100));
    const service = await serviceOf(id);
    expect(service.provisioningStatus).toBe('LIVE');
    vxc = { id, uid: service.technicalServiceUid };
    clock.set(new Date(T1));
  });

  it('shows nothing before it went LIVE and traffic from then', async () => {
    shownAtT1 = await graph(admin, vxc.id, T1 - DAY, T1);
    expect(shownAtT1).toHaveLength(288);
    for (const p of shownAtT1) expect(carried(p), new Date(p.at).toISOString()).toBe(p.at >= T0);
    expect(shownAtT1.filter(carried)).toHaveLength(12);
  });

  it('keeps the hours before a speed change, and follows the new rate limit after it', async () => {
    // the hour to come, drawn at the rate limit in force now
    const atOldLimit = await graph(admin, vxc.id, T1, T2);
    const changed = await t.call(admin, {
      method: 'PUT',
      url: `/secure/technicalservice/vxc/${vxc.id}/speedChange/1000`,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    clock.set(new Date(T2));
    expect(await graph(admin, vxc.id, T1 - DAY, T1)).toEqual(shownAtT1);
    shownAtT2 = await graph(admin, vxc.id, T2 - DAY, T2);
    expect(shownAtT2.filter((p) => p.at < T1)).toEqual(shownAtT1.filter((p) => p.at >= T2 - DAY));
    // twice the rate limit, twice the traffic, step by step (each rounded to a bit per second)
    const atNewLimit = shownAtT2.filter((p) => p.at >= T1);
    expect(atNewLimit).toHaveLength(12);
    atNewLimit.forEach((p, i) => {
      expect(Math.abs(p.inBps - 2 * atOldLimit[i]!.inBps)).toBeLessThanOrEqual(1);
      expect(Math.abs(p.outBps - 2 * atOldLimit[i]!.outBps)).toBeLessThanOrEqual(1);
    });
  });

  it("makes each of its Ports carry what their connections carry, a B end's the other way round", async () => {
    const window = [T2 - DAY, T2] as const;
    const [primary, melbourne, mine, sydneyToMelbourne] = await Promise.all([
      graph(admin, ids['Acme Sydney Primary']!, ...window),
      graph(admin, ids['Acme Melbourne']!, ...window),
      graph(admin, vxc.id, ...window),
      graph(admin, ids['Sydney to Melbourne']!, ...window),
    ]);
    // both VXCs run from Sydney Primary (A) to Melbourne (B); Melbourne's DR link is not LIVE
    primary.forEach((p, i) => {
      expect(p.inBps).toBe(mine[i]!.inBps + sydneyToMelbourne[i]!.inBps);
      expect(p.outBps).toBe(mine[i]!.outBps + sydneyToMelbourne[i]!.outBps);
      expect(melbourne[i]).toEqual({ at: p.at, inBps: p.outBps, outBps: p.inBps });
    });
    expect(primary.every(carried)).toBe(true);
  });

  it('keeps what it carried before a cancel, and carries nothing after', async () => {
    const cancelled = await t.call(admin, { method: 'POST', url: `/v3/product/${vxc.uid}/action/CANCEL_NOW` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    clock.set(new Date(T3));
    expect(await graph(admin, vxc.id, T2 - DAY, T2)).toEqual(shownAtT2);
    const day = await graph(admin, vxc.id, T3 - DAY, T3);
    for (const p of day) expect(carried(p), new Date(p.at).toISOString()).toBe(p.at >= T0 && p.at < T2);
    // its Ports carry only what remains from then
    const [primary, sydneyToMelbourne] = await Promise.all([
      graph(admin, ids['Acme Sydney Primary']!, T2, T3),
      graph(admin, ids['Sydney to Melbourne']!, T2, T3),
    ]);
    expect(primary).toEqual(sydneyToMelbourne);
  });
});

describe('a Port its usage calls UNUSED', () => {
  const portsOf = async (companyId: number) => {
    const res = await t.call(staff, { method: 'GET', url: `/secure/technicalservice/company/${companyId}` });
    expect(res.statusCode, res.body).toBe(200);
    type Row = { technicalServiceId: number; productType: string; provisioningStatus: string; usage: string | null };
    return (res.json().data as Row[]).filter((s) => s.productType === 'PORT' && s.provisioningStatus === 'LIVE');
  };
  const lastDay = (id: number) => {
    const now = clock.now().getTime();
    return graph(staff, id, now - DAY, now);
  };

  it('carries nothing over the day, and a Port in use does', async () => {
    const live = [...(await portsOf(DEMO_COMPANIES.initech)), ...(await portsOf(DEMO_COMPANIES.acme))];
    const unused = live.filter((p) => p.usage === 'UNUSED');
    const used = live.filter((p) => p.usage !== 'UNUSED');
    expect(unused.length).toBeGreaterThan(0);
    expect(used.length).toBeGreaterThan(0);
    for (const port of unused)
      expect((await lastDay(port.technicalServiceId)).some(carried), `${port.technicalServiceId}`).toBe(false);
    for (const port of used)
      expect((await lastDay(port.technicalServiceId)).some(carried), `${port.technicalServiceId}`).toBe(true);
  });

  it('carries nothing from the moment its last connection was cancelled', async () => {
    const coast = await serviceOf(ids['Initech coast to coast']!, staff);
    const ends = [ids['Initech Los Angeles Edge']!, ids['Initech New York Edge']!];
    const cancelledAt = clock.now().getTime();
    const res = await t.call(staff, {
      method: 'POST',
      url: `/v3/product/${coast.technicalServiceUid}/action/CANCEL_NOW`,
    });
    expect(res.statusCode, res.body).toBe(200);
    clock.advance(2 * HOUR);
    const usage = new Map((await portsOf(DEMO_COMPANIES.initech)).map((p) => [p.technicalServiceId, p.usage]));
    for (const end of ends) {
      expect(usage.get(end)).toBe('UNUSED');
      for (const p of await lastDay(end))
        expect(carried(p), `${end} ${new Date(p.at).toISOString()}`).toBe(p.at < cancelledAt);
    }
  });
});
