import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/http/actor.js';
import accessPlugin, { type RegisteredRoute } from '../src/plugins/access.js';
import errorHandler from '../src/plugins/error-handler.js';
import { createTestApp } from './harness.js';
import { sampleInput } from './sample-input.js';

// A route whose company is optional (`access.tenantWhenGiven`: the price lookup and quote, the promo process call,
// the lists a service agent reads for the company they act for, decision 0075, …) checks a company given to it in the route's own preHandler, before the handler and its service run. The
// services check again (decision 0014), so a request through the whole app cannot tell the two apart: here each
// such route of the app is mounted, with its declared access and schemas, on the access plugin alone, with a
// handler that only counts its calls. A route-level check that let a given id through would run the handler.

const OWN = 7001;
const OTHER = 7002;
const UNKNOWN = 7999;

/** A customer of company OWN, acting for it alone. */
const customer: Actor = {
  tokenId: 1,
  tokenExpiresAt: new Date(Date.now() + 3_600_000),
  personId: 42,
  personUid: 'person-42',
  username: 'cust.admin',
  firstName: 'Cus',
  lastName: 'Tomer',
  email: 'cust.admin@own.example',
  companyId: OWN,
  companyUid: 'company-own',
  companyName: 'Own Co',
  isStaff: false,
  isAdmin: false,
  channelPartner: false,
  featureFlags: [],
  // every permission an optional company's route names (the API keys' company_admin, the service search's services)
  permissions: { 'company-own': ['company_admin', 'services'] },
  companyUidById: new Map([[OWN, 'company-own']]),
  mfaEnabled: false,
  mfaReset: false,
  companyEnforcedMfa: false,
  mustEnrolMfa: false,
  mustChangePassword: false,
};

let optional: RegisteredRoute[] = [];

beforeAll(async () => {
  const t = await createTestApp({}, { demo: false });
  optional = t.routes.filter((r) => r.access.kind === 'tenant' && r.access.optional === true);
  await t.close();
});

/** The route alone behind the access plugin, and how often its handler ran. */
async function mount(route: RegisteredRoute): Promise<{ app: FastifyInstance; calls: () => number }> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  await app.register(accessPlugin, {
    routes: [],
    authenticate: async (token) => (token === 'customer-token' ? customer : null),
    resolveTenant: async (resource, id) => (resource === 'company' && (id === OWN || id === OTHER) ? id : null),
    enforceTenant: true,
  });
  let calls = 0;
  app.route({
    method: route.method as 'GET' | 'POST',
    url: route.url,
    config: { access: route.access },
    schema: route.schema,
    handler: async () => {
      calls++;
      return { ok: true };
    },
  });
  await app.ready();
  return { app, calls: () => calls };
}

/** A valid request for the route, with the company `companyId` (or none) where the route takes it. */
function request(route: RegisteredRoute, companyId: number | undefined) {
  if (route.access.kind !== 'tenant') throw new Error('not a tenant route');
  const { param, from } = route.access;
  // a query carries the id as text, a body as a number
  const id = (text: boolean) => (companyId === undefined ? {} : { [param]: text ? String(companyId) : companyId });
  const params = route.schema.params ? (sampleInput(route.schema.params) ?? {}) : {};
  const url = route.url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? '1')));
  const query = route.schema.querystring
    ? sampleInput(route.schema.querystring, from === 'query' ? id(true) : {})
    : undefined;
  const payload = route.schema.body ? sampleInput(route.schema.body, from === 'body' ? id(false) : {}) : undefined;
  expect(query === null || payload === null, `no valid sample input for ${route.method} ${route.url}`).toBe(false);
  return {
    method: route.method as 'GET' | 'POST',
    url,
    headers: { authorization: 'Bearer customer-token' },
    ...(query ? { query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) } : {}),
    ...(payload ? { payload } : {}),
  };
}

describe('routes whose company is optional', () => {
  it('are the price lookup, the quote, the promo process call and the acting company’s lists, among others', () => {
    const labels = optional.map((r) => `${r.method} ${r.url}`);
    expect(labels).toEqual(
      expect.arrayContaining([
        'GET /v2/price/:productType',
        'POST /v2/price/quote',
        'POST /v2/marketing/promo/process',
        'GET /v2/services',
        'GET /v2/apikeys',
        'POST /v2/apikeys',
        'GET /secure/vxc/approvals',
        'GET /secure/vxc/speedChangeRequests',
      ]),
    );
  });

  it("refuse another company's id at the route, before the handler runs", async () => {
    for (const route of optional) {
      const label = `${route.method} ${route.url}`;
      const { app, calls } = await mount(route);
      try {
        const other = await app.inject(request(route, OTHER));
        expect(other.statusCode, `${label}: another company`).toBe(403);
        expect(other.json().code).toBe('forbidden');
        const unknown = await app.inject(request(route, UNKNOWN));
        expect(unknown.statusCode, `${label}: no such company`).toBe(404);
        expect(calls(), `${label}: the handler ran for a company it may not see`).toBe(0);

        // the same request with the caller's own company, or none, reaches the handler: the refusals above were
        // the tenant check's, not a validation failure
        const own = await app.inject(request(route, OWN));
        expect(own.statusCode, `${label}: own company ${own.body}`).toBe(200);
        const none = await app.inject(request(route, undefined));
        expect(none.statusCode, `${label}: no company ${none.body}`).toBe(200);
        expect(calls()).toBe(2);
      } finally {
        await app.close();
      }
    }
  });
});
