import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import type { RegisteredRoute } from '../src/plugins/access.js';
import { createTestApp, type TestApp } from './harness.js';
import { sampleInput } from './sample-input.js';
import { installWriteProbe } from './write-probe.js';

/**
 * Walks every registered route, so routes added later are covered without editing this file:
 * no token → 401; a customer on a staff route → 403; malformed input → 400 with a message, and nothing written.
 * Cross-company access and id spellings are the access matrix's (access-matrix.integration.test.ts).
 */
let t: TestApp;
let tokens: { staff: string; customer: string; viewer: string };
/** rows written so far (a row-level trigger on every table): one read however many tables there are */
let writes: () => Promise<number>;

beforeAll(async () => {
  t = await createTestApp();
  writes = await installWriteProbe(t.database);
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

  it('answers 403 to a customer lacking the permission a route declares, in its own company, writing nothing', async () => {
    // acme.viewer holds only `services`: every route that declares another permission — for the caller's own
    // company (`permission`) or for the company in the request (`tenant` with a permission) — refuses it.
    const declaresPermission = (r: RegisteredRoute) =>
      (r.access.kind === 'permission' && r.access.permission !== 'services') ||
      (r.access.kind === 'tenant' &&
        r.access.resource === 'company' &&
        r.access.permission !== undefined &&
        r.access.permission !== 'services');
    const gated = secured().filter(declaresPermission);
    expect(gated.length).toBeGreaterThan(5);
    for (const route of gated) {
      const own = String(DEMO_COMPANIES.acme);
      const param = route.access.kind === 'tenant' ? route.access.param : null;
      const from = route.access.kind === 'tenant' ? (route.access.from ?? 'params') : null;
      const paramSample = route.schema.params ? (sampleInput(route.schema.params) ?? {}) : {};
      const url = fillUrl(route, {
        ...Object.fromEntries(Object.entries(paramSample).map(([k, v]) => [k, String(v)])),
        ...(param && from === 'params' ? { [param]: own } : {}),
      });
      const query = route.schema.querystring
        ? sampleInput(route.schema.querystring, param && from === 'query' ? { [param]: own } : {})
        : undefined;
      const payload = route.schema.body
        ? sampleInput(route.schema.body, param && from === 'body' ? { [param]: DEMO_COMPANIES.acme } : {})
        : undefined;
      const before = await writes();
      const res = await t.call(tokens.viewer, {
        method: route.method as 'GET',
        url,
        query: query ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) : undefined,
        payload: payload ?? undefined,
      });
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(403);
      expect(res.json().code).toBe('forbidden');
      expect(await writes(), `${route.method} ${route.url} wrote data`).toBe(before);
    }
  });

  // Another company's resource, through every id spelling, for every kind of caller: access-matrix.integration.test.ts.

  it('answers 400 with a message to malformed input, and writes nothing', async () => {
    let checked = 0;
    for (const route of t.routes) {
      const bad = malformedRequest(route);
      if (!bad) continue;
      const before = await writes();
      const res = await t.call(route.access.kind === 'public' ? null : tokens.staff, {
        method: route.method as 'GET',
        url: bad.url,
        payload: bad.payload,
        query: bad.query,
      });
      expect(res.statusCode, `${route.method} ${route.url} (${bad.part}): ${res.body}`).toBe(400);
      // the OAuth2 token endpoint words its refusals in OAuth2's error_description (RFC 6749 §5.2)
      const body = res.json();
      expect(body.message ?? body.error_description, `${route.method} ${route.url}`).toMatch(/\w/);
      expect(await writes(), `${route.method} ${route.url} wrote data`).toBe(before);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
});
