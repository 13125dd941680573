import { SERVICE_CHANGE_MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { SIMULATED_AWS_REFUSAL } from '../src/integrations/provisioning/provisioner.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { aCompany, aPerson } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

const AWS_VXC = 'Acme Sydney to AWS';
const ACME = DEMO_COMPANIES.acme;

/** The demo VXC's interface as ordered: private, its addresses left for AWS to assign. */
const ORDERED = { type: 'private', customerAddress: null, amazonAddress: null, prefixes: [] };
const PUBLIC_VIF = {
  type: 'public',
  customerAddress: '203.0.113.1/30',
  amazonAddress: '203.0.113.2/30',
  prefixes: '203.0.113.0/24, 198.51.100.0/24',
};
const PUBLIC_SETTINGS = {
  type: 'public',
  customerAddress: '203.0.113.1/30',
  amazonAddress: '203.0.113.2/30',
  prefixes: ['203.0.113.0/24', '198.51.100.0/24'],
};
/** peer addresses the simulated network refuses (TEST-NET-1) */
const REFUSED_VIF = { ...PUBLIC_VIF, customerAddress: '192.0.2.1/30', amazonAddress: '192.0.2.2/30' };

/** What the shared helpers of both app set-ups need. */
function helpers(app: () => TestApp, token: () => string) {
  const call = (options: Parameters<TestApp['call']>[1]) => app().call(token(), options);
  return {
    aws: async (id: number) => {
      const res = await call({ method: 'GET', url: `/v2/product/vxc/aws?jServiceId=${id}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Record<string, unknown>;
    },
    edit: (id: number, payload: object) =>
      call({ method: 'PUT', url: `/v2/product/vxc/aws?jServiceId=${id}`, payload }),
    /** the network changes recorded of a service, oldest first */
    recorded: (id: number) =>
      queryRows<{ field: string; status: string }>(
        app().database.db,
        sql`select field, status from network_changes where service_id = ${id} order by id`,
      ),
    vxcId: async () =>
      (
        await queryRows<{ id: number }>(
          app().database.db,
          sql`select id from technical_services where name = ${AWS_VXC}`,
        )
      )[0]!.id,
  };
}

/**
 * A VXC's AWS interface edit goes to the network as a reconfiguration of ordering's own kind (decision 0069): pending
 * with the interface the network has kept, then applied after the simulator's delay, or refused with the network's
 * reason (peer addresses in 192.0.2.0/24) and the old interface kept; one change at a time. The network page and the
 * products list mark the VXC's pending or failed change, their kept answers' version moving when it is queued and
 * when it settles.
 */
describe("a VXC's AWS interface changed through the network", () => {
  let t: TestApp;
  let admin: string;
  let vxc: number;
  const h = helpers(
    () => t,
    () => admin,
  );
  const detail = async () =>
    (await t.call(admin, { method: 'GET', url: `/secure/technicalservice/${vxc}` })).json().data as {
      networkChanges: { field: string; from: string | null; to: string; status: string; reason: string | null }[];
    };
  const networkUrl = `/secure/technicalservice/company/${ACME}?limit=1000`;
  /** the network page, and the AWS VXC's row on it */
  const networkPage = async (headers: Record<string, string> = {}) => {
    const res = await t.call(admin, { method: 'GET', url: networkUrl, headers });
    return res;
  };
  const networkRow = (res: LightMyRequestResponse) =>
    (res.json().data as { technicalServiceId: number; networkChange: unknown }[]).find(
      (r) => r.technicalServiceId === vxc,
    );
  const productRow = async () => {
    const res = await t.call(admin, {
      method: 'GET',
      url: `/secure/product/company/${ACME}?search=${encodeURIComponent(AWS_VXC)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.items as { technicalServiceId: number; networkChange: unknown }[]).find(
      (r) => r.technicalServiceId === vxc,
    );
  };

  beforeAll(async () => {
    // the simulated network takes 2 s to apply a change: long enough to see it pending
    t = await createTestApp({ PROVISIONING_RECONFIGURE_SECONDS: '2' });
    admin = await t.login('acme.admin');
    vxc = await h.vxcId();
  });
  afterAll(() => t.close());

  it('shows the change pending with the interface kept, refuses a second meanwhile, then applies it', async () => {
    const before = await networkPage();
    expect(before.statusCode, before.body).toBe(200);
    expect(networkRow(before)?.networkChange).toBeNull();
    expect((await productRow())?.networkChange).toBeNull();
    const shown = await h.aws(vxc);
    expect(shown).toMatchObject(ORDERED);

    const res = await h.edit(vxc, PUBLIC_VIF);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SERVICE_CHANGE_MESSAGES.accepted);
    // the answer is the interface the network has until it applies the change
    expect(res.json().data).toEqual(shown);

    const [pending] = (await detail()).networkChanges;
    expect(pending).toMatchObject({ field: 'awsInterface', status: 'PENDING', reason: null });
    expect(JSON.parse(pending!.from!)).toEqual(ORDERED);
    expect(JSON.parse(pending!.to)).toEqual(PUBLIC_SETTINGS);
    expect(await h.aws(vxc)).toEqual(shown);

    // a second change while the first waits: refused as the other settings' are
    const second = await h.edit(vxc, { ...PUBLIC_VIF, prefixes: '203.0.113.0/24' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(SERVICE_CHANGE_MESSAGES.changePending);
    expect(await h.recorded(vxc)).toEqual([{ field: 'awsInterface', status: 'PENDING' }]);

    // both lists mark it; the kept network page was answered afresh (its version moved with the queued change)
    const queued = await networkPage({ 'if-none-match': before.headers.etag as string });
    expect(queued.statusCode).toBe(200);
    expect(queued.headers.etag).not.toBe(before.headers.etag);
    const mark = { status: 'PENDING', field: 'awsInterface', reason: null };
    expect(networkRow(queued)?.networkChange).toEqual(mark);
    expect((await productRow())?.networkChange).toEqual(mark);

    await expect.poll(async () => (await detail()).networkChanges, { timeout: 20_000, interval: 200 }).toEqual([]);
    expect(await h.aws(vxc)).toMatchObject({ ...PUBLIC_SETTINGS, awsAccountId: shown.awsAccountId, asn: shown.asn });
    expect(await h.recorded(vxc)).toEqual([{ field: 'awsInterface', status: 'APPLIED' }]);

    // settled: the mark is gone from both lists, and the page kept while it was pending is not answered again
    const applied = await networkPage({ 'if-none-match': queued.headers.etag as string });
    expect(applied.statusCode).toBe(200);
    expect(applied.headers.etag).not.toBe(queued.headers.etag);
    expect(networkRow(applied)?.networkChange).toBeNull();
    expect((await productRow())?.networkChange).toBeNull();
  });

  it("shows the network's refusal with its reason, the interface and the order keeping what the network has", async () => {
    const kept = await h.aws(vxc);
    expect(kept).toMatchObject(PUBLIC_SETTINGS);
    const res = await h.edit(vxc, REFUSED_VIF);
    expect(res.statusCode, res.body).toBe(200);
    const queued = await networkPage();
    expect(networkRow(queued)?.networkChange).toMatchObject({ status: 'PENDING' });

    await expect
      .poll(async () => (await detail()).networkChanges[0]?.status, { timeout: 20_000, interval: 200 })
      .toBe('FAILED');
    const [failed] = (await detail()).networkChanges;
    expect(failed).toMatchObject({ field: 'awsInterface', status: 'FAILED', reason: SIMULATED_AWS_REFUSAL });
    expect(JSON.parse(failed!.to)).toMatchObject({ customerAddress: '192.0.2.1/30', amazonAddress: '192.0.2.2/30' });
    expect(await h.aws(vxc)).toEqual(kept);
    const [order] = await queryRows<{ customer: string }>(
      t.database.db,
      sql`select cloud_config->'config'->>'customerAddress' as customer from vxc_orders where service_id = ${vxc}`,
    );
    expect(order?.customer).toBe('203.0.113.1/30');

    const mark = { status: 'FAILED', field: 'awsInterface', reason: SIMULATED_AWS_REFUSAL };
    const settled = await networkPage({ 'if-none-match': queued.headers.etag as string });
    expect(settled.statusCode).toBe(200);
    expect(settled.headers.etag).not.toBe(queued.headers.etag);
    expect(networkRow(settled)?.networkChange).toEqual(mark);
    expect((await productRow())?.networkChange).toEqual(mark);

    // a failed change holds nothing back: the next one is taken, and while it waits the row shows it, not the failure
    const retry = await h.edit(vxc, { ...PUBLIC_VIF, prefixes: '203.0.113.0/24' });
    expect(retry.statusCode, retry.body).toBe(200);
    expect((await productRow())?.networkChange).toEqual({ status: 'PENDING', field: 'awsInterface', reason: null });
    await expect.poll(async () => (await productRow())?.networkChange, { timeout: 20_000, interval: 200 }).toBeNull();
    expect(networkRow(await networkPage())?.networkChange).toBeNull();
    expect((await h.aws(vxc)).prefixes).toEqual(['203.0.113.0/24']);
  });

  it("refuses another company's people, recording nothing", async () => {
    const globex = await (await aPerson(t, { companyId: DEMO_COMPANIES.globex, position: 'Company Admin' })).login();
    const before = await h.recorded(vxc);
    const res = await t.call(globex, {
      method: 'PUT',
      url: `/v2/product/vxc/aws?jServiceId=${vxc}`,
      payload: PUBLIC_VIF,
    });
    expect(res.statusCode).toBe(403);
    expect(await h.recorded(vxc)).toEqual(before);
  });
});

/**
 * Without a provisioner (production today), decision 0061's rule: the edit is stored at once, nothing queued. A
 * production app refuses the demo data: the company, its Port and its AWS VXC with its order are made here.
 */
describe("a VXC's AWS interface changed with no provisioner", () => {
  let t: TestApp;
  let admin: string;
  let vxc: number;
  const h = helpers(
    () => t,
    () => admin,
  );

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
    const company = (await aCompany(t)).id;
    admin = await (await aPerson(t, { companyId: company, position: 'Company Admin' })).login();
    const db = t.database.db;
    const service = async (type: string, name: string, ends: [number, number] | null) =>
      (
        await queryRows<{ id: number }>(
          db,
          sql`insert into technical_services
                (company_id, product_type, name, provisioning_status, rate_limit_mbps, a_end_service_id,
                 b_end_service_id, a_vlan, b_vlan)
              values (${company}, ${type}, ${name}, 'LIVE', 1000, ${ends?.[0] ?? null}, ${ends?.[1] ?? null},
                      ${ends ? 100 : null}, ${ends ? 200 : null})
              returning id`,
        )
      )[0]!.id;
    const port = await service('PORT', 'By-hand Port', null);
    vxc = await service('VXC', 'By-hand AWS VXC', [port, port]);
    const [order] = await queryRows<{ id: number }>(
      db,
      sql`insert into orders (company_id, idempotency_key, request_hash, kind)
          values (${company}, 'aws-by-hand', 'hash', 'vxc') returning id`,
    );
    const cloud = { partner: 'AWS', config: { ...ORDERED, awsAccountId: '123456789012', asn: 65010, authKey: null } };
    await db.execute(
      sql`insert into vxc_orders (order_id, service_id, payer_company_id, payer_port_id, payer_vlan, payer_status,
            non_payer_company_id, non_payer_port_id, non_payer_vlan, non_payer_status, speed, rate_type, duration,
            cloud_config)
          values (${order!.id}, ${vxc}, ${company}, ${port}, 100, 'APPROVED', ${company}, ${port}, 200, 'APPROVED',
                  1000, 'MONTHLY', 12, ${JSON.stringify(cloud)}::jsonb)`,
    );
  });
  afterAll(() => t.close());

  it('stores the interface at once and answers it, recording no network change', async () => {
    expect(await h.aws(vxc)).toMatchObject(ORDERED);
    const res = await h.edit(vxc, REFUSED_VIF);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SERVICE_CHANGE_MESSAGES.accepted);
    expect(res.json().data).toMatchObject({ customerAddress: '192.0.2.1/30', amazonAddress: '192.0.2.2/30' });
    expect(await h.aws(vxc)).toMatchObject({ type: 'public', customerAddress: '192.0.2.1/30' });
    expect(await h.recorded(vxc)).toEqual([]);
  });
});
