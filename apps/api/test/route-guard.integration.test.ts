import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { queryRows } from '../src/db/client.js';
import type { RegisteredRoute } from '../src/plugins/access.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * Walks every registered route, so routes added later are covered without editing this file:
 * no token → 401; a customer on a staff route → 403; malformed input → 400 with a message, and nothing written.
 * Cross-company access and id spellings are the access matrix's (access-matrix.integration.test.ts).
 */
let t: TestApp;
let tokens: { staff: string; customer: string; viewer: string };

beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    staff: await t.login('staff.admin'),
    customer: await t.login('acme.admin'),
    viewer: await t.login('acme.viewer'),
  };
});
afterAll(() => t.close());

const PLACEHOLDER = '1';
const secured = () => t.routes.filter((r) => r.access.kind !== 'public');

function fillUrl(route: RegisteredRoute, values: Record<string, string> = {}): string {
  return route.url
    .replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(values[name] ?? PLACEHOLDER))
    .replace('*', 'x');
}

/** Row counts of every application table: if a rejected request wrote anything, this changes. */
async function snapshot(): Promise<string> {
  const tables = await queryRows<{ tablename: string }>(
    t.database.db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: string[] = [];
  for (const { tablename } of tables) {
    const [row] = await queryRows<{ n: string }>(
      t.database.db,
      sql.raw(`select count(*)::text as n from "${tablename}"`),
    );
    counts.push(`${tablename}=${row?.n}`);
  }
  return counts.join(',');
}

function rejects(schema: ZodType | undefined, value: unknown): boolean {
  return schema !== undefined && !schema.safeParse(value).success;
}

/** A malformed version of the route's input that its own schema rejects, or null when it takes anything. */
function malformedRequest(route: RegisteredRoute) {
  const { body, params, querystring } = route.schema;
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  for (const bad of ['-1', 'x'.repeat(300), 'not a value']) {
    const values = Object.fromEntries(paramNames.map((n) => [n, bad]));
    if (paramNames.length > 0 && rejects(params, values))
      return { url: fillUrl(route, values), payload: undefined, query: undefined, part: 'params' };
  }
  const validParams = Object.fromEntries(paramNames.map((n) => [n, PLACEHOLDER]));
  if (body && rejects(body, []))
    return { url: fillUrl(route, validParams), payload: [] as unknown[], query: undefined, part: 'body' };
  if (querystring) {
    const keys = Object.keys((querystring as unknown as { shape?: object }).shape ?? {});
    const candidates: Record<string, string>[] = [{}, Object.fromEntries(keys.map((k) => [k, 'x'.repeat(5000)]))];
    for (const q of candidates) {
      if (rejects(querystring, q))
        return { url: fillUrl(route, validParams), payload: undefined, query: q, part: 'query' };
    }
  }
  return null;
}

describe('route guard', () => {
  it('knows the routes of the foundation', () => {
    const urls = t.routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('POST /v3/login');
    expect(urls).toContain('GET /v2/profile');
    expect(urls).toContain('GET /secure/batchprocess/check');
    expect(secured().length).toBeGreaterThan(5);
  });

  it('answers 401 without a token on every secured route', async () => {
    for (const route of secured()) {
      const res = await t.call(null, {
        method: route.method as 'GET',
        url: fillUrl(route),
        payload: route.schema.body ? {} : undefined,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('answers 401 with a made-up token', async () => {
    for (const route of secured()) {
      const res = await t.call('forged-token', { method: route.method as 'GET', url: fillUrl(route) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to a customer on every staff-only route', async () => {
    const staffOnly = secured().filter((r) => r.access.kind === 'staff' || r.access.kind === 'admin');
    expect(staffOnly.length).toBeGreaterThan(0);
    for (const route of staffOnly) {
      const res = await t.call(tokens.customer, {
        method: route.method as 'GET',
        url: fillUrl(route),
        payload: route.schema.body ? {} : undefined,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('answers 403 to a customer lacking the permission a route needs', async () => {
    const gated = secured().filter((r) => r.access.kind === 'permission' && r.access.permission !== 'services');
    for (const route of gated) {
      const res = await t.call(tokens.viewer, {
        method: route.method as 'GET',
        url: fillUrl(route),
        payload: route.schema.body ? {} : undefined,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  // Another company's resource, through every id spelling, for every kind of caller: access-matrix.integration.test.ts.

  it('answers 400 with a message to malformed input, and writes nothing', async () => {
    let checked = 0;
    for (const route of t.routes) {
      const bad = malformedRequest(route);
      if (!bad) continue;
      const before = await snapshot();
      const res = await t.call(route.access.kind === 'public' ? null : tokens.staff, {
        method: route.method as 'GET',
        url: bad.url,
        payload: bad.payload,
        query: bad.query,
      });
      expect(res.statusCode, `${route.method} ${route.url} (${bad.part}): ${res.body}`).toBe(400);
      expect(res.json().message, `${route.method} ${route.url}`).toMatch(/\w/);
      expect(await snapshot(), `${route.method} ${route.url} wrote data`).toBe(before);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
});
