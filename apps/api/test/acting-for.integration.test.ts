import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { aPerson } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

// Decision 0075: the portal works for the company a service agent acts for. Every customer route takes that company
// from the request, and lets the agent in for the companies that virtually employ them (Globex and Initech for the
// demo's `agent`), never for another; a customer never reaches another company.

const { acme: ACME, globex: GLOBEX, initech: INITECH, northwind: NORTHWIND } = DEMO_COMPANIES;
const SERVED = [GLOBEX, INITECH];

let t: TestApp;
let agent: string;
let acmeAdmin: string;

const get = (token: string, url: string, query: Record<string, string> = {}) =>
  t.call(token, { method: 'GET', url, query });
const companyOfServices = async (ids: number[]) =>
  (
    await queryRows<{ company_id: number }>(
      t.database.db,
      sql`select distinct company_id from technical_services where id = any(${sql.param(ids)}::int[])`,
    )
  ).map((r) => r.company_id);

/** The three pages that showed the agent's own company whatever was chosen: dashboard, Your network, products. */
const pages = (companyId: number) => ({
  dashboard: `/secure/dashboard/company/${companyId}`,
  network: `/secure/technicalservice/company/${companyId}`,
  products: `/secure/product/company/${companyId}`,
});

/** The OAuth2 client-credentials grant of a key, as the Go SDK asks for it. */
const grantRequest = (key: { keyId: string; secret: string }) => ({
  method: 'POST' as const,
  url: '/oauth2/token?grant_type=client_credentials',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    authorization: `Basic ${Buffer.from(`${key.keyId}:${key.secret}`).toString('base64')}`,
  },
  payload: '',
});

async function expectRefused(token: string, url: string, query: Record<string, string> = {}) {
  const res = await get(token, url, query);
  expect(res.statusCode, `${url} ${JSON.stringify(query)}: ${res.body}`).toBe(403);
  expect(res.json().code).toBe('forbidden');
}

beforeAll(async () => {
  t = await createTestApp();
  agent = await t.login('agent');
  acmeAdmin = await t.login('acme.admin');
});
afterAll(() => t.close());

describe('a service agent acting for a company they serve', () => {
  it.each(SERVED)("reads company %i's dashboard, network and products, and only that company's", async (id) => {
    const { dashboard, network, products } = pages(id);

    const board = await get(agent, dashboard);
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json().data.companyId).toBe(id);
    expect(board.json().data.servicesLive + board.json().data.servicesProvisioning).toBeGreaterThan(0);

    const services = await get(agent, network);
    expect(services.statusCode, services.body).toBe(200);
    const rows = services.json().data as { companyId: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.companyId))).toEqual(new Set([id]));

    const list = await get(agent, products);
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data.items as { technicalServiceId: number }[];
    expect(items.length).toBeGreaterThan(0);
    expect(await companyOfServices(items.map((p) => p.technicalServiceId))).toEqual([id]);
  });

  it('is refused (403) the dashboard, network and products of a company they do not serve', async () => {
    for (const url of Object.values(pages(ACME))) await expectRefused(agent, url);
  });
});

describe('a customer', () => {
  it("reads its own company's pages and is refused (403) another company's", async () => {
    for (const url of Object.values(pages(ACME))) expect((await get(acmeAdmin, url)).statusCode, url).toBe(200);
    for (const id of [GLOBEX, NORTHWIND])
      for (const url of Object.values(pages(id))) await expectRefused(acmeAdmin, url);
  });
});

describe('routes that took the company from the login take the chosen one', () => {
  it('the service search keeps the services of the company asked for, and checks it', async () => {
    const search = async (token: string, companyId?: number) =>
      get(token, '/v2/services', { search: 'Edge', ...(companyId ? { companyId: String(companyId) } : {}) });
    const all = (await search(agent)).json().data.items as { companyId: number; name: string }[];
    expect(new Set(all.map((s) => s.companyId))).toEqual(new Set(SERVED));

    const globex = await search(agent, GLOBEX);
    expect(globex.statusCode, globex.body).toBe(200);
    const items = globex.json().data.items as { companyId: number; name: string }[];
    expect(items.map((s) => s.name)).toEqual(expect.arrayContaining(['Globex London Edge', 'Globex Amsterdam Edge']));
    expect(new Set(items.map((s) => s.companyId))).toEqual(new Set([GLOBEX]));

    await expectRefused(agent, '/v2/services', { search: 'Edge', companyId: String(ACME) });
    await expectRefused(acmeAdmin, '/v2/services', { search: 'Edge', companyId: String(GLOBEX) });
  });

  it('the VXC approvals and speed change requests list the company asked for, and check it', async () => {
    const approvals = await get(agent, '/secure/vxc/approvals', { companyId: String(GLOBEX) });
    expect(approvals.statusCode, approvals.body).toBe(200);
    const rows = approvals.json().data as { serviceName: string; payer: { companyId: number } }[];
    const parties = (r: { payer: { companyId: number }; nonPayer?: { companyId: number } }) => [
      r.payer.companyId,
      r.nonPayer?.companyId,
    ];
    // Acme's VXC onto Globex's London Port waits for Globex
    expect(rows.map((r) => r.serviceName)).toContain('Acme Sydney to Globex London');
    expect(rows.every((r) => parties(r).includes(GLOBEX))).toBe(true);
    const initech = (await get(agent, '/secure/vxc/approvals', { companyId: String(INITECH) })).json().data;
    expect(initech.map((r: { serviceName: string }) => r.serviceName)).not.toContain('Acme Sydney to Globex London');

    const requests = await get(agent, '/secure/vxc/speedChangeRequests', { companyId: String(GLOBEX) });
    expect(requests.statusCode, requests.body).toBe(200);

    for (const url of ['/secure/vxc/approvals', '/secure/vxc/speedChangeRequests']) {
      await expectRefused(agent, url, { companyId: String(ACME) });
      await expectRefused(acmeAdmin, url, { companyId: String(GLOBEX) });
    }
  });

  it('API keys are made and listed for the company asked for, by its company admins only', async () => {
    // the demo agent serves Globex without company_admin there; a customer never reaches Globex
    await expectRefused(agent, '/v2/apikeys', { companyId: String(GLOBEX) });
    await expectRefused(acmeAdmin, '/v2/apikeys', { companyId: String(GLOBEX) });
    const refused = await t.call(agent, {
      method: 'POST',
      url: '/v2/apikeys',
      payload: { companyId: GLOBEX, name: 'not mine', permissions: ['services'] },
    });
    expect(refused.statusCode).toBe(403);

    // an agent Globex employs virtually as its company admin
    const admin = await aPerson(t, { companyId: NORTHWIND });
    await t.database.sql.executeSql(
      `insert into virtual_employments (person_id, company_id, security_role_id)
       select $1, $2, id from security_roles where name = 'Company Admin'`,
      [admin.id, GLOBEX],
    );
    const token = await admin.login();
    const created = await t.call(token, {
      method: 'POST',
      url: '/v2/apikeys',
      payload: { companyId: GLOBEX, name: 'globex automation', permissions: ['services'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json().data as { id: number; keyId: string; secret: string };
    const [row] = await queryRows<{ company_id: number }>(
      t.database.db,
      sql`select company_id from api_keys where id = ${key.id}`,
    );
    expect(row?.company_id).toBe(GLOBEX);
    const listed = (await get(token, '/v2/apikeys', { companyId: String(GLOBEX) })).json().data;
    expect(listed.map((k: { id: number }) => k.id)).toContain(key.id);
    await expectRefused(token, '/v2/apikeys', { companyId: String(ACME) });

    // the key's token acts in Globex: the public API's products are Globex's
    const grant = await t.app.inject(grantRequest(key));
    expect(grant.statusCode, grant.body).toBe(200);
    const keyToken = grant.json().access_token as string;
    const products = await get(keyToken, '/v2/products');
    expect(products.statusCode, products.body).toBe(200);
    const uids = (products.json().data as { productUid: string }[]).map((p) => p.productUid);
    expect(uids.length).toBeGreaterThan(0);
    const owners = await queryRows<{ company_id: number }>(
      t.database.db,
      sql`select distinct company_id from technical_services where uid = any(${sql.param(uids)}::uuid[])`,
    );
    expect(owners.map((o) => o.company_id)).toEqual([GLOBEX]);
    await expectRefused(keyToken, pages(NORTHWIND).dashboard);

    // Globex ends the virtual employment: the key's token acts nowhere, and no new one is granted
    await t.database.sql.executeSql(`delete from virtual_employments where person_id = $1`, [admin.id]);
    await expectRefused(keyToken, '/v2/products');
    const again = await t.app.inject(grantRequest(key));
    expect(again.statusCode).toBe(401);
  });
});
