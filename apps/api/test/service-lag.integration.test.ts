import { randomUUID } from 'node:crypto';
import { LIFECYCLE_MESSAGES, SERVICE_LOCK_MESSAGES, SERVICE_MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { aPerson } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * Ports added to a LAG from its service screen (admin console §9; decision 0054): 1 to 7 at once, never above 8 in
 * the LAG, each created, billed and provisioned as an ordered LAG's ports are, in one audited change — and every
 * refusal through HTTP, changing nothing.
 */
describe('adding ports to a LAG', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let otherAdmin: string;
  /** the LAG's first member (its aggregation id) and its second */
  let first: number;
  let second: number;
  let firstUid: string;

  type Member = {
    id: number;
    name: string;
    location_id: number;
    rate_limit_mbps: number;
    term_months: number;
    provisioning_status: string;
    order_id: number | null;
  };
  const members = () =>
    queryRows<Member>(
      t.database.db,
      sql`select id, name, location_id, rate_limit_mbps, term_months, provisioning_status, order_id
            from technical_services where aggregation_id = ${first} order by id`,
    );
  /** what an addition writes: members, billing set-ups and events, audit records of additions */
  const footprint = async () =>
    (
      await queryRows<{ members: number; setups: number; events: number; audits: number }>(
        t.database.db,
        sql`select (select count(*)::int from technical_services where aggregation_id = ${first}) as members,
                   (select count(*)::int from billables b join technical_services s
                      on s.id = b.service_id where s.aggregation_id = ${first}) as setups,
                   (select count(*)::int from service_billing_events where kind = 'LAG_PORT_ADDED') as events,
                   (select count(*)::int from audit_log where action = 'service.lag_ports_added') as audits`,
      )
    )[0]!;
  /** an addition, under a new Idempotency-Key unless given one (`null`: none sent) */
  const add = (token: string, id: number, body: object, key: string | null = randomUUID()) =>
    t.call(token, {
      method: 'POST',
      url: `/secure/technicalservice/${id}/lag/ports`,
      payload: body,
      headers: key === null ? {} : { 'idempotency-key': key },
    });
  const detail = (token: string, id: number) => t.call(token, { method: 'GET', url: `/secure/technicalservice/${id}` });
  const allLive = async () => (await members()).every((m) => m.provisioning_status === 'LIVE');
  /** provisioning (a step every 0 s) takes the LAG's ports to LIVE */
  const untilLive = async () => {
    for (let i = 0; i < 100 && !(await allLive()); i++) await new Promise((r) => setTimeout(r, 200));
    expect(await allLive()).toBe(true);
  };

  beforeAll(async () => {
    t = await createTestApp({ PROVISIONING_STEP_SECONDS: '0' });
    admin = await t.login('acme.admin');
    viewer = await t.login('acme.viewer');
    otherAdmin = await (await aPerson(t, { companyId: DEMO_COMPANIES.globex, position: 'Company Admin' })).login();
    const res = await t.call(admin, {
      method: 'POST',
      url: '/secure/order/port',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        companyId: DEMO_COMPANIES.acme,
        productType: 'LAG',
        lagPortCount: 2,
        portSpeed: 10_000,
        locationId: 1,
        term: 12,
        serviceName: 'Acme LAG',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const services = res.json().data.services as { technicalServiceId: number; technicalServiceUid: string }[];
    first = services[0]!.technicalServiceId;
    second = services[1]!.technicalServiceId;
    firstUid = services[0]!.technicalServiceUid;
    await untilLive();
  });
  afterAll(() => t.close());

  it("shows a LAG port's members and count on its detail, and none on a port in no LAG", async () => {
    const res = await detail(viewer, second);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.lag).toEqual({
      aggregationId: first,
      portCount: 2,
      members: [
        { technicalServiceId: first, name: 'Acme LAG #1', provisioningStatus: 'LIVE' },
        { technicalServiceId: second, name: 'Acme LAG #2', provisioningStatus: 'LIVE' },
      ],
    });
    const [single] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from technical_services where name = 'Acme Sydney Edge'`,
    );
    expect((await detail(admin, single!.id)).json().data.lag).toBeNull();
  });

  it('adds ports at the LAG port location, speed and term, billed and provisioned, in one audited change', async () => {
    const before = await footprint();
    const res = await add(admin, second, { count: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your update has been accepted and will be applied in a few moments');
    const lag = res.json().data.lag;
    expect(lag.portCount).toBe(5);
    expect(lag.members.map((m: { name: string }) => m.name)).toEqual([
      'Acme LAG #1',
      'Acme LAG #2',
      'Acme LAG #3',
      'Acme LAG #4',
      'Acme LAG #5',
    ]);
    const rows = await members();
    const added = rows.slice(2);
    for (const m of added)
      expect(m).toMatchObject({ location_id: 1, rate_limit_mbps: 10_000, term_months: 12, order_id: null });
    expect(await footprint()).toEqual({
      members: before.members + 3,
      setups: before.setups + 3,
      events: before.events + 3,
      audits: before.audits + 1,
    });

    // billed at the LAG port's monthly charge, from today
    const [setup] = await queryRows<{ monthly_cents: number; currency: string }>(
      t.database.db,
      sql`select monthly_cents::int, currency from billables where service_id = ${second}`,
    );
    const billed = await queryRows<{ service_id: number; amount_cents: number; currency: string }>(
      t.database.db,
      sql`select service_id, amount_cents::int, currency from service_billing_events
            where kind = 'LAG_PORT_ADDED' order by service_id`,
    );
    expect(billed).toEqual(
      added.map((m) => ({ service_id: m.id, amount_cents: setup!.monthly_cents, currency: setup!.currency })),
    );
    const newSetups = await queryRows<{ monthly_cents: number; setup_cents: number }>(
      t.database.db,
      sql`select monthly_cents::int, setup_cents::int from billables
            where service_id in (${sql.join(
              added.map((m) => sql`${m.id}`),
              sql`, `,
            )})`,
    );
    expect(newSetups).toEqual(added.map(() => ({ monthly_cents: setup!.monthly_cents, setup_cents: 0 })));

    const [audit] = await queryRows<{ actor_company_id: number; entity_id: string; before: object; after: object }>(
      t.database.db,
      sql`select actor_company_id, entity_id, before, after from audit_log where action = 'service.lag_ports_added'`,
    );
    expect(audit).toEqual({
      actor_company_id: DEMO_COMPANIES.acme,
      entity_id: String(second),
      before: { portCount: 2 },
      after: { portCount: 5, aggregationId: first, added: added.map((m) => m.id) },
    });

    // provisioned as ordered ports are: NEW, then on to LIVE
    await expect.poll(allLive, { timeout: 20_000, interval: 200 }).toBe(true);
    const seenFromFirst = (await detail(admin, first)).json().data.lag;
    expect(seenFromFirst.members).toHaveLength(5);
  });

  it('adds the ports once per Idempotency-Key: a retry, or five at once, adds nothing more', async () => {
    const key = randomUUID();
    const first6 = await add(admin, second, { count: 1 }, key);
    expect(first6.statusCode, first6.body).toBe(200);
    expect(first6.json().data.lag.portCount).toBe(6);
    const after = await footprint();

    const retries = await Promise.all(Array.from({ length: 5 }, () => add(admin, second, { count: 1 }, key)));
    for (const res of retries) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.lag.portCount).toBe(6);
    }
    expect(await footprint()).toEqual(after);
    const [row] = await queryRows<{ added: number }>(
      t.database.db,
      sql`select cardinality(added_service_ids) as added from lag_port_additions where idempotency_key = ${key}`,
    );
    expect(row).toEqual({ added: 1 });

    // the key bound to another request (another count, or another port of the LAG) is refused
    for (const [id, body] of [
      [second, { count: 2 }],
      [first, { count: 1 }],
    ] as const) {
      const reused = await add(admin, id, body, key);
      expect(reused.statusCode).toBe(422);
      expect(reused.json().message).toBe(SERVICE_MESSAGES.idempotencyKeyReused);
    }
    // no key, or a blank one: refused, changing nothing
    for (const missing of [null, ' ']) {
      const res = await add(admin, second, { count: 1 }, missing);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SERVICE_MESSAGES.idempotencyKeyRequired);
    }
    expect(await footprint()).toEqual(after);
    await expect.poll(allLive, { timeout: 20_000, interval: 200 }).toBe(true);
  });

  it('refuses a count outside 1 to 7, or one taking the LAG above 8 ports, changing nothing', async () => {
    const before = await footprint();
    const cases: [object, string][] = [
      [{ count: 0 }, SERVICE_MESSAGES.lagAddCount],
      [{ count: 8 }, SERVICE_MESSAGES.lagAddCount],
      [{ count: 2.5 }, SERVICE_MESSAGES.lagAddCount],
      [{ count: '3' }, SERVICE_MESSAGES.lagAddCount],
      [{}, SERVICE_MESSAGES.lagAddCount],
      // six ports now: three more would make nine
      [{ count: 3 }, SERVICE_MESSAGES.lagFull],
    ];
    for (const [body, message] of cases) {
      const res = await add(admin, first, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await footprint()).toEqual(before);
  });

  it('fills the LAG to 8 ports, then refuses one more; a decommissioned member no longer counts', async () => {
    expect((await add(admin, first, { count: 2 })).json().data.lag.portCount).toBe(8);
    const full = await add(admin, first, { count: 1 });
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe(SERVICE_MESSAGES.lagFull);
    const last = (await members()).at(-1)!;
    await expect.poll(allLive, { timeout: 20_000, interval: 200 }).toBe(true);
    await t.database.db.execute(
      sql`update technical_services set provisioning_status = 'DECOMMISSIONED' where id = ${last.id}`,
    );
    const again = await add(admin, first, { count: 1 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.lag).toMatchObject({ portCount: 8 });
    expect(again.json().data.lag.members).toHaveLength(9);
    await expect.poll(async () => (await members()).at(-1)!.provisioning_status, { timeout: 20_000 }).toBe('LIVE');
  });

  it('refuses a service that is not a port of a LAG', async () => {
    for (const name of ['Acme Sydney Edge', 'Acme Edge Sydney to Melbourne']) {
      const [row] = await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from technical_services where name = ${name}`,
      );
      const res = await add(admin, row!.id, { count: 1 });
      expect(res.statusCode, name).toBe(409);
      expect(res.json().message).toBe(SERVICE_MESSAGES.notLagMember);
    }
  });

  it("refuses another company's LAG and a person without place_order", async () => {
    const before = await footprint();
    const other = await add(otherAdmin, first, { count: 1 });
    expect(other.statusCode).toBe(403);
    // the viewer sees the LAG but may not add to it
    expect((await detail(viewer, first)).statusCode).toBe(200);
    expect((await add(viewer, first, { count: 1 })).statusCode).toBe(403);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a locked LAG port and an ended one with 409, changing nothing', async () => {
    const before = await footprint();
    expect((await t.call(admin, { method: 'POST', url: `/v2/product/${firstUid}/lock` })).statusCode).toBe(200);
    const locked = await add(admin, first, { count: 1 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(SERVICE_LOCK_MESSAGES.locked);
    expect((await t.call(admin, { method: 'DELETE', url: `/v2/product/${firstUid}/lock` })).statusCode).toBe(200);

    await t.database.db.execute(
      sql`update technical_services set provisioning_status = 'CANCELLED' where id = ${second}`,
    );
    const ended = await add(admin, second, { count: 1 });
    await t.database.db.execute(sql`update technical_services set provisioning_status = 'LIVE' where id = ${second}`);
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(LIFECYCLE_MESSAGES.endedNoChange);
    expect(await footprint()).toEqual(before);
  });
});
