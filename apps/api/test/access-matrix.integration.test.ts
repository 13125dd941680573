import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import type { RegisteredRoute } from '../src/plugins/access.js';
import type { TenantResource } from '@portico/contract';
import { tenantResolvers } from '../src/modules/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { anInvoice } from './invoices.js';
import { sampleInput } from './sample-input.js';
import { installWriteProbe } from './write-probe.js';

/**
 * The access matrix: every registered route (so the modules to come are covered the day they land) × every kind
 * of caller × the canonical id and the other spellings of the same id. Two promises are checked:
 * - a caller never reaches another company's data with its canonical id: 401, 403 or 404, and nothing written;
 * - no other spelling of an id (2002.0, +2002, 002002, " 2002", 2002e0, 0x7d2, …) is ever accepted, by anyone,
 *   staff included: a 4xx, and nothing written.
 * The same canonical-id matrix then runs against an app whose route-level tenant check is switched off, proving
 * that each service refuses on its own (defence in depth).
 */

type Role = 'anonymous' | 'viewer' | 'finance' | 'admin' | 'partner' | 'agent' | 'staff';

/** Each caller, and a company it has nothing to do with (the agent acts for Globex and Initech, not Acme). */
const CALLERS: Record<Role, { username: string | null; foreign: number }> = {
  anonymous: { username: null, foreign: DEMO_COMPANIES.globex },
  viewer: { username: 'acme.viewer', foreign: DEMO_COMPANIES.globex },
  finance: { username: 'acme.finance', foreign: DEMO_COMPANIES.globex },
  admin: { username: 'acme.admin', foreign: DEMO_COMPANIES.globex },
  partner: { username: 'partner.admin', foreign: DEMO_COMPANIES.globex },
  agent: { username: 'agent', foreign: DEMO_COMPANIES.acme },
  staff: { username: 'staff.admin', foreign: DEMO_COMPANIES.globex },
};
const ROLES = Object.keys(CALLERS) as Role[];
/**
 * The callers the id-spelling walk runs as. How an id is spelled is read by the HTTP layer, the same on either
 * database, and the PostgreSQL run walks it as every caller. The embedded run (ten times slower at this walk) takes
 * the two that tell most: nobody, and staff, who pass every company check, so that only the id's parsing can refuse
 * a spelling.
 */
const SPELLING_ROLES: Role[] = process.env.DATABASE_URL ? ROLES : ['anonymous', 'staff'];
const CUSTOMER_ROLES = ROLES.filter((r) => r !== 'staff');

/** Other ways to write a whole number in text that lax parsing (Number(), coerce) reads as the same id. */
function textSpellings(id: number): string[] {
  return [`${id}.0`, `+${id}`, `00${id}`, ` ${id}`, `${id} `, `${id}e0`, `0x${id.toString(16)}`, `${id}.`, `${id}%00`];
}
/** In a JSON body an id is a number; the same id as a string is refused, never converted. */
const bodySpellings = (id: number): unknown[] => [String(id), `${id}.0`, `+${id}`, id + 0.5];

/** Routes that take a file rather than a JSON body: a valid upload, so the request reaches the access checks. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const UPLOADS: Record<string, () => { payload: Buffer; headers: Record<string, string> }> = {
  'POST /secure/image/:kind/:companyId': () => {
    const boundary = 'matrixboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), PNG_1X1, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  },
};

/**
 * Routes whose optional query fields are what makes the request valid (the service search needs a text to search
 * for): laid over the sample, so the request reaches the access checks and the owner's answer.
 */
const SAMPLE_QUERIES: Record<string, Record<string, string>> = {
  'GET /v2/services': { search: 'Edge' },
  // a card page returns to a page of the portal, and pays an amount
  'GET /accesscode': { redirectUrl: '/#/customerCreditCardPaymentResult', amountInCents: '100' },
};
/** Path parameters a route reads as more than an id, where the smallest sample is not one it takes. */
const SAMPLE_PARAMS: Record<string, Record<string, string>> = {
  // a Port's rate limit is one of the port speeds
  'GET /secure/technicalservice/:id/rateLimit/:speed/priceCheck': { speed: '100000' },
};

/** Parameter names that carry a company id, a person id or a service uid, when the route does not declare which. */
const COMPANY_PARAM = /^(companyId|id|partnerId|customerId)$/;
const PERSON_PARAM = /^personId$/;
// the public API names a service by its uid (`/v2/product/:productUid`, …)
const SERVICE_UID_PARAM = /^productUid$/;

interface Built {
  t: TestApp;
  tokens: Record<Role, string | null>;
  writes: () => Promise<number>;
}

async function build(routeTenantChecks: boolean): Promise<Built> {
  const t = await createTestApp({}, { routeTenantChecks });
  const tokens = {} as Record<Role, string | null>;
  for (const role of ROLES) {
    const { username } = CALLERS[role];
    tokens[role] = username ? await t.login(username) : null;
  }
  // the demo data holds no API key: one for each company the walk aims at (decision 0050)
  await t.database.db.execute(sql`
    insert into api_keys (company_id, created_by_person_id, name, key_id, secret_hash, permissions)
    select company_id, min(id), 'matrix', 'matrix-' || company_id, 'none', '{services}' from persons
     where company_id in (${DEMO_COMPANIES.acme}, ${DEMO_COMPANIES.globex}) group by company_id`);
  // nor, until bill runs seed them, an invoice: a committed one of each (decision 0087)
  for (const [companyId, numberSeq] of [
    [DEMO_COMPANIES.acme, 900_001],
    [DEMO_COMPANIES.globex, 900_002],
  ] as const)
    await anInvoice(t.database.db, { companyId, status: 'COMMITTED', invoiceNumber: `AU-${numberSeq}`, numberSeq });
  // nor a webhook (decision 0093): one of each
  for (const companyId of [DEMO_COMPANIES.acme, DEMO_COMPANIES.globex])
    await t.database.db.execute(sql`
      insert into webhook_endpoints (company_id, url, event_keys, secret)
      values (${companyId}, 'https://hooks.example.com/matrix', '{INVOICE_COMMITTED}', 'whsec_matrix')`);
  return { t, tokens, writes: await installWriteProbe(t.database) };
}

const shapeKeys = (schema: ZodType | undefined): string[] =>
  Object.keys((schema as unknown as { shape?: object } | undefined)?.shape ?? {});

const paramNames = (route: RegisteredRoute) => [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);

interface Request {
  method: string;
  url: string;
  query?: Record<string, string>;
  payload?: unknown;
  headers?: Record<string, string>;
  /** the inputs that carry an id of the foreign company, by where they are */
  ids: { params: string[]; query: string[]; body: string[] };
}

/**
 * The canonical request for a route aimed at `company`'s data: ids of that company (or of its person) in every
 * id-carrying input, a valid sample for the rest, so the request reaches the access checks rather than stopping
 * at validation.
 */
async function canonicalRequest(b: Built, route: RegisteredRoute, company: number): Promise<Request | null> {
  const declared = route.access;
  const idFor = async (name: string, from: 'params' | 'query' | 'body'): Promise<number | string | null> => {
    let resource: TenantResource | null = null;
    if (declared.kind === 'tenant' && declared.param === name && (declared.from ?? 'params') === from)
      resource = declared.resource;
    else if (COMPANY_PARAM.test(name)) resource = 'company';
    else if (PERSON_PARAM.test(name)) resource = 'person';
    else if (SERVICE_UID_PARAM.test(name)) resource = 'serviceUid';
    return resource ? tenantResolvers()[resource].sampleOwnedBy(b.t.database.db, company) : null;
  };
  const ids: Request['ids'] = { params: [], query: [], body: [] };

  const paramValues: Record<string, string> = {};
  const paramSample = route.schema.params ? (sampleInput(route.schema.params) ?? {}) : {};
  for (const name of paramNames(route)) {
    const id = await idFor(name, 'params');
    if (id !== null) ids.params.push(name);
    paramValues[name] =
      id !== null ? String(id) : String(SAMPLE_PARAMS[label(route)]?.[name] ?? paramSample[name] ?? '1');
  }
  const url = route.url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(paramValues[name] ?? '1'));

  let query: Record<string, string> | undefined;
  if (route.schema.querystring) {
    const overrides: Record<string, string> = {};
    for (const key of shapeKeys(route.schema.querystring)) {
      const id = await idFor(key, 'query');
      if (id !== null) {
        overrides[key] = String(id);
        ids.query.push(key);
      }
    }
    const sample = sampleInput(route.schema.querystring, { ...SAMPLE_QUERIES[label(route)], ...overrides });
    if (!sample) return null;
    query = Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, String(v)]));
  }

  let payload: unknown;
  let headers: Record<string, string> | undefined;
  const upload = UPLOADS[label(route)];
  if (upload) ({ payload, headers } = upload());
  else if (route.schema.body) {
    const overrides: Record<string, unknown> = {};
    for (const key of shapeKeys(route.schema.body)) {
      const id = await idFor(key, 'body');
      if (id !== null && (declared.kind === 'tenant' || /Id$/.test(key))) {
        overrides[key] = id;
        ids.body.push(key);
      }
    }
    payload = sampleInput(route.schema.body, overrides);
    if (payload === null) return null;
  }
  return { method: route.method, url, query, payload, headers, ids };
}

function send(b: Built, role: Role, request: Omit<Request, 'ids'>) {
  return b.t.call(b.tokens[role], {
    method: request.method as 'GET',
    url: request.url,
    query: request.query,
    payload: request.payload as object | undefined,
    headers: request.headers,
  });
}

/** Sends a request that must be refused and proves it wrote nothing. */
async function expectRefused(b: Built, role: Role, request: Omit<Request, 'ids'>, allowed: number[], label: string) {
  const before = await b.writes();
  const res = await send(b, role, request);
  expect(allowed, `${label} as ${role}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
  expect(await b.writes(), `${label} as ${role} was refused but wrote data`).toBe(before);
}

const label = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/** Routes whose inputs name a company's data, so a caller from another company must be refused. */
/**
 * The routes that reach one company's data: those declaring it (`tenant`), and any other logged-in route naming a
 * service by its uid, which must declare it — so a route that forgets to is walked too, and fails.
 */
const tenantRoutes = (b: Built) =>
  b.t.routes.filter(
    (r) =>
      r.access.kind === 'tenant' ||
      ((r.access.kind === 'user' || r.access.kind === 'permission') &&
        paramNames(r).some((name) => SERVICE_UID_PARAM.test(name))),
  );

async function expectCanonicalForeignRefused(b: Built, roles: readonly Role[] = CUSTOMER_ROLES) {
  let checked = 0;
  const unsampled: string[] = [];
  for (const route of tenantRoutes(b)) {
    for (const role of roles) {
      const request = await canonicalRequest(b, route, CALLERS[role].foreign);
      if (!request) {
        unsampled.push(label(route));
        break;
      }
      await expectRefused(b, role, request, role === 'anonymous' ? [401] : [403, 404], label(route));
      checked++;
    }
  }
  expect(unsampled, 'routes whose valid input the matrix cannot build: give sampleInput a hand').toEqual([]);
  expect(checked).toBeGreaterThan(roles.length * 16);
}

/**
 * The callers of the defence-in-depth walk. The PostgreSQL run walks it as every customer; the embedded run (where
 * every handler runs in full, the slowest walk of all) as the two a service's own check must stop with the most in
 * hand: another company's admin, holding every customer permission, and the agent, who acts for two other companies.
 */
const DEFENCE_ROLES: Role[] = process.env.DATABASE_URL ? CUSTOMER_ROLES : ['admin', 'agent'];

describe('access matrix', () => {
  let b: Built;
  beforeAll(async () => {
    b = await build(true);
  });
  afterAll(() => b.t.close());

  // every tenant route as every caller: 13 s on the embedded database alone, past 30 s beside the journeys
  it("refuses every caller another company's data through every tenant route, and writes nothing", async () => {
    await expectCanonicalForeignRefused(b);
  }, 120_000);

  it("refuses a company's own user who lacks the permission a route declares, and writes nothing", async () => {
    // acme.viewer holds services only; acme.finance financials only.
    let checked = 0;
    for (const route of tenantRoutes(b)) {
      const declared = route.access;
      if (declared.kind !== 'tenant' || !declared.permission) continue;
      for (const role of ['viewer', 'finance'] as const) {
        if (declared.permission === (role === 'viewer' ? 'services' : 'financials')) continue;
        const request = await canonicalRequest(b, route, DEMO_COMPANIES.acme);
        if (!request) continue;
        await expectRefused(b, role, request, [403], label(route));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('lets the owner through with the canonical id (so the refusals above are not a broken route)', async () => {
    // Reads only: each GET tenant route answers its own company's admin, and staff, with 200.
    for (const route of tenantRoutes(b).filter((r) => r.method === 'GET')) {
      for (const [role, company] of [
        ['admin', DEMO_COMPANIES.acme],
        ['staff', DEMO_COMPANIES.acme],
      ] as const) {
        const request = await canonicalRequest(b, route, company);
        if (!request) continue;
        const res = await send(b, role, request);
        expect([200, 404], `${label(route)} as ${role}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
      }
    }
  });

  it.each(SPELLING_ROLES)(
    'never accepts another spelling of an id (as %s), and writes nothing',
    async (role) => {
      let checked = 0;
      for (const route of b.t.routes) {
        {
          const request = await canonicalRequest(b, route, CALLERS[role].foreign);
          if (!request) continue;
          const { ids } = request;
          // Staff may act on any company, so their refusal must come from the id parser itself: 400 or 404.
          const allowed =
            role === 'anonymous' && route.access.kind !== 'public'
              ? [401]
              : role === 'staff'
                ? [400, 404]
                : [400, 401, 403, 404];
          for (const name of ids.params) {
            // a uid has no other spelling to try: upper or lower case, a GUID is the same GUID
            if (!/^\d+$/.test(paramValueOf(request, route, name))) continue;
            const id = Number(paramValueOf(request, route, name));
            for (const spelled of textSpellings(id)) {
              const url = route.url.replace(/:(\w+)/g, (_m, p: string) =>
                p === name
                  ? encodeURIComponent(spelled).replace('%2500', '%00')
                  : encodeURIComponent(paramValueOf(request, route, p)),
              );
              await expectRefused(
                b,
                role,
                { ...request, url },
                allowed,
                `${label(route)} ${name}=${JSON.stringify(spelled)}`,
              );
              checked++;
            }
          }
          for (const key of ids.query) {
            const id = Number(request.query?.[key]);
            for (const spelled of textSpellings(id)) {
              const query = { ...request.query, [key]: spelled.replace('%00', '\u0000') };
              await expectRefused(
                b,
                role,
                { ...request, query },
                allowed,
                `${label(route)} ?${key}=${JSON.stringify(spelled)}`,
              );
              checked++;
            }
          }
          for (const key of ids.body) {
            const id = (request.payload as Record<string, number>)[key] as number;
            for (const spelled of bodySpellings(id)) {
              const payload = { ...(request.payload as object), [key]: spelled };
              await expectRefused(
                b,
                role,
                { ...request, payload },
                allowed,
                `${label(route)} body.${key}=${JSON.stringify(spelled)}`,
              );
              checked++;
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(150);
    },
    240_000,
  );
});

describe('defence in depth: with the route-level tenant check switched off, every service still refuses', () => {
  let b: Built;
  beforeAll(async () => {
    b = await build(false);
  });
  afterAll(() => b.t.close());

  // every tenant route's handler runs in full here (nothing stops it at the route), so this walk takes longest
  it("refuses every caller another company's data, and writes nothing", async () => {
    await expectCanonicalForeignRefused(b, DEFENCE_ROLES);
  }, 120_000);
});

/** The canonical value of path parameter `name` in the request. */
function paramValueOf(request: Request, route: RegisteredRoute, name: string): string {
  const index = route.url.split('/').indexOf(`:${name}`);
  return decodeURIComponent(request.url.split('/')[index] ?? '1');
}
