import { randomUUID } from 'node:crypto';
import {
  isoDateOf,
  SERVICE_LOCK_MESSAGES,
  SPEED_CHANGE_MESSAGES,
  VXC_MESSAGES,
  vxcSpeedAbovePortMessage,
} from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { aPerson, type SharedPosition } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * A VXC's speed change through HTTP (admin console §4–§7; decision 0053): the price-change confirmation from the
 * price lookup, the bounds of the speed, a change applied at once when the other end has approved it and a request
 * to the other end's owner otherwise (decided on its approvals screen), the permissions (modify_service, INTERCAP
 * place_order, staff naming an end), the lock, a race, tenant isolation and the dated billing event.
 */
const ACME = DEMO_COMPANIES.acme;
const GLOBEX = DEMO_COMPANIES.globex;

describe('changing the speed of a VXC', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let staff: string;
  let globexAdmin: string;
  let initechAdmin: string;
  const ports: Record<string, number> = {};
  let nextVlan = 2000;

  const speedUrl = (id: number, speed: string | number, query = '') =>
    `/secure/technicalservice/vxc/${id}/speedChange/${speed}${query}`;
  const check = (token: string, id: number, speed: string | number, query = '') =>
    t.call(token, { method: 'GET', url: speedUrl(id, speed, query) });
  const change = (token: string, id: number, speed: string | number, query = '') =>
    t.call(token, { method: 'PUT', url: speedUrl(id, speed, query) });
  const requests = (token: string) => t.call(token, { method: 'GET', url: '/secure/vxc/speedChangeRequests' });
  const decide = (token: string, requestId: number, decision: 'APPROVE' | 'REJECT') =>
    t.call(token, { method: 'POST', url: `/secure/vxc/speedChangeRequests/${requestId}`, payload: { decision } });
  const withdraw = (token: string, requestId: number) =>
    t.call(token, { method: 'DELETE', url: `/secure/vxc/speedChangeRequests/${requestId}` });
  const service = async (id: number) =>
    (await t.call(admin, { method: 'GET', url: `/secure/technicalservice/${id}` })).json().data;
  const rateLimits = async (id: number) => {
    const rows = await queryRows<{ resource_type: string; rate_limit_mbps: number | null }>(
      t.database.db,
      sql`select r.resource_type, r.rate_limit_mbps from component_resources r
          join service_components c on c.id = r.component_id
          where c.service_id = ${id} and r.rate_limit_mbps is not null order by r.id`,
    );
    return Object.fromEntries(rows.map((r) => [r.resource_type, r.rate_limit_mbps]));
  };
  const billingEvents = (id: number) =>
    queryRows<{
      kind: string;
      effective_date: string;
      amount_cents: number | null;
      currency: string | null;
      detail: Record<string, unknown>;
      company_id: number;
    }>(
      t.database.db,
      sql`select kind, effective_date::text, amount_cents::int, currency, detail, company_id
          from service_billing_events where service_id = ${id} order by id`,
    );
  const monthly = async (speedMbps: number, bLocationId: number) => {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/v2/price/quote',
      payload: {
        companyId: ACME,
        items: [{ productType: 'VXC', locationId: 1, bLocationId, speedMbps, termMonths: 12 }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.lines[0].price as { monthlyRate: number; currency: string };
  };
  const waitUntilLive = async (id: number) => {
    for (let i = 0; i < 100 && (await service(id)).provisioningStatus !== 'LIVE'; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await service(id)).provisioningStatus).toBe('LIVE');
  };
  /** A VXC Acme orders: between its own Ports, or to Globex London, which Globex approves; LIVE. */
  const aVxc = async (to: 'Acme Melbourne' | 'Globex London', speed: number) => {
    const vlan = nextVlan++;
    const res = await t.call(admin, {
      method: 'POST',
      url: '/secure/order/vxc',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        companyId: ACME,
        aEndPortId: ports['Acme Sydney Primary'],
        bEndPortId: ports[to],
        speed,
        rateType: 'MONTHLY',
        term: 12,
        aVlan: vlan,
        bVlan: vlan,
        serviceName: `Speed test ${vlan}`,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.services[0].technicalServiceId as number;
    if (to === 'Globex London') {
      const [order] = await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from vxc_orders where service_id = ${id}`,
      );
      const approved = await t.call(globexAdmin, {
        method: 'POST',
        url: `/secure/vxc/approvals/${order!.id}`,
        payload: { decision: 'APPROVE' },
      });
      expect(approved.statusCode, approved.body).toBe(200);
    }
    await waitUntilLive(id);
    return id;
  };
  /** A person of Acme in a position of its own whose role holds only these permissions. */
  const holding = async (name: string, permissions: string[]) => {
    const list = sql.join(
      permissions.map((p) => sql`${p}`),
      sql`, `,
    );
    await queryRows(
      t.database.db,
      sql`with role as (insert into security_roles (name, description, permissions)
                        values (${name}, ${name}, array[${list}]::text[]) returning id),
               pos as (insert into positions (name, company_id) values (${name}, ${ACME}) returning id)
          insert into position_security_roles (position_id, security_role_id)
          select pos.id, role.id from pos, role returning position_id`,
    );
    return (await aPerson(t, { companyId: ACME, position: name as SharedPosition })).login();
  };

  beforeAll(async () => {
    t = await createTestApp({ PROVISIONING_STEP_SECONDS: '0' });
    admin = await t.login('acme.admin');
    viewer = await t.login('acme.viewer');
    staff = await t.login('staff.admin');
    globexAdmin = await (await aPerson(t, { companyId: GLOBEX, position: 'Company Admin' })).login();
    initechAdmin = await (await aPerson(t, { companyId: DEMO_COMPANIES.initech, position: 'Company Admin' })).login();
    const rows = await queryRows<{ id: number; name: string }>(
      t.database.db,
      sql`select id, name from technical_services where product_type in ('PORT', 'VXC')`,
    );
    for (const row of rows) ports[row.name] = row.id;
  });
  afterAll(() => t.close());

  describe('a VXC between two Ports of the company', () => {
    let id: number;
    beforeAll(async () => {
      id = await aVxc('Acme Melbourne', 500);
    });

    it('checks the change: the price-change confirmation from the price lookup, approved at once, nothing written', async () => {
      const res = await check(admin, id, 1000);
      expect(res.statusCode, res.body).toBe(200);
      const [now, next] = [await monthly(500, 2), await monthly(1000, 2)];
      expect(next.monthlyRate).not.toBe(now.monthlyRate);
      expect(res.json().data).toMatchObject({
        technicalServiceId: id,
        speed: 1000,
        currentSpeed: 500,
        nonPayerStatus: 'APPROVED',
        endRequired: false,
        onBehalfOf: 'A',
        currency: next.currency,
        currentMonthly: now.monthlyRate,
        newMonthly: next.monthlyRate,
        priceChanges: true,
        approverCompanyName: null,
        pendingRequest: null,
      });
      expect((await service(id)).rateLimit).toBe(500);
      expect(await billingEvents(id)).toEqual([]);
    });

    it('refuses a speed that is not digits, below 1 or above the slowest Port, and the speed it runs at', async () => {
      for (const bad of ['abc', '0', '1.5', '-1', '1e3'])
        expect((await change(admin, id, bad)).json().message, bad).toBe(VXC_MESSAGES.speedDigits);
      const above = await change(admin, id, 10001);
      expect(above.statusCode).toBe(400);
      expect(above.json().message).toBe(vxcSpeedAbovePortMessage(10_000));
      const same = await change(admin, id, 500);
      expect(same.statusCode).toBe(409);
      expect(same.json().message).toBe(SPEED_CHANGE_MESSAGES.unchanged);
      // the demo's DR link ends on a 1000 Mbps Port
      const dr = await change(admin, ports['Sydney DR link']!, 1001);
      expect(dr.statusCode).toBe(400);
      expect(dr.json().message).toBe(vxcSpeedAbovePortMessage(1_000));
      expect((await service(id)).rateLimit).toBe(500);
    });

    it('changes it at once: rate limit and resources, one audit record, the billing event dated with the new price', async () => {
      const next = await monthly(1000, 2);
      const res = await change(admin, id, 1000);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(SPEED_CHANGE_MESSAGES.changed);
      expect(res.json().data).toEqual({ nonPayerStatus: 'APPROVED', speed: 1000, applied: true, requestId: null });
      expect((await service(id)).rateLimit).toBe(1000);
      expect(await rateLimits(id)).toEqual({ vll: 1000, rate_limit: 1000 });
      expect(await billingEvents(id)).toEqual([
        {
          kind: 'SPEED_CHANGE',
          effective_date: isoDateOf(new Date()),
          amount_cents: next.monthlyRate,
          currency: next.currency,
          detail: { fromMbps: 500, toMbps: 1000, at: expect.any(String) },
          company_id: ACME,
        },
      ]);
      const audits = await queryRows<{ action: string }>(
        t.database.db,
        sql`select action from audit_log where entity_type = 'technical_service' and entity_id = ${String(id)}
            and action like 'service.speed%'`,
      );
      expect(audits.map((a) => a.action)).toEqual(['service.speed_changed']);
    });

    it('refuses a change made from a speed the VXC has left (the price seen is no longer the price)', async () => {
      const res = await change(admin, id, 2000, '?currentSpeed=500');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(SPEED_CHANGE_MESSAGES.speedMovedOn);
      expect((await service(id)).rateLimit).toBe(1000);
    });

    it('lets one of two changes racing each other through, the other refused with 409', async () => {
      const answers = await Promise.all([change(admin, id, 2000), change(admin, id, 2000)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect((await service(id)).rateLimit).toBe(2000);
      expect((await billingEvents(id)).length).toBe(2);
    });

    it('refuses every change of a locked VXC with 409, changing nothing', async () => {
      await queryRows(t.database.db, sql`update technical_services set locked_at = now() where id = ${id}`);
      const res = await change(admin, id, 5000);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(SERVICE_LOCK_MESSAGES.locked);
      await queryRows(t.database.db, sql`update technical_services set locked_at = null where id = ${id}`);
      expect((await service(id)).rateLimit).toBe(2000);
    });

    it('leaves a cancelled VXC at its speed', async () => {
      const other = await aVxc('Acme Melbourne', 100);
      await queryRows(
        t.database.db,
        sql`update technical_services set provisioning_status = 'CANCELLED' where id = ${other}`,
      );
      const res = await change(admin, other, 200);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(SPEED_CHANGE_MESSAGES.ended);
      expect((await service(other)).rateLimit).toBe(100);
    });

    it('answers 404 for a service that is not a VXC', async () => {
      const res = await check(admin, ports['Acme Melbourne']!, 100);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SPEED_CHANGE_MESSAGES.vxcNotFound);
    });
  });

  describe('permissions and tenants', () => {
    let id: number;
    beforeAll(async () => {
      id = await aVxc('Acme Melbourne', 100);
    });

    it('keeps another company and a reader out', async () => {
      for (const token of [globexAdmin, initechAdmin, viewer]) {
        expect((await check(token, id, 200)).statusCode).toBe(403);
        expect((await change(token, id, 200)).statusCode).toBe(403);
      }
      expect((await service(id)).rateLimit).toBe(100);
    });

    it('takes modify_service, and place_order instead for an INTERCAP VXC', async () => {
      const modifier = await holding('Speed Modifier', ['services', 'modify_service']);
      const orderer = await holding('Speed Orderer', ['services', 'place_order']);
      expect((await change(orderer, id, 200)).statusCode).toBe(403);
      expect((await change(modifier, id, 200)).statusCode).toBe(200);
      await queryRows(t.database.db, sql`update technical_services set distance_band = 'INTERCAP' where id = ${id}`);
      expect((await change(modifier, id, 500)).statusCode).toBe(403);
      expect((await check(modifier, id, 500)).statusCode).toBe(403);
      const res = await change(orderer, id, 500);
      expect(res.statusCode, res.body).toBe(200);
      expect((await service(id)).rateLimit).toBe(500);
    });
  });

  describe('a VXC to another company’s Port', () => {
    it('creates a request the other company sees and approves: then the change applies', async () => {
      const id = await aVxc('Globex London', 100);
      const checked = await check(admin, id, 200);
      expect(checked.statusCode, checked.body).toBe(200);
      expect(checked.json().data).toMatchObject({
        nonPayerStatus: 'UN_ASSESSED',
        priceChanges: true,
        approverCompanyName: expect.any(String),
      });
      expect(checked.json().data.ends.map((e: { companyId: number }) => e.companyId)).toEqual([ACME, GLOBEX]);

      const res = await change(admin, id, 200);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(SPEED_CHANGE_MESSAGES.requestCreated);
      const { requestId } = res.json().data;
      expect(res.json().data).toMatchObject({ nonPayerStatus: 'UN_ASSESSED', speed: 200, applied: false });
      expect((await service(id)).rateLimit).toBe(100);
      expect(await billingEvents(id)).toEqual([]);

      // one request at a time
      const again = await change(admin, id, 500);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(SPEED_CHANGE_MESSAGES.requestPending);
      expect((await check(admin, id, 500)).json().data.pendingRequest).toMatchObject({ requestId, toMbps: 200 });

      // the other end sees it and may decide it; the asker sees it but may not; a stranger sees nothing
      const theirs = (await requests(globexAdmin)).json().data;
      expect(theirs.find((r: { requestId: number }) => r.requestId === requestId)).toMatchObject({
        technicalServiceId: id,
        fromMbps: 100,
        toMbps: 200,
        status: 'PENDING',
        requestedByCompanyId: ACME,
        approverCompanyId: GLOBEX,
        canDecide: true,
      });
      const mine = (await requests(admin)).json().data;
      expect(mine.find((r: { requestId: number }) => r.requestId === requestId).canDecide).toBe(false);
      expect((await decide(admin, requestId, 'APPROVE')).statusCode).toBe(403);
      const strangers = (await requests(initechAdmin)).json().data;
      expect(strangers.some((r: { requestId: number }) => r.requestId === requestId)).toBe(false);
      expect([403, 404]).toContain((await decide(initechAdmin, requestId, 'APPROVE')).statusCode);
      expect((await decide(staff, requestId, 'APPROVE')).statusCode).toBe(403);
      // a Globex person without approve_order may not decide it
      const globexReader = await (await aPerson(t, { companyId: GLOBEX, position: 'Read Only User' })).login();
      const reader = await decide(globexReader, requestId, 'APPROVE');
      expect(reader.statusCode).toBe(403);
      expect(reader.json().message).toBe(SPEED_CHANGE_MESSAGES.notYoursToDecide);

      const approved = await decide(globexAdmin, requestId, 'APPROVE');
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().message).toBe(SPEED_CHANGE_MESSAGES.changed);
      expect(approved.json().data).toMatchObject({ status: 'APPROVED', canDecide: false });
      expect((await service(id)).rateLimit).toBe(200);
      expect(await rateLimits(id)).toEqual({ vll: 200, rate_limit: 200 });
      const next = await monthly(200, 80);
      expect(await billingEvents(id)).toEqual([
        {
          kind: 'SPEED_CHANGE',
          effective_date: isoDateOf(new Date()),
          amount_cents: next.monthlyRate,
          currency: next.currency,
          detail: { fromMbps: 100, toMbps: 200, requestId, at: expect.any(String) },
          company_id: ACME,
        },
      ]);
      const twice = await decide(globexAdmin, requestId, 'REJECT');
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(SPEED_CHANGE_MESSAGES.alreadyDecided);

      // a speed at the same price needs nobody's approval: 150 Mbps is priced as 200
      const samePrice = await change(admin, id, 150);
      expect(samePrice.statusCode, samePrice.body).toBe(200);
      expect(samePrice.json().message).toBe(SPEED_CHANGE_MESSAGES.changed);
      expect((await billingEvents(id)).at(-1)).toMatchObject({
        amount_cents: null,
        detail: { fromMbps: 200, toMbps: 150 },
      });
    });

    it('leaves the VXC as it is when the other company rejects the request', async () => {
      const id = await aVxc('Globex London', 100);
      const { requestId } = (await change(admin, id, 500)).json().data;
      const rejected = await decide(globexAdmin, requestId, 'REJECT');
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json().message).toBe(SPEED_CHANGE_MESSAGES.rejected);
      expect(rejected.json().data.status).toBe('REJECTED');
      expect((await service(id)).rateLimit).toBe(100);
      expect(await billingEvents(id)).toEqual([]);
      // decided: another may be asked for
      expect((await change(admin, id, 500)).json().message).toBe(SPEED_CHANGE_MESSAGES.requestCreated);
    });

    it('keeps an approved request pending while the VXC is locked', async () => {
      const id = await aVxc('Globex London', 100);
      const { requestId } = (await change(admin, id, 1000)).json().data;
      await queryRows(t.database.db, sql`update technical_services set locked_at = now() where id = ${id}`);
      const res = await decide(globexAdmin, requestId, 'APPROVE');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(SERVICE_LOCK_MESSAGES.locked);
      await queryRows(t.database.db, sql`update technical_services set locked_at = null where id = ${id}`);
      expect((await service(id)).rateLimit).toBe(100);
      expect((await decide(globexAdmin, requestId, 'APPROVE')).statusCode).toBe(200);
      expect((await service(id)).rateLimit).toBe(1000);
    });

    it('lets a customer ask only on behalf of an end its company owns', async () => {
      const id = await aVxc('Globex London', 100);
      const res = await change(admin, id, 200, '?onBehalfOf=B');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SPEED_CHANGE_MESSAGES.notYourEnd);
    });

    it('lets the B end’s owner check and ask on behalf of B: the payer approves it', async () => {
      const id = await aVxc('Globex London', 100);
      const checked = await check(globexAdmin, id, 200);
      expect(checked.statusCode, checked.body).toBe(200);
      const acmeName = checked.json().data.ends[0].companyName as string;
      expect(checked.json().data).toMatchObject({
        onBehalfOf: 'B',
        nonPayerStatus: 'UN_ASSESSED',
        priceChanges: true,
        approverCompanyName: acmeName,
      });

      const asked = await change(globexAdmin, id, 200);
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json().message).toBe(SPEED_CHANGE_MESSAGES.requestCreated);
      const { requestId } = asked.json().data;
      expect((await service(id)).rateLimit).toBe(100);
      const [audit] = await queryRows<{ after: Record<string, unknown>; company_id: number }>(
        t.database.db,
        sql`select after, company_id from audit_log where action = 'service.speed_change_requested'
            and entity_id = ${String(id)}`,
      );
      expect(audit).toMatchObject({ company_id: ACME, after: { onBehalfOf: 'B', requestedByCompanyId: GLOBEX } });
      // Globex sees its own request waiting; Acme, the payer, decides it
      const theirs = (await requests(globexAdmin)).json().data;
      expect(theirs.find((r: { requestId: number }) => r.requestId === requestId)).toMatchObject({
        requestedByCompanyId: GLOBEX,
        approverCompanyId: ACME,
        canDecide: false,
      });
      expect((await decide(globexAdmin, requestId, 'APPROVE')).statusCode).toBe(403);
      const approved = await decide(admin, requestId, 'APPROVE');
      expect(approved.statusCode, approved.body).toBe(200);
      expect((await service(id)).rateLimit).toBe(200);
      expect((await billingEvents(id)).map((e) => [e.company_id, e.detail])).toEqual([
        [ACME, { fromMbps: 100, toMbps: 200, requestId, at: expect.any(String) }],
      ]);

      // a speed at the same price needs nobody's approval, whichever end asks: 150 Mbps is priced as 200
      const samePrice = await change(globexAdmin, id, 150);
      expect(samePrice.statusCode, samePrice.body).toBe(200);
      expect(samePrice.json().message).toBe(SPEED_CHANGE_MESSAGES.changed);
      expect((await service(id)).rateLimit).toBe(150);
    });

    it('keeps the B end’s owner to its own end and its people holding modify_service, and a third company out', async () => {
      const id = await aVxc('Globex London', 100);
      const forA = await change(globexAdmin, id, 200, '?onBehalfOf=A');
      expect(forA.statusCode).toBe(403);
      expect(forA.json().message).toBe(SPEED_CHANGE_MESSAGES.notYourEnd);
      const globexReader = await (await aPerson(t, { companyId: GLOBEX, position: 'Read Only User' })).login();
      for (const token of [globexReader, initechAdmin]) {
        expect((await check(token, id, 200)).statusCode).toBe(403);
        expect((await change(token, id, 200)).statusCode).toBe(403);
      }
      expect((await service(id)).rateLimit).toBe(100);
      expect((await check(admin, id, 200)).json().data.pendingRequest).toBeNull();
    });

    it('has staff choose the end a price-moving change is made on behalf of', async () => {
      const id = await aVxc('Globex London', 100);
      const checked = (await check(staff, id, 200)).json().data;
      expect(checked).toMatchObject({ endRequired: true, nonPayerStatus: null, onBehalfOf: null });
      const refused = await change(staff, id, 200);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(SPEED_CHANGE_MESSAGES.chooseEnd);
      // a change at the same price needs no end: 90 Mbps is priced as 100
      expect((await change(staff, id, 90)).json().message).toBe(SPEED_CHANGE_MESSAGES.changed);
      // on behalf of B (Globex): Acme, the other end, approves it
      const forB = await change(staff, id, 1000, '?onBehalfOf=B');
      expect(forB.statusCode, forB.body).toBe(200);
      expect(forB.json().message).toBe(SPEED_CHANGE_MESSAGES.requestCreated);
      const listed = (await requests(admin)).json().data;
      expect(listed.find((r: { requestId: number }) => r.requestId === forB.json().data.requestId)).toMatchObject({
        requestedByCompanyId: GLOBEX,
        approverCompanyId: ACME,
        canDecide: true,
      });
      expect((await decide(admin, forB.json().data.requestId, 'APPROVE')).statusCode).toBe(200);
      expect((await service(id)).rateLimit).toBe(1000);
    });
  });

  describe('withdrawing a request', () => {
    const listed = async (token: string, requestId: number) =>
      ((await requests(token)).json().data as { requestId: number; canWithdraw: boolean }[]).find(
        (r) => r.requestId === requestId,
      );

    it('lets the asking company withdraw its pending request: WITHDRAWN, audited, and another may be asked', async () => {
      const id = await aVxc('Globex London', 100);
      const { requestId } = (await change(admin, id, 500)).json().data;
      expect(await listed(admin, requestId)).toMatchObject({ canWithdraw: true, canDecide: false });
      expect(await listed(globexAdmin, requestId)).toMatchObject({ canWithdraw: false, canDecide: true });

      // not the approver, a stranger, staff or a reader of the asking company
      expect((await withdraw(globexAdmin, requestId)).statusCode).toBe(403);
      expect([403, 404]).toContain((await withdraw(initechAdmin, requestId)).statusCode);
      for (const token of [staff, viewer]) {
        const refused = await withdraw(token, requestId);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(SPEED_CHANGE_MESSAGES.notYoursToWithdraw);
      }
      expect(await listed(globexAdmin, requestId)).toMatchObject({ status: 'PENDING' });

      const res = await withdraw(admin, requestId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(SPEED_CHANGE_MESSAGES.withdrawn);
      expect(res.json().data).toMatchObject({ requestId, status: 'WITHDRAWN', canWithdraw: false, canDecide: false });
      const audits = await queryRows<{ company_id: number; after: Record<string, unknown> }>(
        t.database.db,
        sql`select company_id, after from audit_log where action = 'speed_change_request.withdrawn'
            and entity_id = ${String(requestId)}`,
      );
      expect(audits).toEqual([
        { company_id: ACME, after: { status: 'WITHDRAWN', serviceId: id, fromMbps: 100, toMbps: 500 } },
      ]);
      expect((await service(id)).rateLimit).toBe(100);
      expect(await billingEvents(id)).toEqual([]);
      expect(await listed(globexAdmin, requestId)).toBeUndefined();
      expect((await check(admin, id, 500)).json().data.pendingRequest).toBeNull();

      // withdrawn once: neither decided nor withdrawn after
      const decided = await decide(globexAdmin, requestId, 'APPROVE');
      expect(decided.statusCode).toBe(409);
      expect(decided.json().message).toBe(SPEED_CHANGE_MESSAGES.alreadyWithdrawn);
      expect((await service(id)).rateLimit).toBe(100);
      expect((await withdraw(admin, requestId)).statusCode).toBe(409);
      // and another change may be asked for
      expect((await change(admin, id, 500)).json().message).toBe(SPEED_CHANGE_MESSAGES.requestCreated);
    });

    it('refuses to withdraw a request already decided (409)', async () => {
      const id = await aVxc('Globex London', 100);
      const { requestId } = (await change(admin, id, 500)).json().data;
      expect((await decide(globexAdmin, requestId, 'REJECT')).statusCode).toBe(200);
      const res = await withdraw(admin, requestId);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(SPEED_CHANGE_MESSAGES.alreadyDecided);
      expect(await listed(admin, requestId)).toBeUndefined();
    });

    it('lets the B end withdraw what it asked, and takes the permission that asked (place_order for INTERCAP)', async () => {
      const id = await aVxc('Globex London', 100);
      const asked = (await change(globexAdmin, id, 500)).json().data.requestId as number;
      expect((await withdraw(admin, asked)).statusCode).toBe(403);
      expect((await withdraw(globexAdmin, asked)).json().data.status).toBe('WITHDRAWN');

      await queryRows(t.database.db, sql`update technical_services set distance_band = 'INTERCAP' where id = ${id}`);
      const orderer = await holding('Withdraw Orderer', ['services', 'place_order']);
      const modifier = await holding('Withdraw Modifier', ['services', 'modify_service']);
      const { requestId } = (await change(orderer, id, 1000)).json().data;
      expect((await listed(modifier, requestId))?.canWithdraw).toBe(false);
      expect((await withdraw(modifier, requestId)).statusCode).toBe(403);
      expect((await withdraw(orderer, requestId)).statusCode).toBe(200);
    });
  });
});
