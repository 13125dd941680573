import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client.js';

/**
 * Counts every row written to the application's tables (insert, update, delete), through a row-level trigger on
 * each table: one cheap read tells whether a request wrote anything, however many tables there are. Updates are
 * caught too, which row counts would miss. Login throttling is left out: a refused login attempt is meant to
 * count. So are the kept service counts (`service_count_changes`): only triggers on `technical_services`, which the
 * probe watches, write them, and the scheduled job that folds them may run in the middle of a test.
 */
export async function installWriteProbe(database: Database): Promise<() => Promise<number>> {
  const { db } = database;
  await db.execute(sql`create table if not exists test_write_probe (n bigint not null)`);
  await db.execute(sql`insert into test_write_probe select 0 where not exists (select 1 from test_write_probe)`);
  await db.execute(
    sql.raw(`create or replace function test_write_probe_count() returns trigger language plpgsql as $$
      begin update test_write_probe set n = n + 1; return null; end $$`),
  );
  const tables = await queryRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public'
        and tablename not in ('test_write_probe', 'login_throttle', '__drizzle_migrations', 'service_count_changes')`,
  );
  for (const { tablename } of tables) {
    await db.execute(
      sql.raw(`create or replace trigger test_write_probe after insert or update or delete on "${tablename}"
        for each row execute function test_write_probe_count()`),
    );
  }
  return async () => {
    const [row] = await queryRows<{ n: string }>(db, sql`select n::text as n from test_write_probe`);
    return Number(row?.n ?? 0);
  };
}
