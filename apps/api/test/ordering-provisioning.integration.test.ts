import { randomUUID } from 'node:crypto';
import { SERVICE_MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { aCompany, aPerson, aStaffAdmin } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * Provisioning (decision 0038): in demo mode the simulator takes each new service NEW → DEPLOYABLE → CONFIGURED →
 * LIVE, one step per run, each event once; in production with no provisioner the order stops at DEPLOYABLE and
 * staff advance it by hand, each step audited.
 */
type Row = { routing_key: string; n: number };
const eventsOf = (t: TestApp, id: number) =>
  queryRows<Row>(
    t.database.db,
    sql`select routing_key, count(*)::int as n from service_events where service_id = ${id} group by routing_key
        order by min(at), routing_key`,
  );
const auditStepsOf = (t: TestApp, id: number) =>
  queryRows<{ after: { provisioningStatus: string }; actor_system: string | null; actor_person_id: number | null }>(
    t.database.db,
    sql`select after, actor_system, actor_person_id from audit_log
        where entity_type = 'technical_service' and entity_id = ${String(id)} order by id`,
  );
const statusOf = async (t: TestApp, token: string, id: number) =>
  (await t.call(token, { method: 'GET', url: `/secure/technicalservice/${id}` })).json().data.provisioningStatus;

describe('provisioning in demo mode', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ PROVISIONING_STEP_SECONDS: '1' });
    admin = await t.login('acme.admin');
  });
  afterAll(() => t.close());

  it('takes an ordered port to LIVE, the order page seeing each status, each event once', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/secure/order/port',
      headers: { 'idempotency-key': randomUUID() },
      payload: { companyId: DEMO_COMPANIES.acme, locationId: 1, serviceName: 'Goes live', term: 12 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, services } = res.json().data;
    const id = services[0].technicalServiceId as number;
    await expect
      .poll(
        async () =>
          (await t.call(admin, { method: 'GET', url: `/secure/order/${orderId}/services` })).json().data.services[0]
            .provisioningStatus,
        { timeout: 20_000, interval: 200 },
      )
      .toBe('LIVE');
    expect(await eventsOf(t, id)).toEqual([
      { routing_key: 'NEW', n: 1 },
      { routing_key: 'DEPLOYABLE', n: 1 },
      { routing_key: 'CONFIGURED', n: 1 },
      { routing_key: 'LIVE', n: 1 },
    ]);
    const steps = await auditStepsOf(t, id);
    expect(steps.map((s) => s.after.provisioningStatus)).toEqual(['DEPLOYABLE', 'CONFIGURED', 'LIVE']);
    expect(steps.every((s) => s.actor_system === 'provisioning')).toBe(true);
  });

  it('refuses to advance a LIVE service, and refuses the advance to customers', async () => {
    const staff = await t.login('staff.admin');
    const [live] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from technical_services where provisioning_status = 'LIVE' and company_id = ${DEMO_COMPANIES.acme} limit 1`,
    );
    const res = await t.call(staff, { method: 'POST', url: `/secure/technicalservice/${live!.id}/advance` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SERVICE_MESSAGES.cannotAdvance);
    expect(
      (await t.call(admin, { method: 'POST', url: `/secure/technicalservice/${live!.id}/advance` })).statusCode,
    ).toBe(403);
  });
});

describe('provisioning in production without a provisioner', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      {
        RUN_MODE: 'production',
        PUBLIC_URL: 'https://portal.example',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'Portico <noreply@portal.example>',
      },
      { demo: false },
    );
  });
  afterAll(() => t.close());

  it('accepts the order, stops at DEPLOYABLE, and lets staff advance it to LIVE with an audit record each', async () => {
    const company = await aCompany(t);
    const buyer = await aPerson(t, { companyId: company.id, position: 'Company Admin' });
    const staffPerson = await aStaffAdmin(t);
    const [location] = await queryRows<{ id: number; market_id: number; currency: string }>(
      t.database.db,
      sql`select l.id, l.market_id, m.currency from locations l join markets m on m.id = l.market_id
          where l.country_code = 'AU' order by l.id limit 1`,
    );
    await t.database.db.execute(
      sql`insert into product_prices (product_type, market_id, location_id, speed_mbps, term_months, monthly_cents,
            setup_cents, currency, from_date)
          values ('PORT', ${location!.market_id}, null, 10000, 12, 100000, 0, ${location!.currency}, '2000-01-01')`,
    );
    const token = await buyer.login();
    const res = await t.call(token, {
      method: 'POST',
      url: '/secure/order/port',
      headers: { 'idempotency-key': randomUUID() },
      payload: { companyId: company.id, locationId: location!.id, serviceName: 'By hand', term: 12 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.services[0].technicalServiceId as number;
    await expect.poll(() => statusOf(t, token, id), { timeout: 15_000, interval: 200 }).toBe('DEPLOYABLE');
    // nothing moves it on by itself
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await statusOf(t, token, id)).toBe('DEPLOYABLE');

    const staff = await staffPerson.login();
    const advance = () => t.call(staff, { method: 'POST', url: `/secure/technicalservice/${id}/advance` });
    const first = await advance();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(SERVICE_MESSAGES.provisioningAdvanced);
    expect(first.json().data.provisioningStatus).toBe('CONFIGURED');

    // CONFIGURED queues its follow-ups for 7 and 14 days later (decision 0045)
    const followUps = () =>
      queryRows<{ id: string; days: number; in_days: number; state: string }>(
        t.database.db,
        sql`select id::text, (data->>'days')::int as days, state,
                   round(extract(epoch from start_after - now()) / 86400)::int as in_days
              from pgboss.job where name = 'services.configuredFollowUp' and (data->>'serviceId')::int = ${id}
             order by days`,
      );
    expect((await followUps()).map((f) => [f.days, f.in_days])).toEqual([
      [7, 7],
      [14, 14],
    ]);
    const makeDue = (days: number) =>
      t.database.db.execute(
        sql`update pgboss.job set start_after = now() where name = 'services.configuredFollowUp'
              and (data->>'serviceId')::int = ${id} and (data->>'days')::int = ${days}`,
      );
    // a week on, still CONFIGURED: the event is recorded
    await makeDue(7);
    await expect
      .poll(async () => (await eventsOf(t, id)).map((e) => e.routing_key), { timeout: 15_000, interval: 200 })
      .toContain('CONFIGURED_PLUS_7');
    expect((await advance()).json().data.provisioningStatus).toBe('LIVE');
    // two weeks on it is LIVE: nothing more
    await makeDue(14);
    await expect
      .poll(async () => (await followUps()).find((f) => f.days === 14)?.state, { timeout: 15_000, interval: 200 })
      .toBe('completed');
    expect((await eventsOf(t, id)).map((e) => e.routing_key)).not.toContain('CONFIGURED_PLUS_14');
    expect((await advance()).statusCode).toBe(409);

    const steps = await auditStepsOf(t, id);
    expect(steps.map((s) => [s.after.provisioningStatus, s.actor_person_id])).toEqual([
      ['DEPLOYABLE', null],
      ['CONFIGURED', staffPerson.id],
      ['LIVE', staffPerson.id],
    ]);
    expect((await eventsOf(t, id)).map((e) => e.routing_key)).toEqual([
      'NEW',
      'DEPLOYABLE',
      'CONFIGURED',
      'CONFIGURED_PLUS_7',
      'LIVE',
    ]);
  }, 60_000);
});
