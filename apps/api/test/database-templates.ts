import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { seedDemoData, seedReferenceData } from '../src/modules/seed.js';

/**
 * Migrating and seeding a database costs each test file about 4 s on PGlite (2.6 s of it PGlite's initdb) and more on
 * PostgreSQL. The test run does it once per kind, before the first file: a migrated database with the reference data
 * and one with the demo data on top. A test file's database starts as a copy: PGlite loads the template's data
 * directory (about 0.7 s), PostgreSQL copies a template database (`create database … template …`). The migrations
 * still run on the copy (each is found applied) and the seed still runs (it finds itself done), so a stale template
 * cannot hide a change.
 */
export interface DatabaseTemplates {
  /** PGlite: a file holding the data directory (a tar) of each kind; PostgreSQL: the template database of each kind */
  kind: 'pglite' | 'postgres';
  reference: string;
  demo: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * A test database is thrown away: its commits need not wait for the disk to have them (on this machine a commit took
 * 4.2 ms with the wait and 0.6 ms without). What a commit makes visible, and when, is the same; only a crash of the
 * server could lose the last commits. Copies of a template do not inherit it: each database is set on its own.
 */
export const notDurable = (database: string) => `alter database ${database} set synchronous_commit = off`;

async function pgliteTemplates(): Promise<{ templates: DatabaseTemplates; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-templates-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = async (name: string) => {
    const file = join(dir, `${name}.tar`);
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  await seedReferenceData(database.db);
  const reference = await dump('reference');
  await seedDemoData(database.db);
  const demo = await dump('demo');
  await database.close();
  return {
    templates: { kind: 'pglite', reference, demo },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTemplates(
  serverUrl: string,
): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const prefix = `portico_template_${randomBytes(4).toString('hex')}`;
  const names = { reference: `${prefix}_reference`, demo: `${prefix}_demo` };
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  for (const [kind, name] of Object.entries(names)) {
    await admin(`create database ${name}`);
    await admin(notDurable(name));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await (kind === 'demo' ? seedDemoData(database.db) : seedReferenceData(database.db));
    await database.close();
  }
  return {
    templates: { kind: 'postgres', ...names },
    remove: async () => {
      for (const name of Object.values(names)) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** vitest's global set-up of the api project: builds the templates and hands their names to the test files. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const built = serverUrl ? await postgresTemplates(serverUrl) : await pgliteTemplates();
  project.provide('databaseTemplates', built.templates);
  return async () => {
    await built.remove();
  };
}
