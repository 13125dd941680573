import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { isCountryCode, isHttpUrl } from '@portico/domain';
import { randomBytes } from 'node:crypto';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endPool } from '../src/db/client.js';

// Migration 0008 (decision 0030) on a database that went through 0007 with the values the old rules let in: web
// addresses of any scheme and free-text supply countries. Run on PGlite, or on the PostgreSQL server of
// DATABASE_URL (a throwaway database of its own).

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'portico-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const stop = journal.entries.findIndex((e) => e.tag.startsWith(tag));
  if (stop < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
  return dir;
}

interface Engine {
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openEngine(): Promise<Engine> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
    return {
      query: async <T>(text: string, values: unknown[] = []) => (await client.query<T>(text, values)).rows,
      migrate: (folder) => migratePglite(drizzlePglite(client, { casing: 'snake_case' }), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `portico_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  return {
    query: async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[],
    migrate: (folder) => migratePg(drizzlePg(pool, { casing: 'snake_case' }), { migrationsFolder: folder }),
    async close() {
      await endPool(pool);
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** What the old rules let in (zod's `z.url()` took any scheme; the supply's fields were free text). */
const WEB_ADDRESSES = [
  'https://partner.example',
  'HTTP://partner.example/logo.png?size=2#top',
  'javascript:alert(document.cookie)',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'ftp://partner.example/logo.png',
  'mailto:sales@partner.example',
  '/logo.png',
  'www.partner.example',
  'https://bank.example@evil.example/',
  'https:partner.example',
  'https://partner.example/a b',
];
const COUNTRIES = ['AU', 'nz', ' sg ', 'ZZ', 'Australia', 'A', '', 'XK'];

let engine: Engine;
let before: string;

beforeAll(async () => {
  engine = await openEngine();
  before = migrationsBefore('0008_');
  await engine.migrate(before);
  await engine.query(`insert into companies (id, legal_name) values (9001, 'Partner'), (9002, 'Customer')`);
  await engine.query(
    `insert into suppliers (company_id, market, country_code, well_known_supplier, currency, tax_rate_bp, identifier_type)
     values (9001, 'Testland', 'AU', 'PORT_TESTLAND', 'AUD', 1000, 'ABN')`,
  );
  // one partner context per address, so that each is read back on its own (contexts are one per partner)
  for (const [i, address] of WEB_ADDRESSES.entries()) {
    const id = 9100 + i;
    await engine.query(`insert into companies (id, legal_name) values ($1, 'Partner')`, [id]);
    await engine.query(`insert into partner_contexts (partner_id, context) values ($1, $2)`, [
      id,
      JSON.stringify({ displayName: `P${i}`, website: address, logoUrl: address, supportPhone: '+61 2 0000 0000' }),
    ]);
  }
  await engine.query(`insert into companies (id, legal_name) values (9099, 'No addresses')`);
  await engine.query(`insert into partner_contexts (partner_id, context) values (9099, $1)`, [
    JSON.stringify({ displayName: 'None', website: null }),
  ]);
  const rows = [
    ...WEB_ADDRESSES.map((web) => ({ web, country: 'AU' })),
    ...COUNTRIES.map((country) => ({ web: null, country })),
  ];
  for (const [i, row] of rows.entries()) {
    const id = 9200 + i;
    await engine.query(`insert into companies (id, legal_name) values ($1, 'Customer')`, [id]);
    await engine.query(
      `insert into supplies (company_id, supplier_id, company_legal_name, web, country, tax_rate_bp, currency)
       values ($1, 9001, 'Customer', $2, $3, 1000, 'AUD')`,
      [id, row.web, row.country],
    );
  }
  await engine.query(
    `insert into supplies (company_id, supplier_id, company_legal_name, tax_rate_bp, currency)
     values (9002, 9001, 'Customer', 1000, 'AUD')`,
  );
  await engine.migrate(MIGRATIONS);
}, 120_000);

afterAll(async () => {
  await engine?.close();
  if (before) rmSync(before, { recursive: true, force: true });
});

describe('migration 0008: stored web addresses and supply countries', () => {
  it('keeps http(s) web addresses of partner contexts and clears every other one, leaving the rest of the context', async () => {
    const contexts = await engine.query<{ partner_id: number; context: Record<string, unknown> }>(
      `select partner_id, context from partner_contexts where partner_id between 9100 and 9199 order by partner_id`,
    );
    expect(contexts.map((c) => [c.context.website, c.context.logoUrl])).toEqual(
      WEB_ADDRESSES.map((address) => (isHttpUrl(address) ? [address, address] : [null, null])),
    );
    expect(contexts.every((c) => c.context.supportPhone === '+61 2 0000 0000')).toBe(true);
    // what the API now refuses is exactly what the migration cleared
    expect(WEB_ADDRESSES.filter(isHttpUrl)).toEqual([
      'https://partner.example',
      'HTTP://partner.example/logo.png?size=2#top',
    ]);
    const [none] = await engine.query<{ context: unknown }>(
      `select context from partner_contexts where partner_id = 9099`,
    );
    expect(none?.context).toEqual({ displayName: 'None', website: null });
  });

  it("clears a supply's website that is not http(s)", async () => {
    const rows = await engine.query<{ web: string | null }>(
      `select web from supplies where company_id between 9200 and ${9199 + WEB_ADDRESSES.length} order by company_id`,
    );
    expect(rows.map((r) => r.web)).toEqual(WEB_ADDRESSES.map((address) => (isHttpUrl(address) ? address : null)));
  });

  it("writes a supply's country code in upper case and clears what is not a code of the list", async () => {
    const first = 9200 + WEB_ADDRESSES.length;
    const rows = await engine.query<{ country: string | null }>(
      `select country from supplies where company_id between ${first} and ${first + COUNTRIES.length - 1} order by company_id`,
    );
    expect(rows.map((r) => r.country)).toEqual(['AU', 'NZ', 'SG', null, null, null, null, null]);
    expect(rows.every((r) => r.country === null || isCountryCode(r.country))).toBe(true);
    const [missing] = await engine.query<{ country: string | null }>(
      `select country from supplies where company_id = 9002`,
    );
    expect(missing?.country).toBeNull();
  });
});
