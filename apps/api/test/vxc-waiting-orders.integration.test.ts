import { randomUUID } from 'node:crypto';
import { MAX_VXC_ORDERS_AWAITING_ONE_COMPANY, VXC_APPROVAL_MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { settableClock } from '../src/platform/clock.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { aPerson } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * VXC orders waiting for another company's approval (decision 0068): one company may keep at most
 * MAX_VXC_ORDERS_AWAITING_ONE_COMPANY of them waiting for one other company (each holds a VLAN on its Port), the
 * Port's owner rejects all of one company's waiting orders at once, and an order left waiting expires after the
 * approval window with a rejection's effects.
 */
const ACME = DEMO_COMPANIES.acme;
const GLOBEX = DEMO_COMPANIES.globex;
const INITECH = DEMO_COMPANIES.initech;
const clock = settableClock('2026-12-01T09:00:00Z');

describe('VXC orders waiting for another company', () => {
  let t: TestApp;
  let admin: string;
  let globexAdmin: string;
  let globexViewer: string;
  const ports: Record<string, number> = {};

  const order = (body: Record<string, unknown>) =>
    t.call(admin, {
      method: 'POST',
      url: '/secure/order/vxc',
      payload: {
        companyId: ACME,
        aEndPortId: ports['Acme Sydney Primary'],
        bEndPortId: ports['Globex London'],
        speed: 100,
        rateType: 'MONTHLY',
        term: 12,
        serviceName: 'Acme to Globex',
        ...body,
      },
      headers: { 'idempotency-key': randomUUID() },
    });
  const rejectAll = (token: string, body: Record<string, unknown>) =>
    t.call(token, { method: 'POST', url: '/secure/vxc/approvals/reject-all', payload: body });
  const waitingFromAcme = async () =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from vxc_orders
             where payer_company_id = ${ACME} and non_payer_company_id = ${GLOBEX} and decided_at is null`,
      )
    )[0]!.n;
  /** VLANs 1000 to 1099 held on Globex London (those the bound's orders ask for) */
  const vlansHeldOnGlobex = async () =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from component_resources
             where port_service_id = ${ports['Globex London']!} and vlan between 1000 and 1099`,
      )
    )[0]!.n;
  const statusOf = async (serviceId: number) =>
    (
      await queryRows<{ status: string }>(
        t.database.db,
        sql`select provisioning_status as status from technical_services where id = ${serviceId}`,
      )
    )[0]!.status;

  beforeAll(async () => {
    t = await createTestApp({ PROVISIONING_STEP_SECONDS: '0' }, { clock });
    admin = await t.login('acme.admin');
    globexAdmin = await (await aPerson(t, { companyId: GLOBEX, position: 'Company Admin' })).login();
    globexViewer = await (await aPerson(t, { companyId: GLOBEX, position: 'Read Only User' })).login();
    const rows = await queryRows<{ id: number; name: string }>(
      t.database.db,
      sql`select id, name from technical_services where product_type = 'PORT'`,
    );
    for (const row of rows) ports[row.name] = row.id;
  });
  afterAll(() => t.close());

  it('keeps one company to its bound of orders waiting for another, then lets the owner reject them all', async () => {
    // the demo data has orders of Acme waiting for Globex already
    const already = await waitingFromAcme();
    for (let i = already; i < MAX_VXC_ORDERS_AWAITING_ONE_COMPANY; i++) {
      const res = await order({ aVlan: 1000 + i, bVlan: 1000 + i, serviceName: `Waiting ${i}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await waitingFromAcme()).toBe(MAX_VXC_ORDERS_AWAITING_ONE_COMPANY);

    const refused = await order({ aVlan: 1100, bVlan: 1100, serviceName: 'One too many' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(VXC_APPROVAL_MESSAGES.tooManyAwaiting);
    // nothing of the refused order stays: no service, no VLAN held
    const named = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from technical_services where name = 'One too many'`,
    );
    expect(named[0]!.n).toBe(0);
    expect(await vlansHeldOnGlobex()).toBe(MAX_VXC_ORDERS_AWAITING_ONE_COMPANY - already);
    // a VXC between Acme's own Ports waits for no one and is not bounded by it
    const own = await order({ bEndPortId: ports['Acme Melbourne'], aVlan: 1101, bVlan: 1101, serviceName: 'Own' });
    expect(own.statusCode, own.body).toBe(200);

    // only the Port's owner, with approve_order there, rejects Acme's orders on its Ports
    expect((await rejectAll(globexViewer, { companyId: GLOBEX, fromCompanyId: ACME })).statusCode).toBe(403);
    expect((await rejectAll(admin, { companyId: GLOBEX, fromCompanyId: ACME })).statusCode).toBe(403);
    // Acme's side of its own orders is decided already: nothing of them waits for Acme
    const nothingForAcme = await rejectAll(admin, { companyId: ACME, fromCompanyId: GLOBEX });
    expect(nothingForAcme.statusCode).toBe(404);
    expect(nothingForAcme.json().message).toBe(VXC_APPROVAL_MESSAGES.noneToReject);
    expect(await waitingFromAcme()).toBe(MAX_VXC_ORDERS_AWAITING_ONE_COMPANY);

    const all = await rejectAll(globexAdmin, { companyId: GLOBEX, fromCompanyId: ACME });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({
      message: VXC_APPROVAL_MESSAGES.rejectedAll,
      data: { rejected: MAX_VXC_ORDERS_AWAITING_ONE_COMPANY },
    });
    expect(await waitingFromAcme()).toBe(0);
    expect(await vlansHeldOnGlobex()).toBe(0);
    const left = await queryRows<{ status: string; n: number }>(
      t.database.db,
      sql`select s.provisioning_status as status, count(*)::int as n from technical_services s
           where s.name like 'Waiting %' group by 1`,
    );
    expect(left).toEqual([{ status: 'CANCELLED', n: MAX_VXC_ORDERS_AWAITING_ONE_COMPANY - already }]);
    const billing = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from billables b join technical_services s on s.id = b.service_id
           where s.name like 'Waiting %'`,
    );
    expect(billing[0]!.n).toBe(0);
    const audited = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'vxc_order.rejected' and company_id = ${GLOBEX}`,
    );
    expect(audited[0]!.n).toBeGreaterThanOrEqual(MAX_VXC_ORDERS_AWAITING_ONE_COMPANY);
    expect((await rejectAll(globexAdmin, { companyId: GLOBEX, fromCompanyId: ACME })).statusCode).toBe(404);
    // the bound is free again
    const after = await order({ aVlan: 1100, bVlan: 1100, serviceName: 'After' });
    expect(after.statusCode).toBe(200);
    expect(await statusOf(after.json().data.services[0].technicalServiceId)).toBe('NEW');
  }, 240_000);

  it('rejects only the one company’s orders: another company’s waiting order stays', async () => {
    const initech = await (await aPerson(t, { companyId: INITECH, position: 'Company Admin' })).login();
    const initechPort = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from technical_services where company_id = ${INITECH} and product_type = 'PORT'
           and provisioning_status = 'LIVE' order by id limit 1`,
    );
    const theirs = await t.call(initech, {
      method: 'POST',
      url: '/secure/order/vxc',
      payload: {
        companyId: INITECH,
        aEndPortId: initechPort[0]!.id,
        bEndPortId: ports['Globex London'],
        speed: 100,
        rateType: 'MONTHLY',
        term: 12,
        aVlan: 1200,
        bVlan: 1200,
        serviceName: 'Initech to Globex',
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const id = theirs.json().data.services[0].technicalServiceId;
    const ours = await order({ aVlan: 1201, bVlan: 1201, serviceName: 'Acme again' });
    expect(ours.statusCode, ours.body).toBe(200);
    const waiting = await waitingFromAcme();
    const all = await rejectAll(globexAdmin, { companyId: GLOBEX, fromCompanyId: ACME });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.rejected).toBe(waiting);
    expect(await statusOf(ours.json().data.services[0].technicalServiceId)).toBe('CANCELLED');
    const row = await queryRows<{ status: string; decided: Date | null }>(
      t.database.db,
      sql`select non_payer_status as status, decided_at as decided from vxc_orders where service_id = ${id}`,
    );
    expect(row[0]).toEqual({ status: 'UN_ASSESSED', decided: null });
  });

  it('expires an order left waiting for the approval window, with a rejection’s effects', async () => {
    const placed = await order({ aVlan: 1300, bVlan: 1300, serviceName: 'Left waiting' });
    expect(placed.statusCode, placed.body).toBe(200);
    const id = placed.json().data.services[0].technicalServiceId;
    const runExpiry = async () => {
      const staff = await t.login('staff.admin');
      const run = await t.call(staff, {
        method: 'POST',
        url: '/secure/batchprocess/run',
        payload: { method: 'ordering.expireVxcApprovals' },
      });
      expect(run.statusCode, run.body).toBe(202);
      const { jobId } = run.json().data;
      let status: { running: boolean; state: string; output: { expired: number } } | undefined;
      for (let i = 0; i < 80 && (status === undefined || status.running); i++) {
        if (status) await new Promise((r) => setTimeout(r, 250));
        status = (
          await t.call(staff, {
            method: 'GET',
            url: '/secure/batchprocess/check',
            query: { method: 'ordering.expireVxcApprovals', params: jobId },
          })
        ).json().data;
      }
      expect(status).toMatchObject({ state: 'completed' });
      return status!.output.expired;
    };
    try {
      // (the demo data's own waiting orders, placed when it was seeded, may expire in the first run)
      clock.set('2026-12-15T08:59:59Z');
      await runExpiry();
      expect(await statusOf(id)).toBe('NEW');

      // fourteen days after it was placed (with the other test's Initech order of the same time)
      clock.set('2026-12-15T09:00:00Z');
      expect(await runExpiry()).toBeGreaterThanOrEqual(1);
      expect(await statusOf(id)).toBe('CANCELLED');
      const held = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from component_resources where port_service_id = ${ports['Globex London']!}
             and vlan = 1300`,
      );
      expect(held[0]!.n).toBe(0);
      // (a session of two weeks ago has ended: log in again at the clock's time)
      const listed = (
        await t.call(await t.login('acme.admin'), { method: 'GET', url: '/secure/vxc/approvals?status=ALL' })
      ).json().data;
      expect(listed.find((a: { technicalServiceId: number }) => a.technicalServiceId === id)).toMatchObject({
        outcome: 'REJECTED',
        expired: true,
        nonPayer: { status: 'REJECTED', approverName: null },
      });
      const audited = await queryRows<{ actor: string | null }>(
        t.database.db,
        sql`select a.actor_system as actor from audit_log a join vxc_orders v on a.entity_id = v.id::text
             where a.action = 'vxc_order.expired' and v.service_id = ${id}`,
      );
      expect(audited).toEqual([{ actor: 'vxc approval expiry' }]);
      // a second run finds nothing more to expire
      expect(await runExpiry()).toBe(0);
    } finally {
      clock.set('2026-12-01T09:00:00Z');
    }
  });
});
