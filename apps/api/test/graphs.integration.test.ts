import { GRAPH_STEP_MS, TRAFFIC_MESSAGES, dayWindow } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { serviceTraffic } from '../src/modules/graphs/service-traffic.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { aPerson } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

/** A service's traffic graph (issue #18 §6): the demo network's telemetry, for people holding `graphs`. */
describe('traffic graphs', () => {
  let t: TestApp;
  let acme: string;
  let sydneyEdge: { id: number; rate: number };
  let globexService: number;
  // the demo's services went LIVE 30 to 400 days before the seed ran (decision 0077): the last 24 hours are full
  const window = dayWindow(Date.now());
  const graph = (
    token: string | null,
    id: number,
    from = window.fromMs,
    to = window.toMs,
    points: number | string = 288,
  ) => t.call(token, { method: 'GET', url: `/secure/graph/nServiceId/${id}/from/${from}/to/${to}/points/${points}` });
  const serviceNamed = async (name: string) => {
    const [row] = await queryRows<{ id: number; rate: number }>(
      t.database.db,
      sql`select id, rate_limit_mbps as rate from technical_services where name = ${name}`,
    );
    if (!row) throw new Error(`no demo service ${name}`);
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await t.login('acme.admin');
    sydneyEdge = await serviceNamed('Acme Sydney Edge');
    const [globex] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from technical_services where company_id = ${DEMO_COMPANIES.globex} and provisioning_status = 'LIVE' limit 1`,
    );
    globexService = globex!.id;
  });
  afterAll(() => t.close());

  it('draws 24 hours of a LIVE port in 288 five-minute steps, in and out, never above its rate limit', async () => {
    const res = await graph(acme, sydneyEdge.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      nServiceId: sydneyEdge.id,
      from: window.fromMs,
      to: window.toMs,
      stepMs: GRAPH_STEP_MS,
      rateLimitMbps: sydneyEdge.rate,
      available: true,
    });
    expect(data.points).toHaveLength(288);
    expect(data.points[0].at).toBe(window.fromMs);
    const limit = sydneyEdge.rate * 1_000_000;
    for (const p of data.points as { inBps: number; outBps: number }[]) {
      expect(p.inBps).toBeGreaterThan(0);
      expect(p.inBps).toBeLessThanOrEqual(limit);
      expect(p.outBps).toBeLessThanOrEqual(limit);
    }
    // the same graph on every call
    expect((await graph(acme, sydneyEdge.id)).json().data).toEqual(data);
  });

  it('shows nothing on a service that is not LIVE', async () => {
    const waiting = await serviceNamed('Acme Sydney to Globex London');
    const data = (await graph(acme, waiting.id, window.fromMs, window.toMs, 12)).json().data;
    expect(data.points).toHaveLength(12);
    expect(data.points.every((p: { inBps: number; outBps: number }) => p.inBps === 0 && p.outBps === 0)).toBe(true);
  });

  it("refuses another company's service, a person without graphs, and no login", async () => {
    expect((await graph(acme, globexService)).statusCode).toBe(403);
    const reader = await aPerson(t, { companyId: DEMO_COMPANIES.acme, position: 'Billing Contact' });
    expect((await graph(await reader.login(), sydneyEdge.id)).statusCode).toBe(403);
    expect((await graph(null, sydneyEdge.id)).statusCode).toBe(401);
    // staff see every company's graphs
    expect((await graph(await t.login('staff.admin'), globexService)).statusCode).toBe(200);
  });

  it('refuses a window that ends before it starts, one too long, and a bad number of points', async () => {
    const refused = async (from: number, to: number, points: number | string, message: string) => {
      const res = await graph(acme, sydneyEdge.id, from, to, points);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    };
    await refused(window.toMs, window.fromMs, 288, TRAFFIC_MESSAGES.windowOrder);
    await refused(window.fromMs, window.fromMs, 288, TRAFFIC_MESSAGES.windowOrder);
    await refused(window.toMs - 32 * 86_400_000, window.toMs, 288, TRAFFIC_MESSAGES.windowTooLong);
    await refused(window.fromMs, window.toMs, 2017, TRAFFIC_MESSAGES.pointCount);
    expect((await graph(acme, sydneyEdge.id, window.fromMs, window.toMs, 0)).statusCode).toBe(400);
    expect((await graph(acme, sydneyEdge.id, window.fromMs, window.toMs, '1e2')).statusCode).toBe(400);
  });

  it('says graphs are not available when no telemetry source is configured', async () => {
    const data = await serviceTraffic(
      t.database.db,
      null,
      { nServiceId: sydneyEdge.id, from: window.fromMs, to: window.toMs, points: 288 },
      () => undefined,
    );
    expect(data).toMatchObject({ available: false, points: [] });
  });
});
