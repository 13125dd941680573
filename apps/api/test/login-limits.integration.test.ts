import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_USERNAME: '3', LOGIN_RATE_LIMIT_PER_MINUTE: '12' });
});
afterAll(() => t.close());

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/v3/login', payload: { username, password }, remoteAddress: ip });

describe('login limits', () => {
  it('locks a username after repeated failures, even from other addresses and with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await login('acme.viewer', 'wrong', `10.0.1.${i}`)).statusCode).toBe(401);
    const locked = await login('acme.viewer', 'Portico1', '10.0.1.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many login attempts/);
    // Other usernames are unaffected.
    expect((await login('acme.finance', 'Portico1', '10.0.1.9')).statusCode).toBe(200);
  });

  it('limits login requests per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 14; i++) codes.push((await login(`someone${i}`, 'x', '10.0.2.1')).statusCode);
    expect(codes.slice(0, 12).every((c) => c === 401)).toBe(true);
    expect(codes.slice(12)).toEqual([429, 429]);
    expect((await login('acme.admin', 'Portico1', '10.0.2.2')).statusCode).toBe(200);
  });
});
