/**
 * `npm run bench:jobs`: how fast the job queue drains, on PostgreSQL.
 *
 * Creates its own database (BENCH_DATABASE, default `portico_bench_jobs`, dropped and created afresh on the server of
 * DATABASE_URL, default the local one). Queues BENCH_JOBS (default 10,000) cheap jobs (`bench.noop`: a transactional
 * run that does nothing, so the queue itself is measured) in one statement and times how long one worker process,
 * then two, take to complete them all — each worker as `npm run worker` runs it, in a process of its own. In the
 * same run, the raw SQL floor: one connection fetching ten jobs and completing them in two statements, back to back.
 * BENCH_KEEP=1 keeps the database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { endPool, openDatabase } from '../src/db/client.js';
import { JOBS_CHANNEL, QUEUE_SCHEMA } from '../src/jobs/define-job.js';
import { startQueue } from '../src/jobs/queue.js';
import type { ModuleContext } from '../src/modules/define-module.js';
import { noopJob } from '../test/fixtures/noop-job.js';
import { createBenchDatabase, dropBenchDatabase } from './data.js';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_DATABASE ?? 'portico_bench_jobs';
const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const WORKER = fileURLToPath(new URL('../test/fixtures/job-worker.ts', import.meta.url));

const url = await createBenchDatabase(serverUrl, DB_NAME);
const database = await openDatabase({ kind: 'postgres', url });
// creates the queue's tables and the job's queue; works nothing itself
const queue = await startQueue(database, [noopJob], {
  mode: 'in-process',
  work: false,
  ctx: {} as ModuleContext,
  log: (m, e) => console.error(m, e),
});
const boss = new PgBoss({ connectionString: url, schema: QUEUE_SCHEMA, supervise: false, schedule: false, max: 2 });
await boss.start();
const pool = new pg.Pool({ connectionString: url, max: 2 });

async function queueAll(): Promise<void> {
  await pool.query(
    `insert into ${QUEUE_SCHEMA}.job (name, data, retry_limit, retry_delay, retry_backoff, expire_in)
     select $1, jsonb_build_object('n', n), 3, 5, true, interval '15 seconds' from generate_series(1, $2) n`,
    [noopJob.name, JOBS],
  );
  // as autovacuum would soon after a burst: the fetch's plan is chosen on real numbers
  await pool.query(`analyze ${QUEUE_SCHEMA}.job`);
  await pool.query(`select pg_notify('${JOBS_CHANNEL}', $1)`, [noopJob.name]);
}

async function completed(): Promise<number> {
  const { rows } = await pool.query(
    `select count(*)::int as n from ${QUEUE_SCHEMA}.job where name = $1 and state = 'completed'`,
    [noopJob.name],
  );
  return rows[0].n as number;
}

async function clear(): Promise<void> {
  await pool.query(`delete from ${QUEUE_SCHEMA}.job where name = $1`, [noopJob.name]);
}

async function drainSeconds(): Promise<number> {
  const started = performance.now();
  await queueAll();
  while ((await completed()) < JOBS) await new Promise((r) => setTimeout(r, 50));
  return (performance.now() - started) / 1000;
}

function startWorker(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER, url, 'noop'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker exited ${code}`)));
  });
}

async function withWorkers(n: number): Promise<number> {
  await clear();
  const workers = await Promise.all(Array.from({ length: n }, startWorker));
  try {
    return await drainSeconds();
  } finally {
    for (const w of workers) w.kill('SIGTERM');
  }
}

/** The floor: fetch ten jobs and complete them, two statements, one connection, nothing else. */
async function rawSeconds(): Promise<number> {
  await clear();
  await queueAll();
  const started = performance.now();
  for (;;) {
    const jobs = await boss.fetch(noopJob.name, { batchSize: 10 });
    if (jobs.length === 0) break;
    await boss.complete(
      noopJob.name,
      jobs.map((j) => j.id),
    );
  }
  return (performance.now() - started) / 1000;
}

const raw = await rawSeconds();
const one = await withWorkers(1);
const two = await withWorkers(2);
const rate = (s: number) => Math.round(JOBS / s);
console.log(`\nJob queue drain, ${JOBS.toLocaleString('en')} bench.noop jobs on PostgreSQL\n`);
console.log('| | seconds | jobs/s | ratio to raw SQL |');
console.log('| --- | --- | --- | --- |');
console.log(`| raw SQL: fetch 10 + complete, one connection | ${raw.toFixed(2)} | ${rate(raw)} | 1 |`);
console.log(`| one worker process | ${one.toFixed(2)} | ${rate(one)} | ${(rate(one) / rate(raw)).toFixed(2)} |`);
console.log(`| two worker processes | ${two.toFixed(2)} | ${rate(two)} | ${(rate(two) / rate(raw)).toFixed(2)} |`);

await boss.stop({ graceful: false, close: true, wait: true });
await endPool(pool);
await queue.stop();
await database.close();
if (!process.env.BENCH_KEEP) await dropBenchDatabase(serverUrl, DB_NAME);
