/**
 * `npm run bench:ordering`: VXC orders on a network of 5,000 companies and 500,000 services, on PostgreSQL.
 *
 * Creates its own database (BENCH_DATABASE, default `portico_bench_ordering`, dropped and made afresh on the server
 * of DATABASE_URL, default the local one). Measures, at 20 concurrent callers for BENCH_SECONDS (default 10) each:
 * - new VXC orders through HTTP (`POST /secure/order/vxc`: validate, price, create — each with its own
 *   Idempotency-Key and a free VLAN on both Ports), by a customer between two of its Ports;
 * - the raw SQL of the same inserts (order, service, component, the vll and two VLAN resources, the VXC order's
 *   approval row, the NEW event, the pending billing set-up) in one transaction per order, by a pool of 20;
 * - the same order replayed with its key, which must create nothing (counted before and after).
 * Prints the ratios, and for each run the CPU per order of this process (the API with the benchmark's own client)
 * and of the local PostgreSQL server. BENCH_COMPANIES (default 5000) sets the network's size; BENCH_KEEP=1 keeps the database. Jobs are queued, not run (JOBS=external: workers are apart).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { startBenchApp } from './bench-app.js';
import { withClient } from './data.js';
import { cpuPer, formatMeasured, keptAliveCaller, type Measured, runLoops } from './measure.js';
import { generateServices } from './services-data.js';
import { endPool } from '../src/db/client.js';

const CONNECTIONS = 20;
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 5_000);
const SERVICES_PER_COMPANY = 100;
/** the customer's own Ports for the benchmark: the HTTP run's pairs, then the raw SQL's */
const PORT_PAIRS = 10;
const ACME = DEMO_COMPANIES.acme;

const fmt = (m: Measured) => formatMeasured(m, 'orders');

const bench = await startBenchApp({
  title: 'ordering',
  database: 'portico_bench_ordering',
  jobs: 'external',
  connections: CONNECTIONS,
  generate: { companies: COMPANIES, peoplePerCompany: 1 },
});
const { url, run, generated } = bench;
const services = await withClient(url, (c) =>
  generateServices(c, {
    firstCompanyId: generated.firstCompanyId,
    lastCompanyId: generated.lastCompanyId,
    perCompany: SERVICES_PER_COMPANY,
  }),
);

// The customer's bench Ports: 2 × PORT_PAIRS for HTTP, as many again for the raw SQL, LIVE 10 Gbps in Sydney.
const ports = await withClient(url, async (c) => {
  const rows = await c.query<{ id: number }>(
    `insert into technical_services (company_id, product_type, name, provisioning_status, rate_limit_mbps, location_id,
                                     term_months)
     select $1, 'PORT', 'Bench Port ' || i, 'LIVE', 10000, 1, 12 from generate_series(1, $2::int) i
     returning id`,
    [ACME, 4 * PORT_PAIRS],
  );
  // vacuumed as well: autovacuum would otherwise take the freshly written tables on during a run, its CPU counted as
  // the orders' (the PostgreSQL split below counts every server process)
  await c.query('vacuum analyze');
  return rows.rows.map((r) => r.id);
});
const total = await withClient(url, async (c) =>
  Number((await c.query('select count(*) from technical_services')).rows[0].count),
);
console.log(
  `PostgreSQL ${await bench.serverVersion()}; ${COMPANIES.toLocaleString('en')} generated companies, ${total.toLocaleString('en')} services ` +
    `(${services.services.toLocaleString('en')} generated in ${services.seconds.toFixed(0)} s)\n`,
);

const { base, token } = await bench.listen('acme.admin');

/** Order n: Port pair n % PORT_PAIRS of `offset`, VLAN 2 + n / PORT_PAIRS on both Ports (free: each n once). */
const endsOf = (n: number, offset: number) => {
  const pair = n % PORT_PAIRS;
  return { a: ports[offset + 2 * pair]!, b: ports[offset + 2 * pair + 1]!, vlan: 2 + Math.floor(n / PORT_PAIRS) };
};
const vxcBody = (n: number) => {
  const { a, b, vlan } = endsOf(n, 0);
  return {
    companyId: ACME,
    aEndPortId: a,
    bEndPortId: b,
    speed: 1000,
    rateType: 'MONTHLY',
    term: 12,
    aVlan: vlan,
    bVlan: vlan,
    serviceName: `Bench VXC ${n}`,
  };
};
const call = keptAliveCaller(base, CONNECTIONS);
const order = (body: object, key: string) =>
  call(
    'POST',
    '/secure/order/vxc',
    { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
    JSON.stringify(body),
  );

// The first order, checked: it must succeed, and is the one replayed later.
const firstKey = randomUUID();
const first = await order(vxcBody(0), firstKey);
if (first.status !== 200) throw new Error(`the first VXC order failed: ${first.status} ${first.text}`);
let next = 1;
const ordered = (m: Measured) => m.rps * run.seconds;
const { measured: http, line: httpCpu } = await cpuPer(ordered, () =>
  runLoops(run, async () => {
    const n = next++;
    if (Math.floor(n / PORT_PAIRS) > 4000) return false;
    const res = await order(vxcBody(n), randomUUID());
    if (res.status !== 200) throw new Error(`${res.status} ${res.text}`);
    return true;
  }),
);

// The same inserts as raw SQL, one transaction per order, on the other half of the bench Ports.
const rawPool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
let rawNext = 0;
const { measured: raw, line: rawCpu } = await cpuPer(ordered, () =>
  runLoops(run, async () => {
    const n = rawNext++;
    const { a, b, vlan } = endsOf(n, 2 * PORT_PAIRS);
    const c = await rawPool.connect();
    try {
      await c.query('begin');
      const orderId = (
        await c.query<{ id: number }>(
          `insert into orders (company_id, idempotency_key, request_hash, kind, placed_by, answer)
         values ($1, $2, $3, 'VXC', null, '{}'::jsonb) returning id`,
          [ACME, randomUUID(), randomUUID()],
        )
      ).rows[0]!.id;
      const serviceId = (
        await c.query<{ id: number }>(
          `insert into technical_services (company_id, product_type, name, provisioning_status, rate_limit_mbps,
                                         a_end_service_id, b_end_service_id, a_vlan, b_vlan, term_months, order_id)
         values ($1, 'VXC', $2, 'NEW', 1000, $3, $4, $5, $5, 12, $6) returning id`,
          [ACME, `Raw VXC ${n}`, a, b, vlan, orderId],
        )
      ).rows[0]!.id;
      const componentId = (
        await c.query<{ id: number }>(
          `insert into service_components (service_id, component_type, a_end_service_id, b_end_service_id)
         values ($1, 'VXC', $2, $3) returning id`,
          [serviceId, a, b],
        )
      ).rows[0]!.id;
      await c.query(
        `insert into component_resources (component_id, resource_type, rate_limit_mbps, a_vlan, b_vlan, port_service_id, vlan)
       values ($1, 'vll', 1000, $4, $4, null, null), ($1, 'vlan', null, null, null, $2, $4), ($1, 'vlan', null, null, null, $3, $4)`,
        [componentId, a, b, vlan],
      );
      await c.query(
        `insert into vxc_orders (order_id, service_id, payer_company_id, payer_port_id, payer_vlan, payer_status,
                               non_payer_company_id, non_payer_port_id, non_payer_vlan, non_payer_status, speed,
                               rate_type, duration)
       values ($1, $2, $3, $4, $6, 'APPROVED', $3, $5, $6, 'APPROVED', 1000, 'MONTHLY', 12)`,
        [orderId, serviceId, ACME, a, b, vlan],
      );
      await c.query(
        `insert into service_events (service_id, routing_key, at, actor) values ($1, 'NEW', now(), 'bench')`,
        [serviceId],
      );
      await c.query(
        `insert into billables (service_id, company_id, setup_cents, monthly_cents, currency, term_months)
       values ($1, $2, 0, 90000, 'AUD', 12)`,
        [serviceId, ACME],
      );
      await c.query('commit');
    } catch (error) {
      await c.query('rollback');
      throw error;
    } finally {
      c.release();
    }
    return true;
  }),
);

// The first order again with its key: the first answer, nothing new.
const countAll = () =>
  withClient(url, async (c) =>
    Number(
      (
        await c.query(
          `select (select count(*) from technical_services) + (select count(*) from orders)
                + (select count(*) from billables) as n`,
        )
      ).rows[0].n,
    ),
  );
const before = await countAll();
const replay = await runLoops(run, async () => {
  const res = await order(vxcBody(0), firstKey);
  if (res.status !== 200) throw new Error(`${res.status}`);
  return true;
});
const created = (await countAll()) - before;

console.log(`raw SQL of the same inserts        ${fmt(raw)}`);
console.log(`                                   ${rawCpu}`);
console.log(`VXC orders through HTTP            ${fmt(http)}   HTTP/SQL ${(http.rps / raw.rps).toFixed(2)}`);
console.log(`                                   ${httpCpu}`);
console.log(`the same order replayed (its key)  ${fmt(replay)}   replay/SQL ${(replay.rps / raw.rps).toFixed(2)}`);
console.log(`rows created by ${Math.round(replay.rps * run.seconds).toLocaleString('en')} replays: ${created}`);
if (created !== 0) process.exitCode = 1;

await endPool(rawPool);
await bench.finish();
