/**
 * `npm run bench:pricing`: the price lookup on a price book of 50,400 dated VXC price rows and 10,000 custom price
 * book items (2,000 companies), on PostgreSQL.
 *
 * Creates its own database (BENCH_DATABASE, default `portico_bench_pricing`, dropped and created afresh on the server
 * of DATABASE_URL, default the local one). Measures, at 50 concurrent callers each: the lookup service called in
 * process, the same lookup through HTTP, the raw indexed SQL of the VXC price rows in force (the rate card, the
 * lookup's main query when it was several) and the raw SQL of the one statement the route sends (recorded from the
 * app), by a pool of 50 — all in the same run — and prints the ratios. BENCH_SECONDS (default 10) per run;
 * BENCH_KEEP=1 keeps the database.
 * BENCH_RAW_PREPARED=1 sends a recorded raw statement prepared under a name, as the API sends the statements it
 * sends often (decision 0098); by default it is a plain query, parsed and planned each time.
 */
import pg from 'pg';
import { lookupPrice, priceContext } from '../src/modules/pricing/index.js';
import { mainStatement, replay, startBenchApp, statementHead, statementsOf } from './bench-app.js';
import { withClient } from './data.js';
import { formatMeasured, type Measured, runHttp, runLoops } from './measure.js';
import { endPool } from '../src/db/client.js';

const CONNECTIONS = 50;
const COMPANIES = 2_000;
const ITEMS_PER_COMPANY = 5;
const MONTHS_OF_HISTORY = 30;

const fmt = (m: Measured) => formatMeasured(m, 'lookups');

const bench = await startBenchApp({
  title: 'pricing',
  database: 'portico_bench_pricing',
  jobs: 'off',
  connections: CONNECTIONS,
  generate: { companies: COMPANIES, peoplePerCompany: 1 },
});
const { url, run, generated } = bench;

// 14 markets × 3 bands × 4 A-end × 5 B-end types × 2 charge types = 1,680 keys, each with 30 months of dated rows
const rowCounts = await withClient(url, async (c) => {
  await c.query(
    `insert into vxc_prices (market_id, distance_band, charges, country_code, a_connect_type, b_connect_type,
                             algorithm, type, currency, from_date, to_date)
     select m.id, band, jsonb_build_array(jsonb_build_object('speed', 1000, 'charge', 20000 + month * 10),
                                          jsonb_build_object('speed', 10000, 'charge', 60000 + month * 10)),
            m.country_code, a, b, 'STEP', t, m.currency,
            (date '2024-01-01' + make_interval(months => month))::date,
            case when month = ${MONTHS_OF_HISTORY - 1} then null
                 else (date '2024-01-01' + make_interval(months => month + 1) - interval '1 day')::date end
       from markets m,
            unnest(array['METRO', 'ZONE', 'INTERZONE']) band,
            unnest(array['MVE', 'VROUTER', 'DEFAULT', 'ANY']) a,
            unnest(array['TRANSIT', 'FRANCEIX', 'AWSHC', 'ALIBABA', 'ANY']) b,
            unnest(array['BASE_RATE', 'CONNECT_RATE']) t,
            generate_series(0, ${MONTHS_OF_HISTORY - 1}) month
      where m.id <= 14`,
  );
  await c.query(
    `insert into custom_price_items (company_id, product_type, market_id, speed_mbps, monthly_cents, currency, from_date)
     select co.id, (array['PORT', 'VXC', 'IX', 'MCR', 'MEGADIRECT'])[k], 1 + (co.id % 14), 10000, 90000 + k, 'AUD', '2025-01-01'
       from companies co, generate_series(1, ${ITEMS_PER_COMPANY}) k
      where co.id between $1 and $2`,
    [generated.firstCompanyId, generated.firstCompanyId + COMPANIES - 1],
  );
  await c.query('analyze');
  const count = async (table: string) => Number((await c.query(`select count(*) from ${table}`)).rows[0].count);
  return { vxc: await count('vxc_prices'), custom: await count('custom_price_items') };
});
console.log(
  `PostgreSQL ${await bench.serverVersion()}; ` +
    `${rowCounts.vxc.toLocaleString('en')} VXC price rows, ${rowCounts.custom.toLocaleString('en')} custom price book items\n`,
);

// Two locations of one Australian metro: a METRO VXC, priced for a company with its own price book.
const { a, b } = await withClient(url, async (c) => {
  const rows = (
    await c.query<{ id: number; metro_id: number }>(
      `select id, metro_id from locations where market_id = 1 and metro_id is not null order by metro_id, id`,
    )
  ).rows;
  const first = rows[0]!;
  const second = rows.find((r) => r.metro_id === first.metro_id && r.id !== first.id)!;
  return { a: first.id, b: second.id };
});
const companyId = generated.firstCompanyId + 14; // its items are in market 1 (Australia)
const today = new Date().toISOString().slice(0, 10);
const item = {
  productType: 'VXC' as const,
  locationId: a,
  bLocationId: b,
  speedMbps: 1_000,
  bConnectType: 'AWSHC' as const,
};
const db = bench.built.database.db;

const sample = await lookupPrice(db, priceContext({ companyId }, new Date()), item);
console.log(
  `sample: VXC ${sample.distanceBand} 1 Gbps to AWSHC = ${sample.currency} ${sample.monthlyRate} cents/month\n`,
);

const { base, token } = await bench.listen('staff.admin');

const rawPool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
// the lookup's main query: the VXC rate card, every key's row in force for the market, band and end types (as the
// price book's `findVxcRowsInForce` runs it)
const rawSql = `select latest.id, latest.type, latest.currency, latest.charges,
       latest.a_connect_type as "aConnectType", latest.b_connect_type as "bConnectType"
  from (select distinct on (a_connect_type, b_connect_type, type, country_code)
               id, type, currency, charges, to_date, a_connect_type, b_connect_type
          from vxc_prices
         where market_id = $1 and distance_band = 'METRO' and a_connect_type in ('DEFAULT', 'ANY')
           and b_connect_type in ('AWSHC', 'ANY') and type in ('BASE_RATE', 'CONNECT_RATE') and from_date <= $2::date
         order by a_connect_type, b_connect_type, type, country_code, from_date desc, id desc) as latest
 where latest.to_date is null or latest.to_date >= $2::date`;

const lookupUrl = `${base}/v2/price/vxc?companyId=${companyId}&locationId=${a}&bLocationId=${b}&speed=1000&bConnectType=AWSHC`;
// the lookup's own statement, as the route sends it (after a first request has kept the token)
const sent = await statementsOf(bench.built, lookupUrl, { authorization: `Bearer ${token}` });
console.log(`the route sends ${sent.length} statement(s): ${sent.map(statementHead).join(' | ')}\n`);
// staff name a company by id: the tenant check reads that it exists first; the lookup is the main statement
const own = mainStatement(sent);

const raw = await runLoops(run, () => rawPool.query(rawSql, [1, today]));
const ownRaw = await runLoops(run, replay(rawPool, own, 'lookup'));
const inProcess = await runLoops(run, () => lookupPrice(db, priceContext({ companyId }, new Date()), item));
const http = await runHttp(run, { url: lookupUrl, headers: { authorization: `Bearer ${token}` } });

console.log(`raw SQL (the VXC rate card)       ${fmt(raw)}`);
console.log(
  `lookup service, in process        ${fmt(inProcess)}   service/SQL ${(inProcess.rps / raw.rps).toFixed(2)}`,
);
console.log(`raw SQL (the lookup's statement)  ${fmt(ownRaw)}`);
console.log(
  `lookup through HTTP               ${fmt(http)}   HTTP/SQL ${(http.rps / raw.rps).toFixed(2)}, ` +
    `HTTP/its statement ${(http.rps / ownRaw.rps).toFixed(2)}`,
);
console.log(
  '\nA lookup is one statement (both ends, the customer\u2019s own price and supply currency, the VXC rate card, the' +
    ' rates and the promo code, decision 0096); the first raw line is the rate card\u2019s alone, the second the' +
    ' statement the route sends, recorded from the app.',
);

await endPool(rawPool);
await bench.finish();
