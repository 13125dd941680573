import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../src/db/client.js';
import type { TestApp } from './harness.js';

/**
 * Starts a manual job as staff do from the batch screen (`POST /secure/batchprocess/run`) and polls its status
 * (`GET /secure/batchprocess/check`) until it has finished: the final status, its output typed by the caller.
 */
export async function runManualJob<Output>(
  t: TestApp,
  staffToken: string,
  method: string,
): Promise<{ running: boolean; state: string; output: Output }> {
  const run = await t.call(staffToken, { method: 'POST', url: '/secure/batchprocess/run', payload: { method } });
  expect(run.statusCode, run.body).toBe(202);
  const { jobId } = run.json().data;
  let status: { running: boolean; state: string; output: Output } | undefined;
  for (let i = 0; i < 60 && (status === undefined || status.running); i++) {
    if (status) await new Promise((r) => setTimeout(r, 250));
    status = (
      await t.call(staffToken, { method: 'GET', url: '/secure/batchprocess/check', query: { method, params: jobId } })
    ).json().data;
  }
  return status!;
}

/**
 * Takes a scheduled job's schedule away (its pg-boss row), so that its scheduled run cannot come between a test's set-up
 * and its manual run: a compaction fired by the clock (every five minutes) folds the rows the test made to be folded.
 * A run the clock queued before its schedule went (the app had just started) is taken away too, and one already
 * running is waited for: either would fold the rows beside the test's own run (a clean-clone run saw that happen).
 */
export async function unschedule(t: TestApp, name: string): Promise<void> {
  const removed = await queryRows(t.database.db, sql`delete from pgboss.schedule where name = ${name} returning name`);
  if (removed.length !== 1) throw new Error(`${name} has no schedule to take away`);
  await queryRows(t.database.db, sql`delete from pgboss.job where name = ${name} and state in ('created', 'retry')`);
  const running = async () =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from pgboss.job where name = ${name} and state = 'active'`,
      )
    )[0]!.n;
  // a hook cannot poll with `expect.poll`: twenty seconds at most, as long as a compaction may take on a loaded machine
  for (let waited = 0; (await running()) > 0; waited += 100) {
    if (waited >= 20_000) throw new Error(`${name} is still running`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
