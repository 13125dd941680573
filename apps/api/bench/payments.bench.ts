/**
 * `npm run bench:payments`: payments on PostgreSQL with BENCH_INVOICES (default 1,000,000) committed invoices over
 * BENCH_COMPANIES (default 10,000) companies, beside the raw SQL of the same work in the same run:
 *
 * 1. receipt and allocate (`POST /secure/payment/receiptAndAllocate`, a payment of 1.00 allocated to one invoice of
 *    its company, each under its own Idempotency-Key) at BENCH_CONNECTIONS (default 20) concurrent callers over HTTP,
 *    against the same transaction as raw SQL (key, payment, invoice locked, allocation, both amounts) on a pool of as
 *    many connections;
 * 2. auto-allocate (`POST /v2/autoAllocate`) of a company with BENCH_OPEN (default 10,000) open invoices and one
 *    payment covering them, against one set-based SQL statement doing the same allocation;
 * 3. a card-provider receipt CSV of BENCH_CSV_ROWS (default 100,000) rows end to end: uploaded
 *    (`POST /v2/eway/dynamics/receipt`, read as it streams), then every row charged on the companies' registered
 *    cards through the card provider (the simulator) by the app's workers, until the run is DONE; against the raw
 *    COPY of as many rows into a table shaped like the run's rows.
 *
 * Creates its own database (BENCH_DATABASE, default `portico_bench_payments`; BENCH_KEEP=1 keeps it).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { startBenchApp } from './bench-app.js';
import { withClient } from './data.js';
import { formatMeasured, runLoops } from './measure.js';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10_000);
const INVOICES = Number(process.env.BENCH_INVOICES ?? 1_000_000);
const OPEN = Number(process.env.BENCH_OPEN ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const CSV_ROWS = Number(process.env.BENCH_CSV_ROWS ?? 100_000);
const PER_COMPANY = Math.max(1, Math.floor(INVOICES / COMPANIES));
const AUSTRALIA = 808;

const bench = await startBenchApp({
  title: 'payments',
  database: 'portico_bench_payments',
  jobs: 'in-process',
  connections: CONNECTIONS,
  generate: { companies: COMPANIES + 1, peoplePerCompany: 1 },
});
const { firstCompanyId } = bench.generated;
/** the company auto-allocation spreads one payment over OPEN invoices of */
const bigCompany = firstCompanyId + COMPANIES;

/** Committed invoices: PER_COMPANY per generated company, and OPEN of the big company, each 550.00 due. */
async function generateInvoices(): Promise<{ firstInvoiceId: number }> {
  return withClient(bench.url, async (c) => {
    await c.query('begin');
    const { rows } = await c.query<{ base: number }>(`select coalesce(max(id), 0) + 1 as base from invoices`);
    const base = Number(rows[0]!.base);
    const { rows: seqRows } = await c.query<{ seq: number }>(
      `select coalesce(max(number_seq), 0) + 1 as seq from invoices where supplier_id = $1`,
      [AUSTRALIA],
    );
    const seq = Number(seqRows[0]!.seq);
    await c.query(
      `insert into invoices (id, supplier_id, company_id, kind, status, period_start, period_end, currency,
         exchange_rate_micros, tax_rate_bp, tax_wording, net_cents, tax_cents, total_cents, due_amount_cents,
         invoice_number, number_seq, invoice_date, due_date, committed_at)
       select $1::int + i, $2, $3::int + (i % $4::int), 'INVOICE', 'COMMITTED', '2025-01-01', '2025-01-31', 'AUD',
         1000000, 1000, 'ex-GST', 50000, 5000, 55000, 55000, 'AU-B' || ($5::int + i), $5::int + i,
         date '2025-01-01' + (i / $4::int) % 600, date '2025-01-31' + (i / $4::int) % 600, now()
       from generate_series(0, $6::int - 1) i`,
      [base, AUSTRALIA, firstCompanyId, COMPANIES, seq, PER_COMPANY * COMPANIES],
    );
    await c.query(
      `insert into invoices (id, supplier_id, company_id, kind, status, period_start, period_end, currency,
         exchange_rate_micros, tax_rate_bp, tax_wording, net_cents, tax_cents, total_cents, due_amount_cents,
         invoice_number, number_seq, invoice_date, due_date, committed_at)
       select $1::int + i, $2, $3, 'INVOICE', 'COMMITTED', '2025-01-01', '2025-01-31', 'AUD', 1000000, 1000,
         'ex-GST', 50000, 5000, 55000, 55000, 'AU-B' || ($4::int + i), $4::int + i,
         date '2024-01-01' + i % 700, date '2024-01-31' + i % 700, now()
       from generate_series(0, $5::int - 1) i`,
      [base + PER_COMPANY * COMPANIES, AUSTRALIA, bigCompany, seq + PER_COMPANY * COMPANIES, OPEN],
    );
    await c.query(`select setval(pg_get_serial_sequence('invoices', 'id'), (select max(id) from invoices))`);
    await c.query('commit');
    await c.query('analyze invoices');
    return { firstInvoiceId: base };
  });
}

const started = performance.now();
const { firstInvoiceId } = await generateInvoices();
console.log(
  `PostgreSQL ${await bench.serverVersion()}: ${(PER_COMPANY * COMPANIES + OPEN).toLocaleString('en')} committed invoices over ${(COMPANIES + 1).toLocaleString('en')} companies (generated in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
const { base, token } = await bench.listen('staff.admin');

/** The n-th call's company and one of its invoices (spread so that calls rarely wait on one row). */
const target = (n: number) => {
  const company = n % COMPANIES;
  const invoice = firstInvoiceId + company + COMPANIES * ((Math.floor(n / COMPANIES) * 7) % PER_COMPANY);
  return { companyId: firstCompanyId + company, invoiceId: invoice };
};

// 1. receipt and allocate over HTTP
let calls = 0;
const http = await runLoops(bench.run, async () => {
  const n = calls++;
  const { companyId, invoiceId } = target(n);
  const res = await fetch(`${base}/secure/payment/receiptAndAllocate`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': `bench-http-${n}`,
    },
    body: JSON.stringify({
      receipt: {
        transactionDate: '2026-11-20',
        receiptDate: '2026-11-20',
        consumerName: `Bench - ${companyId}`,
        amount: '1.00',
        supplierId: AUSTRALIA,
        currency: 'AUD',
        bank: 'ANZ',
      },
      allocations: [{ invoiceId, amountCents: 100 }],
    }),
  });
  if (res.status !== 201) throw new Error(`${res.status} ${await res.text()}`);
  await res.arrayBuffer();
});

// the same transaction as raw SQL, on a pool of as many connections
const pool = new pg.Pool({ connectionString: bench.url, max: CONNECTIONS });
let rawCalls = 0;
const raw = await runLoops(bench.run, async () => {
  const n = rawCalls++;
  const { companyId, invoiceId } = target(n + 500_000);
  const c = await pool.connect();
  try {
    await c.query('begin');
    const request = await c.query<{ id: number }>(
      `insert into payment_requests (company_id, idempotency_key, request_hash, kind) values (1, $1, 'h', 'raw')
       on conflict do nothing returning id`,
      [`bench-raw-${n}`],
    );
    const payment = await c.query<{ id: number }>(
      `insert into payment_transactions (supplier_id, company_id, consumer_name, transaction_type, payment_method,
         bank, currency, amount_cents, allocatable_cents, transaction_date, receipt_date, receipter_id)
       values ($1, $2, $3, 'CREDIT', 'EFT', 'ANZ', 'AUD', 100, 100, '2026-11-20', '2026-11-20', 1) returning id`,
      [AUSTRALIA, companyId, `Bench - ${companyId}`],
    );
    await c.query(`select id from invoices where id = $1 and status = 'COMMITTED' for update`, [invoiceId]);
    await c.query(
      `insert into payment_allocations (transaction_id, invoice_id, company_id, currency, amount_cents)
       values ($1, $2, $3, 'AUD', 100)`,
      [payment.rows[0]!.id, invoiceId, companyId],
    );
    await c.query(`update payment_transactions set allocatable_cents = allocatable_cents - 100 where id = $1`, [
      payment.rows[0]!.id,
    ]);
    await c.query(`update invoices set due_amount_cents = due_amount_cents - 100 where id = $1`, [invoiceId]);
    await c.query(`update payment_requests set transaction_id = $1 where id = $2`, [
      payment.rows[0]!.id,
      request.rows[0]!.id,
    ]);
    await c.query('commit');
  } finally {
    c.release();
  }
});
await pool.end();

console.log(`\nReceipt and allocate, ${CONNECTIONS} concurrent callers, ${bench.run.seconds} s each\n`);
console.log(`  raw SQL transaction        ${formatMeasured(raw, 'txn')}`);
console.log(`  POST receiptAndAllocate    ${formatMeasured(http, 'req')}`);
console.log(`  ratio to raw SQL           ${(http.rps / raw.rps).toFixed(2)}`);

// 2. auto-allocate a company with OPEN open invoices
async function receiptFor(companyId: number, cents: number, key: string): Promise<void> {
  const res = await bench.built.app.inject({
    method: 'POST',
    url: '/secure/payment/receipt',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    payload: {
      transactionDate: '2026-11-20',
      receiptDate: '2026-11-20',
      consumerName: `Bench - ${companyId}`,
      amount: (cents / 100).toFixed(2),
      supplierId: AUSTRALIA,
      currency: 'AUD',
    },
  });
  if (res.statusCode !== 201) throw new Error(`receipt refused: ${res.statusCode} ${res.body}`);
}
const covering = OPEN * 55_000;
await receiptFor(bigCompany, Math.min(covering, 2_147_483_647), 'bench-auto');
// the floor first: the same allocation as one set-based SQL statement, rolled back
const rawAuto = await withClient(bench.url, async (c) => {
  await c.query('begin');
  const t0 = performance.now();
  await c.query(
    `select id from invoices
     where company_id = $1 and kind = 'INVOICE' and status = 'COMMITTED' and due_amount_cents > 0 for update`,
    [bigCompany],
  );
  await c.query(
    `with credit as (
       select id, allocatable_cents as left_cents from payment_transactions
       where company_id = $1 and allocatable_cents > 0 order by transaction_date, id limit 1 for update),
     open as (
       select id, due_amount_cents as due,
         sum(due_amount_cents) over (order by invoice_date, id) - due_amount_cents as before
       from invoices where company_id = $1 and kind = 'INVOICE' and status = 'COMMITTED' and due_amount_cents > 0),
     plan as (
       select o.id as invoice_id, cr.id as transaction_id, least(o.due, cr.left_cents - o.before) as amount
       from open o cross join credit cr where o.before < cr.left_cents),
     allocated as (
       insert into payment_allocations (transaction_id, invoice_id, company_id, currency, amount_cents)
       select transaction_id, invoice_id, $1, 'AUD', amount from plan returning 1),
     paid as (
       update invoices i set due_amount_cents = i.due_amount_cents - p.amount from plan p where i.id = p.invoice_id
       returning 1)
     update payment_transactions t set allocatable_cents = allocatable_cents - (select sum(amount) from plan)
     from credit where t.id = credit.id`,
    [bigCompany],
  );
  const seconds = (performance.now() - t0) / 1000;
  await c.query('rollback');
  return seconds;
});

const autoStarted = performance.now();
const auto = await bench.built.app.inject({
  method: 'POST',
  url: '/v2/autoAllocate',
  headers: { authorization: `Bearer ${token}` },
  payload: { companyId: bigCompany },
});
const autoSeconds = (performance.now() - autoStarted) / 1000;
if (auto.statusCode !== 200) throw new Error(`auto-allocate refused: ${auto.statusCode} ${auto.body}`);
const made = auto.json().data as { allocations: number; allocatedCents: number };

console.log(`\nAuto-allocate one payment over a company's ${OPEN.toLocaleString('en')} open invoices\n`);
console.log(`  raw set-based SQL          ${rawAuto.toFixed(3)} s`);
console.log(
  `  POST /v2/autoAllocate      ${autoSeconds.toFixed(3)} s (${made.allocations.toLocaleString('en')} allocations, ${(made.allocatedCents / 100).toLocaleString('en')} AUD)`,
);
console.log(`  ratio to raw SQL           ${(rawAuto / autoSeconds).toFixed(2)}`);

// 3. a receipt CSV end to end: every generated company has an Australian supply and a registered card
await withClient(bench.url, async (c) => {
  await c.query(
    `insert into supplies (company_id, supplier_id, company_legal_name, tax_rate_bp, currency, billing_contact_email)
     select $1::int + i, $2, 'Bench ' || i, 1000, 'AUD', 'billing' || i || '@bench.example'
     from generate_series(0, $3::int - 1) i on conflict do nothing`,
    [firstCompanyId, AUSTRALIA, COMPANIES],
  );
  await c.query(
    `insert into card_payments (company_id, supplier_id, action, amount_cents, currency, reference, status)
     select $1::int + i, $2, 'TokenRegistration', 0, 'AUD', 'BENCH-REG-' || i, 'APPROVED'
     from generate_series(0, $3::int - 1) i`,
    [firstCompanyId, AUSTRALIA, COMPANIES],
  );
  await c.query(
    `insert into registered_cards (company_id, token_customer_id, masked_number, expiry, card_payment_id)
     select company_id, 'SIMTOKEN-4444333322221111', '444433******1111', '12/30', id
     from card_payments where reference like 'BENCH-REG-%'`,
  );
});
function* csvLines(): Generator<string> {
  yield 'Company, Company Id, Current Balance, Amount to Charge, Payment Description\n';
  for (let i = 0; i < CSV_ROWS; i += 1)
    yield `Bench ${i % COMPANIES},${firstCompanyId + (i % COMPANIES)},550.00,${1 + (i % 50)}.00,Bench receipt ${i}\n`;
}
const csv = [...csvLines()].join('');
const boundary = 'bench-boundary';
const body = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="receipts.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  ),
  Buffer.from(csv),
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
const csvStarted = performance.now();
const upload = await fetch(`${base}/v2/eway/dynamics/receipt`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  body,
});
if (upload.status !== 202) throw new Error(`upload refused: ${upload.status} ${await upload.text()}`);
const uploadSeconds = (performance.now() - csvStarted) / 1000;
const runId = ((await upload.json()) as { data: { run: { runId?: number; id?: number } } }).data.run;
const id = runId.runId ?? runId.id;
let state: { status: string; rows_done: number; approved: number } = { status: 'QUEUED', rows_done: 0, approved: 0 };
for (;;) {
  state = await withClient(
    bench.url,
    async (c) => (await c.query(`select status, rows_done, approved from card_runs where id = $1`, [id])).rows[0],
  );
  if (state.status === 'DONE') break;
  await new Promise((r) => setTimeout(r, 500));
}
const csvSeconds = (performance.now() - csvStarted) / 1000;
const copySeconds = await withClient(bench.url, async (c) => {
  await c.query('create temp table bench_copy_rows (like card_run_rows including defaults)');
  const t0 = performance.now();
  function* rows() {
    for (let i = 0; i < CSV_ROWS; i += 1)
      yield `${i + 1}\t${id}\t${i + 2}\t${firstCompanyId + (i % COMPANIES)}\tBench ${i}\t${100 * (1 + (i % 50))}\tBench receipt ${i}\n`;
  }
  await pipeline(
    Readable.from(rows()),
    c.query(
      copyFrom(
        'copy bench_copy_rows (id, run_id, line, company_id, company_name, amount_cents, description) from stdin',
      ),
    ),
  );
  return (performance.now() - t0) / 1000;
});
console.log(`\nCard-provider receipt CSV of ${CSV_ROWS.toLocaleString('en')} rows, end to end\n`);
console.log(`  raw COPY of the rows        ${copySeconds.toFixed(2)} s`);
console.log(
  `  upload (read as it streams) ${uploadSeconds.toFixed(2)} s (ratio to COPY ${(copySeconds / uploadSeconds).toFixed(2)})`,
);
console.log(
  `  every row charged           ${csvSeconds.toFixed(2)} s (${state.approved.toLocaleString('en')} approved, ${Math.round(CSV_ROWS / csvSeconds)} rows/s)`,
);
await bench.finish();
