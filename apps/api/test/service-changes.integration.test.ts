import { publicApiErrorBodySchema } from '@portico/contract';
import {
  AWS_MESSAGES,
  IX_MESSAGES,
  ixRateLimitAbovePortMessage,
  portRateLimitBelowConnectionsMessage,
  SERVICE_CHANGE_MESSAGES,
  SERVICE_LOCK_MESSAGES,
  SERVICE_MESSAGES,
  SPEED_CHANGE_MESSAGES,
  VXC_MESSAGES,
} from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { aPerson } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

/** Changes of a service's network settings (decision 0051): every call, message and refusal through HTTP. */
describe("a service's network changes", () => {
  let t: TestApp;
  let admin: string;
  type Service = {
    id: number;
    uid: string;
    a_end_service_id: number | null;
    b_end_service_id: number | null;
    a_vlan: number | null;
    b_vlan: number | null;
  };
  const named = async (name: string) =>
    (
      await queryRows<Service>(
        t.database.db,
        sql`select id, uid::text, a_end_service_id, b_end_service_id, a_vlan, b_vlan
              from technical_services where name = ${name}`,
      )
    )[0]!;
  type State = {
    name: string;
    cost_centre: string | null;
    rate_limit_mbps: number;
    a_vlan: number | null;
    b_vlan: number | null;
  };
  const state = async (id: number) =>
    (
      await queryRows<State>(
        t.database.db,
        sql`select name, cost_centre, rate_limit_mbps, a_vlan, b_vlan from technical_services where id = ${id}`,
      )
    )[0]!;
  /** the VLANs the service's resources hold on Ports */
  const heldVlans = async (id: number) =>
    (
      await queryRows<{ vlan: number }>(
        t.database.db,
        sql`select r.vlan from component_resources r join service_components c on c.id = r.component_id
              where c.service_id = ${id} and r.resource_type = 'vlan' order by r.vlan`,
      )
    ).map((r) => r.vlan);
  const takenOn = async (portId: number) =>
    (
      await queryRows<{ vlan: number }>(
        t.database.db,
        sql`select vlan from component_resources where port_service_id = ${portId} order by vlan`,
      )
    ).map((r) => r.vlan);
  const firstFree = (taken: number[], from = 2) => {
    let v = from;
    while (taken.includes(v)) v++;
    return v;
  };
  /** waits until the network has applied (or refused) every change sent to it (decision 0061) */
  const settled = () =>
    expect
      .poll(
        async () =>
          (
            await queryRows<{ n: number }>(
              t.database.db,
              sql`select count(*)::int as n from network_changes where status = 'PENDING'`,
            )
          )[0]!.n,
        { timeout: 20_000, interval: 100 },
      )
      .toBe(0);
  const put = (token: string | null, url: string, payload: object) => t.call(token, { method: 'PUT', url, payload });
  const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url });
  const changeVxc = (token: string | null, body: object) => put(token, '/secure/technicalservice/vxc', body);
  const changeIx = (token: string | null, body: object) => put(token, '/secure/technicalservice/ix', body);

  let sydney: Service;
  let vxc: Service;
  let ix: Service;
  let awsVxc: Service;
  let router: Service;

  beforeAll(async () => {
    t = await createTestApp({ PROVISIONING_RECONFIGURE_SECONDS: '0' });
    admin = await t.login('acme.admin');
    sydney = await named('Acme Sydney Edge');
    vxc = await named('Acme Edge Sydney to Melbourne');
    ix = await named('Acme IX Australia Sydney');
    awsVxc = await named('Acme Sydney to AWS');
    router = await named('Acme Cloud Router');
  });
  afterAll(() => t.close());

  describe("a Port's rate limit and the SDK's ModifyProduct", () => {
    it("changes a Port's rate limit with the spec message", async () => {
      const res = await put(admin, `/v2/product/port/${sydney.uid}`, { rateLimit: 100_000 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Port updated successfully', data: { productUid: sydney.uid } });
      expect((await state(sydney.id)).rate_limit_mbps).toBe(100_000);
      expect((await put(admin, `/v2/product/port/${sydney.uid}`, { rateLimit: 10_000 })).statusCode).toBe(200);
    });

    it('refuses a rate limit that is not a port speed, or below a connection on the Port, changing nothing', async () => {
      const notOffered = await put(admin, `/v2/product/port/${sydney.uid}`, { rateLimit: 2_000 });
      expect(notOffered.statusCode).toBe(400);
      expect(publicApiErrorBodySchema.parse(notOffered.json()).message).toBe(
        SERVICE_CHANGE_MESSAGES.portRateLimitNotOffered,
      );
      await t.database.db.execute(sql`update technical_services set rate_limit_mbps = 5000 where id = ${vxc.id}`);
      const below = await put(admin, `/v2/product/port/${sydney.uid}`, { rateLimit: 1_000 });
      await t.database.db.execute(sql`update technical_services set rate_limit_mbps = 1000 where id = ${vxc.id}`);
      expect(below.statusCode).toBe(400);
      expect(below.json().message).toBe(portRateLimitBelowConnectionsMessage(5_000));
      expect((await state(sydney.id)).rate_limit_mbps).toBe(10_000);
    });

    it("takes the SDK's body: ProductID and ProductType capitalised, costCentre always, other keys ignored", async () => {
      const body = {
        ProductID: sydney.uid,
        ProductType: 'megaport',
        name: 'Acme Sydney Edge',
        costCentre: 'NET-9',
        marketplaceVisibility: false,
        term: 12,
      };
      const res = await put(admin, `/v2/product/megaport/${sydney.uid}`, body);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(SERVICE_CHANGE_MESSAGES.portUpdated);
      expect(await state(sydney.id)).toMatchObject({ name: 'Acme Sydney Edge', cost_centre: 'NET-9' });
      // the SDK's empty cost centre clears it
      expect((await put(admin, `/v2/product/megaport/${sydney.uid}`, { ...body, costCentre: '' })).statusCode).toBe(
        200,
      );
      expect((await state(sydney.id)).cost_centre).toBeNull();
      const mcr = await put(admin, `/v2/product/mcr2/${router.uid}`, { ProductID: router.uid, costCentre: 'R-1' });
      expect(mcr.statusCode).toBe(200);
      expect(mcr.json().message).toBe(SERVICE_MESSAGES.updated);
      // the SDK's ModifyPort sends the marketplace visibility: it is kept and shown
      const listed = await put(admin, `/v2/product/megaport/${sydney.uid}`, { marketplaceVisibility: true });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().data.marketplaceVisibility).toBe(true);
      const shown = await t.call(admin, { method: 'GET', url: `/v2/product/${sydney.uid}` });
      expect(shown.json().data.marketplaceVisibility).toBe(true);
    });

    it('refuses an unknown type, a type that is not the product, another ProductID and an MCR rate limit', async () => {
      const cases: [string, object, string, number?][] = [
        [`/v2/product/widget/${sydney.uid}`, { costCentre: 'x' }, SERVICE_CHANGE_MESSAGES.unknownProductType],
        [`/v2/product/mve/${sydney.uid}`, { costCentre: 'x' }, SERVICE_CHANGE_MESSAGES.wrongProductType, 404],
        [
          `/v2/product/port/${sydney.uid}`,
          { ProductID: router.uid, costCentre: 'x' },
          SERVICE_CHANGE_MESSAGES.productIdMismatch,
        ],
        [`/v2/product/mcr2/${router.uid}`, { rateLimit: 10_000 }, SERVICE_CHANGE_MESSAGES.rateLimitPortOnly],
        // the SDK's term is not changed here: alone, it is nothing to update
        [`/v2/product/port/${sydney.uid}`, { term: 24 }, SERVICE_MESSAGES.nothingToUpdate],
      ];
      for (const [url, body, message, status = 400] of cases) {
        const res = await put(admin, url, body);
        expect(res.statusCode, url).toBe(status);
        expect(publicApiErrorBodySchema.parse(res.json()).message).toBe(message);
      }
      expect((await state(sydney.id)).cost_centre).toBeNull();
    });
  });

  describe("a VXC's VLANs", () => {
    it('moves the A-End VLAN to a free one: the column and the VLAN held on the Port', async () => {
      const to = firstFree(await takenOn(sydney.id), 300);
      const res = await changeVxc(admin, {
        nServiceId: vxc.id,
        jServiceId: vxc.id,
        aVlan: to,
        currentVlan: vxc.a_vlan,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Your update has been accepted and will be applied in a few moments');
      await settled();
      expect((await state(vxc.id)).a_vlan).toBe(to);
      expect(await takenOn(sydney.id)).toContain(to);
      expect(await takenOn(sydney.id)).not.toContain(vxc.a_vlan);
      vxc = await named('Acme Edge Sydney to Melbourne');
    });

    it('lets a service keep its own VLAN', async () => {
      const res = await changeVxc(admin, { nServiceId: vxc.id, aVlan: vxc.a_vlan, currentVlan: vxc.a_vlan });
      expect(res.statusCode).toBe(200);
      expect((await state(vxc.id)).a_vlan).toBe(vxc.a_vlan);
    });

    it('refuses a VLAN another service holds on the Port with free alternatives, changing nothing', async () => {
      const before = await state(vxc.id);
      const held = await heldVlans(vxc.id);
      const res = await changeVxc(admin, { nServiceId: vxc.id, aVlan: ix.a_vlan, currentVlan: vxc.a_vlan });
      expect(res.statusCode).toBe(400);
      const message: string = res.json().message;
      expect(message).toMatch(/^The vlan is taken - here are some available alternatives \[\d+(, \d+){4}\]$/);
      const offered = JSON.parse(message.slice(message.indexOf('['))) as number[];
      const taken = await takenOn(sydney.id);
      for (const v of offered) expect(taken.filter((x) => x !== vxc.a_vlan)).not.toContain(v);
      expect(await state(vxc.id)).toEqual(before);
      expect(await heldVlans(vxc.id)).toEqual(held);
    });

    it('refuses a VLAN out of range, two changes at once and two ids that differ', async () => {
      const before = await state(vxc.id);
      const cases: [object, string][] = [
        [{ nServiceId: vxc.id, aVlan: 4095 }, VXC_MESSAGES.vlanRange],
        [{ nServiceId: vxc.id, aVlan: -1 }, VXC_MESSAGES.vlanRange],
        [{ nServiceId: vxc.id, aVlan: 400, bVlan: 401 }, SERVICE_CHANGE_MESSAGES.oneVxcChange],
        [{ nServiceId: vxc.id, jServiceId: ix.id, aVlan: 400 }, SERVICE_CHANGE_MESSAGES.idsDiffer],
        [{ nServiceId: vxc.id, speed: 500, aVlan: 400 }, SERVICE_CHANGE_MESSAGES.oneVxcChange],
      ];
      for (const [body, message] of cases) {
        const res = await changeVxc(admin, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toBe(message);
      }
      const notAVxc = await changeVxc(admin, { nServiceId: ix.id, aVlan: 400 });
      expect(notAVxc.statusCode).toBe(404);
      expect(notAVxc.json().message).toBe(SERVICE_CHANGE_MESSAGES.notAVxc);
      expect(await state(vxc.id)).toEqual(before);
    });

    it("takes a speed alone as the VXC's speed change, with its message", async () => {
      const res = await changeVxc(admin, { nServiceId: vxc.id, jServiceId: vxc.id, speed: 500 });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(SPEED_CHANGE_MESSAGES.changed);
      expect((await state(vxc.id)).rate_limit_mbps).toBe(500);
    });

    it('lets staff ask for -1: the first VLAN free on the Port', async () => {
      const staff = await t.login('staff.admin');
      const bPort = (
        await queryRows<{ b: number }>(
          t.database.db,
          sql`select b_end_service_id as b from technical_services where id = ${vxc.id}`,
        )
      )[0]!.b;
      const expected = firstFree((await takenOn(bPort)).filter((v) => v !== vxc.b_vlan));
      const res = await changeVxc(staff, { nServiceId: vxc.id, bVlan: -1 });
      expect(res.statusCode).toBe(200);
      await settled();
      expect((await state(vxc.id)).b_vlan).toBe(expected);
    });
  });

  describe("the SDK's UpdateVXC (PUT /v3/product/vxc/{uid})", () => {
    const update = (token: string | null, body: object) => put(token, `/v3/product/vxc/${vxc.uid}`, body);

    it('changes the name, cost centre and both VLANs in one change, ignoring the keys it does not take', async () => {
      vxc = await named('Acme Edge Sydney to Melbourne');
      const aTo = firstFree(await takenOn(sydney.id), 1100);
      const bTo = firstFree(await takenOn(vxc.b_end_service_id!), 1200);
      const res = await update(admin, {
        name: 'Acme Edge Sydney to Melbourne',
        costCentre: 'VXC-1',
        aEndVlan: aTo,
        bEndVlan: bTo,
        term: 12,
        shutdown: false,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: SERVICE_CHANGE_MESSAGES.accepted, data: { productUid: vxc.uid } });
      await settled();
      expect(await state(vxc.id)).toMatchObject({ cost_centre: 'VXC-1', a_vlan: aTo, b_vlan: bTo });
      vxc = await named('Acme Edge Sydney to Melbourne');
    });

    it("takes a new rateLimit as the VXC's speed change", async () => {
      const res = await update(admin, { rateLimit: 200 });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(SPEED_CHANGE_MESSAGES.changed);
      expect((await state(vxc.id)).rate_limit_mbps).toBe(200);
    });

    it('refuses a taken VLAN with the alternatives as text, changing nothing of the call', async () => {
      const before = await state(vxc.id);
      const res = await update(admin, { name: 'Renamed', aEndVlan: ix.a_vlan });
      expect(res.statusCode).toBe(400);
      expect(publicApiErrorBodySchema.parse(res.json()).message).toMatch(
        /^The vlan is taken - here are some available alternatives \[/,
      );
      expect(await state(vxc.id)).toEqual(before);
      expect((await put(admin, `/v3/product/vxc/${sydney.uid}`, { name: 'x' })).statusCode).toBe(404);
    });
  });

  describe("an IX's VLAN, MAC address and rate limit", () => {
    it('changes each with the accepted message', async () => {
      const to = firstFree(await takenOn(sydney.id), 700);
      expect((await changeIx(admin, { nServiceId: ix.id, vlan: to, currentVlan: ix.a_vlan })).statusCode).toBe(200);
      await settled();
      expect((await state(ix.id)).a_vlan).toBe(to);
      expect(await heldVlans(ix.id)).toEqual([to]);
      const mac = await changeIx(admin, { nServiceId: ix.id, mac: '00-1B-21-AA-BB-CC' });
      expect(mac.statusCode).toBe(200);
      expect(mac.json().message).toBe(SERVICE_CHANGE_MESSAGES.accepted);
      await settled();
      const [iface] = await queryRows<{ mac_address: string }>(
        t.database.db,
        sql`select r.mac_address from component_resources r join service_components c on c.id = r.component_id
              where c.service_id = ${ix.id} and r.resource_type = 'interface'`,
      );
      expect(iface?.mac_address).toBe('00:1b:21:aa:bb:cc');
      expect((await changeIx(admin, { nServiceId: ix.id, speed: '500' })).statusCode).toBe(200);
      await settled();
      expect((await state(ix.id)).rate_limit_mbps).toBe(500);
      ix = await named('Acme IX Australia Sydney');
    });

    it("refuses a bad MAC, a rate limit that is not a whole number above 0 or above the Port's, and a taken VLAN", async () => {
      const before = await state(ix.id);
      const cases: [object, string][] = [
        [{ nServiceId: ix.id, mac: '00:1b:21' }, IX_MESSAGES.macInvalid],
        [{ nServiceId: ix.id, speed: '1.5' }, 'Rate limit must be an integer'],
        [{ nServiceId: ix.id, speed: 0 }, IX_MESSAGES.rateLimitAboveZero],
        [{ nServiceId: ix.id, speed: 20_000 }, ixRateLimitAbovePortMessage(10_000)],
        [{ nServiceId: ix.id, mac: '00:1b:21:aa:bb:cc', speed: 100 }, SERVICE_CHANGE_MESSAGES.oneIxChange],
      ];
      for (const [body, message] of cases) {
        const res = await changeIx(admin, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toBe(message);
      }
      const notAnIx = await changeIx(admin, { nServiceId: vxc.id, speed: 100 });
      expect(notAnIx.statusCode).toBe(404);
      expect(notAnIx.json().message).toBe(SERVICE_CHANGE_MESSAGES.notAnIx);
      const taken = await changeIx(admin, { nServiceId: ix.id, vlan: vxc.a_vlan });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().message).toMatch(/^The vlan is taken - here are some available alternatives \[/);
      expect(await state(ix.id)).toEqual(before);
    });
  });

  describe("the SDK's UpdateIX (PUT /v2/product/ix/{uid})", () => {
    it('changes the name, cost centre, VLAN and rate limit in one change, answering the IX as the SDK reads it', async () => {
      const to = firstFree(await takenOn(sydney.id), 800);
      const res = await put(admin, `/v2/product/ix/${ix.uid}`, {
        name: 'IX renamed by the SDK',
        costCentre: 'IX-9',
        vlan: to,
        rateLimit: 300,
        asn: 65000, // not changed here: dropped
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(SERVICE_CHANGE_MESSAGES.accepted);
      // the name and cost centre at once; the VLAN and rate limit once the network applied them (decision 0061)
      expect(res.json().data).toMatchObject({ productUid: ix.uid, productName: 'IX renamed by the SDK' });
      await settled();
      expect(await state(ix.id)).toMatchObject({
        name: 'IX renamed by the SDK',
        cost_centre: 'IX-9',
        a_vlan: to,
        rate_limit_mbps: 300,
      });
      expect(await heldVlans(ix.id)).toEqual([to]);
      ix = await named('IX renamed by the SDK');
    });

    it("refuses a rate limit above the Port's, a taken VLAN, a VXC's uid and nothing to change, changing nothing", async () => {
      const before = await state(ix.id);
      const cases: [string, object, string, number?][] = [
        [ix.uid, { name: 'kept?', rateLimit: 20_000 }, ixRateLimitAbovePortMessage(10_000)],
        [ix.uid, { name: 'kept?', vlan: vxc.a_vlan! }, 'The vlan is taken'],
        [vxc.uid, { name: 'kept?' }, SERVICE_CHANGE_MESSAGES.notAnIx, 404],
        [ix.uid, { asn: 65001 }, SERVICE_MESSAGES.nothingToUpdate],
      ];
      for (const [uid, body, message, status = 400] of cases) {
        const res = await put(admin, `/v2/product/ix/${uid}`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().message).toContain(message);
      }
      expect(await state(ix.id)).toEqual(before);
      const globex = await t.login('agent');
      expect((await put(globex, `/v2/product/ix/${ix.uid}`, { name: 'x' })).statusCode).toBe(403);
    });
  });

  describe('the VLAN checks', () => {
    it("answers the SDK's check: [vlan] when free on the Port, the alternatives when taken", async () => {
      const free = firstFree(await takenOn(sydney.id), 900);
      const ok = await get(admin, `/v2/product/port/${sydney.uid}/vlan?vlan=${free}`);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toEqual([free]);
      const taken = await get(admin, `/v2/product/port/${sydney.uid}/vlan?vlan=${ix.a_vlan}`);
      expect(taken.statusCode).toBe(200);
      expect(taken.json().data).toHaveLength(5);
      expect(taken.json().data).not.toContain(ix.a_vlan);
      expect((await get(admin, `/v2/product/port/${vxc.uid}/vlan?vlan=${free}`)).json().message).toBe(
        SERVICE_CHANGE_MESSAGES.notAPort,
      );
    });

    it("answers the page's check, the service's own VLAN counting as free", async () => {
      const url = `/secure/technicalservice/port/${sydney.id}/vlan/${ix.a_vlan}`;
      expect((await get(admin, url)).json().data.free).toBe(false);
      expect((await get(admin, `${url}?currentVlan=${ix.a_vlan}`)).json().data).toMatchObject({ free: true });
    });
  });

  describe("a VXC's AWS interface", () => {
    const url = () => `/v2/product/vxc/aws?jServiceId=${awsVxc.id}`;
    const publicVif = {
      type: 'public',
      customerAddress: '203.0.113.1/30',
      amazonAddress: '203.0.113.2/30',
      prefixes: '203.0.113.0/24, 198.51.100.0/24',
    };

    it('shows it, refuses a private type and details the AWS rule refuses, changing nothing', async () => {
      const shown = await get(admin, url());
      expect(shown.statusCode).toBe(200);
      expect(shown.json().data).toMatchObject({ type: 'private', awsAccountId: '123456789012' });
      const priv = await put(admin, url(), { ...publicVif, type: 'private' });
      expect(priv.statusCode).toBe(400);
      expect(priv.json().message).toBe(SERVICE_CHANGE_MESSAGES.awsPublicOnly);
      const bad = await put(admin, url(), { ...publicVif, prefixes: '' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(AWS_MESSAGES.invalid);
      expect((await get(admin, url())).json().data).toEqual(shown.json().data);
      const notAws = await put(admin, `/v2/product/vxc/aws?jServiceId=${vxc.id}`, publicVif);
      expect(notAws.json().message).toBe(SERVICE_CHANGE_MESSAGES.noAwsEnd);
    });

    it('stores a public interface once the network applied it, answering that it will be in a few moments', async () => {
      const res = await put(admin, url(), publicVif);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(SERVICE_CHANGE_MESSAGES.accepted);
      // sent to the network as a reconfiguration (decision 0069)
      await settled();
      const [order] = await queryRows<{
        cloud_config: { partner: string; config: { type: string; prefixes: string[] } };
      }>(t.database.db, sql`select cloud_config from vxc_orders where service_id = ${awsVxc.id}`);
      expect(order?.cloud_config).toMatchObject({
        partner: 'AWS',
        config: { type: 'public', awsAccountId: '123456789012', prefixes: ['203.0.113.0/24', '198.51.100.0/24'] },
      });
    });
  });

  describe('who may change', () => {
    it("refuses another company's people, a person without modify_service and no login, changing nothing", async () => {
      const globex = await (await aPerson(t, { companyId: DEMO_COMPANIES.globex, position: 'Company Admin' })).login();
      const viewer = await t.login('acme.viewer');
      const before = [await state(vxc.id), await state(ix.id), await state(sydney.id)];
      for (const token of [globex, viewer]) {
        expect((await changeVxc(token, { nServiceId: vxc.id, aVlan: 1234 })).statusCode).toBe(403);
        expect((await changeIx(token, { nServiceId: ix.id, speed: 100 })).statusCode).toBe(403);
        expect((await put(token, `/v2/product/port/${sydney.uid}`, { rateLimit: 100_000 })).statusCode).toBe(403);
        expect((await put(token, `/v3/product/vxc/${vxc.uid}`, { aEndVlan: 1234 })).statusCode).toBe(403);
        expect((await put(token, `/v2/product/vxc/aws?jServiceId=${awsVxc.id}`, { type: 'public' })).statusCode).toBe(
          403,
        );
      }
      expect((await get(globex, `/v2/product/port/${sydney.uid}/vlan?vlan=1234`)).statusCode).toBe(403);
      expect((await get(globex, `/v2/product/vxc/aws?jServiceId=${awsVxc.id}`)).statusCode).toBe(403);
      expect((await changeVxc(null, { nServiceId: vxc.id, aVlan: 1234 })).statusCode).toBe(401);
      expect([await state(vxc.id), await state(ix.id), await state(sydney.id)]).toEqual(before);
    });

    it('refuses every change of a locked service with 409 and the lock message', async () => {
      await t.database.db.execute(
        sql`update technical_services set locked_at = now() where id in (${vxc.id}, ${ix.id}, ${sydney.id}, ${awsVxc.id})`,
      );
      try {
        const refusals = [
          await changeVxc(admin, { nServiceId: vxc.id, aVlan: 1234 }),
          await changeIx(admin, { nServiceId: ix.id, speed: 100 }),
          await put(admin, `/v2/product/port/${sydney.uid}`, { rateLimit: 100_000 }),
          await put(admin, `/v2/product/vxc/aws?jServiceId=${awsVxc.id}`, publicVifFor()),
        ];
        for (const res of refusals) {
          expect(res.statusCode).toBe(409);
          expect(res.json().message).toBe(SERVICE_LOCK_MESSAGES.locked);
        }
        expect((await state(vxc.id)).a_vlan).toBe(vxc.a_vlan);
      } finally {
        await t.database.db.execute(sql`update technical_services set locked_at = null`);
      }
    });
  });
});

function publicVifFor() {
  return {
    type: 'public',
    customerAddress: '203.0.113.5/30',
    amazonAddress: '203.0.113.6/30',
    prefixes: '203.0.113.0/24',
  };
}
