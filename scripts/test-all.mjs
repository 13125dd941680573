// `npm test`: lint and types (side by side); then two lanes side by side: the unit/API/component tests on the
// embedded database, and the browser journeys; with TEST_POSTGRES_URL set (CI does), each lane then takes shards of
// the API tests on that PostgreSQL server until none is left. The journeys' and PostgreSQL's output is kept apart and
// printed when they are done.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);

function run(label, command, { env = {}, logFile = null } = {}) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    console.log(`\n== ${label} ==`);
    const child = spawn(command, {
      shell: true,
      stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const chunks = [];
    if (logFile) {
      child.stdout.on('data', (d) => chunks.push(d));
      child.stderr.on('data', (d) => chunks.push(d));
    }
    child.on('close', (code) => {
      if (logFile) writeFileSync(logFile, Buffer.concat(chunks));
      console.log(
        `== ${label}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${Math.round((Date.now() - t0) / 1000)}s ==`,
      );
      resolve(code ?? 1);
    });
  });
}

// Lint and types each keep one core busy: run side by side (lint's output printed after, in full when it failed).
const lintLog = join(mkdtempSync(join(tmpdir(), 'portico-lint-')), 'lint.log');
const [lintCode, typesCode] = await Promise.all([
  run('lint (output when done)', 'npm run lint', { logFile: lintLog }),
  run('types', 'npm run typecheck'),
]);
if (lintCode !== 0) console.log(readFileSync(lintLog, 'utf8'));
if (lintCode !== 0 || typesCode !== 0) process.exit(1);

// Tests that only PostgreSQL can run (PGlite skips them): the PostgreSQL run must have run and passed each one.
const POSTGRES_ONLY = [
  'apps/api/test/statement-timeout.integration.test.ts',
  'apps/api/test/mail-once.integration.test.ts',
  'apps/api/test/auth-cache-processes.integration.test.ts',
  'apps/api/test/auto-prepare.integration.test.ts',
];
// The Go SDK's contract test skips only where shared/ is missing beside the checkout (decision 0063): where the SDK
// is here, the PostgreSQL run must have run it (some test passed) and none of it failed.
const sdkHere = [resolve('..', 'shared'), '/work/shared'].some((dir) => existsSync(join(dir, 'sdk/megaportgo')));
const MUST_RUN = sdkHere ? ['apps/api/test/sdk-contract.integration.test.ts'] : [];

/**
 * What is wrong with the PostgreSQL run's JSON reports (one per shard): a PostgreSQL-only test skipped or missing, or
 * the SDK's contract test not run where the SDK is here.
 */
function postgresOnlyProblems(reportFiles) {
  const results = [];
  for (const file of reportFiles) {
    try {
      results.push(...(JSON.parse(readFileSync(file, 'utf8')).testResults ?? []));
    } catch {
      return [`the PostgreSQL run wrote no report (${file})`];
    }
  }
  const statusesOf = (file) =>
    results.find((r) => r.name.replaceAll('\\', '/').endsWith(file))?.assertionResults?.map((a) => a.status) ?? [];
  const postgresOnly = POSTGRES_ONLY.flatMap((file) => {
    const statuses = statusesOf(file);
    if (statuses.length === 0) return [`${file} did not run on PostgreSQL`];
    return statuses.every((s) => s === 'passed') ? [] : [`${file} was skipped or failed on PostgreSQL: ${statuses}`];
  });
  const mustRun = MUST_RUN.flatMap((file) => {
    const statuses = statusesOf(file);
    return statuses.includes('passed') && !statuses.includes('failed')
      ? []
      : [`${file} did not run and pass on PostgreSQL though the SDK is here: ${statuses}`];
  });
  return [...postgresOnly, ...mustRun];
}

const dir = mkdtempSync(join(tmpdir(), 'portico-test-'));
/** A log in full when its run failed, its last lines when it passed. */
function printLog(file, code, lines) {
  const text = readFileSync(file, 'utf8');
  console.log(code === 0 ? text.split('\n').slice(-lines).join('\n') : text);
}

const journeysLog = join(dir, 'journeys.log');
const postgresUrl = process.env.TEST_POSTGRES_URL;
// With a PostgreSQL server, the journeys' app runs on a fresh database there (made here, dropped when done): the
// server's PostgreSQL takes less of the two cores than the embedded one.
const e2eDatabase = postgresUrl ? `portico_e2e_${process.pid}` : null;
async function onServer(statement) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
let e2eEnv = {};
if (e2eDatabase) {
  await onServer(`create database ${e2eDatabase}`);
  // thrown away after the run: its commits need not wait for the disk (as the API tests' databases, notDurable)
  await onServer(`alter database ${e2eDatabase} set synchronous_commit = off`);
  const url = new URL(postgresUrl);
  url.pathname = `/${e2eDatabase}`;
  e2eEnv = { E2E_DATABASE_URL: url.toString() };
}
/**
 * The API tests again on PostgreSQL (with TEST_POSTGRES_URL, as CI runs them), in vitest shards taken from one queue
 * by whichever lane is free: each lane, done with its own tests, runs the next shard left, so that neither idles
 * while the other carries the rest. 0 when there is no server.
 */
const POSTGRES_SHARDS = 4;
let nextShard = 1;
const postgresReport = (shard) => join(dir, `api-postgres-${shard}.json`);
async function postgresApiShards() {
  let failed = 0;
  while (postgresUrl && nextShard <= POSTGRES_SHARDS) {
    const shard = nextShard++;
    const postgresLog = join(dir, `api-postgres-${shard}.log`);
    const code = await run(
      `API tests on PostgreSQL, shard ${shard} of ${POSTGRES_SHARDS} (output when done)`,
      // two workers: a file waiting out a time limit (a killed worker's lease, a mail's claim) leaves its core to
      // the other file instead of idling it
      `npm run test:api -- --shard=${shard}/${POSTGRES_SHARDS} --maxWorkers=2 --reporter=default --reporter=json --outputFile.json=${postgresReport(shard)}`,
      { env: { DATABASE_URL: postgresUrl }, logFile: postgresLog },
    );
    printLog(postgresLog, code, 8);
    if (code !== 0) failed = code;
  }
  return failed;
}

// Two lanes, one per core (vitest runs one worker on a two-core machine): the unit, API and component tests on the
// embedded database; beside them the browser journeys; each lane then takes shards of the API tests on PostgreSQL
// until none is left. Neither lane waits for the other, so no core idles while the other lane finishes.
const browserLane = (async () => {
  const journeysCode = await run('browser journeys (output when done)', 'npm run test:e2e', {
    logFile: journeysLog,
    env: e2eEnv,
  });
  if (e2eDatabase) await onServer(`drop database if exists ${e2eDatabase} with (force)`);
  printLog(journeysLog, journeysCode, 4);
  return { journeysCode, postgresCode: await postgresApiShards() };
})();
// two workers here too: the API tests that wait for the simulated network (provisioning steps, reconfigurations,
// job retries) leave their core to the other worker
const unitCode = await run('unit, API and component tests (embedded database)', 'npm run test:unit -- --maxWorkers=2');
const postgresCode1 = await postgresApiShards();
const { journeysCode, postgresCode } = await browserLane;
let postgresProblems = 0;
if (postgresUrl) {
  const problems = postgresOnlyProblems(Array.from({ length: POSTGRES_SHARDS }, (_, i) => postgresReport(i + 1)));
  for (const problem of problems) console.log(`PostgreSQL run: ${problem}`);
  postgresProblems = problems.length;
}
console.log(`\nnpm test finished in ${seconds()}s`);
const failed =
  unitCode !== 0 || journeysCode !== 0 || postgresCode !== 0 || postgresCode1 !== 0 || postgresProblems > 0;
process.exit(failed ? 1 : 0);
