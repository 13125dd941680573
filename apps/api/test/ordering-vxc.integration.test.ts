import { randomUUID } from 'node:crypto';
import {
  AWS_MESSAGES,
  LIFECYCLE_MESSAGES,
  SERVICE_MESSAGES,
  VXC_APPROVAL_MESSAGES,
  VXC_MESSAGES,
  vxcSpeedAbovePortMessage,
} from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { aPerson } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * Ordering a VXC through HTTP (decisions 0039, 0040, 0042): its rules and messages, the VLAN held on each Port
 * (the unique key decides a race), cloud B ends, and the approval of a VXC that lands on another company's Port —
 * pending until that company approves, a rejection leaving nothing billed, its VLAN free and its promo use back.
 */
const ACME = DEMO_COMPANIES.acme;
const GLOBEX = DEMO_COMPANIES.globex;
const AZURE_KEY = '1b2c3d4e-5f60-4a5b-8c9d-0123456789ab';

describe('ordering a VXC', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let staff: string;
  let globexAdmin: string;
  const ports: Record<string, number> = {};

  const vxc = (over: Record<string, unknown> = {}) => ({
    companyId: ACME,
    aEndPortId: ports['Acme Sydney Primary'],
    bEndPortId: ports['Acme Melbourne'],
    speed: 500,
    rateType: 'MONTHLY',
    term: 12,
    aVlan: 300,
    bVlan: 301,
    serviceName: 'Sydney to Melbourne 2',
    ...over,
  });
  const order = (token: string, body: unknown, key: string | null = randomUUID(), url = '/secure/order/vxc') =>
    t.call(token, { method: 'POST', url, payload: body as object, headers: key ? { 'idempotency-key': key } : {} });
  const counts = async () => {
    const [row] = await queryRows<{
      services: number;
      resources: number;
      billing: number;
      promoUses: number;
      vxcOrders: number;
      orders: number;
    }>(
      t.database.db,
      sql`select (select count(*)::int from technical_services) as services,
                 (select count(*)::int from component_resources) as resources,
                 (select count(*)::int from billables) as billing,
                 (select count(*)::int from promo_code_uses) as "promoUses",
                 (select count(*)::int from vxc_orders) as "vxcOrders",
                 (select count(*)::int from orders) as orders`,
    );
    return row!;
  };
  const vlanHeld = async (portId: number, vlan: number) => {
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from component_resources where port_service_id = ${portId} and vlan = ${vlan}`,
    );
    return rows[0]!.n;
  };
  const events = async (serviceId: number) =>
    (
      await queryRows<{ routing_key: string }>(
        t.database.db,
        sql`select routing_key from service_events where service_id = ${serviceId} order by id`,
      )
    ).map((r) => r.routing_key);

  beforeAll(async () => {
    t = await createTestApp({ PROVISIONING_STEP_SECONDS: '0' });
    admin = await t.login('acme.admin');
    viewer = await t.login('acme.viewer');
    staff = await t.login('staff.admin');
    globexAdmin = await (await aPerson(t, { companyId: GLOBEX, position: 'Company Admin' })).login();
    const rows = await queryRows<{ id: number; name: string }>(
      t.database.db,
      sql`select id, name from technical_services where product_type = 'PORT'`,
    );
    for (const row of rows) ports[row.name] = row.id;
  });
  afterAll(() => t.close());

  it('quotes a VXC as the pricing quote does, writing nothing', async () => {
    const before = await counts();
    const res = await t.call(admin, { method: 'POST', url: '/secure/order/vxc/quote', payload: vxc() });
    expect(res.statusCode, res.body).toBe(200);
    const priced = await t.call(admin, {
      method: 'POST',
      url: '/v2/price/quote',
      payload: {
        companyId: ACME,
        items: [{ productType: 'VXC', locationId: 1, bLocationId: 2, speedMbps: 500, termMonths: 12 }],
      },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(res.json().data).toEqual(priced.json().data);
    expect(await counts()).toEqual(before);
  });

  it('places a VXC between two Ports of the company: approved at once, VLANs held, billing pending', async () => {
    const before = await counts();
    const res = await order(admin, vxc({ promoCode: 'WELCOME10' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(VXC_MESSAGES.created);
    const placed = res.json().data;
    const id = placed.services[0].technicalServiceId;
    const after = await counts();
    expect(after.services - before.services).toBe(1);
    expect(after.billing - before.billing).toBe(1);
    expect(after.vxcOrders - before.vxcOrders).toBe(1);
    expect(placed.quote.promo.applied).toBe(true);
    expect(after.promoUses - before.promoUses).toBe(1);
    expect(await vlanHeld(ports['Acme Sydney Primary']!, 300)).toBe(1);
    expect(await vlanHeld(ports['Acme Melbourne']!, 301)).toBe(1);
    const s = (await t.call(admin, { method: 'GET', url: `/secure/technicalservice/${id}` })).json().data;
    expect(s).toMatchObject({ productType: 'VXC', rateLimit: 500, termMonths: 12 });
    expect(s.components[0].type).toBe('VXC');
    expect(s.components[0].resources.map((r: { resourceType: string }) => r.resourceType)).toEqual([
      'vll',
      'vlan',
      'vlan',
      'rate_limit',
    ]);
    expect((await events(id)).slice(0, 2)).toEqual(['NEW', 'VXC_ORDER_APPROVED']);
    const [row] = await queryRows<{ payer_status: string; non_payer_status: string }>(
      t.database.db,
      sql`select payer_status, non_payer_status from vxc_orders where service_id = ${id}`,
    );
    expect(row).toEqual({ payer_status: 'APPROVED', non_payer_status: 'APPROVED' });
  });

  it.each([
    [{ aEndPortId: null }, VXC_MESSAGES.endsAndSpeedRequired],
    [{ bEndPortId: null }, VXC_MESSAGES.endsAndSpeedRequired],
    [{ speed: null }, VXC_MESSAGES.endsAndSpeedRequired],
    [{ speed: 450 }, VXC_MESSAGES.speedNotOffered],
    [{ rateType: 'DAILY', term: 21 }, VXC_MESSAGES.dailyTermRange],
    [{ term: 15 }, VXC_MESSAGES.monthlyTermNotOffered],
    [{ aVlan: 1 }, VXC_MESSAGES.vlanRange],
    [{ bVlan: 4095 }, VXC_MESSAGES.vlanRange],
    [{ aVlan: -1 }, VXC_MESSAGES.vlanRange],
    [{ aVlan: 100 }, 'The vlan is taken - here are some available alternatives [101, 102, 103, 104, 105]'],
    [{ bEndPortId: 999_999 }, VXC_MESSAGES.portNotFound],
    [{ azureServiceKey: AZURE_KEY }, VXC_MESSAGES.oneBEnd],
    [{ promoCode: 'NOSUCHCODE' }, 'This promo code is not valid'],
  ])('refuses %j with its message and creates nothing', async (over, message) => {
    const before = await counts();
    const res = await order(admin, vxc({ aVlan: 400, bVlan: 401, ...over }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('never orders above the slower Port, and the whole-Port option orders its speed', async () => {
    const slow = vxc({ aEndPortId: ports['Acme Sydney Primary'], bEndPortId: ports['Acme Sydney Secondary'] });
    const above = await order(admin, { ...slow, speed: 2_000, aVlan: 410, bVlan: 411 });
    expect(above.json().message).toBe(vxcSpeedAbovePortMessage(1_000));
    const whole = await order(admin, { ...slow, speed: 0, aVlan: 412, bVlan: 413 });
    expect(whole.statusCode, whole.body).toBe(200);
    const id = whole.json().data.services[0].technicalServiceId;
    const s = (await t.call(admin, { method: 'GET', url: `/secure/technicalservice/${id}` })).json().data;
    expect(s.rateLimit).toBe(1_000);
  });

  it('takes DAILY VXCs of 1 to 20 days', async () => {
    const res = await order(admin, vxc({ rateType: 'DAILY', term: 5, aVlan: 420, bVlan: 421 }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('keeps the A end to the company ordered for, and ordering to place_order', async () => {
    const before = await counts();
    const theirs = await order(admin, vxc({ aEndPortId: ports['Globex London'], aVlan: 430, bVlan: 431 }));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().message).toBe(VXC_MESSAGES.aEndNotYours);
    expect((await order(admin, vxc({ companyId: GLOBEX }))).statusCode).toBe(403);
    expect((await order(viewer, vxc())).statusCode).toBe(403);
    expect((await order(admin, vxc(), randomUUID(), '/secure/admin/order/vxc')).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('checks a VLAN on blur: the VLAN back when free, else real free alternatives', async () => {
    const port = ports['Acme Sydney Primary'];
    const free = await t.call(admin, { method: 'GET', url: `/secure/technicalservice/port/${port}/vlan/555` });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().data).toMatchObject({ free: true, available: [555] });
    const taken = await t.call(admin, { method: 'GET', url: `/secure/technicalservice/port/${port}/vlan/300` });
    expect(taken.json().data.free).toBe(false);
    expect(taken.json().data.available).toEqual([301, 302, 303, 304, 305]);
    expect(taken.json().data.message).toBe(vlanMessage(taken.json().data.available));
    const mine = await t.call(admin, {
      method: 'GET',
      url: `/secure/technicalservice/port/${port}/vlan/300?currentVlan=300`,
    });
    expect(mine.json().data.free).toBe(true);
  });

  it('tells another company only whether the VLAN it asks is free on a Port, never which others are', async () => {
    const url = (vlan: number) => `/secure/technicalservice/port/${ports['Acme Sydney Primary']}/vlan/${vlan}`;
    // Acme's Port, asked by Globex (a B end it may order to): 300 is taken, and that is all it learns
    const taken = await t.call(globexAdmin, { method: 'GET', url: url(300) });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data).toEqual({
      vlan: 300,
      free: false,
      available: [],
      message: VXC_MESSAGES.vlanTakenOnAnothersPort,
    });
    expect(taken.body).not.toMatch(/30[1-5]/);
    expect((await t.call(globexAdmin, { method: 'GET', url: url(555) })).json().data).toEqual({
      vlan: 555,
      free: true,
      available: [555],
      message: null,
    });
    // a Port that does not exist is not found, for anyone
    const none = await t.call(globexAdmin, { method: 'GET', url: '/secure/technicalservice/port/99999999/vlan/300' });
    expect(none.statusCode).toBe(404);
  });

  it('two orders racing for one VLAN: exactly one VXC, the other told the alternatives', async () => {
    const before = await counts();
    const body = vxc({ aVlan: 700, bVlan: 701, serviceName: 'Race' });
    const [one, two] = await Promise.all([order(admin, body), order(admin, { ...body, bVlan: 702 })]);
    const codes = [one.statusCode, two.statusCode].sort();
    expect(codes).toEqual([200, 400]);
    const loser = one.statusCode === 400 ? one : two;
    expect(loser.json().message).toMatch(/^The vlan is taken - here are some available alternatives \[\d+(, \d+)*\]$/);
    expect(loser.json().message).not.toContain('700');
    const after = await counts();
    expect(after.services - before.services).toBe(1);
    expect(after.vxcOrders - before.vxcOrders).toBe(1);
    expect(await vlanHeld(ports['Acme Sydney Primary']!, 700)).toBe(1);
  });

  it('answers a retry with the same Idempotency-Key with the first order, creating nothing', async () => {
    const key = randomUUID();
    const body = vxc({ aVlan: 710, bVlan: 711 });
    const first = await order(admin, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const before = await counts();
    const again = await order(admin, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await counts()).toEqual(before);
    const other = await order(admin, { ...body, speed: 600 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(SERVICE_MESSAGES.idempotencyKeyReused);
  });

  it('ends on an AWS Port only with valid DirectConnect details', async () => {
    const aws = {
      type: 'private',
      awsAccountId: '123456789012',
      customerAddress: null,
      amazonAddress: null,
      asn: 65000,
      authKey: null,
      prefixes: '10.0.1.0/24',
    };
    const bad = await order(
      admin,
      vxc({
        bEndPortId: ports['AWS Direct Connect Sydney'],
        aVlan: 720,
        bVlan: 721,
        aws: { ...aws, prefixes: '10.0.1.0/99' },
      }),
    );
    expect(bad.json().message).toBe(AWS_MESSAGES.invalid);
    const good = await order(
      admin,
      vxc({ bEndPortId: ports['AWS Direct Connect Sydney'], aVlan: 720, bVlan: 721, aws }),
    );
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().message).toBe(VXC_MESSAGES.created);
  });

  it('ends on the Azure Port an ExpressRoute service key names; Azure Ports are never picked', async () => {
    const picked = await order(admin, vxc({ bEndPortId: ports['Azure ExpressRoute Sydney'], aVlan: 730, bVlan: 731 }));
    expect(picked.json().message).toBe(VXC_MESSAGES.portNotFound);
    const unknown = await order(
      admin,
      vxc({ bEndPortId: null, azureServiceKey: '00000000-5f60-4a5b-8c9d-0123456789ab', aVlan: 730, bVlan: 731 }),
    );
    expect(unknown.json().message).toBe('No Azure ExpressRoute circuit has this service key');
  });

  it('lists only the company’s Ports as A ends and never Azure or Google Ports', async () => {
    const res = await t.call(admin, { method: 'GET', url: `/secure/order/ports?companyId=${ACME}` });
    expect(res.statusCode, res.body).toBe(200);
    const { aEnds, bEnds } = res.json().data;
    expect(aEnds.every((e: unknown[]) => e[2] === ACME)).toBe(true);
    expect(aEnds.map((e: unknown[]) => e[1])).toContain('Acme Sydney Primary');
    expect(bEnds.some((e: unknown[]) => e[2] === GLOBEX)).toBe(true);
    expect(bEnds.some((e: unknown[]) => e[2] === 117)).toBe(true);
    expect(bEnds.some((e: unknown[]) => e[2] === 1475 || e[2] === 90)).toBe(false);
    const entry = aEnds.find((e: unknown[]) => e[1] === 'Acme Sydney Primary');
    expect(entry).toEqual([
      ports['Acme Sydney Primary'],
      'Acme Sydney Primary',
      ACME,
      ports['Acme Sydney Primary'],
      'NSW',
      'AU',
      10_000,
      1,
    ]);
    expect((await t.call(admin, { method: 'GET', url: `/secure/order/ports?companyId=${GLOBEX}` })).statusCode).toBe(
      403,
    );
  });

  describe('a VXC to another company’s Port', () => {
    const cross = (over: Record<string, unknown> = {}) =>
      vxc({ bEndPortId: ports['Globex London'], speed: 100, serviceName: 'Acme to Globex', ...over });
    const approvals = (token: string, status = 'PENDING') =>
      t.call(token, { method: 'GET', url: `/secure/vxc/approvals?status=${status}` });
    const decide = (token: string, id: number, decision: 'APPROVE' | 'REJECT') =>
      t.call(token, { method: 'POST', url: `/secure/vxc/approvals/${id}`, payload: { decision } });
    const vxcOrderOf = async (serviceId: number) =>
      (
        await queryRows<{ id: number }>(t.database.db, sql`select id from vxc_orders where service_id = ${serviceId}`)
      )[0]!.id;

    it('waits for the other company: no provisioning until it approves, then provisioning', async () => {
      const res = await order(admin, cross({ aVlan: 800, bVlan: 800 }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(VXC_MESSAGES.awaitingApproval);
      const id = res.json().data.services[0].technicalServiceId;
      expect(await events(id)).toEqual(['NEW', 'VXC_ORDER_PENDING']);
      const status = async () =>
        (await t.call(admin, { method: 'GET', url: `/secure/technicalservice/${id}` })).json().data.provisioningStatus;
      await new Promise((r) => setTimeout(r, 500));
      expect(await status()).toBe('NEW');

      const vxcOrderId = await vxcOrderOf(id);
      const listed = (await approvals(globexAdmin)).json().data;
      const mine = listed.find((a: { vxcOrderId: number }) => a.vxcOrderId === vxcOrderId);
      expect(mine).toMatchObject({
        payer: { companyId: ACME, status: 'APPROVED' },
        nonPayer: { companyId: GLOBEX, status: 'UN_ASSESSED', vlan: 800 },
        outcome: 'PENDING',
        canDecide: true,
      });
      // the payer has approved already: its side is decided
      const payerAgain = await decide(admin, vxcOrderId, 'APPROVE');
      expect(payerAgain.statusCode).toBe(409);
      expect(payerAgain.json().message).toBe(VXC_APPROVAL_MESSAGES.alreadyAssessed);

      const approved = await decide(globexAdmin, vxcOrderId, 'APPROVE');
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().message).toBe(VXC_APPROVAL_MESSAGES.approved);
      expect(approved.json().data).toMatchObject({ outcome: 'APPROVED', nonPayer: { status: 'APPROVED' } });
      expect(approved.json().data.nonPayer.approverName).toBe('Fay Factory');
      expect(await events(id)).toContain('VXC_ORDER_APPROVED');
      expect((await decide(globexAdmin, vxcOrderId, 'REJECT')).statusCode).toBe(409);
      // provisioning was queued by the approval: the VXC moves on to LIVE
      for (let i = 0; i < 50 && (await status()) !== 'LIVE'; i++) await new Promise((r) => setTimeout(r, 200));
      expect(await status()).toBe('LIVE');
    });

    it('a rejection ends the order: cancelled, nothing billed, VLAN freed, promo use returned', async () => {
      const res = await order(admin, cross({ aVlan: 810, bVlan: 810, promoCode: 'WELCOME10' }));
      expect(res.statusCode, res.body).toBe(200);
      const placed = res.json().data;
      const id = placed.services[0].technicalServiceId;
      const usesBefore = await queryRows<{ uses: number }>(
        t.database.db,
        sql`select uses from promo_codes where code = 'WELCOME10'`,
      );
      expect(await vlanHeld(ports['Globex London']!, 810)).toBe(1);
      const rejected = await decide(globexAdmin, await vxcOrderOf(id), 'REJECT');
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json().message).toBe(VXC_APPROVAL_MESSAGES.rejected);
      expect(rejected.json().data.outcome).toBe('REJECTED');
      const s = (await t.call(admin, { method: 'GET', url: `/secure/technicalservice/${id}` })).json().data;
      expect(s.provisioningStatus).toBe('CANCELLED');
      expect(await events(id)).toEqual(['NEW', 'VXC_ORDER_PENDING', 'VXC_ORDER_REJECTED', 'CANCELLED']);
      expect(await vlanHeld(ports['Globex London']!, 810)).toBe(0);
      expect(await vlanHeld(ports['Acme Sydney Primary']!, 810)).toBe(0);
      const billing = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from billables where service_id = ${id}`,
      );
      expect(billing[0]!.n).toBe(0);
      expect(placed.quote.promo.applied).toBe(true);
      const uses = await queryRows<{ uses: number }>(
        t.database.db,
        sql`select uses from promo_codes where code = 'WELCOME10'`,
      );
      expect(uses[0]!.uses).toBe(usesBefore[0]!.uses - 1);
      const useRows = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from promo_code_uses where service_uid = ${placed.services[0].technicalServiceUid}`,
      );
      expect(useRows[0]!.n).toBe(0);
      // nobody brings it back without the other end's approval: not the payer, not staff
      for (const token of [admin, staff]) {
        const back = await t.call(token, {
          method: 'POST',
          url: `/v3/product/${placed.services[0].technicalServiceUid}/action/UN_CANCEL`,
        });
        expect(back.statusCode, back.body).toBe(409);
        expect(back.json().message).toBe(LIFECYCLE_MESSAGES.rejectedOrder);
      }
      const after = (await t.call(admin, { method: 'GET', url: `/secure/technicalservice/${id}` })).json().data;
      expect(after.provisioningStatus).toBe('CANCELLED');
      expect(await vlanHeld(ports['Globex London']!, 810)).toBe(0);
      // the VLAN may be ordered again
      expect((await order(admin, cross({ aVlan: 810, bVlan: 810 }))).statusCode).toBe(200);
    });

    it('a rejected VXC never comes back: un-cancel by its company or staff is refused, nothing runs', async () => {
      const res = await order(admin, cross({ aVlan: 840, bVlan: 840 }));
      const placed = res.json().data.services[0];
      expect((await decide(globexAdmin, await vxcOrderOf(placed.technicalServiceId), 'REJECT')).statusCode).toBe(200);
      const unCancel = (token: string) =>
        t.call(token, { method: 'POST', url: `/v3/product/${placed.technicalServiceUid}/action/UN_CANCEL` });
      for (const token of [admin, staff]) {
        const refused = await unCancel(token);
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json().message).toBe(LIFECYCLE_MESSAGES.rejectedOrder);
      }
      const s = (
        await t.call(admin, { method: 'GET', url: `/secure/technicalservice/${placed.technicalServiceId}` })
      ).json().data;
      expect(s.provisioningStatus).toBe('CANCELLED');
      expect(await vlanHeld(ports['Globex London']!, 840)).toBe(0);
    });

    it('shows and lets decide only the parties: another customer sees nothing and cannot act', async () => {
      const res = await order(admin, cross({ aVlan: 820, bVlan: 820 }));
      const id = res.json().data.services[0].technicalServiceId;
      const vxcOrderId = await vxcOrderOf(id);
      const initech = await (
        await aPerson(t, { companyId: DEMO_COMPANIES.initech, position: 'Company Admin' })
      ).login();
      const seen = (await approvals(initech, 'ALL')).json().data;
      expect(seen.some((a: { vxcOrderId: number }) => a.vxcOrderId === vxcOrderId)).toBe(false);
      const tried = await decide(initech, vxcOrderId, 'APPROVE');
      expect(tried.statusCode).toBe(404);
      // a Globex person without approve_order sees it but may not decide
      const globexViewer = await (await aPerson(t, { companyId: GLOBEX, position: 'Read Only User' })).login();
      expect((await decide(globexViewer, vxcOrderId, 'APPROVE')).statusCode).toBe(403);
      const still = (await approvals(globexAdmin)).json().data;
      expect(still.find((a: { vxcOrderId: number }) => a.vxcOrderId === vxcOrderId).nonPayer.status).toBe(
        'UN_ASSESSED',
      );
    });

    it('staff orders start approved on both sides', async () => {
      const res = await order(staff, cross({ aVlan: 830, bVlan: 830 }), randomUUID(), '/secure/admin/order/vxc');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(VXC_MESSAGES.created);
      const id = res.json().data.services[0].technicalServiceId;
      expect((await events(id)).slice(0, 2)).toEqual(['NEW', 'VXC_ORDER_APPROVED']);
    });

    it('staff may ask for VLAN -1: the first free VLAN on each Port', async () => {
      const res = await order(staff, cross({ aVlan: -1, bVlan: -1 }), randomUUID(), '/secure/admin/order/vxc');
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json().data.services[0].technicalServiceId;
      const [row] = await queryRows<{ a_vlan: number; b_vlan: number }>(
        t.database.db,
        sql`select a_vlan, b_vlan from technical_services where id = ${id}`,
      );
      expect(row!.a_vlan).toBeGreaterThanOrEqual(2);
      expect(row!.b_vlan).toBeGreaterThanOrEqual(2);
      const bad = await order(staff, cross({ aVlan: 1, bVlan: 5 }), randomUUID(), '/secure/admin/order/vxc');
      expect(bad.json().message).toBe(`${SERVICE_MESSAGES.adminOrderInvalid}: ${VXC_MESSAGES.vlanRange}`);
      const price = await order(
        staff,
        cross({ aVlan: 900, bVlan: 900, discountBp: 20_000 }),
        randomUUID(),
        '/secure/admin/order/vxc',
      );
      expect(price.json().message).toBe(`${SERVICE_MESSAGES.adminOrderInvalid}: ${VXC_MESSAGES.priceFields}`);
    });
  });
});

const vlanMessage = (alternatives: number[]) =>
  `The vlan is taken - here are some available alternatives [${alternatives.join(', ')}]`;

/** The VLAN check is limited per address (decision 0060): enough for a form, too few to map a Port's VLANs. */
describe('the VLAN check limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ VLAN_CHECKS_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('refuses checks past the limit with 429', async () => {
    const token = await (await aPerson(t, { companyId: DEMO_COMPANIES.globex, position: 'Company Admin' })).login();
    const [port] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from technical_services where product_type = 'PORT' and company_id = ${DEMO_COMPANIES.acme} limit 1`,
    );
    const check = (vlan: number) =>
      t.call(token, { method: 'GET', url: `/secure/technicalservice/port/${port!.id}/vlan/${vlan}` });
    for (const vlan of [100, 101, 102]) expect((await check(vlan)).statusCode).toBe(200);
    const refused = await check(103);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
  });
});
