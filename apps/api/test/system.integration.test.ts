import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function waitForJob(token: string, method: string, jobId: string) {
  for (let i = 0; i < 60; i++) {
    const res = await t.call(token, {
      method: 'GET',
      url: '/secure/batchprocess/check',
      query: { method, params: jobId },
    });
    const data = res.json().data;
    if (!data.running) return data;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('job did not finish');
}

describe('health and docs', () => {
  it('reports health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toMatchObject({ status: 'ok', queue: 'in-process' });
  });

  it('publishes an OpenAPI document listing the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3/);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v3/login', '/v2/profile', '/secure/batchprocess/check']),
    );
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
  });

  it('answers unknown paths with the error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'data', 'message', 'trace_id']);
  });
});

describe('background jobs', () => {
  it('runs the token purge in the queue and reports it through batchprocess/check', async () => {
    const staff = await t.login('staff.admin');
    // An old, expired session for the purge to remove.
    const stale = await t.login('acme.viewer');
    await t.database.db.execute(
      sql`update auth_tokens set expires_at = now() - interval '3 days' where id = (select max(id) from auth_tokens where person_id = (select id from persons where username = 'acme.viewer'))`,
    );
    expect((await t.call(stale, { method: 'GET', url: '/v2/profile' })).statusCode).toBe(401);

    const run = await t.call(staff, {
      method: 'POST',
      url: '/secure/batchprocess/run',
      payload: { method: 'auth.purgeExpiredTokens' },
    });
    expect(run.statusCode).toBe(202);
    const { jobId } = run.json().data;
    const status = await waitForJob(staff, 'auth.purgeExpiredTokens', jobId);
    expect(status).toMatchObject({ state: 'completed', jobId, running: false });
    expect(status.output.deleted).toBeGreaterThanOrEqual(1);
    expect(status.completedOn).toBeGreaterThanOrEqual(status.createdOn);

    const latest = await t.call(staff, {
      method: 'GET',
      url: '/secure/batchprocess/check',
      query: { method: 'auth.purgeExpiredTokens' },
    });
    expect(latest.json().data.jobId).toBe(jobId);
  });

  it('refuses unknown jobs and customers', async () => {
    const staff = await t.login('staff.admin');
    const unknown = await t.call(staff, {
      method: 'GET',
      url: '/secure/batchprocess/check',
      query: { method: 'nope' },
    });
    expect(unknown.statusCode).toBe(400);
    const customer = await t.login('acme.admin');
    const res = await t.call(customer, {
      method: 'GET',
      url: '/secure/batchprocess/check',
      query: { method: 'auth.purgeExpiredTokens' },
    });
    expect(res.statusCode).toBe(403);
    const run = await t.call(customer, {
      method: 'POST',
      url: '/secure/batchprocess/run',
      payload: { method: 'auth.purgeExpiredTokens' },
    });
    expect(run.statusCode).toBe(403);
  });
});

describe('validation messages', () => {
  it('answers our own messages exactly and names the field of a library message', async () => {
    const staff = await t.login('staff.admin');
    const profile = (await t.call(staff, { method: 'GET', url: '/v2/profile' })).json().data;
    const own = await t.call(staff, {
      method: 'POST',
      url: `/secure/party/person/${profile.personId}/email`,
      query: { email: 'nope' },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('Please enter a valid email address.');
    const library = await t.call(staff, { method: 'GET', url: '/secure/batchprocess/check' });
    expect(library.statusCode).toBe(400);
    expect(library.json().message).toMatch(/^method: /);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('database connections ended by the server', () => {
  it('keeps serving after PostgreSQL terminates the idle connections', async () => {
    const token = await t.login('acme.admin');
    // From a connection of its own, end every other connection to this database (as a restart or failover would).
    const admin = new pg.Client({ connectionString: (t.config.database as { url: string }).url });
    await admin.connect();
    const { rows } = await admin.query(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await admin.end();
    expect(rows[0].n).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));
    const res = await t.call(token, { method: 'GET', url: '/v2/profile' });
    expect(res.statusCode).toBe(200);
  });
});
