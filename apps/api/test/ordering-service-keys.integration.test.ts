import { randomUUID } from 'node:crypto';
import { CATALOGUE_MESSAGES, SERVICE_KEY_MESSAGES, VXC_MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * Orders that name a service key instead of a B-end Port (decision 0058), through the form's route and the public
 * API's design; the one message for a VXC without both ends or a speed; and new orders and quotes refused at a
 * location that takes no orders.
 */
const ACME = DEMO_COMPANIES.acme;
const GLOBEX = DEMO_COMPANIES.globex;

describe('orders naming a service key', () => {
  let t: TestApp;
  let admin: string;
  let agent: string;
  let acmePort: number;
  let acmePortUid: string;
  let globexPort: number;

  const orderPort = async (token: string, companyId: number, locationId = 1) => {
    const res = await t.call(token, {
      method: 'POST',
      url: '/secure/order/port',
      payload: { companyId, locationId, portSpeed: 10_000, term: 12, serviceName: 'Keyed port' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.services[0] as { technicalServiceId: number; technicalServiceUid: string };
  };
  const makeKey = async (body: Record<string, unknown> = {}) => {
    const res = await t.call(agent, {
      method: 'POST',
      url: '/secure/serviceKeys',
      payload: { companyId: GLOBEX, portServiceId: globexPort, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { key: string; keyId: number };
  };
  const vxc = (over: Record<string, unknown> = {}) => ({
    companyId: ACME,
    aEndPortId: acmePort,
    speed: 500,
    rateType: 'MONTHLY',
    term: 12,
    aVlan: 0,
    bVlan: 0,
    serviceName: 'By key',
    ...over,
  });
  let vlan = 400;
  const orderVxc = (body: Record<string, unknown>) =>
    t.call(admin, {
      method: 'POST',
      url: '/secure/order/vxc',
      payload: { ...vxc({ aVlan: vlan++, bVlan: vlan++ }), ...body },
      headers: { 'idempotency-key': randomUUID() },
    });
  const side = async (serviceId: number) => {
    const [row] = await queryRows<{ non_payer_port_id: number; non_payer_status: string }>(
      t.database.db,
      sql`select non_payer_port_id, non_payer_status from vxc_orders where service_id = ${serviceId}`,
    );
    return row!;
  };
  const usedAt = async (keyId: number) =>
    (
      await queryRows<{ used_at: Date | null }>(
        t.database.db,
        sql`select used_at from service_keys where id = ${keyId}`,
      )
    )[0]!.used_at;

  beforeAll(async () => {
    t = await createTestApp({ PROVISIONING_STEP_SECONDS: '0' });
    admin = await t.login('acme.admin');
    agent = await t.login('agent');
    const acme = await orderPort(admin, ACME);
    acmePort = acme.technicalServiceId;
    acmePortUid = acme.technicalServiceUid;
    globexPort = (await orderPort(agent, GLOBEX)).technicalServiceId;
    // a Port takes connections once provisioning has moved it on from NEW (at once here, but by a job)
    const stillNew = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from technical_services
               where id in (${acmePort}, ${globexPort}) and provisioning_status = 'NEW'`,
        )
      )[0]!.n;
    for (let i = 0; i < 200 && (await stillNew()) > 0; i++) await new Promise((r) => setTimeout(r, 100));
  });
  afterAll(() => t.close());

  it('orders a VXC to the Port a key stands for: the owner still approves, and a single-use key is used once', async () => {
    const key = await makeKey();
    const res = await orderVxc({ serviceKey: key.key });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(VXC_MESSAGES.awaitingApproval);
    const placed = await side(res.json().data.services[0].technicalServiceId);
    expect(placed).toEqual({ non_payer_port_id: globexPort, non_payer_status: 'UN_ASSESSED' });
    expect(await usedAt(key.keyId)).not.toBeNull();
    const again = await orderVxc({ serviceKey: key.key });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(SERVICE_KEY_MESSAGES.alreadyUsed);
  });

  it('lets exactly one of two concurrent orders use a single-use key', async () => {
    const key = await makeKey();
    const answers = await Promise.all([orderVxc({ serviceKey: key.key }), orderVxc({ serviceKey: key.key })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.statusCode === 400)!.json().message).toBe(SERVICE_KEY_MESSAGES.alreadyUsed);
  });

  it('approves the B side with a pre-approved key, which may be used again when not single use', async () => {
    const key = await makeKey({ preApproved: true, singleUse: false });
    for (let i = 0; i < 2; i++) {
      const res = await orderVxc({ serviceKey: key.key });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(VXC_MESSAGES.created);
      expect((await side(res.json().data.services[0].technicalServiceId)).non_payer_status).toBe('APPROVED');
    }
    expect(await usedAt(key.keyId)).toBeNull();
  });

  it('refuses a key above its maximum speed, outside its window, unknown, or beside a B-end Port', async () => {
    const slow = await makeKey({ maxSpeedMbps: 100 });
    expect((await orderVxc({ serviceKey: slow.key })).json().message).toBe(SERVICE_KEY_MESSAGES.speedAboveMax);
    expect(await usedAt(slow.keyId)).toBeNull();
    expect((await orderVxc({ serviceKey: slow.key, speed: 100 })).statusCode).toBe(200);
    const later = await makeKey({ validFrom: '2099-01-01T00:00:00Z' });
    expect((await orderVxc({ serviceKey: later.key })).json().message).toBe(SERVICE_KEY_MESSAGES.notYetValid);
    const past = await makeKey({ validFrom: '2000-01-01T00:00:00Z', validTo: '2000-01-02T00:00:00Z' });
    expect((await orderVxc({ serviceKey: past.key })).json().message).toBe(SERVICE_KEY_MESSAGES.expired);
    expect((await orderVxc({ serviceKey: randomUUID() })).json().message).toBe(SERVICE_KEY_MESSAGES.notFound);
    const both = await orderVxc({ serviceKey: (await makeKey()).key, bEndPortId: globexPort });
    expect(both.json().message).toBe(VXC_MESSAGES.oneBEnd);
  });

  it('validates and buys a network design whose VXC names a key', async () => {
    const key = await makeKey({ preApproved: true });
    const design = [
      {
        productUid: acmePortUid,
        associatedVxcs: [
          {
            productName: 'sdk-key',
            rateLimit: 500,
            term: 12,
            shutdown: false,
            serviceKey: key.key,
            aEnd: {},
            bEnd: {},
          },
        ],
      },
    ];
    const payload = { networkDesign: design, discountCodes: [] };
    const valid = await t.call(admin, { method: 'POST', url: '/v3/networkdesign/validate', payload: design });
    expect(valid.statusCode, valid.body).toBe(200);
    expect(await usedAt(key.keyId)).toBeNull();
    const bought = await t.call(admin, { method: 'POST', url: '/v4/networkdesign/buy', payload });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().data[0]).toMatchObject({ nonPayerStatus: 'APPROVED' });
    expect(await usedAt(key.keyId)).not.toBeNull();
  });

  it('answers a VXC without a B end or a speed with one message, from the form and the design alike', async () => {
    const form = await orderVxc({ bEndPortId: null });
    expect(form.json().message).toBe(VXC_MESSAGES.endsAndSpeedRequired);
    for (const over of [{ bEnd: {} }, { bEnd: { productUid: acmePortUid }, rateLimit: undefined }]) {
      const design = [
        {
          productUid: acmePortUid,
          associatedVxcs: [{ productName: 'x', rateLimit: 500, term: 12, shutdown: false, aEnd: {}, ...over }],
        },
      ];
      const res = await t.call(admin, {
        method: 'POST',
        url: '/v4/networkdesign/buy',
        payload: { networkDesign: design, discountCodes: [] },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(VXC_MESSAGES.endsAndSpeedRequired);
    }
  });
});

describe('orders at a location that takes no orders', () => {
  let t: TestApp;
  let admin: string;
  let portUid: string;
  const LOCATION = 101;

  beforeAll(async () => {
    t = await createTestApp({ PROVISIONING_STEP_SECONDS: '0' });
    admin = await t.login('acme.admin');
    const res = await t.call(admin, {
      method: 'POST',
      url: '/secure/order/port',
      payload: { companyId: ACME, locationId: LOCATION, portSpeed: 10_000, term: 12, serviceName: 'Before' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    portUid = res.json().data.services[0].technicalServiceUid;
  });
  afterAll(() => t.close());

  for (const status of ['Expired', 'Restricted', 'Deployment']) {
    it(`refuses Ports, LAGs, MCRs, design validation and quotes at a ${status} location`, async () => {
      await t.database.db.execute(sql`update locations set status = ${status} where id = ${LOCATION}`);
      const order = (url: string, payload: Record<string, unknown>) =>
        t.call(admin, { method: 'POST', url, payload, headers: { 'idempotency-key': randomUUID() } });
      const common = { companyId: ACME, locationId: LOCATION, term: 12, serviceName: 'After' };
      const answers = [
        await order('/secure/order/port', { ...common, portSpeed: 10_000 }),
        await order('/secure/order/port', { ...common, portSpeed: 10_000, productType: 'LAG', lagPortCount: 2 }),
        await order('/secure/order/mcr', { ...common, portSpeed: 1000 }),
        await t.call(admin, {
          method: 'POST',
          url: '/v2/price/quote',
          payload: { companyId: ACME, items: [{ productType: 'PORT', locationId: LOCATION, speedMbps: 10_000 }] },
        }),
        await t.call(admin, {
          method: 'POST',
          url: '/v3/networkdesign/validate',
          payload: [
            {
              productName: 'p',
              term: 12,
              productType: 'MEGAPORT',
              portSpeed: 10000,
              locationId: LOCATION,
              market: 'AU',
              marketplaceVisibility: true,
              config: {},
            },
          ],
        }),
      ];
      for (const res of answers.slice(0, 3)) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toBe(CATALOGUE_MESSAGES.locationNotOrderable);
      }
      expect(answers[3]!.json().data.lines[0]).toMatchObject({
        ok: false,
        message: CATALOGUE_MESSAGES.locationNotOrderable,
      });
      expect(answers[4]!.statusCode, answers[4]!.body).toBe(400);
      expect(answers[4]!.json().message).toContain(CATALOGUE_MESSAGES.locationNotOrderable);
      expect(portUid).toBeTruthy();
    });
  }
});
