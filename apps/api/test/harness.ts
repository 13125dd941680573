import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, type BuiltApp, buildApp } from '../src/app.js';
import { type AppConfig, loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { type DatabaseTemplates, notDurable } from './database-templates.js';
import { DEMO_PASSWORD } from '../src/modules/seed.js';

export interface TestApp extends BuiltApp {
  config: AppConfig;
  /** log in a user (a demo user, by default with the demo password) and return the bearer token */
  login(username: string, password?: string): Promise<string>;
  call(token: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** the newest mail to an address from the mail simulator, waiting for the queued `mail.send` job to run */
  waitForMail(staffToken: string, to: string): Promise<{ kind: string; to: string; subject: string; text: string }>;
}

export interface TestAppOptions extends Pick<BuildOptions, 'routeTenantChecks' | 'logStream' | 'clock'> {
  /**
   * Seed the demo data (demo mode's default). `false`: reference data only (provider companies, supplier entities,
   * roles and positions), for a test that builds what it needs with the factories of `factories.ts`.
   */
  demo?: boolean;
}

/**
 * A fresh app on a fresh database per test file: in-memory PGlite by default, or a throwaway database on the
 * PostgreSQL server named by DATABASE_URL (the file's own database, dropped afterwards). Either starts as a copy of
 * the run's migrated and seeded template of its kind (database-templates.ts).
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { demo, ...buildOptions } = options;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const seed = demo ?? config.mode === 'demo';
  const test = await openTestDatabase(seed ? 'demo' : 'reference');
  config.database = test.config;
  const database = test.database ?? undefined;
  const built = await buildApp(config, {
    logger: buildOptions.logStream !== undefined,
    seed,
    ...(database ? { database } : {}),
    ...buildOptions,
  });
  const app: FastifyInstance = built.app;

  return {
    ...built,
    config,
    async login(username, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/v3/login', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json().data.oAuthToken.accessToken as string;
    },
    call(token, options) {
      const headers = { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
      return app.inject({ ...options, headers });
    },
    async waitForMail(staffToken, to) {
      for (let i = 0; i < 40; i++) {
        const res = await app.inject({
          method: 'GET',
          url: '/simulator/mail/messages',
          query: { to },
          headers: { authorization: `Bearer ${staffToken}` },
        });
        const [mail] = res.json().data;
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`no mail to ${to}`);
    },
    async close() {
      await built.close();
      await test.close();
    },
  };
}

/**
 * A test's own database, a copy of the run's template of that kind: on PGlite opened here (`database`), on the
 * PostgreSQL server of DATABASE_URL a new database (`config` names it; the app opens it). `close` closes or drops it.
 */
export async function openTestDatabase(kind: 'demo' | 'reference'): Promise<{
  config: AppConfig['database'];
  database: Database | null;
  close: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  const template = providedTemplates()?.[kind] ?? null;
  if (!serverUrl) {
    const config = { kind: 'pglite', dataDir: null } as const;
    const database = template ? await openDatabase(config, { loadDataDir: new Blob([readFileSync(template)]) }) : null;
    return { config, database, close: async () => database?.close() };
  }
  const name = `portico_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin(notDurable(name));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    database: null,
    close: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** The run's database templates; none outside a vitest run (the auth bench builds its app from scratch). */
function providedTemplates(): DatabaseTemplates | undefined {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined;
  }
}
