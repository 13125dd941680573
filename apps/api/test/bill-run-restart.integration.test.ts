import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import type { JobQueue } from '../src/jobs/queue.js';
import { billRunChunkJob, billRunJob } from '../src/modules/billing/index.js';
import { aCompany, aStaffAdmin, aSupply } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';
import { killWorkerOnce, stepsFile, survivingWorker } from './killed-worker.js';

/**
 * A bill run whose worker is killed mid-run (decision 0085): the chunks that committed stay billed, the chunk killed
 * between its work and its commit leaves nothing, and the worker that takes it over bills it once — every company
 * ends with exactly the invoice an unbroken run makes. PostgreSQL only: a second process cannot open the embedded
 * database.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const COMPANIES = 7;

describe.skipIf(!onPostgres)('a bill run survives a killed worker', () => {
  let t: TestApp;
  let survivor: JobQueue | null = null;
  const { file, lines: steps } = stepsFile('billrun');

  beforeAll(async () => {
    t = await createTestApp({ JOBS: 'external' });
  });
  afterAll(async () => {
    await survivor?.stop();
    await t.close();
  });

  it('resumes to the totals of a run nobody killed', async () => {
    const admin = await aStaffAdmin(t);
    const staff = await t.login(admin.username, admin.password);
    // companies with one, two or three billables at known prices, billed for December 2026 from its first day
    const expected = new Map<number, { net: number; lines: number }>();
    for (let i = 0; i < COMPANIES; i += 1) {
      const company = await aCompany(t);
      await aSupply(t, { companyId: company.id, market: 'AU' });
      const count = (i % 3) + 1;
      let net = 0;
      for (let b = 0; b < count; b += 1) {
        const monthly = 10_000 + i * 100 + b;
        net += monthly;
        const [service] = await queryRows<{ id: number }>(
          t.database.db,
          sql`insert into technical_services (company_id, product_type, name, provisioning_status, rate_limit_mbps,
                location_id, contract_start_date, term_months)
              values (${company.id}, 'PORT', ${`Restart Port ${i}.${b}`}, 'LIVE', 1000, 1, '2026-12-01', 12)
              returning id`,
        );
        await t.database.db.execute(
          sql`insert into billables (service_id, company_id, supplier_id, billing_status, setup_cents, monthly_cents,
                currency, term_months, activated_on)
              values (${service!.id}, ${company.id}, 808, 'ACTIVE', 0, ${monthly}, 'AUD', 12, '2026-12-01')`,
        );
      }
      expected.set(company.id, { net, lines: count });
    }
    const ids = [...expected.keys()];
    const billed = async () =>
      queryRows<{ companyId: number; invoices: number; net: number; lines: number }>(
        t.database.db,
        sql`select i.company_id as "companyId", count(distinct i.id)::int as invoices,
                   coalesce(sum(l.amount_cents), 0)::int as net, count(l.id)::int as lines
            from invoices i left join invoice_lines l on l.invoice_id = i.id
            where i.company_id = any(${sql.param(ids)}::int[]) group by i.company_id order by 1`,
      );

    const res = await t.call(staff, {
      method: 'POST',
      url: `/secure/billrun/${Date.parse('2026-12-15T00:00:00Z')}/supplierId/808`,
    });
    expect(res.statusCode, res.body).toBe(202);
    const runId = res.json().data.billRuns[0].billRunId as number;
    if (t.config.database.kind !== 'postgres') throw new Error('PostgreSQL only');

    // killed once chunk 1 has done its work, before its transaction commits
    await killWorkerOnce(t.config.database.url, 'billrun', file, () => steps().join() === `${runId}:1`);
    const [midway] = await queryRows<{ status: string; done: number; total: number }>(
      t.database.db,
      sql`select status, chunks_done as done, chunks_total as total from bill_runs where id = ${runId}`,
    );
    expect(midway!.status).toBe('RUNNING');
    expect(midway!.done).toBeLessThan(midway!.total);
    const partial = await billed();
    expect(partial.length).toBeLessThan(COMPANIES + 1);

    const ctx = { db: t.database.db, config: t.config, now: () => new Date(), integrations: {} };
    survivor = await survivingWorker(t.database, [billRunJob, billRunChunkJob], ctx);
    await expect
      .poll(async () => (await t.call(staff, { method: 'GET', url: `/secure/billrun/${runId}` })).json().data.status, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe('COMPLETED');
    const after = await billed();
    expect(after).toEqual(ids.map((companyId) => ({ companyId, invoices: 1, ...expected.get(companyId)! })));
    const run = (await t.call(staff, { method: 'GET', url: `/secure/billrun/${runId}` })).json().data;
    expect(run.chunksDone).toBe(run.chunksTotal);
    expect(run.progress).toBe(1);
  }, 120_000);
});
