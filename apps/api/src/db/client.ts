import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { autoPreparingClient, createStatementNames } from './auto-prepare.js';
// No schema object: repositories query with the tables they import (drizzle's relational `db.query` is not used),
// so the platform need not know the areas' tables. drizzle-kit finds them for the migrations (drizzle.config.ts).
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT>;
/** Repositories take either the database or an open transaction as their first argument. */
export type DbOrTx = Db | Tx;

/** Whether a handle is an open transaction's (what it reads may hold changes not committed yet). */
export const isTransaction = (db: DbOrTx): db is Tx => db instanceof PgTransaction;

/** Raw SQL access for the job queue, which speaks plain SQL to whichever engine is underneath. */
export interface SqlExecutor {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  sql: SqlExecutor;
  /** a connection string the job queue can use for its own pool (PostgreSQL only) */
  connectionString: string | null;
  /**
   * Hears `NOTIFY` on a channel (delivered when the notifying transaction commits); answers how to stop. The job
   * workers wake on it when a job is queued; the auth cache forgets what changed (decision 0094).
   */
  listen(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenOptions {
  /** told false when the listening connection is lost (what is notified meanwhile is missed), true once it listens */
  onListening?: (listening: boolean) => void;
  /**
   * The pool's connections listen too: PostgreSQL hands a session the notifications of its own transaction before
   * it reports the commit done, so a change this process commits is heard before its request goes on (PGlite's one
   * connection does so already).
   */
  hearOwnCommits?: boolean;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

export interface OpenOptions {
  /**
   * PostgreSQL cancels a statement of this pool running longer (error 57014, answered 503 by the error handler).
   * Unset or 0: no limit. PGlite has no equivalent: it runs in this process and cannot be interrupted.
   */
  statementTimeoutMs?: number;
  onIdleError?: (err: Error) => void;
  /** PGlite in memory only: start from this data directory (a `dumpDataDir` archive) instead of an empty one */
  loadDataDir?: Blob;
}

export async function openDatabase(config: AppConfig['database'], options: OpenOptions = {}): Promise<Database> {
  const onIdleError =
    options.onIdleError ?? ((err) => process.stderr.write(`database connection lost: ${err.message}\n`));
  if (config.kind === 'postgres') {
    // Migrations build indexes over whole tables, which may take longer than any request may: their own
    // connection, without the time-out.
    const migrator = new pg.Pool({ connectionString: config.url, max: 1 });
    try {
      await migratePg(drizzlePg(migrator, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await endPool(migrator);
    }
    const ownCommits = poolChannels();
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      // the statements sent often are parsed and planned once per connection (decision 0098)
      Client: autoPreparingClient(createStatementNames()),
      onConnect: ownCommits.onConnect,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
    // An idle connection the server ends (restart, failover, admin command) is dropped and replaced on the next
    // query; without this listener node-postgres would rethrow it and stop the process.
    pool.on('error', (err) => onIdleError(err));
    const db = drizzlePg(pool, { casing: 'snake_case' }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      sql: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
      connectionString: config.url,
      async listen(channel, onPayload, listenOptions = {}) {
        const stopPool = listenOptions.hearOwnCommits ? await ownCommits.add(pool, channel, onPayload) : () => {};
        const stop = await listenOnPostgres(config.url, channel, onPayload, onIdleError, listenOptions.onListening);
        return async () => {
          stopPool();
          await stop();
        };
      },
      close: () => endPool(pool),
    };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  // pg_trgm serves the lists' `ilike '%text%'` search from an index, as on a PostgreSQL server (migration 0004).
  const client = await PGlite.create(config.dataDir ?? undefined, {
    extensions: { pg_trgm },
    ...(options.loadDataDir && !config.dataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { casing: 'snake_case' }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR });
  return {
    kind: 'pglite',
    db,
    sql: {
      // PGlite takes parameterised single statements through query() and multi-statement scripts through exec().
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values as unknown[]);
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    },
    connectionString: null,
    async listen(channel, onPayload, listenOptions = {}) {
      const stop = await client.listen(channel, onPayload);
      // one connection in this process: it cannot be lost without the database
      listenOptions.onListening?.(true);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

/**
 * Ends a pool and waits until each of its connections has closed. node-postgres resolves `end()` as soon as it has
 * asked them to close: a database dropped right after (the tests drop theirs `with (force)`) could still end one of
 * them, and the pool would then report an error when nobody is listening any more.
 */
export function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  return new Promise<void>((resolve, reject) => {
    if (open > 0)
      pool.on('remove', () => {
        open -= 1;
        if (open === 0) resolve();
      });
    pool.end().then(() => {
      if (open === 0) resolve();
      // a connection that failed while connecting leaves without a 'remove': do not wait for it for ever
      else setTimeout(resolve, 5_000).unref();
    }, reject);
  });
}

/**
 * Channels every connection of a pool listens on (`hearOwnCommits`): a new connection before its first use (the
 * pool's `onConnect`), the idle ones when a channel is added; a connection in use then goes on unheard, which only
 * leaves its commits to the listening connection's copy.
 */
function poolChannels() {
  const channels = new Map<string, Set<(payload: string) => void>>();
  const heard = new WeakMap<pg.ClientBase, Set<string>>();
  const listenOn = async (client: pg.ClientBase) => {
    let listening = heard.get(client);
    if (!listening) {
      const own = new Set<string>();
      listening = own;
      heard.set(client, own);
      client.on('notification', (msg) => {
        if (own.has(msg.channel)) for (const onPayload of channels.get(msg.channel) ?? []) onPayload(msg.payload ?? '');
      });
    }
    for (const channel of channels.keys()) {
      if (listening.has(channel)) continue;
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      listening.add(channel);
    }
  };
  return {
    onConnect: listenOn,
    async add(pool: pg.Pool, channel: string, onPayload: (payload: string) => void): Promise<() => void> {
      const handlers = channels.get(channel) ?? new Set();
      channels.set(channel, handlers.add(onPayload));
      const idle = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
      try {
        for (const client of idle) await listenOn(client);
      } finally {
        for (const client of idle) client.release();
      }
      return () => handlers.delete(onPayload);
    },
  };
}

/**
 * A connection of its own that only listens; it reconnects when the server drops it, saying so to `onListening`.
 * TCP keep-alive finds a connection whose server went away without a word.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onError: (err: Error) => void,
  onListening: (listening: boolean) => void = () => {},
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  const retry = () => {
    setTimeout(() => {
      if (!stopped) void connect();
    }, 1_000).unref();
  };
  const connect = async (): Promise<boolean> => {
    const c = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    c.on('notification', (msg) => {
      if (msg.channel === channel) onPayload(msg.payload ?? '');
    });
    let lost = false;
    const lose = (err: Error) => {
      if (lost || stopped) return;
      lost = true;
      client = null;
      onListening(false);
      onError(err);
      void c.end().catch(() => {});
      retry();
    };
    try {
      await c.connect();
      c.on('error', lose);
      c.on('end', () => lose(new Error('the listening connection ended')));
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      lose(err as Error);
      return false;
    }
    if (lost) return false;
    client = c;
    onListening(true);
    return true;
  };
  if (!(await connect())) {
    stopped = true;
    throw new Error(`could not listen on ${channel}`);
  }
  return async () => {
    stopped = true;
    onListening(false);
    await client?.end().catch(() => {});
  };
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
