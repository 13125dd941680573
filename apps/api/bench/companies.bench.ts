/**
 * `npm run bench:companies`: the company and people lists at 100,000 companies and 500,000 people, on PostgreSQL.
 *
 * Creates its own database (BENCH_DATABASE, default `portico_bench`, dropped and created afresh on the server of
 * DATABASE_URL, default the local one), fills it with `data.ts`, and measures each route at 50 connections beside
 * the raw SQL of its main query run by a pool of 50 in the same run, then the full CSV export once.
 * BENCH_SECONDS (default 10) per run; BENCH_COMPANIES (default 100000); BENCH_EXPLAIN=1 prints each raw query's
 * plan; BENCH_KEEP=1 keeps the database afterwards. Only talks to 127.0.0.1 and the database server.
 */
import pg from 'pg';
import { encodeCursor } from '../src/db/keyset.js';
import { serverUrl, startBenchApp } from './bench-app.js';
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
// Scenarios: each route and the SQL of its main query (the page, not its count), in the shape the API sends it.
// When a route's query changes shape, change it here too: the ratio compares the API with its own query.

const companyColumns = 'c.*';
const personSql = (where: string, order = 'lower(p.last_name), lower(p.first_name), p.id') => `
  select p.id, p.uid, p.company_id, c.uid as company_uid, c.legal_name as company_name, p.username, p.first_name,
         p.last_name, p.active, pos.name as position,
         coalesce((select json_agg(json_build_object('email', e.email, 'primary', e.is_primary)
                                   order by e.is_primary desc, lower(e.email))
                     from person_emails e where e.person_id = p.id), '[]'::json) as emails,
         coalesce((select json_agg(json_build_object('id', sr.id, 'name', sr.name) order by sr.name)
                     from person_security_roles psr join security_roles sr on sr.id = psr.security_role_id
                    where psr.person_id = p.id), '[]'::json) as security_roles
    from persons p join companies c on c.id = p.company_id left join positions pos on pos.id = p.position_id
   ${where}
   order by ${order}
   limit 25`;
const rareCompany = `%${RARE_COMPANY_TERM.toLowerCase()}%`;
const rarePerson = `%${RARE_PERSON_TERM.toLowerCase()}%`;

// Where page 2000 starts: the last row of page 1999, as the cursor a client walking the list would hold.
const deepKey = (
  await rawPool.query<{ legal_name: string; id: number }>(
    `select legal_name, id from companies where deleted_at is null order by legal_name, id limit 1 offset 49974`,
  )
).rows[0];
if (!deepKey) throw new Error('the bench data has fewer than 50,000 companies');
const deepCursor = encodeCursor([deepKey.legal_name, deepKey.id]);

const scenarios: { name: string; path: string; sql: string; params: unknown[] }[] = [
  {
    name: 'company list, page 1',
    path: '/secure/party/company',
    sql: `select ${companyColumns} from companies c where c.deleted_at is null order by c.legal_name, c.id limit 25`,
    params: [],
  },
  {
    name: `company search "${RARE_COMPANY_TERM.toLowerCase()}" (rare)`,
    path: `/secure/party/company?search=${RARE_COMPANY_TERM.toLowerCase()}`,
    sql: `select ${companyColumns} from companies c
           where c.deleted_at is null and (c.legal_name ilike $1 or c.trading_name ilike $1 or c.email ilike $1)
           order by c.legal_name, c.id limit 25`,
    params: [rareCompany],
  },
  {
    name: 'company list, page 2000',
    path: '/secure/party/company?page=2000',
    sql: `select ${companyColumns} from companies c where c.deleted_at is null
           order by c.legal_name, c.id limit 25 offset 49975`,
    params: [],
  },
  {
    name: 'company list, page 2000 by cursor',
    path: `/secure/party/company?after=${deepCursor}`,
    sql: `select ${companyColumns} from companies c where c.deleted_at is null and (c.legal_name, c.id) > ($1, $2)
           order by c.legal_name, c.id limit 25`,
    params: [deepKey.legal_name, deepKey.id],
  },
  {
    name: 'staff people list, page 1',
    path: '/secure/party/person',
    sql: personSql(''),
    params: [],
  },
  {
    name: `staff people search "${RARE_PERSON_TERM.toLowerCase()}"`,
    path: `/secure/party/person?search=${RARE_PERSON_TERM.toLowerCase()}`,
    // the matches per table by their trigram indexes, the page cut from them by the sort keys (decision 0017)
    sql: personSql(
      `where p.id in (select m.id from (
         select s.id, lower(s.last_name) as last, lower(s.first_name) as first from persons s
          where s.username ilike $1 or (s.first_name || ' ' || s.last_name) ilike $1
         union
         select s.id, lower(s.last_name), lower(s.first_name) from persons s
           join companies sc on sc.id = s.company_id where sc.legal_name ilike $1
         union
         select s.id, lower(s.last_name), lower(s.first_name) from person_emails se
           join persons s on s.id = se.person_id where se.email ilike $1) as m
         order by m.last, m.first, m.id limit 25)`,
    ),
    params: [rarePerson],
  },
  {
    name: 'company detail',
    path: `/secure/party/company/${data.sampleCompanyId}`,
    // the row and every part of the detail in one query (decision 0017)
    sql: `select c.*,
             coalesce((select json_agg(json_build_object('id', a.id, 'isBilling', a.is_billing,
                        'address1', a.address1, 'city', a.city) order by a.id)
                         from company_addresses a where a.company_id = c.id), '[]'::json) as addresses,
             (select json_build_object('personId', m.id, 'firstName', m.first_name, 'lastName', m.last_name,
                       'email', (select e.email from person_emails e where e.person_id = m.id and e.is_primary limit 1))
                from persons m where m.id = c.account_manager_id) as manager,
             (select p.account_type from companies p where p.id = c.parent_company_id and p.deleted_at is null),
             (select s.company_overrides from company_config_settings s where s.company_id = c.id),
             (select s.child_defaults from company_config_settings s where s.company_id = c.parent_company_id),
             exists (select 1 from company_images i where i.company_id = c.id and i.name = 'logo') as has_logo
           from companies c where c.id = $1 and c.deleted_at is null`,
    params: [data.sampleCompanyId],
  },
  {
    name: "company's people, page 1",
    path: `/secure/party/company/${data.sampleCompanyId}/employee`,
    sql: personSql('where p.company_id = $1'),
    params: [data.sampleCompanyId],
  },
];

if (EXPLAIN) {
  for (const s of scenarios) {
    const plan = await rawPool.query(`explain (analyze, buffers) ${s.sql}`, s.params);
    console.log(`-- ${s.name}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
  }
}

for (const s of scenarios) {
  await settle();
  const api = await runHttp(run, { url: `${base}${s.path}`, headers });
  await settle();
  const raw = await runLoops(run, () => rawPool.query(s.sql, s.params));
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
