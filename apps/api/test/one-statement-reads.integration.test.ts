import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { aCompany, aPerson } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

// A detail is one statement (issue #31, decision 0096): the price lookup, a service's detail, a company's detail and
// the people lists each read what they show in one statement once the request is past its token and tenant checks.
// Every statement the app's database handle sends is recorded; a request's own statements are what it sends beyond
// what the same route sends for a request it refuses before its handler (its token and tenant checks).

let t: TestApp;
let acmeAdmin: string;
let staff: string;
const sent: string[] = [];

/** The statements one call sends (the job queue's polling left out: it runs beside the request). */
async function statementsOf(token: string, url: string): Promise<{ status: number; statements: string[] }> {
  sent.length = 0;
  const res = await t.call(token, { method: 'GET', url });
  return { status: res.statusCode, statements: sent.filter((text) => !/pgboss/i.test(text)) };
}

/** The statements a request sends beyond the same route's refused request (its token and tenant checks). */
async function ownStatements(token: string, url: string, refusedUrl: string, refusedStatus: number) {
  await statementsOf(token, url); // anything a first call reads once (a cache) is read before the counting
  const refused = await statementsOf(token, refusedUrl);
  expect(refused.status).toBe(refusedStatus);
  const read = await statementsOf(token, url);
  expect(read.status).toBe(200);
  return read.statements.length - refused.statements.length;
}

beforeAll(async () => {
  t = await createTestApp();
  // the driver under the app's Drizzle handle (a node-postgres pool or a PGlite client): every statement passes here
  const client = (t.database.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } })
    .session.client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const [first] = args;
    sent.push(typeof first === 'string' ? first : String((first as { text?: string }).text ?? ''));
    return query(...args);
  };
  acmeAdmin = await t.login('acme.admin');
  staff = await t.login('staff.admin');
  // no scheduled sweep (the webhooks' every minute, the counts' every five) sends its statements while a read is
  // counted: the queue's workers stop
  await t.queue.stop();
});
afterAll(() => t?.close());

const one = <T>(rows: T[]): T => {
  expect(rows.length).toBeGreaterThan(0);
  return rows[0]!;
};

describe('a read is one statement past its token and tenant checks', () => {
  it('the price lookup: ends, own price, supply currency, list price, rates and promo together', async () => {
    const price = one(
      await queryRows<{ location_id: number; speed_mbps: number; term_months: number }>(
        t.database.db,
        sql`select l.id as location_id, p.speed_mbps, p.term_months
              from product_prices p join locations l on l.market_id = p.market_id
             where p.product_type = 'PORT' and p.location_id is null and p.to_date is null
               and p.from_date <= current_date
             order by p.id limit 1`,
      ),
    );
    const query = `companyId=${DEMO_COMPANIES.acme}&locationId=${price.location_id}&speed=${price.speed_mbps}&term=${price.term_months}`;
    expect(await ownStatements(acmeAdmin, `/v2/price/port?${query}`, `/v2/price/port?${query}&speed=x`, 400)).toBe(1);
  });

  it("a service's detail: the row, components, events, ends, LAG and network changes together", async () => {
    const service = one(
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from technical_services where company_id = ${DEMO_COMPANIES.acme} and product_type = 'VXC'
             order by id limit 1`,
      ),
    );
    const detail = `/secure/technicalservice/${service.id}`;
    await statementsOf(acmeAdmin, detail);
    // its token and its owner kept (decisions 0094 and 0097): the detail's own statement is all it sends
    const read = await statementsOf(acmeAdmin, detail);
    expect(read.status).toBe(200);
    expect(read.statements).toHaveLength(1);
  });

  it("the service search: a page with each service's company by name together", async () => {
    const service = one(
      await queryRows<{ name: string }>(
        t.database.db,
        sql`select name from technical_services where company_id = ${DEMO_COMPANIES.acme}
              and provisioning_status <> 'NEW' order by id limit 1`,
      ),
    );
    // fewer than a page (nothing more to count), a full page (its matches counted with it), text too short for
    // the trigram index (built for its value), and a page past the end, whose count has no row to carry it
    const cases = [
      [`search=${encodeURIComponent(service.name)}&pageSize=100`, 1],
      ['search=port&pageSize=1', 1],
      ['search=po&pageSize=1', 1],
      ['search=port&pageSize=1&page=100000', 2],
    ] as const;
    for (const [query, statements] of cases) {
      await statementsOf(staff, `/v2/services?${query}`);
      const read = await statementsOf(staff, `/v2/services?${query}`);
      expect(read.status, query).toBe(200);
      expect(read.statements, query).toHaveLength(statements);
    }
  });

  it("a company's detail: the row, addresses, settings, logo and account manager together", async () => {
    const detail = `/secure/party/company/${DEMO_COMPANIES.acme}`;
    await statementsOf(staff, detail);
    // its token and the company's existence kept (decisions 0094 and 0097): the detail's own statement is all it sends
    const read = await statementsOf(staff, detail);
    expect(read.status).toBe(200);
    expect(read.statements).toHaveLength(1);
  });

  it('the staff people list: a full page and its capped count together', async () => {
    const list = await statementsOf(staff, '/secure/party/person?pageSize=5');
    expect(list.status).toBe(200);
    expect(await ownStatements(staff, '/secure/party/person?pageSize=5', '/secure/party/person?pageSize=0', 400)).toBe(
      1,
    );
  });

  it('the company list: a full page and its kept total together, with or without filters (decision 0100)', async () => {
    const queries = [
      'pageSize=2',
      'pageSize=2&accountType=DIRECT_CUSTOMER&active=true',
      'pageSize=2&search=a', // too short for the trigram indexes: built for its text
      'pageSize=2&search=example', // prepared, its matches counted on a full page
      `pageSize=2&search=${DEMO_COMPANIES.acme}&active=true`, // prepared, by text or id
    ];
    for (const query of queries) {
      const url = `/secure/party/company?${query}`;
      await statementsOf(staff, url);
      const read = await statementsOf(staff, url);
      expect(read.status, query).toBe(200);
      expect(read.statements, query).toHaveLength(1);
    }
  });

  it("a company's people: the page (its own total) in one statement", async () => {
    const url = `/secure/party/company/${DEMO_COMPANIES.acme}/employee`;
    expect(await ownStatements(acmeAdmin, url, `${url}?pageSize=0`, 400)).toBe(1);
  });
});

describe("a row's owner is read once, then kept (decision 0097)", () => {
  const aServiceOfAcme = async (offset: number) =>
    one(
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from technical_services where company_id = ${DEMO_COMPANIES.acme} and product_type = 'PORT'
             order by id desc limit 1 offset ${offset}`,
      ),
    ).id;

  it("the tenant check reads a service's owner on its first request only", async () => {
    const detail = `/secure/technicalservice/${await aServiceOfAcme(0)}`;
    const first = await statementsOf(acmeAdmin, detail);
    const second = await statementsOf(acmeAdmin, detail);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.statements.length - second.statements.length).toBe(1);
  });

  it("another company's person is still refused a service whose owner is kept", async () => {
    const id = await aServiceOfAcme(1);
    expect((await statementsOf(acmeAdmin, `/secure/technicalservice/${id}`)).status).toBe(200);
    const other = await aCompany(t);
    const outsider = await (await aPerson(t, { companyId: other.id, position: 'Company Admin' })).login();
    const res = await t.call(outsider, { method: 'GET', url: `/secure/technicalservice/${id}` });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain(String(DEMO_COMPANIES.acme));
  });

  it('staff naming a company: its existence is read once, then kept; an id no company has is read each time', async () => {
    const company = await aCompany(t);
    const detail = `/secure/party/company/${company.id}`;
    const first = await statementsOf(staff, detail);
    const second = await statementsOf(staff, detail);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.statements.length - second.statements.length).toBe(1);
    for (let n = 0; n < 2; n++) {
      const missing = await statementsOf(staff, '/secure/party/company/999999998');
      expect(missing.status).toBe(404);
      expect(missing.statements).toHaveLength(1);
    }
  });

  it('the database refuses to delete a company: a company that goes is marked deleted', async () => {
    const company = await aCompany(t);
    const refused = await t.database.db.execute(sql`delete from companies where id = ${company.id}`).then(
      () => null,
      (err: Error) => err,
    );
    expect((refused?.cause as Error | undefined)?.message).toMatch(/a company is never deleted/);
  });

  it('the database refuses to give a service, or an order another owner', async () => {
    const id = await aServiceOfAcme(2);
    for (const statement of [
      sql`update technical_services set company_id = ${DEMO_COMPANIES.globex} where id = ${id}`,
      sql`update orders set company_id = ${DEMO_COMPANIES.globex} where company_id = ${DEMO_COMPANIES.acme}`,
    ]) {
      const refused = await t.database.db.execute(statement).then(
        () => null,
        (err: Error) => err,
      );
      // Drizzle names the statement and gives the database's refusal as its cause
      expect((refused?.cause as Error | undefined)?.message).toMatch(/the owner of a row of \w+ never changes/);
    }
    // the rest of a row changes as before
    await t.database.db.execute(sql`update technical_services set name = 'Renamed' where id = ${id}`);
  });
});
