import { ERROR_CODES, errorBodySchema } from '@portico/contract';
import { MESSAGES, PARTNER_MESSAGES } from '@portico/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

// Every failure carries a stable machine code beside the spec's message (issue #8, section 3). The login route's
// own request limit is low here so the last test can reach it from an address of its own.
const LOGIN_LIMIT = 15;

let t: TestApp;
let staff: string;
let acmeAdmin: string;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT) });
  [staff, acmeAdmin] = await Promise.all([t.login('staff.admin'), t.login('acme.admin')]);
});
afterAll(() => t.close());

/** The body is exactly `{ message, data, trace_id, code }`, and the status is the one the code travels with. */
function expectError(res: LightMyRequestResponse, code: keyof typeof ERROR_CODES, message?: string) {
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message', 'trace_id']);
  expect(errorBodySchema.parse(body).code).toBe(code);
  expect(res.statusCode).toBe(ERROR_CODES[code]);
  expect(body.trace_id).toBe(res.headers['x-request-id']);
  if (message !== undefined) expect(body.message).toBe(message);
}

const login = (payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/v3/login', payload: payload as Record<string, unknown>, remoteAddress });

describe('error codes', () => {
  it('400 validation: a schema failure and a rule of the spec', async () => {
    const badId = await t.call(staff, { method: 'GET', url: '/secure/party/company/2002.0' });
    expectError(badId, 'validation');
    expect(badId.json().data).toEqual([expect.objectContaining({ path: 'companyId' })]);

    expectError(await login({ username: '', password: '' }), 'validation', MESSAGES.loginEmpty);
    expectError(
      await t.call(staff, { method: 'GET', url: '/secure/party/company', query: { search: 'a\u0000b' } }),
      'validation',
      MESSAGES.nulCharacter,
    );
  });

  it('400 invalid_json, 413 too_large and 415 unsupported_media_type from Fastify itself', async () => {
    const json = { 'content-type': 'application/json' };
    const broken = await t.app.inject({ method: 'POST', url: '/v3/login', headers: json, payload: '{"username":' });
    expectError(broken, 'invalid_json');
    expect(broken.json().data).toBe('FST_ERR_CTP_INVALID_JSON_BODY');
    // an empty JSON body is no body (decision 0063): a route that needs one refuses it by its schema
    expectError(await t.app.inject({ method: 'POST', url: '/v3/login', headers: json, payload: '' }), 'validation');

    const huge = JSON.stringify({ username: 'x'.repeat(6 * 1024 * 1024), password: 'x' });
    expectError(await t.app.inject({ method: 'POST', url: '/v3/login', headers: json, payload: huge }), 'too_large');

    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/public/password/forgot',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'usernameOrEmail=acme.admin',
      }),
      'unsupported_media_type',
    );
  });

  it('401 unauthenticated: no session, a bad token, a failed login', async () => {
    expectError(await t.call(null, { method: 'GET', url: '/v2/profile' }), 'unauthenticated', MESSAGES.notLoggedIn);
    expectError(await t.call('not-a-token', { method: 'GET', url: '/v2/profile' }), 'unauthenticated');
    expectError(await login({ username: 'acme.admin', password: 'wrong' }), 'unauthenticated', MESSAGES.loginFailed);
  });

  it("401 mfa_required: the login needs the one-time password (data keeps the provider's '2FA')", async () => {
    const missing = await login({ username: 'mfa.user', password: 'Portico1' });
    expectError(missing, 'mfa_required', MESSAGES.loginMfaRequired);
    expect(missing.json().data).toBe('2FA');
    const wrong = await login({ username: 'mfa.user', password: 'Portico1', oneTimePassword: '000000' });
    expectError(wrong, 'mfa_required', MESSAGES.loginMfaRequired);
  });

  it('403 forbidden: a customer on a staff route and on another company', async () => {
    expectError(
      await t.call(acmeAdmin, { method: 'GET', url: '/secure/party/company' }),
      'forbidden',
      MESSAGES.forbidden,
    );
    expectError(
      await t.call(acmeAdmin, { method: 'GET', url: `/secure/party/company/${DEMO_COMPANIES.globex}` }),
      'forbidden',
    );
  });

  it('404 not_found: a missing company and an unknown path', async () => {
    expectError(await t.call(staff, { method: 'GET', url: '/secure/party/company/1999999' }), 'not_found');
    expectError(await t.call(staff, { method: 'GET', url: '/v2/nothing-here' }), 'not_found', MESSAGES.notFound);
  });

  it('409 conflict: a customer linked to a partner twice', async () => {
    const link = () =>
      t.call(staff, {
        method: 'POST',
        url: '/secure/party/partner',
        query: { partnerId: String(DEMO_COMPANIES.umbrella), customerId: String(DEMO_COMPANIES.initech) },
      });
    expect((await link()).statusCode).toBe(200);
    expectError(await link(), 'conflict', PARTNER_MESSAGES.alreadyLinked);
  });

  it('429 rate_limited: the login throttle and the route limit', async () => {
    // Ten failures from one address lock that address out of the account (the throttle, an AppError).
    for (let i = 0; i < 10; i++)
      expect((await login({ username: 'acme.viewer', password: 'wrong' }, '10.0.8.1')).statusCode).toBe(401);
    expectError(
      await login({ username: 'acme.viewer', password: 'Portico1' }, '10.0.8.1'),
      'rate_limited',
      MESSAGES.tooManyAttempts,
    );

    // Past the route's request limit, @fastify/rate-limit refuses before anything else runs.
    for (let i = 0; i < LOGIN_LIMIT; i++) expect((await login({ username: '' }, '10.0.8.2')).statusCode).toBe(400);
    expectError(await login({ username: 'acme.viewer', password: 'Portico1' }, '10.0.8.2'), 'rate_limited');
  });
});
