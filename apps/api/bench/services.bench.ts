/**
 * `npm run bench:services`: your network and the service search on 5,000 companies and 500,000 services, on
 * PostgreSQL.
 *
 * Creates its own database (BENCH_DATABASE, default `portico_bench_services`, dropped and made afresh on the server
 * of DATABASE_URL, default the local one). Each company gets 96 services (a port, then its VXCs), and Acme, the large
 * customer, 20,000. Measures, for BENCH_SECONDS (default 10) each, beside the raw SQL of the route's main query in
 * the same run (for the search and the detail, the very statement the route sends, recorded from the app): the 1,000-row network page of the large customer (a middle page, at 10 and 50 connections; the API
 * keeps a page it wrote for as long as the company's network version stands, so it is measured again while one of
 * the customer's services is renamed ten times a second, each rename making the next read write the page afresh), a
 * search for a term only one service's name holds, by staff, among every service, one service's detail, and the
 * public API's product list read with an API key's token (50 connections each). Prints the
 * ratios and the p99s. BENCH_COMPANIES (default 5000) sets the size; BENCH_KEEP=1 keeps the database.
 * BENCH_RAW_PREPARED=1 sends a recorded raw statement prepared under a name, as the API sends the statements it
 * sends often (decision 0098); by default it is a plain query, parsed and planned each time.
 */
import pg from 'pg';
import { endPool } from '../src/db/client.js';
import { DEMO_COMPANIES, DEMO_PASSWORD } from '../src/modules/seed.js';
import { mainStatement, replay, type SentStatement, startBenchApp, statementHead, statementsOf } from './bench-app.js';
import { withClient } from './data.js';
import { formatMeasured, type Measured, runHttp, runLoops } from './measure.js';
import { generateServices } from './services-data.js';

const CONNECTIONS = 50;
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 5_000);
const SERVICES_PER_COMPANY = 96;
const LARGE_CUSTOMER = DEMO_COMPANIES.acme;
const LARGE_CUSTOMER_SERVICES = 20_000;
const RARE_SERVICE_TERM = 'Quasargate';

const bench = await startBenchApp({
  title: 'services',
  database: 'portico_bench_services',
  jobs: 'off',
  connections: CONNECTIONS,
  generate: { companies: COMPANIES, peoplePerCompany: 1 },
});
const { url, run, generated } = bench;
const range = (first: number, last: number, perCompany: number) =>
  withClient(url, (c) => generateServices(c, { firstCompanyId: first, lastCompanyId: last, perCompany }));
const many = await range(generated.firstCompanyId, generated.lastCompanyId, SERVICES_PER_COMPANY);
const large = await range(LARGE_CUSTOMER, LARGE_CUSTOMER, LARGE_CUSTOMER_SERVICES);
const total = await withClient(url, async (c) => {
  // one service in the whole network holds the rare term
  await c.query(
    `update technical_services set name = name || ' ${RARE_SERVICE_TERM}'
      where id = (select id from technical_services where product_type = 'VXC' order by id limit 1 offset 1234)`,
  );
  // as autovacuum leaves a settled table: its visibility map set, so index-only scans need not visit the rows
  await c.query('vacuum analyze technical_services');
  return Number((await c.query('select count(*) from technical_services')).rows[0].count);
});
console.log(
  `PostgreSQL ${await bench.serverVersion()}; ${COMPANIES.toLocaleString('en')} generated companies, ` +
    `${total.toLocaleString('en')} services (${(many.services + large.services).toLocaleString('en')} generated in ` +
    `${(many.seconds + large.seconds).toFixed(0)} s), the large customer ${LARGE_CUSTOMER_SERVICES.toLocaleString('en')}\n`,
);

const { base, token } = await bench.listen('acme.admin');
const staffLogin = await fetch(`${base}/v3/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'staff.admin', password: DEMO_PASSWORD }),
});
const staffToken = ((await staffLogin.json()) as { data: { oAuthToken: { accessToken: string } } }).data.oAuthToken
  .accessToken;

// a service of the large customer's in the middle of its list: the detail page's read
const detailId = await withClient(url, async (c) =>
  Number(
    (
      await c.query(
        `select id from technical_services where company_id = $1 and product_type = 'VXC' order by id limit 1 offset 9000`,
        [LARGE_CUSTOMER],
      )
    ).rows[0].id,
  ),
);

// a program's token: an API key of the large customer's, traded at /oauth2/token as the Go SDK does
const created = await fetch(`${base}/v2/apikeys`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({ name: 'bench', permissions: ['services'] }),
});
if (!created.ok) throw new Error(`API key: ${created.status} ${await created.text()}`);
const key = ((await created.json()) as { data: { keyId: string; secret: string } }).data;
const granted = await fetch(`${base}/oauth2/token?grant_type=client_credentials`, {
  method: 'POST',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    authorization: `Basic ${Buffer.from(`${key.keyId}:${key.secret}`).toString('base64')}`,
  },
});
if (!granted.ok) throw new Error(`token: ${granted.status} ${await granted.text()}`);
const keyToken = ((await granted.json()) as { access_token: string }).access_token;

const LIST_COLUMNS = `id, uid, company_id, product_type, name, provisioning_status, rate_limit_mbps, location_id,
                      a_end_service_id, b_end_service_id, aggregation_id, term_months, group_service_id`;
// the rows the product list answers with: the company's Ports, MCRs and MVEs (read once here) and the VXCs and IXs
// at their ends, by the end indexes as the API reads them
const headIds = await withClient(url, async (c) =>
  (
    await c.query<{ id: number }>(
      `select id from technical_services
        where company_id = $1 and product_type in ('PORT', 'MCR2', 'MVE') and provisioning_status <> 'NEW'`,
      [LARGE_CUSTOMER],
    )
  ).rows.map((r) => r.id),
);
const PRODUCTS_SQL = `select * from technical_services where id = any($1::int[])
                      union all
                      select v.* from technical_services v
                       where v.product_type in ('VXC', 'IX') and v.provisioning_status not in ('NEW', 'DECOMMISSIONED')
                         and (v.a_end_service_id = any($1::int[]) or v.b_end_service_id = any($1::int[]))`;
const PAGE = 10;
const CHANGES_PER_SECOND = 10;
// the page's ids from the company-group index alone, then those rows (db/list-query.ts `pageIdsBy`)
const NETWORK_PAGE_SQL = `select ${LIST_COLUMNS} from technical_services
                           where id in (select id from technical_services
                                         where provisioning_status <> 'NEW' and company_id = $1
                                         order by group_service_id, id limit 1000 offset ${(PAGE - 1) * 1000})
                           order by group_service_id, id`;
const scenarios: {
  name: string;
  path: string;
  token: string;
  /** the raw line's SQL: 'own' replays the read's main statement as the request sends it (`mainStatement`) */
  sql: string;
  params: unknown[];
  connections: number[];
  /** measured while the large customer's services change (`keepChanging`) */
  changing?: boolean;
  headers?: Record<string, string>;
}[] = [
  {
    name: `network page ${PAGE} of 20,000 (1,000 rows)`,
    path: `/secure/technicalservice/company/${LARGE_CUSTOMER}?page=${PAGE}&limit=1000`,
    token,
    sql: NETWORK_PAGE_SQL,
    params: [LARGE_CUSTOMER] as unknown[],
    connections: [10, CONNECTIONS],
  },
  {
    name: `the same, ${CHANGES_PER_SECOND} renames a second`,
    path: `/secure/technicalservice/company/${LARGE_CUSTOMER}?page=${PAGE}&limit=1000`,
    token,
    sql: NETWORK_PAGE_SQL,
    params: [LARGE_CUSTOMER] as unknown[],
    connections: [10, CONNECTIONS],
    changing: true,
  },
  {
    name: `service search "${RARE_SERVICE_TERM.toLowerCase()}" (rare, staff)`,
    path: `/v2/services?search=${RARE_SERVICE_TERM.toLowerCase()}`,
    token: staffToken,
    sql: 'own',
    params: [],
    connections: [CONNECTIONS],
  },
  {
    name: `service detail (a VXC of the large customer)`,
    path: `/secure/technicalservice/${detailId}`,
    token,
    sql: 'own',
    params: [],
    connections: [CONNECTIONS],
  },
  {
    name: 'GET /v2/products with an API key (the large customer)',
    path: '/v2/products',
    token: keyToken,
    sql: PRODUCTS_SQL,
    params: [headIds] as unknown[],
    // one answer holds the customer's 2,000 Ports with their 18,000 VXCs: measured with 2 callers as well as 50
    connections: [2, CONNECTIONS],
  },
  {
    // as the SDK asks for it: Go's HTTP client sends Accept-Encoding: gzip (and unzips) unless told otherwise
    name: 'the same, gzip accepted (as Go asks)',
    path: '/v2/products',
    token: keyToken,
    headers: { 'accept-encoding': 'gzip' },
    sql: PRODUCTS_SQL,
    params: [headIds] as unknown[],
    connections: [2, CONNECTIONS],
  },
];

// the answers are checked once before measuring: a bench of refusals would measure nothing; a read whose raw line
// is its own statement is recorded (after a first request has kept its token and owner)
const own = new Map<string, SentStatement>();
for (const s of scenarios) {
  if (s.sql === 'own') {
    const sent = await statementsOf(bench.built, `${base}${s.path}`, { authorization: `Bearer ${s.token}` });
    console.log(`${s.name}: ${sent.length} statement(s): ${sent.map(statementHead).join(' | ')}`);
    own.set(s.name, mainStatement(sent));
  }
  const res = await fetch(`${base}${s.path}`, { headers: { authorization: `Bearer ${s.token}` } });
  if (!res.ok) throw new Error(`${s.name}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: unknown[] | { items?: unknown[] } };
  const rows = Array.isArray(body.data) ? body.data.length : (body.data.items?.length ?? 1);
  console.log(`${s.name}: ${rows} rows, Pagination-Total-Count ${res.headers.get('pagination-total-count') ?? '—'}`);
}

/**
 * Renames one of the large customer's services CHANGES_PER_SECOND times a second until stopped: each rename is a new
 * version of the customer's network, whose page is then written afresh by the next read.
 */
function keepChanging(): () => Promise<void> {
  const client = new pg.Client({ connectionString: url });
  let stopped = false;
  const running = (async () => {
    await client.connect();
    for (let n = 0; !stopped; n++) {
      await client.query('update technical_services set name = $2 where id = $1', [detailId, `Renamed ${n}`]);
      await new Promise((resolve) => setTimeout(resolve, 1000 / CHANGES_PER_SECOND));
    }
    await client.end();
  })();
  return async () => {
    stopped = true;
    await running;
  };
}

const ratio = (api: Measured, raw: Measured) => (raw.rps > 0 ? (api.rps / raw.rps).toFixed(2) : '—');
for (const s of scenarios) {
  for (const connections of s.connections) {
    const at = { ...run, connections };
    const stopChanging = s.changing ? keepChanging() : null;
    const headers = { ...(s.headers ?? {}), authorization: `Bearer ${s.token}` };
    const api = await runHttp(at, { url: `${base}${s.path}`, headers });
    await stopChanging?.();
    const pool = new pg.Pool({ connectionString: url, max: connections });
    const statement = own.get(s.name);
    const raw = await runLoops(
      at,
      statement ? replay(pool, statement, String(scenarios.indexOf(s))) : () => pool.query(s.sql, s.params),
    );
    await endPool(pool);
    console.log(
      `${`${s.name}, ${connections} connections`.padEnd(54)} API ${formatMeasured(api, 'req')} | ` +
        `SQL ${formatMeasured(raw, 'q')} | API/SQL ${ratio(api, raw)}`,
    );
  }
}

await bench.finish();
