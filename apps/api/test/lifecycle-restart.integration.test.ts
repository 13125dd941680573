import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import type { JobQueue } from '../src/jobs/queue.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { lifecycleDueJob } from '../src/modules/services/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { killWorkerOnce, stepsFile, survivingWorker } from './killed-worker.js';

/**
 * A cancelled service's decommissioning (decision 0049) when the worker running it is killed after the step's work
 * and before its commit: the work is rolled back whole (the service still CANCELLED, no event, no audit record, its
 * VLAN still held), and the worker that takes the job over decommissions it once. PostgreSQL only: a second process
 * cannot open the embedded database.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('decommissioning survives a killed worker', () => {
  let t: TestApp;
  let survivor: JobQueue | null = null;
  const { file, lines: steps } = stepsFile('lifecycle');

  beforeAll(async () => {
    t = await createTestApp({ JOBS: 'external' });
  });
  afterAll(async () => {
    await survivor?.stop();
    await t.close();
  });

  it('decommissions a cancelled VXC once when its worker dies between the work and the commit', async () => {
    const admin = await t.login('acme.admin');
    const [port] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from technical_services where company_id = ${DEMO_COMPANIES.acme} and product_type = 'PORT'
            and provisioning_status = 'LIVE' order by id limit 1`,
    );
    const [vxc] = await queryRows<{ id: number; uid: string }>(
      t.database.db,
      sql`insert into technical_services (company_id, product_type, name, provisioning_status, rate_limit_mbps,
            a_end_service_id, contract_start_date, term_months)
          values (${DEMO_COMPANIES.acme}, 'VXC', 'Killed worker VXC', 'LIVE', 100, ${port!.id}, '2026-01-01', 1)
          returning id, uid::text`,
    );
    const id = vxc!.id;
    // its VLAN on the port, held as an ordered VXC's is
    await t.database.db.execute(
      sql`with component as (
            insert into service_components (service_id, component_type, a_end_service_id)
            values (${id}, 'VXC', ${port!.id}) returning id)
          insert into component_resources (component_id, resource_type, port_service_id, vlan)
          select id, 'vlan', ${port!.id}, 3977 from component`,
    );
    const cancelled = await t.call(admin, { method: 'POST', url: `/v3/product/${vxc!.uid}/action/CANCEL_NOW` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // the termination date is today: the decommissioning is due tomorrow; make it due now
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'services.lifecycleDue'
            and (data->>'serviceId')::int = ${id} and data->>'step' = 'DECOMMISSIONED'`,
    );
    const state = async () =>
      (
        await queryRows<{ status: string; events: number; audits: number; vlans: number }>(
          t.database.db,
          sql`select (select provisioning_status from technical_services where id = ${id}) as status,
                     (select count(*)::int from service_events
                        where service_id = ${id} and routing_key = 'DECOMMISSIONED') as events,
                     (select count(*)::int from audit_log where entity_type = 'technical_service'
                        and entity_id = ${String(id)} and after->>'provisioningStatus' = 'DECOMMISSIONED') as audits,
                     (select count(*)::int from component_resources r join service_components c
                        on c.id = r.component_id where c.service_id = ${id} and r.resource_type = 'vlan') as vlans`,
        )
      )[0]!;

    if (t.config.database.kind !== 'postgres') throw new Error('PostgreSQL only');
    // killed once the step's work is done, before its transaction commits
    await killWorkerOnce(t.config.database.url, 'lifecycle', file, () => steps().join() === `${id}:DECOMMISSIONED`);
    expect(await state()).toEqual({ status: 'CANCELLED', events: 0, audits: 0, vlans: 1 });

    const ctx = { db: t.database.db, config: t.config, now: () => new Date(), integrations: {} };
    survivor = await survivingWorker(t.database, [lifecycleDueJob], ctx);
    await expect.poll(async () => (await state()).status, { timeout: 60_000, interval: 250 }).toBe('DECOMMISSIONED');
    expect(await state()).toEqual({ status: 'DECOMMISSIONED', events: 1, audits: 1, vlans: 0 });
    // done once: the job completed, and nothing runs it again
    const [job] = await queryRows<{ state: string }>(
      t.database.db,
      sql`select state from pgboss.job where name = 'services.lifecycleDue'
            and (data->>'serviceId')::int = ${id} and data->>'step' = 'DECOMMISSIONED'`,
    );
    expect(job).toEqual({ state: 'completed' });
  }, 120_000);
});
