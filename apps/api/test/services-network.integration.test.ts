import { networkServiceSchema } from '@portico/contract';
import { SERVICE_SEARCH_MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { aCompany, aPerson, aStaffAdmin } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

interface Row {
  technicalServiceId: number;
  name: string;
  productType: string;
  provisioningStatus: string;
  groupServiceId: number;
  usage: string | null;
  connections: number;
}

/** Your network and the service search (issue #18 §1, §2; decision 0048). */
describe('the network screen and the service search', () => {
  let t: TestApp;
  let company: number;
  let token: string;
  let staff: string;
  let ids: Record<string, number>;
  const network = (tok: string | null, id: number, query = '') =>
    t.call(tok, { method: 'GET', url: `/secure/technicalservice/company/${id}${query}` });
  const search = (tok: string | null, query: string) => t.call(tok, { method: 'GET', url: `/v2/services?${query}` });
  const names = (rows: Row[]) => rows.map((r) => r.name);

  /** A service of the company, straight into the table: the list reads what ordering leaves there. */
  async function service(
    name: string,
    productType: string,
    rate: number,
    ends: { a?: string; b?: string; status?: string; term?: number } = {},
  ) {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into technical_services (company_id, product_type, name, provisioning_status, rate_limit_mbps,
                                          a_end_service_id, b_end_service_id, term_months)
          values (${company}, ${productType}, ${name}, ${ends.status ?? 'LIVE'}, ${rate},
                  ${ends.a ? ids[ends.a]! : null}, ${ends.b ? ids[ends.b]! : null}, ${ends.term ?? 12})
          returning id`,
    );
    ids[name] = row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    company = (await aCompany(t)).id;
    token = await (await aPerson(t, { companyId: company })).login();
    staff = await (await aStaffAdmin(t)).login();
    ids = {};
    await service('Quokka Port A', 'PORT', 10_000);
    await service('Quokka Port B', 'PORT', 10_000);
    await service('Quokka Port Idle', 'PORT', 1_000);
    await service('Quokka Port Thin', 'PORT', 10_000);
    await service('Quokka VXC A-B', 'VXC', 2_000, { a: 'Quokka Port A', b: 'Quokka Port B' });
    await service('Quokka IX A', 'IX', 1_000, { a: 'Quokka Port A' });
    await service('Quokka VXC thin', 'VXC', 100, { a: 'Quokka Port Thin', b: 'Quokka Port B', term: 24 });
    await service('Quokka VXC gone', 'VXC', 5_000, { a: 'Quokka Port Idle', status: 'DECOMMISSIONED' });
    await service('Quokka Port New', 'PORT', 10_000, { status: 'NEW' });
  });
  afterAll(() => t.close());

  it("lists the company's services, each port followed by its VXCs and IXs, with their usage", async () => {
    const res = await network(token, company);
    expect(res.statusCode).toBe(200);
    expect(res.headers['pagination-total-count']).toBe('8');
    const rows = res.json().data as Row[];
    expect(names(rows)).toEqual([
      'Quokka Port A',
      'Quokka VXC A-B',
      'Quokka IX A',
      'Quokka Port B',
      'Quokka Port Idle',
      'Quokka VXC gone',
      'Quokka Port Thin',
      'Quokka VXC thin',
    ]);
    const row = (name: string) => rows.find((r) => r.name === name)!;
    expect(row('Quokka VXC A-B').groupServiceId).toBe(ids['Quokka Port A']);
    expect(row('Quokka Port A')).toMatchObject({ usage: null, connections: 2 });
    expect(row('Quokka Port B')).toMatchObject({ usage: null, connections: 2 });
    expect(row('Quokka Port Idle')).toMatchObject({ usage: 'UNUSED', connections: 0 });
    expect(row('Quokka Port Thin')).toMatchObject({ usage: 'UNDERUSED', connections: 1 });
    expect(row('Quokka VXC A-B').usage).toBeNull();
  });

  it('answers each row with exactly the contract’s fields and types (the database writes them)', async () => {
    const res = await network(token, company);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expect(Object.keys(body)).toEqual(['message', 'terms', 'data']);
    // strict: a key the contract does not name, or one missing, fails
    const rows = z.array(networkServiceSchema.strict()).parse(body.data);
    expect(rows.find((r) => r.name === 'Quokka VXC thin')).toEqual({
      technicalServiceId: ids['Quokka VXC thin'],
      technicalServiceUid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      companyId: company,
      productType: 'VXC',
      name: 'Quokka VXC thin',
      provisioningStatus: 'LIVE',
      rateLimit: 100,
      locationId: null,
      aEndServiceId: ids['Quokka Port Thin'],
      bEndServiceId: ids['Quokka Port B'],
      aggregationId: null,
      termMonths: 24,
      groupServiceId: ids['Quokka Port Thin'],
      usage: null,
      connections: 0,
      networkChange: null,
    });
    // the mark is written by the database on every row, not filled in by the contract's default
    expect((body.data as object[]).every((row) => 'networkChange' in row)).toBe(true);
  });

  it('hides NEW services from the list and the search', async () => {
    const rows = (await network(token, company)).json().data as Row[];
    expect(names(rows)).not.toContain('Quokka Port New');
    const found = (await search(token, 'search=Quokka%20Port%20New')).json().data;
    expect(found.items).toEqual([]);
    expect((await t.call(token, { method: 'GET', url: `/v2/services/${ids['Quokka Port New']}` })).statusCode).toBe(
      404,
    );
  });

  it('pages by page and limit, the total in the header whatever the page', async () => {
    const second = await network(token, company, '?page=2&limit=3');
    expect(second.headers['pagination-total-count']).toBe('8');
    expect(names(second.json().data)).toEqual(['Quokka Port B', 'Quokka Port Idle', 'Quokka VXC gone']);
    const past = await network(token, company, '?page=4&limit=3');
    expect(past.json().data).toEqual([]);
    // no row carries the total past the end: it is still counted
    expect(past.headers['pagination-total-count']).toBe('8');
    const filtered = await network(token, company, '?page=1&limit=1&productType=VXC');
    expect(filtered.headers['pagination-total-count']).toBe('3');
    expect((await network(token, company, '?limit=1001')).statusCode).toBe(400);
    expect((await network(token, company, '?limit=1.5')).statusCode).toBe(400);
  });

  it('filters, ignoring the value ALL', async () => {
    const vxcs = await network(token, company, '?productType=VXC&provisioningStatus=ALL');
    expect(vxcs.headers['pagination-total-count']).toBe('3');
    expect(names(vxcs.json().data)).toEqual(['Quokka VXC A-B', 'Quokka VXC gone', 'Quokka VXC thin']);
    const all = await network(token, company, '?productType=ALL&provisioningStatus=ALL');
    expect(all.headers['pagination-total-count']).toBe('8');
    expect((await network(token, company, '?provisioningStatus=SOMETIMES')).statusCode).toBe(400);
  });

  it('exports every filtered service as CSV, in the list order', async () => {
    const res = await network(token, company, '?format=csv&search=thin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'technicalServiceId,technicalServiceUid,name,productType,provisioningStatus,rateLimit,locationId,' +
        'A-end service id,B-end service id,Port,usage,connections',
    );
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(['Quokka Port Thin', 'Quokka VXC thin']);
    expect(lines[1]).toMatch(/,UNDERUSED,1$/);
  });

  it("refuses another company's network, a person without services, and no login; staff see any", async () => {
    expect((await network(token, DEMO_COMPANIES.acme)).statusCode).toBe(403);
    const billing = await aPerson(t, { companyId: company, position: 'Billing Contact' });
    expect((await network(await billing.login(), company)).statusCode).toBe(403);
    expect((await network(null, company)).statusCode).toBe(401);
    const seen = await network(staff, company);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['pagination-total-count']).toBe('8');
  });

  it('needs text or an id to search', async () => {
    for (const query of ['', 'search=', 'search=%20%20', 'provisioningStatus=LIVE']) {
      const res = await search(token, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SERVICE_SEARCH_MESSAGES.criteriaRequired);
    }
  });

  it("finds the caller's services by any part of the name, by id and by uid, with the filters", async () => {
    const found = (await search(token, 'search=vxc%20a-b')).json().data;
    expect(found).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(found.items[0]).toMatchObject({ name: 'Quokka VXC A-B', technicalServiceId: ids['Quokka VXC A-B'] });
    const byId = (await search(token, `search=${ids['Quokka IX A']}`)).json().data;
    expect(byId.items.map((s: Row) => s.name)).toEqual(['Quokka IX A']);
    const uid = byId.items[0].technicalServiceUid as string;
    expect((await search(token, `search=${uid.toUpperCase()}`)).json().data.items[0].name).toBe('Quokka IX A');

    const filtered = (q: string) =>
      search(token, `search=quokka&${q}`).then((r) => (r.json().data.items as Row[]).map((s) => s.name));
    expect(await filtered('term=24')).toEqual(['Quokka VXC thin']);
    expect(await filtered('provisioningStatus=DECOMMISSIONED&term=ALL&billingStatus=ALL&supplierId=ALL')).toEqual([
      'Quokka VXC gone',
    ]);
    expect(await filtered('billingStatus=ACTIVE')).toEqual([]);
    expect(await filtered('billingStatus=NOT_ACTIVATED&pageSize=2')).toHaveLength(2);
    expect((await search(token, 'search=quokka&term=twelve')).statusCode).toBe(400);
    // a full page counts its matches with it; text too short for the trigram index finds the same
    const full = (await search(token, 'search=quokka&pageSize=2')).json().data;
    expect(full.items).toHaveLength(2);
    const all = (await search(token, 'search=quokka&pageSize=100')).json().data;
    expect(full.total).toBe(all.items.length);
    expect(all.total).toBe(all.items.length);
    const short = (await search(token, 'search=qu&pageSize=100')).json().data.items as Row[];
    expect(short.map((s) => s.name)).toEqual(expect.arrayContaining(all.items.map((s: Row) => s.name)));
  });

  it('names whose each found service is, for staff who search every company, and on the service screen', async () => {
    const [row] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select coalesce(trading_name, legal_name) as name from companies where id = ${company}`,
    );
    const items = (await search(staff, 'search=quokka')).json().data.items as { companyName: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((i) => i.companyName))).toEqual(new Set([row!.name]));
    const one = await t.call(staff, { method: 'GET', url: `/v2/services/${ids['Quokka Port A']}` });
    expect(one.json().data.companyName).toBe(row!.name);
    const detail = await t.call(staff, { method: 'GET', url: `/secure/technicalservice/${ids['Quokka Port A']}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({ companyId: company, companyName: row!.name });
  });

  it("keeps the search to the caller's companies; one service by id is refused to another company", async () => {
    const acme = await t.login('acme.admin');
    expect((await search(acme, 'search=quokka')).json().data.items).toEqual([]);
    expect((await search(staff, 'search=quokka')).json().data.total).toBe(8);
    const one = (tok: string | null, id: number) => t.call(tok, { method: 'GET', url: `/v2/services/${id}` });
    expect((await one(token, ids['Quokka Port A']!)).json().data).toMatchObject({ name: 'Quokka Port A' });
    expect((await one(acme, ids['Quokka Port A']!)).statusCode).toBe(403);
    expect((await one(null, ids['Quokka Port A']!)).statusCode).toBe(401);
    expect((await one(token, 0)).statusCode).toBe(400);
    expect((await search(null, 'search=quokka')).statusCode).toBe(401);
  });

  it('names the Ports a VXC and an IX run on, in their service screen, and whose they are', async () => {
    const detail = async (name: string) => {
      const res = await t.call(token, { method: 'GET', url: `/secure/technicalservice/${ids[name]}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { ends: unknown[] };
    };
    const [own] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select coalesce(trading_name, legal_name) as name from companies where id = ${company}`,
    );
    const end = (which: 'A' | 'B', name: string) => ({
      end: which,
      technicalServiceId: ids[name],
      name,
      productType: 'PORT',
      companyId: company,
      companyName: own!.name,
    });
    expect((await detail('Quokka VXC A-B')).ends).toEqual([end('A', 'Quokka Port A'), end('B', 'Quokka Port B')]);
    expect((await detail('Quokka IX A')).ends).toEqual([end('A', 'Quokka Port A')]);
    expect((await detail('Quokka Port A')).ends).toEqual([]);

    // a VXC to another company's Port names that Port and its company
    const [globex] = await queryRows<{ id: number; name: string }>(
      t.database.db,
      sql`select id, name from technical_services where company_id = ${DEMO_COMPANIES.globex} and product_type = 'PORT'
          order by id limit 1`,
    );
    ids[globex!.name] = globex!.id;
    await service('Wombat VXC to Globex', 'VXC', 500, { a: 'Quokka Port B', b: globex!.name });
    expect((await detail('Wombat VXC to Globex')).ends).toEqual([
      end('A', 'Quokka Port B'),
      {
        end: 'B',
        technicalServiceId: globex!.id,
        name: globex!.name,
        productType: 'PORT',
        companyId: DEMO_COMPANIES.globex,
        companyName: 'Globex',
      },
    ]);
  });
});
