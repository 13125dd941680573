import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { BUSY_MESSAGE } from '../src/plugins/error-handler.js';
import { createTestApp, type TestApp } from './harness.js';

// Decision 0017: every API query has a time-out on PostgreSQL, and a query it cancels is a 503, not a stalled pool.
// PGlite runs inside the process and cannot interrupt a query, so this runs on PostgreSQL only; scripts/test-all.mjs
// (CI's `npm test`) fails when the PostgreSQL run skipped it.
it('has a statement time-out of 5 seconds unless configured', () => {
  expect(loadConfig({ NODE_ENV: 'test' }).statementTimeoutMs).toBe(5000);
  expect(loadConfig({ NODE_ENV: 'test', DB_STATEMENT_TIMEOUT_MS: '1500' }).statementTimeoutMs).toBe(1500);
});

describe.skipIf(!process.env.DATABASE_URL)('statement time-out (PostgreSQL)', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp({ DB_STATEMENT_TIMEOUT_MS: '1000' });
    staff = await t.login('staff.admin');
  });
  afterAll(() => t?.close());

  it("sets the configured time-out on the pool's connections", async () => {
    const rows = await queryRows<{ statement_timeout: string }>(t.database.db, sql`show statement_timeout`);
    expect(rows[0]?.statement_timeout).toBe('1s');
  });

  it('cancels a query that waits too long, answers 503, and serves the next request', async () => {
    const detail = () => t.call(staff, { method: 'GET', url: `/secure/party/company/${DEMO_COMPANIES.acme}` });
    expect((await detail()).statusCode).toBe(200);

    // Another session holds the addresses table, so the detail's query waits as behind a slow one.
    const blocker = new pg.Client({ connectionString: (t.config.database as { url: string }).url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table company_addresses in access exclusive mode');
      const started = Date.now();
      const res = await detail();
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(BUSY_MESSAGE);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    expect((await detail()).statusCode).toBe(200);
  });
});
