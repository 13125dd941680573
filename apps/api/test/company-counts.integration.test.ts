import { ACCOUNT_TYPES } from '@portico/domain';
import { LIST_TOTAL_CAP } from '@portico/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { aCompany } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';
import { runManualJob, unschedule } from './manual-job.js';

// The staff company list's total is kept by the database (decision 0100, migration 0041): a sum of count changes
// per account type and active state, written by triggers whoever changes a company. Each test compares what the list
// shows with a count of the companies themselves, after changes made through the API and in SQL.

let t: TestApp;
let staff: string;

type Page = { items: { companyId: number; legalName: string }[]; total: number; totalCapped?: boolean; next?: string };

async function list(query: Record<string, string> = {}): Promise<Page> {
  const res = await t.call(staff, { method: 'GET', url: '/secure/party/company', query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The live companies the filters keep, counted row by row. */
async function counted(filters: { accountType?: string; active?: boolean } = {}): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from companies where deleted_at is null
          and (${filters.accountType ?? null}::text is null or account_type = ${filters.accountType ?? null})
          and (${filters.active ?? null}::boolean is null or active = ${filters.active ?? null})`,
  );
  return row!.n;
}

/** Every filter shape the kept count answers: none, each account type, each active state, and both. */
const shapes: { accountType?: string; active?: boolean }[] = [
  {},
  ...ACCOUNT_TYPES.map((accountType) => ({ accountType })),
  { active: true },
  { active: false },
  ...ACCOUNT_TYPES.flatMap((accountType) => [true, false].map((active) => ({ accountType, active }))),
];

/** What the list shows for every shape equals the count of the companies themselves. */
async function expectTotalsRight() {
  for (const shape of shapes) {
    const query = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, String(v)]));
    const page = await list({ ...query, pageSize: '1' });
    expect({ shape, total: page.total }).toEqual({ shape, total: await counted(shape) });
    expect(page.totalCapped, JSON.stringify(shape)).toBeUndefined();
  }
}

const mutate = (body: unknown, url: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.call(staff, { method, url, payload: body as object });

beforeAll(async () => {
  t = await createTestApp();
  // the compaction is run by hand below: its scheduled run must not fold the rows first
  await unschedule(t, 'companies.compactCompanyCounts');
  staff = await t.login('staff.admin');
});
afterAll(() => t?.close());

describe('the company list’s kept total (decision 0100)', () => {
  it('shows the exact number of live companies for every filter after the seed', async () => {
    expect(await counted()).toBeGreaterThan(0);
    await expectTotalsRight();
  });

  it('follows companies registered, deactivated, given another type and deleted, through the API and in SQL', async () => {
    const [a, b, c] = [await aCompany(t), await aCompany(t), await aCompany(t, { accountType: 'PARTNER' })];
    await expectTotalsRight();
    expect((await mutate({ active: false }, `/secure/party/company/${a.id}/active`)).statusCode).toBe(200);
    expect((await mutate({}, `/secure/party/company/${b.id}`, 'DELETE')).statusCode).toBeLessThan(300);
    await expectTotalsRight();
    // any writer: the triggers count what SQL changes too, one row or many in a statement
    await queryRows(t.database.db, sql`update companies set account_type = 'DISTRIBUTOR' where id = ${c.id}`);
    await queryRows(t.database.db, sql`update companies set active = true where id = ${a.id}`);
    await queryRows(
      t.database.db,
      sql`update companies set legal_name = legal_name || ' (renamed)' where id = ${a.id}`,
    );
    await expectTotalsRight();
    await queryRows(
      t.database.db,
      sql`update companies set deleted_at = now() where id in (${a.id}, ${c.id}) and deleted_at is null`,
    );
    await expectTotalsRight();
  });

  it('is exact past the cap without a search, on any page, by offset or cursor', async () => {
    await queryRows(
      t.database.db,
      sql`insert into companies (legal_name, account_type, active)
          select 'Keptco ' || lpad(i::text, 5, '0'), case when i % 3 = 0 then 'PARTNER' else 'DIRECT_CUSTOMER' end,
                 i % 4 <> 0
            from generate_series(1, ${LIST_TOTAL_CAP + 7}::int) i`,
    );
    await queryRows(
      t.database.db,
      sql`update companies set active = not active where legal_name like 'Keptco %' and id % 5 = 0`,
    );
    const all = await counted();
    expect(all).toBeGreaterThan(LIST_TOTAL_CAP);
    await expectTotalsRight();

    const first = await list({ pageSize: '25' });
    expect(first).toMatchObject({ total: all });
    expect(first).not.toHaveProperty('totalCapped');
    const beyond = await list({ page: '5000', pageSize: '25' });
    expect(beyond).toMatchObject({ items: [], total: all });
    const byCursor = await list({ after: first.next!, pageSize: '25' });
    expect(byCursor.total).toBe(all);
    expect(byCursor.items).toHaveLength(25);
    expect(byCursor.items[0]!.legalName >= first.items[24]!.legalName).toBe(true);

    // a search still counts its matches, up to the cap
    const searched = await list({ search: 'Keptco', pageSize: '25' });
    expect(searched).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
  });

  it('folds its changes into one row per key in the scheduled job, every total unchanged', async () => {
    const rowsPerKey = async () =>
      (
        await queryRows<{ rows: number }>(
          t.database.db,
          sql`select count(*)::int as rows from company_count_changes group by account_type, active
              order by 1 desc limit 1`,
        )
      )[0]!.rows;
    expect(await rowsPerKey()).toBeGreaterThan(1);
    const status = await runManualJob<{ keys: number }>(t, staff, 'companies.compactCompanyCounts');
    expect(status).toMatchObject({ state: 'completed', running: false });
    expect(status.output.keys).toBeGreaterThan(0);
    expect(await rowsPerKey()).toBe(1);
    await expectTotalsRight();
  });
});

/**
 * Two registrations in transactions of their own never wait for each other over the count: its changes are rows
 * added, not one row updated (PostgreSQL only: the embedded database has one connection).
 */
describe.skipIf(!process.env.DATABASE_URL)('the kept count under concurrent registrations', () => {
  it('lets a second transaction add a company while the first is still open, and counts both', async () => {
    const url = t.config.database.kind === 'postgres' ? t.config.database.url : '';
    const open = new pg.Client({ connectionString: url });
    const other = new pg.Client({ connectionString: url });
    await open.connect();
    await other.connect();
    const kept = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select sum(shown)::int as n from company_count_changes where account_type = 'DISTRIBUTOR'`,
        )
      )[0]!.n ?? 0;
    const before = await kept();
    try {
      const add = (c: pg.Client, name: string) =>
        c.query(`insert into companies (legal_name, account_type) values ($1, 'DISTRIBUTOR')`, [name]);
      await open.query('begin');
      await add(open, 'First Distributor, still open');
      await other.query(`set statement_timeout = '2s'`);
      await add(other, 'Second Distributor, committed at once');
      await open.query('commit');
      expect((await kept()) - before).toBe(2);
      await expectTotalsRight();
    } finally {
      await open.end();
      await other.end();
    }
  });
});
