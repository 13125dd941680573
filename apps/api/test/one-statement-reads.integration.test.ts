import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
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
    // an id no service has: refused by the tenant check, after the token check
    expect(await ownStatements(acmeAdmin, detail, '/secure/technicalservice/999999999', 404)).toBe(1);
  });

  it("a company's detail: the row, addresses, settings, logo and account manager together", async () => {
    const detail = `/secure/party/company/${DEMO_COMPANIES.acme}`;
    // an id no company has: refused by the tenant check, after the token check
    expect(await ownStatements(staff, detail, '/secure/party/company/999999999', 404)).toBe(1);
  });

  it('the staff people list: a full page and its capped count together', async () => {
    const list = await statementsOf(staff, '/secure/party/person?pageSize=5');
    expect(list.status).toBe(200);
    expect(await ownStatements(staff, '/secure/party/person?pageSize=5', '/secure/party/person?pageSize=0', 400)).toBe(
      1,
    );
  });

  it("a company's people: the page (its own total) in one statement", async () => {
    const url = `/secure/party/company/${DEMO_COMPANIES.acme}/employee`;
    expect(await ownStatements(acmeAdmin, url, `${url}?pageSize=0`, 400)).toBe(1);
  });
});
