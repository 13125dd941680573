import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { PREPARE_AFTER_USES } from '../src/db/auto-prepare.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

// Decision 0098: a statement the app sends often is parsed and planned once per pooled connection, under a name of
// its own. PostgreSQL shows a session's prepared statements in pg_prepared_statements; PGlite is one process's
// database without a pool, so this runs on PostgreSQL only (scripts/test-all.mjs fails when that run skipped it).
describe.skipIf(!process.env.DATABASE_URL)('often-sent statements are prepared (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const prepared = (db: TestApp['database']['db'], marker: string) =>
    queryRows<{ name: string; calls: number }>(
      db,
      sql`select name, (generic_plans + custom_plans)::int as calls from pg_prepared_statements
           where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`,
    );

  it('sends a text unnamed until its third use, then under one name on each connection', async () => {
    // one transaction holds one connection, so the session's prepared statements are the ones it sent
    await t.database.db.transaction(async (tx) => {
      const read = () =>
        queryRows(tx, sql`select id /* auto-prepare marker */ from companies where id = ${DEMO_COMPANIES.acme}`);
      for (let use = 1; use < PREPARE_AFTER_USES; use++) await read();
      expect(await prepared(tx, 'auto-prepare marker')).toEqual([]);
      await read();
      await read();
      const [statement, ...more] = await prepared(tx, 'auto-prepare marker');
      expect(more).toEqual([]);
      expect(statement?.name).toMatch(/^auto_\d+$/);
      expect(statement?.calls).toBe(2);
    });
  });

  it('answers the same rows prepared as unprepared, values and all', async () => {
    const read = (id: number) =>
      queryRows<{ legal_name: string }>(t.database.db, sql`select legal_name from companies where id = ${id}`);
    const first = await read(DEMO_COMPANIES.acme);
    for (let use = 0; use < PREPARE_AFTER_USES + 2; use++) await read(DEMO_COMPANIES.globex);
    expect(await read(DEMO_COMPANIES.acme)).toEqual(first);
    expect((await read(DEMO_COMPANIES.globex))[0]?.legal_name).not.toBe(first[0]?.legal_name);
  });
});
