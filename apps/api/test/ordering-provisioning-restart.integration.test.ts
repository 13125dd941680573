import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import type { JobQueue } from '../src/jobs/queue.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { configuredFollowUpJob, provisioningJob } from '../src/modules/services/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { killWorkerOnce, stepsFile, survivingWorker } from './killed-worker.js';

/**
 * A provisioning worker killed in the middle of an order's steps: another worker takes over and every service still
 * reaches LIVE once, each lifecycle event recorded once and each step audited once. PostgreSQL only: a second
 * process cannot open the embedded database.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const PORTS = 8;

describe.skipIf(!onPostgres)('provisioning survives a killed worker', () => {
  let t: TestApp;
  let survivor: JobQueue | null = null;
  const { file, lines: steps } = stepsFile('provisioning');

  beforeAll(async () => {
    t = await createTestApp({ JOBS: 'external', PROVISIONING_STEP_SECONDS: '0' });
  });
  afterAll(async () => {
    await survivor?.stop();
    await t.close();
  });

  it('takes every port of a LAG to LIVE once when its worker is killed mid-way', async () => {
    const admin = await t.login('acme.admin');
    const res = await t.call(admin, {
      method: 'POST',
      url: '/secure/order/port',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        companyId: DEMO_COMPANIES.acme,
        productType: 'LAG',
        lagPortCount: PORTS,
        locationId: 1,
        serviceName: 'Killed worker LAG',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.services.map((s: { technicalServiceId: number }) => s.technicalServiceId) as number[];

    if (t.config.database.kind !== 'postgres') throw new Error('PostgreSQL only');
    // killed while the network is working on some steps
    await killWorkerOnce(t.config.database.url, 'provisioning', file, () => steps().length >= 4);
    const [live] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from technical_services where id in (${sql.join(ids, sql`, `)}) and provisioning_status = 'LIVE'`,
    );
    expect(live!.n).toBeLessThan(PORTS);

    const provisioner = { name: 'survivor', stepSeconds: 0, provision: async () => {} };
    const ctx = { db: t.database.db, config: t.config, now: () => new Date(), integrations: { provisioner } };
    // the provisioning job and the follow-ups it queues at CONFIGURED (decision 0045), as a worker registers them
    survivor = await survivingWorker(t.database, [provisioningJob, configuredFollowUpJob], ctx);
    const statuses = () =>
      queryRows<{ provisioning_status: string }>(
        t.database.db,
        sql`select provisioning_status from technical_services where id in (${sql.join(ids, sql`, `)})`,
      );
    await expect
      .poll(async () => (await statuses()).filter((s) => s.provisioning_status === 'LIVE').length, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(PORTS);

    const events = await queryRows<{ routing_key: string; n: number }>(
      t.database.db,
      sql`select routing_key, count(*)::int as n from service_events where service_id in (${sql.join(ids, sql`, `)})
          group by routing_key order by routing_key`,
    );
    expect(events).toEqual(
      ['CONFIGURED', 'DEPLOYABLE', 'LIVE', 'NEW'].map((routing_key) => ({ routing_key, n: PORTS })),
    );
    const [audited] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where entity_type = 'technical_service'
          and entity_id in (${sql.join(
            ids.map((id) => String(id)),
            sql`, `,
          )})`,
    );
    expect(audited!.n).toBe(PORTS * 3);
  }, 120_000);
});
