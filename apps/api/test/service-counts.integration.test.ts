import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { aCompany, aPerson, aStaffAdmin } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';
import { runManualJob, unschedule } from './manual-job.js';

/**
 * The count of each company's listed services that the database keeps (migration 0020, decision 0048): the network
 * screen's unfiltered total reads it instead of counting the company's services on every page. Whatever changes the
 * services — inserts of many rows at once, a move in or out of NEW, a move to another company, a delete, a rename —
 * the kept count is what counting gives, and folding its changes (the scheduled job) changes no total.
 */
describe("the kept count of a company's listed services", () => {
  let t: TestApp;
  let first: number;
  let second: number;
  let token: string;
  let staff: string;

  const db = () => t.database.db;
  /** every company's kept count beside its counted one, where either is not zero */
  const keptAndCounted = () =>
    queryRows<{ company_id: number; kept: number; counted: number }>(
      db(),
      sql`select coalesce(k.company_id, c.company_id) as company_id, coalesce(k.kept, 0)::int as kept,
                 coalesce(c.counted, 0)::int as counted
            from (select company_id, sum(shown) as kept from service_count_changes group by company_id) k
            full join (select company_id, count(*) as counted from technical_services
                        where provisioning_status <> 'NEW' group by company_id) c on c.company_id = k.company_id
           where coalesce(k.kept, 0) <> 0 or coalesce(c.counted, 0) <> 0`,
    );
  const totalShown = async (companyId: number, query = '') => {
    const res = await t.call(staff, {
      method: 'GET',
      url: `/secure/technicalservice/company/${companyId}?limit=2${query}`,
    });
    expect(res.statusCode).toBe(200);
    return Number(res.headers['pagination-total-count']);
  };
  async function expectKeptIsCounted() {
    const rows = await keptAndCounted();
    expect(rows.filter((r) => r.kept !== r.counted)).toEqual([]);
  }
  const insert = (companyId: number, names: string[], status: string) =>
    queryRows<{ id: number }>(
      db(),
      sql`insert into technical_services (company_id, product_type, name, provisioning_status, rate_limit_mbps)
          select ${companyId}, 'PORT', n, ${status}, 1000 from unnest(${sql.param(names)}::text[]) n returning id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    // the compaction is run by hand below: its scheduled run must not fold the rows first
    await unschedule(t, 'services.compactServiceCounts');
    first = (await aCompany(t)).id;
    second = (await aCompany(t)).id;
    token = await (await aPerson(t, { companyId: first })).login();
    staff = await (await aStaffAdmin(t)).login();
  });
  afterAll(() => t.close());

  it('starts as the count of every company’s services but NEW, the demo network included', async () => {
    await expectKeptIsCounted();
    expect((await keptAndCounted()).length).toBeGreaterThan(0);
  });

  it('follows inserts, moves in and out of NEW and deletes, and no service moves between companies', async () => {
    const live = await insert(first, ['Count A', 'Count B', 'Count C'], 'LIVE');
    const fresh = await insert(first, ['Count New 1', 'Count New 2'], 'NEW');
    expect(await totalShown(first)).toBe(3);
    await expectKeptIsCounted();

    // out of NEW, and a rename and a status change that keep it listed, which change no count
    await db().execute(
      sql`update technical_services set provisioning_status = 'DEPLOYABLE' where id = ${fresh[0]!.id}`,
    );
    await db().execute(sql`update technical_services set name = 'Count A renamed' where id = ${live[0]!.id}`);
    await db().execute(sql`update technical_services set provisioning_status = 'CANCELLED' where id = ${live[1]!.id}`);
    expect(await totalShown(first)).toBe(4);

    // back into NEW (an order's services are NEW until provisioned)
    await db().execute(sql`update technical_services set provisioning_status = 'NEW' where id = ${live[2]!.id}`);
    expect(await totalShown(first)).toBe(3);

    // never to another company: a row's owner never changes (decision 0097), and no count moves
    await expect(
      db().execute(sql`update technical_services set company_id = ${second} where id = ${live[0]!.id}`),
    ).rejects.toThrow();
    expect(await totalShown(first)).toBe(3);
    expect(await totalShown(second)).toBe(0);

    // deleted, listed and not
    await db().execute(sql`delete from technical_services where id in (${live[0]!.id}, ${fresh[1]!.id})`);
    expect(await totalShown(first)).toBe(2);
    await expectKeptIsCounted();
  });

  it('is the total the customer sees on every page of the whole list; a filtered list is counted', async () => {
    const res = await t.call(token, { method: 'GET', url: `/secure/technicalservice/company/${first}?page=9` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    expect(res.headers['pagination-total-count']).toBe('2');
    expect(await totalShown(first, '&provisioningStatus=CANCELLED')).toBe(1);
    expect(await totalShown(first, '&provisioningStatus=ALL')).toBe(2);
    expect(await totalShown(first, '&search=renamed')).toBe(0);
  });

  /** each company's network version: how many changes it has had (the kept page's key) */
  const versions = () =>
    queryRows<{ company_id: number; changes: number }>(
      db(),
      sql`select company_id, sum(changes)::int as changes from service_count_changes group by company_id order by 1`,
    );

  it('folds each company’s changes into one row in the scheduled job, every total and version unchanged', async () => {
    const before = await keptAndCounted();
    const versionsBefore = await versions();
    const status = await runManualJob<{ companies: number }>(t, staff, 'services.compactServiceCounts');
    expect(status).toMatchObject({ state: 'completed', running: false });
    expect(status.output.companies).toBeGreaterThan(0);

    const rowsPerCompany = await queryRows<{ rows: number }>(
      db(),
      sql`select count(*)::int as rows from service_count_changes group by company_id order by 1 desc limit 1`,
    );
    expect(rowsPerCompany[0]!.rows).toBe(1);
    expect(await keptAndCounted()).toEqual(before);
    expect(await versions()).toEqual(versionsBefore);
    expect(await totalShown(first)).toBe(2);
  });
});

/**
 * Two changes to one company's services in transactions of their own never wait for each other over the count:
 * its changes are rows added, not one row updated (PostgreSQL only: the embedded database has one connection).
 */
describe.skipIf(!process.env.DATABASE_URL)('the kept count under concurrent changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { demo: false });
  });
  afterAll(() => t.close());

  it('lets a second transaction add a service while the first is still open, and counts both', async () => {
    const company = (await aCompany(t)).id;
    const url = t.config.database.kind === 'postgres' ? t.config.database.url : '';
    const open = new pg.Client({ connectionString: url });
    const other = new pg.Client({ connectionString: url });
    await open.connect();
    await other.connect();
    try {
      const add = (c: pg.Client, name: string) =>
        c.query(
          `insert into technical_services (company_id, product_type, name, provisioning_status, rate_limit_mbps)
           values ($1, 'PORT', $2, 'LIVE', 1000)`,
          [company, name],
        );
      await open.query('begin');
      await add(open, 'First, still open');
      await other.query(`set statement_timeout = '2s'`);
      await add(other, 'Second, committed at once');
      await open.query('commit');
      const [row] = await queryRows<{ kept: number }>(
        t.database.db,
        sql`select sum(shown)::int as kept from service_count_changes where company_id = ${company}`,
      );
      expect(row!.kept).toBe(2);
    } finally {
      await open.end();
      await other.end();
    }
  });
});
