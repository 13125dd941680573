import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobQueue, startQueue } from '../src/jobs/queue.js';
import { createModuleContext } from '../src/modules/context.js';
import { moduleJobs } from '../src/modules/index.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * JOBS=external on PostgreSQL: the API only enqueues; a separate worker (what `npm run worker` starts) does the
 * work. PGlite belongs to one process, so there jobs always run inside the API and this does not apply.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('external job worker', () => {
  let t: TestApp;
  let worker: JobQueue | null = null;

  beforeAll(async () => {
    t = await createTestApp({ JOBS: 'external' });
  });
  afterAll(async () => {
    await worker?.stop();
    await t.close();
  });

  const check = async (staff: string, jobId: string) =>
    (
      await t.call(staff, {
        method: 'GET',
        url: '/secure/batchprocess/check',
        query: { method: 'auth.purgeExpiredTokens', params: jobId },
      })
    ).json().data.state as string;

  it('lets the worker, not the API, run the job', async () => {
    const staff = await t.login('staff.admin');
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json().queue).toBe('external');
    const run = await t.call(staff, {
      method: 'POST',
      url: '/secure/batchprocess/run',
      payload: { method: 'auth.purgeExpiredTokens' },
    });
    const { jobId } = run.json().data;
    // Nobody works the queue yet: the job waits.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await check(staff, jobId)).toBe('created');

    // What `npm run worker` builds: the same modules from the same config.
    const ctx = await createModuleContext(t.config, t.database, () => {});
    worker = await startQueue(t.database, moduleJobs(ctx), {
      mode: 'in-process',
      work: true,
      ctx,
      log: () => {},
    });
    let state = '';
    for (let i = 0; i < 60 && state !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      state = await check(staff, jobId);
    }
    expect(state).toBe('completed');
  });
});
