import { randomUUID } from 'node:crypto';
import { SERVICE_MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * Ordering a port or a LAG through HTTP (decision 0039): the rules and their messages, the quote before the order,
 * what one order creates (services, components, promo use, pending billing, the NEW event, provisioning), and that a
 * failed order creates nothing. Idempotency and provisioning have files of their own.
 */
const ACME = DEMO_COMPANIES.acme;
const GLOBEX = DEMO_COMPANIES.globex;

const port = (over: Record<string, unknown> = {}) => ({
  companyId: ACME,
  productType: 'PORT',
  portSpeed: 10_000,
  locationId: 1,
  term: 12,
  serviceName: 'Ordered Sydney',
  ...over,
});

describe('ordering a port', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let staff: string;
  let agent: string;

  const order = (token: string, body: unknown, key: string | null = randomUUID(), url = '/secure/order/port') =>
    t.call(token, { method: 'POST', url, payload: body as object, headers: key ? { 'idempotency-key': key } : {} });
  const counts = async () => {
    const [row] = await queryRows<{
      services: number;
      components: number;
      resources: number;
      billing: number;
      promoUses: number;
      orders: number;
    }>(
      t.database.db,
      sql`select (select count(*)::int from technical_services) as services,
                 (select count(*)::int from service_components) as components,
                 (select count(*)::int from component_resources) as resources,
                 (select count(*)::int from billables) as billing,
                 (select count(*)::int from promo_code_uses) as "promoUses",
                 (select count(*)::int from orders) as orders`,
    );
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp({ PROVISIONING_STEP_SECONDS: '0' });
    admin = await t.login('acme.admin');
    viewer = await t.login('acme.viewer');
    staff = await t.login('staff.admin');
    agent = await t.login('agent');
  });
  afterAll(() => t.close());

  it('gives each demo customer ports in two metros and the channel partner one, ordered and live', async () => {
    const rows = await queryRows<{ company_id: number; metros: number; live: number; billing: number; events: number }>(
      t.database.db,
      sql`select s.company_id, count(distinct l.metro)::int as metros,
                 count(*) filter (where s.provisioning_status = 'LIVE')::int as live,
                 count(distinct b.id)::int as billing,
                 (select count(*)::int from service_events e join technical_services s2 on s2.id = e.service_id
                   join orders o2 on o2.id = s2.order_id
                   where o2.company_id = s.company_id and o2.idempotency_key like 'demo:%'
                     and s2.product_type = 'PORT') as events
          from orders o join technical_services s on s.order_id = o.id join locations l on l.id = s.location_id
          left join billables b on b.service_id = s.id
          where o.idempotency_key like 'demo:%' and s.product_type = 'PORT'
          group by s.company_id order by s.company_id`,
    );
    expect(rows).toEqual([
      ...[ACME, GLOBEX, DEMO_COMPANIES.initech].map((company_id) => ({
        company_id,
        metros: 2,
        live: 2,
        billing: 2,
        events: 8,
      })),
      { company_id: DEMO_COMPANIES.umbrella, metros: 1, live: 1, billing: 1, events: 4 },
    ]);
  });

  it('quotes the order as the pricing quote does, writing nothing', async () => {
    const before = await counts();
    const res = await t.call(admin, {
      method: 'POST',
      url: '/secure/order/port/quote',
      payload: port({ promoCode: 'WELCOME10' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json().data;
    const priced = await t.call(admin, {
      method: 'POST',
      url: '/v2/price/quote',
      payload: {
        companyId: ACME,
        promoCode: 'WELCOME10',
        items: [{ productType: 'PORT', locationId: 1, speedMbps: 10_000, termMonths: 12 }],
      },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(quote).toEqual(priced.json().data);
    expect(quote.promo.applied).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it('places a port with a promo code: service, component, billing set-up, promo use, NEW event', async () => {
    const before = await counts();
    const res = await order(admin, port({ promoCode: 'WELCOME10', diversityZone: null, costCentre: 'NET-1' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SERVICE_MESSAGES.portCreated);
    const placed = res.json().data;
    expect(placed.services).toHaveLength(1);
    expect(placed.services[0].provisioningStatus).toBe('NEW');
    const after = await counts();
    expect(after.services - before.services).toBe(1);
    expect(after.billing - before.billing).toBe(1);
    expect(after.promoUses - before.promoUses).toBe(1);
    expect(after.orders - before.orders).toBe(1);

    const id = placed.services[0].technicalServiceId;
    const [billing] = await queryRows<{
      billing_status: string;
      monthly_cents: number;
      promo_code: string;
      term_months: number;
    }>(
      t.database.db,
      sql`select billing_status, monthly_cents::int, promo_code, term_months from billables where service_id = ${id}`,
    );
    expect(billing).toMatchObject({ billing_status: 'NOT_ACTIVATED', promo_code: 'WELCOME10', term_months: 12 });
    expect(billing!.monthly_cents).toBe(placed.quote.lines[0].price.monthlyRate);

    const service = await t.call(admin, { method: 'GET', url: `/secure/technicalservice/${id}` });
    expect(service.statusCode, service.body).toBe(200);
    const s = service.json().data;
    expect(s).toMatchObject({ name: 'Ordered Sydney', rateLimit: 10_000, costCentre: 'NET-1', termMonths: 12 });
    expect(s.components[0].type).toBe('PORT');
    expect(s.events[0].routingKey).toBe('NEW');
  });

  it('places a LAG of 4 ports sharing one aggregation id', async () => {
    const res = await order(admin, port({ productType: 'LAG', lagPortCount: 4, serviceName: 'Acme LAG' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SERVICE_MESSAGES.lagCreated);
    const services = res.json().data.services;
    expect(services).toHaveLength(4);
    expect(new Set(services.map((s: { aggregationId: number }) => s.aggregationId)).size).toBe(1);
    expect(services[0].aggregationId).toBe(services[0].technicalServiceId);
  });

  it.each([
    [{ portSpeed: 40_000 }, SERVICE_MESSAGES.speedNotOffered],
    [{ productType: 'LAG', lagPortCount: 9 }, SERVICE_MESSAGES.lagCount],
    [{ productType: 'LAG', lagPortCount: 0 }, SERVICE_MESSAGES.lagCount],
    [{ term: 15 }, SERVICE_MESSAGES.termNotOffered],
    [{ term: 5 }, SERVICE_MESSAGES.termNotOffered],
    [{ serviceName: '  ' }, SERVICE_MESSAGES.nameRequired],
  ])('refuses %j with its message and creates nothing', async (over, message) => {
    const before = await counts();
    const res = await order(admin, port(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses an order without an Idempotency-Key', async () => {
    const res = await order(admin, port(), null);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SERVICE_MESSAGES.idempotencyKeyRequired);
  });

  it('refuses a promo code that does not apply, leaving no service, billing row or promo use', async () => {
    const before = await counts();
    const res = await order(admin, port({ promoCode: 'NOSUCHCODE' }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('This promo code is not valid');
    expect(await counts()).toEqual(before);
  });

  it('keeps customers to their own company, and to place_order', async () => {
    const before = await counts();
    expect((await order(admin, port({ companyId: GLOBEX }))).statusCode).toBe(403);
    expect((await order(viewer, port())).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    // a service agent orders for a company that virtually employs it
    expect((await order(agent, port({ companyId: GLOBEX }))).statusCode).toBe(200);
  });

  it('never shows a customer another company’s service or order', async () => {
    const globex = await t.login('agent');
    const placed = (await order(globex, port({ companyId: GLOBEX, serviceName: 'Globex port' }))).json().data;
    const id = placed.services[0].technicalServiceId;
    expect((await t.call(admin, { method: 'GET', url: `/secure/technicalservice/${id}` })).statusCode).toBe(403);
    expect((await t.call(admin, { method: 'GET', url: `/secure/order/${placed.orderId}/services` })).statusCode).toBe(
      403,
    );
    expect((await t.call(staff, { method: 'GET', url: `/secure/order/${placed.orderId}/services` })).statusCode).toBe(
      200,
    );
  });

  it('lets staff order a LAG for a customer: month-to-month, overridden charge, LAG Order Created OK', async () => {
    const res = await order(
      staff,
      port({ productType: 'LAG', lagPortCount: 2, term: 18, overrideRecurringCharge: 99_900 }),
      randomUUID(),
      '/secure/admin/order/port',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('LAG Order Created OK');
    const ids = res.json().data.services.map((s: { technicalServiceId: number }) => s.technicalServiceId);
    const rows = await queryRows<{ term_months: number; monthly_cents: number }>(
      t.database.db,
      sql`select s.term_months, b.monthly_cents::int from technical_services s
          join billables b on b.service_id = s.id where s.id in (${sql.join(ids, sql`, `)})`,
    );
    expect(rows).toEqual([
      { term_months: 1, monthly_cents: 99_900 },
      { term_months: 1, monthly_cents: 99_900 },
    ]);
  });

  it('answers a staff order that breaks a rule with the first detail appended', async () => {
    const res = await order(staff, port({ term: 'twelve' }), randomUUID(), '/secure/admin/order/port');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`${SERVICE_MESSAGES.adminOrderInvalid}: term: ${SERVICE_MESSAGES.termNotOffered}`);
    const lag = await order(
      staff,
      port({ productType: 'LAG', lagPortCount: 12 }),
      randomUUID(),
      '/secure/admin/order/port',
    );
    expect(lag.json().message).toBe(
      `${SERVICE_MESSAGES.adminOrderInvalid}: lagPortCount: ${SERVICE_MESSAGES.lagCount}`,
    );
  });

  it('refuses /adminOrderPort to customers', async () => {
    expect((await order(admin, port(), randomUUID(), '/secure/admin/order/port')).statusCode).toBe(403);
  });
});
