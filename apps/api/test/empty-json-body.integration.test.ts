import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

/**
 * An empty body under `Content-Type: application/json` is no body (decision 0063, service-lifecycle's tests show the
 * SDK's calls answered). A route that needs a body then says plainly that it needs one (decision 0055), and makes
 * nothing.
 */
describe('a route that needs a body, sent an empty JSON one', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('acme.admin');
  });
  afterAll(() => t.close());

  it("answers 400 'A request body is required' and makes nothing", async () => {
    const before = await t.call(admin, { method: 'GET', url: '/v2/apikeys' });
    for (const payload of ['', ' \n']) {
      const res = await t.call(admin, {
        method: 'POST',
        url: '/v2/apikeys',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'A request body is required', code: 'validation' });
    }
    const after = await t.call(admin, { method: 'GET', url: '/v2/apikeys' });
    expect(after.json().data).toEqual(before.json().data);
  });
});
