import { randomUUID } from 'node:crypto';
import { IX_MESSAGES, ixRateLimitAbovePortMessage, SERVICE_MESSAGES, VXC_MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * Ordering an IX connection through HTTP (decision 0040): the IXs of the Port's metro, the rate limit within the
 * Port's, the MAC address, a VLAN free on the Port and the ASN, each refused with its message and leaving nothing.
 */
const ACME = DEMO_COMPANIES.acme;
const MAC = '00:1a:2b:3c:4d:5e';

describe('ordering an IX connection', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let agent: string;
  const ports: Record<string, number> = {};

  const ix = (over: Record<string, unknown> = {}) => ({
    companyId: ACME,
    portId: ports['Acme Sydney Primary'],
    ixId: 1,
    serviceName: 'Acme IX Sydney',
    rateLimit: 1_000,
    macAddress: MAC,
    vlan: 600,
    asn: 64_512,
    term: 12,
    ...over,
  });
  const order = (token: string, body: unknown, key: string | null = randomUUID(), url = '/secure/order/ix') =>
    t.call(token, { method: 'POST', url, payload: body as object, headers: key ? { 'idempotency-key': key } : {} });
  const counts = async () => {
    const [row] = await queryRows<{ services: number; resources: number; billing: number; orders: number }>(
      t.database.db,
      sql`select (select count(*)::int from technical_services) as services,
                 (select count(*)::int from component_resources) as resources,
                 (select count(*)::int from billables) as billing,
                 (select count(*)::int from orders) as orders`,
    );
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp({ PROVISIONING_STEP_SECONDS: '0' });
    admin = await t.login('acme.admin');
    staff = await t.login('staff.admin');
    agent = await t.login('agent');
    const rows = await queryRows<{ id: number; name: string }>(
      t.database.db,
      sql`select id, name from technical_services where product_type = 'PORT'`,
    );
    for (const row of rows) ports[row.name] = row.id;
  });
  afterAll(() => t.close());

  it('offers the IXs of the Port’s metro, and the spec’s message where there is none', async () => {
    const sydney = await t.call(admin, {
      method: 'GET',
      url: `/secure/order/ix/available?portId=${ports['Acme Sydney Primary']}`,
    });
    expect(sydney.statusCode, sydney.body).toBe(200);
    expect(sydney.json().data.map((c: { name: string }) => c.name)).toEqual(['IX Australia Sydney']);
    const la = await t.call(agent, { method: 'GET', url: `/secure/order/ix/available?portId=${ports['Initech LA']}` });
    expect(la.statusCode, la.body).toBe(200);
    expect(la.json()).toMatchObject({ message: IX_MESSAGES.noLocations, data: [] });
    // another company's Port is not offered
    const theirs = await t.call(admin, {
      method: 'GET',
      url: `/secure/order/ix/available?portId=${ports['Globex London']}`,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('places an IX connection: the service, its VLAN held on the Port, the MAC stored, billing pending', async () => {
    const before = await counts();
    const res = await order(admin, ix({ macAddress: '00-1A-2B-3C-4D-5E' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(IX_MESSAGES.created);
    const id = res.json().data.services[0].technicalServiceId;
    const after = await counts();
    expect(after.services - before.services).toBe(1);
    expect(after.billing - before.billing).toBe(1);
    const s = (await t.call(admin, { method: 'GET', url: `/secure/technicalservice/${id}` })).json().data;
    expect(s).toMatchObject({ productType: 'IX', rateLimit: 1_000 });
    const resources = s.components[0].resources;
    expect(resources.find((r: { resourceType: string }) => r.resourceType === 'vlan')).toMatchObject({
      portServiceId: ports['Acme Sydney Primary'],
      vlan: 600,
    });
    expect(resources.find((r: { resourceType: string }) => r.resourceType === 'interface').macAddress).toBe(MAC);
  });

  it('quotes an IX as it will be placed, writing nothing; the order is priced as quoted', async () => {
    const before = await counts();
    const body = ix({ vlan: 630, promoCode: 'WELCOME10' });
    const quoted = await t.call(admin, { method: 'POST', url: '/secure/order/ix/quote', payload: body });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json().data;
    expect(quote.lines).toHaveLength(1);
    expect(quote.lines[0]).toMatchObject({ ok: true, price: { productType: 'IX' } });
    expect(quote.lines[0].price.monthlyRate).toBeGreaterThan(0);
    expect(quote.totals[0].monthlyAfterPromo).toBeLessThan(quote.totals[0].monthly);
    expect(await counts()).toEqual(before);
    // a refusal reads as the order's own
    const refused = await t.call(admin, {
      method: 'POST',
      url: '/secure/order/ix/quote',
      payload: ix({ vlan: 630, rateLimit: 20_000 }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ixRateLimitAbovePortMessage(10_000));
    // another company's quote is refused as its order is
    const theirs = await t.call(admin, {
      method: 'POST',
      url: '/secure/order/ix/quote',
      payload: ix({ companyId: DEMO_COMPANIES.globex }),
    });
    expect(theirs.statusCode).toBe(403);
    const placed = await order(admin, body);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data.quote).toEqual(quote);
  });

  it.each([
    [{ rateLimit: 20_000 }, ixRateLimitAbovePortMessage(10_000)],
    [{ rateLimit: '1.5' }, IX_MESSAGES.rateLimitInteger],
    [{ rateLimit: 0 }, IX_MESSAGES.rateLimitAboveZero],
    [{ macAddress: 'ff:ff:ff:ff:ff:ff' }, IX_MESSAGES.macInvalid],
    [{ macAddress: 'nonsense' }, IX_MESSAGES.macInvalid],
    [{ asn: 23_456 }, IX_MESSAGES.asnInvalid],
    [{ asn: 0 }, IX_MESSAGES.asnInvalid],
    [{ vlan: 4095 }, VXC_MESSAGES.vlanRange],
    [{ vlan: 100 }, 'The vlan is taken - here are some available alternatives [101, 102, 103, 104, 105]'],
    [{ ixId: 3 }, IX_MESSAGES.ixNotAtPort],
    [{ term: 15 }, SERVICE_MESSAGES.termNotOffered],
    [{ portId: 999_999 }, IX_MESSAGES.portNotYours],
  ])('refuses %j with its message and creates nothing', async (over, message) => {
    const before = await counts();
    const res = await order(admin, ix({ vlan: 610, ...over }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses a Port with no IX in its metro, and another company’s Port', async () => {
    const la = await order(agent, ix({ companyId: DEMO_COMPANIES.initech, portId: ports['Initech LA'] }));
    expect(la.json().message).toBe(IX_MESSAGES.noLocations);
    const theirs = await order(admin, ix({ portId: ports['Globex London'], ixId: 3 }));
    expect(theirs.json().message).toBe(IX_MESSAGES.portNotYours);
    expect((await order(admin, ix({ companyId: DEMO_COMPANIES.globex }))).statusCode).toBe(403);
  });

  it('is idempotent on its key, and open to staff for a customer', async () => {
    const key = randomUUID();
    const first = await order(admin, ix({ vlan: 620 }), key);
    expect(first.statusCode, first.body).toBe(200);
    const before = await counts();
    const again = await order(admin, ix({ vlan: 620 }), key);
    expect(again.json().data).toEqual(first.json().data);
    expect(await counts()).toEqual(before);
    const staffOrder = await order(staff, ix({ vlan: -1 }), randomUUID(), '/secure/admin/order/ix');
    expect(staffOrder.statusCode, staffOrder.body).toBe(200);
    expect((await order(admin, ix({ vlan: 630 }), randomUUID(), '/secure/admin/order/ix')).statusCode).toBe(403);
  });
});
