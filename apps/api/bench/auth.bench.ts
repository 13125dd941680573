/**
 * `npm run bench`: login and profile throughput on PostgreSQL, against a Fastify hello-world route in the same
 * process for scale. Uses DATABASE_URL (default: the local server) and its own throwaway database.
 * Only talks to 127.0.0.1; every run is bounded in time.
 */
import type { AddressInfo } from 'node:net';
import autocannon, { type Result } from 'autocannon';
import Fastify from 'fastify';
import { createTestApp } from '../test/harness.js';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
process.env.DATABASE_URL = serverUrl;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

function run(opts: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

function line(name: string, r: Result) {
  const errors = r.errors + r.non2xx;
  return `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${errors}`;
}

const t = await createTestApp({
  LOGIN_RATE_LIMIT_PER_MINUTE: '100000000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '100000000',
  LOGIN_BACKOFF_AFTER_FAILURES: '100000000',
});
await t.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

const hello = Fastify({ logger: false });
hello.get('/hello', async () => ({ hello: 'world' }));
await hello.listen({ port: 0, host: '127.0.0.1' });
const helloUrl = `http://127.0.0.1:${(hello.server.address() as AddressInfo).port}/hello`;

const token = await t.login('acme.admin');
console.log(`Portico auth benchmark: ${DURATION}s per run, PostgreSQL, Node ${process.version}\n`);

const login = await run({
  url: `${base}/v3/login`,
  method: 'POST',
  connections: 4,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'acme.admin', password: 'Portico1' }),
});
const profile = await run({
  url: `${base}/v2/profile`,
  connections: 50,
  headers: { authorization: `Bearer ${token}` },
});
const helloResult = await run({ url: helloUrl, connections: 50 });

console.log(line('POST /v3/login (4 connections)', login));
console.log(line('GET /v2/profile (50 connections)', profile));
console.log(line('hello world (50 connections)', helloResult));
console.log(
  `\nprofile / hello-world throughput: ${(profile.requests.average / helloResult.requests.average).toFixed(3)}`,
);

await hello.close();
await t.close();
