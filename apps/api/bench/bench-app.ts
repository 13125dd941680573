/**
 * What the HTTP benchmarks share: the PostgreSQL server (DATABASE_URL, default the local one), the length of a run
 * (BENCH_SECONDS, default 10), a database of the bench's own (BENCH_DATABASE, dropped and created afresh; BENCH_KEEP=1
 * keeps it afterwards) and the app built on it with the demo seed, listening on 127.0.0.1 only.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { DEMO_PASSWORD } from '../src/modules/seed.js';
import {
  type CompaniesAndPeopleSize,
  createBenchDatabase,
  dropBenchDatabase,
  generateCompaniesAndPeople,
  withClient,
} from './data.js';

export const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * Announces the bench, then makes its database and app and generates its companies and people. `jobs`: 'off', or 'external' when the bench's changes queue
 * jobs that no worker of its own should run, or 'in-process' when the app's own workers run them (a bill run); `connections`: the concurrent callers of each run (`run`).
 */
export async function startBenchApp(bench: {
  title: string;
  database: string;
  jobs: 'off' | 'external' | 'in-process';
  connections: number;
  /** the companies and people generated beside the demo's (`data.ts`) */
  generate: CompaniesAndPeopleSize;
}) {
  const { connections } = bench;
  console.log(
    `Portico ${bench.title} benchmark: ${SECONDS}s per run, ${connections} concurrent callers, Node ${process.version}`,
  );
  const name = process.env.BENCH_DATABASE ?? bench.database;
  const url = await createBenchDatabase(serverUrl, name);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    WEB_DIST: '/nonexistent',
    JOBS: bench.jobs,
  });
  const built = await buildApp(config, { logger: false, seed: true });
  const generated = await withClient(url, (c) => generateCompaniesAndPeople(c, bench.generate));
  return {
    name,
    run: { seconds: SECONDS, connections },
    url,
    built,
    generated,
    /** the server's version, for the first line of the results */
    serverVersion: (): Promise<string> =>
      withClient(url, async (c) => (await c.query('show server_version')).rows[0].server_version as string),
    /** Listens on 127.0.0.1 and logs the demo user in: the base URL and the bearer token. */
    async listen(username: string): Promise<{ base: string; token: string }> {
      await built.app.listen({ port: 0, host: '127.0.0.1' });
      const login = await built.app.inject({
        method: 'POST',
        url: '/v3/login',
        payload: { username, password: DEMO_PASSWORD },
      });
      const base = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
      return { base, token: login.json().data.oAuthToken.accessToken as string };
    },
    /** Closes the app and drops the database (unless BENCH_KEEP=1). */
    async finish(): Promise<void> {
      await built.close();
      if (process.env.BENCH_KEEP !== '1') await dropBenchDatabase(serverUrl, name);
    },
  };
}

/** A statement as the app's database handle sent it: its text and values. */
export interface SentStatement {
  text: string;
  values: unknown[];
}

/**
 * The statements one request sends through the app's database handle (sent twice: what the first keeps, a token or
 * an owner, is not read by the second), the job queue's polling left out. The raw line of a read replays its own
 * statement with plain `pg`, so the ratio compares the API with exactly the SQL it runs.
 */
export async function statementsOf(
  built: { database: { db: unknown } },
  url: string,
  headers: Record<string, string>,
): Promise<SentStatement[]> {
  const client = (built.database.db as { session: { client: { query: (...args: unknown[]) => unknown } } }).session
    .client;
  const query = client.query;
  const sent: SentStatement[] = [];
  client.query = (...args: unknown[]) => {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof config === 'string' ? config : config.text;
    if (!/pgboss/i.test(text))
      sent.push({ text, values: values ?? (typeof config === 'string' ? [] : (config.values ?? [])) });
    return query.apply(client, args);
  };
  try {
    for (const pass of [1, 2]) {
      sent.length = 0;
      const res = await fetch(url, { headers });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()} (pass ${pass})`);
      await res.arrayBuffer();
    }
    return [...sent];
  } finally {
    client.query = query;
  }
}

/** A statement's first words, to name it in a bench's output. */
export const statementHead = (s: SentStatement) => s.text.replace(/\s+/g, ' ').slice(0, 48);

/**
 * The raw line's call of a recorded statement: a plain query (parsed and planned each time, as the raw lines have
 * always been), or, with BENCH_RAW_PREPARED=1, a prepared one under a name (as the API sends what it sends often).
 */
export function replay(
  pool: { query: (config: { text: string; values: unknown[]; name?: string }) => Promise<unknown> },
  s: SentStatement,
  name: string,
) {
  const prepared = process.env.BENCH_RAW_PREPARED === '1';
  return () =>
    pool.query(prepared ? { name: `raw_${name}`, text: s.text, values: s.values } : { text: s.text, values: s.values });
}

/**
 * A read's main query among the statements it sends: the longest. The others a read may send are short: the tenant
 * check's owner or existence, the names of a page's companies.
 */
export function mainStatement(sent: readonly SentStatement[]): SentStatement {
  const main = sent.reduce<SentStatement | undefined>(
    (a, b) => (a && a.text.length >= b.text.length ? a : b),
    undefined,
  );
  if (!main) throw new Error('the read sent no statement');
  return main;
}
