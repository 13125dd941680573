/**
 * `npm run bench:companies`: the company and people lists at 100,000 companies and 500,000 people, on PostgreSQL.
 *
 * Creates its own database (BENCH_DATABASE, default `portico_bench`, dropped and created afresh on the server of
 * DATABASE_URL, default the local one), fills it with `data.ts`, and measures each route at 50 connections beside
 * the raw SQL of its main query (recorded from the app) run by a pool of 50 in the same run, then the full CSV
 * export once.
 * BENCH_SECONDS (default 10) per run; BENCH_COMPANIES (default 100000); BENCH_EXPLAIN=1 prints each raw query's
 * plan; BENCH_KEEP=1 keeps the database afterwards. Only talks to 127.0.0.1 and the database server.
 * BENCH_RAW_PREPARED=1 sends a recorded raw statement prepared under a name, as the API sends the statements it
 * sends often (decision 0098); by default it is a plain query, parsed and planned each time.
 */
import pg from 'pg';
import { encodeCursor } from '../src/db/keyset.js';
import {
  mainStatement,
  replay,
  type SentStatement,
  serverUrl,
  startBenchApp,
  statementHead,
  statementsOf,
} from './bench-app.js';
import { RARE_COMPANY_TERM, RARE_PERSON_TERM } from './data.js';
import { type Measured, runHttp, runLoops } from './measure.js';
import { endPool } from '../src/db/client.js';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
const PEOPLE_PER_COMPANY = 5;
const CONNECTIONS = 50;
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';

const ms = (n: number) => `${n >= 100 ? n.toFixed(0) : n.toFixed(1)} ms`.padStart(9);
const rps = (n: number) => `${n >= 100 ? n.toFixed(0) : n.toFixed(1)} req/s`.padStart(12);

function line(name: string, api: Measured, raw: Measured): string {
  const ratio = raw.rps > 0 ? (api.rps / raw.rps).toFixed(2) : '—';
  return (
    `${name.padEnd(34)} API ${rps(api.rps)} p99 ${ms(api.p99)}` +
    ` | SQL ${rps(raw.rps)} p99 ${ms(raw.p99)} | API/SQL ${ratio.padStart(5)}` +
    (api.errors + raw.errors > 0 ? ` | errors API ${api.errors} SQL ${raw.errors}` : '')
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Set-up: database, app, data

const bench = await startBenchApp({
  title: 'companies',
  database: 'portico_bench',
  jobs: 'off',
  connections: CONNECTIONS,
  generate: { companies: COMPANIES, peoplePerCompany: PEOPLE_PER_COMPANY },
});
const { url, run, generated: data } = bench;
console.log(
  `PostgreSQL ${await bench.serverVersion()}; generated ${data.companies.toLocaleString('en')} companies and ` +
    `${data.people.toLocaleString('en')} people in ${data.seconds.toFixed(1)} s\n`,
);

const { base, token } = await bench.listen('staff.admin');
const headers = { authorization: `Bearer ${token}` };

const rawPool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();

/**
 * Waits until the API answers again: requests autocannon gave up on may still queue for the app's pool and run
 * for seconds. Their queries are cancelled so the next run starts on an idle server.
 */
async function settle() {
  const probeUrl = `${base}/secure/party/company/${data.sampleCompanyId}`;
  for (let round = 0; round < 600; round++) {
    await admin.query(
      `select pg_cancel_backend(pid) from pg_stat_activity
        where datname = $1 and state = 'active' and pid <> pg_backend_pid()`,
      [bench.name],
    );
    const ok = await fetch(probeUrl, { headers, signal: AbortSignal.timeout(250) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
  }
  throw new Error('the API did not settle');
}

// ---------------------------------------------------------------------------------------------------------------
// Scenarios: each route, and the SQL of its main query as the API sends it, recorded from the app (`statementsOf`):
// its longest statement besides the list's count (decision 0017; `mainStatement`). The ratio compares the
// API with exactly its own query, so a change of a route's query changes the raw line with it.

const rarePerson = RARE_PERSON_TERM.toLowerCase();
const rareCompany = RARE_COMPANY_TERM.toLowerCase();

// Where page 2000 starts: the last row of page 1999, as the cursor a client walking the list would hold.
const deepKey = (
  await rawPool.query<{ legal_name: string; id: number }>(
    `select legal_name, id from companies where deleted_at is null order by legal_name, id limit 1 offset 49974`,
  )
).rows[0];
if (!deepKey) throw new Error('the bench data has fewer than 50,000 companies');
const deepCursor = encodeCursor([deepKey.legal_name, deepKey.id]);

const scenarios: { name: string; path: string }[] = [
  { name: 'company list, page 1', path: '/secure/party/company' },
  { name: `company search "${rareCompany}" (rare)`, path: `/secure/party/company?search=${rareCompany}` },
  { name: 'company list, page 2000', path: '/secure/party/company?page=2000' },
  { name: 'company list, page 2000 by cursor', path: `/secure/party/company?after=${deepCursor}` },
  { name: 'staff people list, page 1', path: '/secure/party/person' },
  { name: `staff people search "${rarePerson}"`, path: `/secure/party/person?search=${rarePerson}` },
  { name: 'company detail', path: `/secure/party/company/${data.sampleCompanyId}` },
  { name: "company's people, page 1", path: `/secure/party/company/${data.sampleCompanyId}/employee` },
];

/** A list's count: a statement of its own when the page is full (decision 0017), not the page's query. */
const isCount = (s: SentStatement) => /^\s*select count\(/i.test(s.text);
const mains = new Map<string, SentStatement>();
for (const s of scenarios) {
  const sent = await statementsOf(bench.built, `${base}${s.path}`, headers);
  console.log(`${s.name}: ${sent.length} statement(s): ${sent.map(statementHead).join(' | ')}`);
  mains.set(s.name, mainStatement(sent.filter((statement) => !isCount(statement))));
}
console.log('');

if (EXPLAIN) {
  for (const s of scenarios) {
    const main = mains.get(s.name)!;
    const plan = await rawPool.query(`explain (analyze, buffers) ${main.text}`, main.values);
    console.log(`-- ${s.name}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
  }
}

for (const s of scenarios) {
  const main = mains.get(s.name)!;
  await settle();
  const api = await runHttp(run, { url: `${base}${s.path}`, headers });
  await settle();
  const raw = await runLoops(run, replay(rawPool, main, String(scenarios.indexOf(s))));
  console.log(line(s.name, api, raw));
}

// ---------------------------------------------------------------------------------------------------------------
// The full CSV export: one request, its time and the API process's peak memory

await settle();
globalThis.gc?.();
const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
}, 5);
const csvStarted = performance.now();
const csv = await fetch(`${base}/secure/party/company?format=csv`, { headers });
let bytes = 0;
let firstByteMs = 0;
for await (const chunk of csv.body as unknown as AsyncIterable<Uint8Array>) {
  if (bytes === 0) firstByteMs = performance.now() - csvStarted;
  bytes += chunk.length;
}
const csvMs = performance.now() - csvStarted;
clearInterval(sampler);
const sqlStarted = performance.now();
const all = await rawPool.query(`select c.* from companies c where c.deleted_at is null order by c.legal_name, c.id`);
const sqlMs = performance.now() - sqlStarted;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `${'CSV export, every company'.padEnd(34)} API ${(csvMs / 1000).toFixed(2)} s (first byte ${(firstByteMs / 1000).toFixed(2)} s), ` +
    `${mb(bytes)}, status ${csv.status}, peak RSS +${mb(rssPeak - rssBefore)} | SQL ${(sqlMs / 1000).toFixed(2)} s for ` +
    `${all.rowCount} rows`,
);

await endPool(rawPool);
await bench.finish();
await admin.end();
