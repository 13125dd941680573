/**
 * `npm run bench:billing`: a bill run of BENCH_COMPANIES (default 10,000) companies × BENCH_BILLABLES (default 10)
 * active billables on PostgreSQL, end to end as staff start it: the run queued through the API, planned and billed
 * in chunks by the API process's workers, until its row says COMPLETED. Then the same run again (it must add
 * nothing). In the same run, the floor: the raw COPY of as many invoice-line rows into a table shaped like
 * `invoice_lines`. Creates its own database (BENCH_DATABASE, default `portico_bench_billing`; BENCH_KEEP=1 keeps it).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { startBenchApp } from './bench-app.js';
import { withClient } from './data.js';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10_000);
const PER_COMPANY = Number(process.env.BENCH_BILLABLES ?? 10);
const BILLABLES = COMPANIES * PER_COMPANY;
const AUSTRALIA = 808;
// a month every billable is billed for whole: November 2026, activated on its first day
const TIMESTAMP = Date.parse('2026-11-15T00:00:00Z');

const bench = await startBenchApp({
  title: 'billing',
  database: 'portico_bench_billing',
  jobs: 'in-process',
  connections: 1,
  generate: { companies: COMPANIES, peoplePerCompany: 1 },
});
const { firstCompanyId } = bench.generated;

/** Each generated company's supply in Australia, and its billed Ports: services, their prices, their billables. */
async function generateBillables(): Promise<void> {
  await withClient(bench.url, async (c) => {
    await c.query('begin');
    await c.query(
      `insert into supplies (company_id, supplier_id, company_legal_name, tax_rate_bp, currency, billing_contact_email)
       select $1::int + i, $2, 'Bench Billing ' || i, 1000, 'AUD', 'billing' || i || '@bench.example'
       from generate_series(0, $3::int - 1) i
       on conflict do nothing`,
      [firstCompanyId, AUSTRALIA, COMPANIES],
    );
    const { rows } = await c.query<{ base: number }>(`select coalesce(max(id), 0) + 1 as base from technical_services`);
    const base = Number(rows[0]!.base);
    await c.query(
      `insert into technical_services (id, company_id, product_type, name, provisioning_status, rate_limit_mbps,
         location_id, contract_start_date, term_months)
       select $1::int + i, $2::int + i / $3::int, 'PORT', 'Bench Port ' || i, 'LIVE', 1000, 1, '2026-11-01', 12
       from generate_series(0, $4::int - 1) i`,
      [base, firstCompanyId, PER_COMPANY, BILLABLES],
    );
    await c.query(
      `select setval(pg_get_serial_sequence('technical_services', 'id'), (select max(id) from technical_services))`,
    );
    await c.query(
      `insert into service_prices (service_id, reason, effective_date, monthly_cents, currency, rate_limit_mbps)
       select $1::int + i, 'ORDER', '2026-11-01', 50000 + (i % 7) * 1001, 'AUD', 1000
       from generate_series(0, $2::int - 1) i`,
      [base, BILLABLES],
    );
    await c.query(
      `insert into billables (service_id, company_id, supplier_id, billing_status, setup_cents, monthly_cents,
         currency, term_months, activated_on)
       select $1::int + i, $2::int + i / $3::int, $4, 'ACTIVE', 0, 50000 + (i % 7) * 1001, 'AUD', 12, '2026-11-01'
       from generate_series(0, $5::int - 1) i`,
      [base, firstCompanyId, PER_COMPANY, AUSTRALIA, BILLABLES],
    );
    await c.query('commit');
    for (const table of ['supplies', 'technical_services', 'service_prices', 'billables'])
      await c.query(`analyze ${table}`);
  });
}

async function counts(): Promise<{ invoices: number; lines: number }> {
  return withClient(bench.url, async (c) => {
    const { rows } = await c.query(
      `select (select count(*)::int from invoices) as invoices, (select count(*)::int from invoice_lines) as lines`,
    );
    return rows[0] as { invoices: number; lines: number };
  });
}

/** Starts the run through the API as staff and waits for its row to say COMPLETED: seconds, end to end. */
async function billRunSeconds(token: string): Promise<number> {
  const started = performance.now();
  const res = await bench.built.app.inject({
    method: 'POST',
    url: `/secure/billrun/${TIMESTAMP}/supplierId/${AUSTRALIA}`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 202) throw new Error(`bill run refused: ${res.statusCode} ${res.body}`);
  const id = res.json().data.billRuns[0].billRunId as number;
  for (;;) {
    const run = await bench.built.app.inject({
      method: 'GET',
      url: `/secure/billrun/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const { status, error } = run.json().data as { status: string; error: string | null };
    if (status === 'COMPLETED') break;
    if (status === 'FAILED') throw new Error(`bill run failed: ${error}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return (performance.now() - started) / 1000;
}

/** The floor: COPY of `rows` invoice-line rows (as the run writes them) into a table shaped like invoice_lines. */
async function rawCopySeconds(rows: number): Promise<number> {
  return withClient(bench.url, async (c) => {
    await c.query('drop table if exists bench_copy_lines');
    await c.query('create table bench_copy_lines (like invoice_lines including defaults including indexes)');
    const { rows: inv } = await c.query<{ id: number }>('select min(id) as id from invoices');
    const invoiceId = inv[0]!.id;
    function* lines() {
      for (let i = 0; i < rows; i += 1)
        yield `${1_000_000 + i}\t${invoiceId}\t${i}\t${i}\t\\N\t\\N\tMONTHLY\tBench Port ${i}\t2026-11-01\t2026-11-30\t30\t30\t${50_000 + (i % 7) * 1001}\tAUD\t${50_000 + (i % 7) * 1001}\tAUD\t1000\n`;
    }
    const started = performance.now();
    await pipeline(
      Readable.from(lines()),
      c.query(
        copyFrom(
          `copy bench_copy_lines (id, invoice_id, billable_id, service_id, charge_id, billing_event_id, charge_type,
             description, first_day, last_day, days, period_days, unit_cents, original_currency, amount_cents,
             currency, tax_rate_bp) from stdin`,
        ),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    await c.query('drop table bench_copy_lines');
    return seconds;
  });
}

const seedSeconds = performance.now();
await generateBillables();
console.log(
  `PostgreSQL ${await bench.serverVersion()}: ${COMPANIES.toLocaleString('en')} companies × ${PER_COMPANY} active billables = ${BILLABLES.toLocaleString('en')} (generated in ${((performance.now() - seedSeconds) / 1000).toFixed(1)} s)`,
);
const { token } = await bench.listen('staff.admin');
const before = await counts();
const first = await billRunSeconds(token);
const afterFirst = await counts();
const again = await billRunSeconds(token);
const afterAgain = await counts();
const lines = afterFirst.lines - before.lines;
const copy = await rawCopySeconds(lines);
const rate = (s: number) => Math.round(lines / s);

console.log(
  `\nBill run of one supplier's month, end to end as a job (queued through the API, billed by the workers)\n`,
);
console.log('| | seconds | invoice lines/s | ratio to COPY |');
console.log('| --- | --- | --- | --- |');
console.log(`| raw COPY of ${lines.toLocaleString('en')} invoice-line rows | ${copy.toFixed(2)} | ${rate(copy)} | 1 |`);
console.log(
  `| bill run: ${(afterFirst.invoices - before.invoices).toLocaleString('en')} invoices, ${lines.toLocaleString('en')} lines | ${first.toFixed(2)} | ${rate(first)} | ${(copy / first).toFixed(2)} |`,
);
console.log(
  `| the same run again: ${afterAgain.invoices - afterFirst.invoices} new invoices, ${afterAgain.lines - afterFirst.lines} new lines | ${again.toFixed(2)} | — | — |`,
);
await bench.finish();
