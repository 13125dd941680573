import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../src/db/client.js';
import {
  LEASE_SECONDS,
  MAINTENANCE_SECONDS,
  RETRY_DELAY_SECONDS,
  type JobQueue,
  startQueue,
} from '../src/jobs/queue.js';
import { inChange, systemChange } from '../src/modules/audit/index.js';
import { createModuleContext } from '../src/modules/context.js';
import { defineJob, type ModuleContext } from '../src/modules/define-module.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * Jobs declared with `defineJob`, run by the job runner on the test's database: a chain of jobs queued in a job's
 * transaction, changes made by the system under a name, and a job whose worker died running again.
 */
let t: TestApp;
let queue: JobQueue;
let ctx: ModuleContext;
const ran: string[] = [];

const followUp = defineJob({
  name: 'test.followUp',
  payload: z.object({ step: z.string() }),
  async handler({ step }) {
    ran.push(`followUp:${step}`);
  },
});

const first = defineJob({
  name: 'test.first',
  payload: z.object({ step: z.string(), fail: z.boolean() }),
  retryLimit: 0,
  actor: 'provisioning',
  async handler({ step, fail }, run) {
    await inChange(run.tx, systemChange(run), async ({ audit }) =>
      audit({ action: 'test.step', entityType: 'test', entityId: step }),
    );
    await run.send(followUp, { step });
    ran.push(`first:${step}`);
    if (fail) throw new Error('the first job fails after queueing the next');
    return { step };
  },
});

const slow = defineJob({
  name: 'test.slow',
  payload: z.object({ id: z.string() }),
  transactional: false,
  async handler({ id }) {
    ran.push(`slow:${id}`);
  },
});

async function jobCount(name: string, step: string) {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from pgboss.job where name = ${name} and data->>'step' = ${step}`,
  );
  return row?.n ?? 0;
}

const until = (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) =>
  expect.poll(check, { timeout: timeoutMs, interval: 100 }).toBe(true);

beforeAll(async () => {
  t = await createTestApp({}, { demo: false });
  ctx = await createModuleContext(t.config, t.database, () => {});
  queue = await startQueue(t.database, [first, followUp, slow], {
    mode: 'in-process',
    work: true,
    ctx,
    log: () => {},
    leaseSeconds: 2,
    maintenanceSeconds: 1,
  });
});
afterAll(async () => {
  await queue.stop();
  await t.close();
});

describe('a job that queues the next one', () => {
  it('queues it in its own transaction: when it fails, the next job does not exist', async () => {
    await queue.send(first, { step: 'fails', fail: true });
    await until(() => ran.includes('first:fails'));
    await until(async () => {
      const [row] = await queryRows<{ state: string }>(
        t.database.db,
        sql`select state::text from pgboss.job where name = 'test.first' and data->>'step' = 'fails'`,
      );
      return row?.state === 'failed';
    });
    expect(await jobCount('test.followUp', 'fails')).toBe(0);
    expect(ran).not.toContain('followUp:fails');
    // its audit record went with it
    const audits = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where entity_type = 'test' and entity_id = 'fails'`,
    );
    expect(audits[0]?.n).toBe(0);
  });

  it('when it succeeds, the next job runs once', async () => {
    await queue.send(first, { step: 'works', fail: false });
    await until(() => ran.includes('followUp:works'));
    await new Promise((r) => setTimeout(r, 500));
    expect(ran.filter((r) => r === 'followUp:works')).toHaveLength(1);
    expect(await jobCount('test.followUp', 'works')).toBe(1);
  });

  it('records its changes as the system under its name, not a person', async () => {
    const rows = await queryRows<{ actor_system: string | null; actor_person_id: number | null; trace_id: string }>(
      t.database.db,
      sql`select actor_system, actor_person_id, trace_id from audit_log
           where entity_type = 'test' and entity_id = 'works'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.actor_system).toBe('provisioning');
    expect(rows[0]?.actor_person_id).toBeNull();
    expect(rows[0]?.trace_id).toMatch(/^job:/);
  });
});

describe('a job whose worker died', () => {
  it('runs again once its lease runs out', async () => {
    // Another "worker" takes the job and dies: it never renews the lease, completes or fails it.
    const dead = new PgBoss(
      t.database.connectionString
        ? { connectionString: t.database.connectionString, schema: 'pgboss', supervise: false, schedule: false }
        : { db: t.database.sql as PgBoss.Db, schema: 'pgboss', supervise: false, schedule: false },
    );
    await dead.start();
    const id = await dead.send('test.slow', { id: 'orphan' }, { expireInSeconds: 2, retryDelay: 1 });
    const taken = await dead.fetch('test.slow');
    expect(taken.map((j) => j.id)).toEqual([id]);
    await dead.stop({ graceful: false, close: Boolean(t.database.connectionString), wait: true });
    const started = Date.now();
    await until(() => ran.includes('slow:orphan'), 15_000);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('is run again within 30 s with the queue’s own settings', () => {
    // lease runs out, the next maintenance notices, the retry waits its first delay
    expect(LEASE_SECONDS + MAINTENANCE_SECONDS + RETRY_DELAY_SECONDS).toBeLessThanOrEqual(30);
  });
});
