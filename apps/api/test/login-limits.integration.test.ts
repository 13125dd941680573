import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

// The default throttle (10 failures per account and address, back-off after 20 per account, capped at 60 s);
// only the per-address request limit is set, so the last test can reach it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '20' });
});
afterAll(() => t.close());

const TOO_MANY = 'Too many login attempts. Please wait a few minutes and try again.';
const LOGIN_FAILED = 'Login failed - please try again...';

const login = (username: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/v3/login', payload: { username, password }, remoteAddress: ip });

/** Moves an account's throttle history into the past, as if that much time had gone by. */
const timePasses = (seconds: number) =>
  t.database.db.execute(
    sql`update login_throttle set last_failure_at = last_failure_at - make_interval(secs => ${seconds})`,
  );

describe('the login lockout cannot lock the owner out (issue #7, 3.3)', () => {
  it("locks an attacker's address out of the account, whatever the case of the username, not the owner", async () => {
    const attacker = '10.0.1.66';
    for (let i = 0; i < 10; i++) {
      const res = await login(i % 2 ? 'STAFF.Admin' : 'staff.admin', 'wrong', attacker);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(LOGIN_FAILED);
    }
    for (const spelling of ['staff.admin', 'STAFF.Admin', ' Staff.ADMIN ']) {
      const locked = await login(spelling, 'Portico1', attacker);
      expect(locked.statusCode, spelling).toBe(429);
      expect(locked.json().message).toBe(TOO_MANY);
    }
    // The owner, from their own address, is not locked out.
    expect((await login('staff.admin', 'Portico1', '10.0.1.1')).statusCode).toBe(200);
    // The attacker's address is locked out of that account only.
    expect((await login('acme.admin', 'Portico1', attacker)).statusCode).toBe(200);
    expect((await login('staff.admin', 'Portico1', attacker)).statusCode).toBe(429);
  });

  it('slows every address down once an account has many failures, but never locks it', async () => {
    // The owner has logged in from home before the attack.
    expect((await login('acme.viewer', 'Portico1', '10.0.3.100')).statusCode).toBe(200);
    // 20 failures from four addresses, none of them reaching its own limit of 10.
    for (let i = 0; i < 20; i++) expect((await login('ACME.viewer', 'wrong', `10.0.3.${i % 4}`)).statusCode).toBe(401);

    const fresh = await login('acme.viewer', 'Portico1', '10.0.3.9');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toBe(TOO_MANY);
    // An address the owner has logged in from is spared the back-off.
    expect((await login('acme.viewer', 'Portico1', '10.0.3.100')).statusCode).toBe(200);

    // The wait grows with each failure, to a minute at most: after it, any address may try again.
    await timePasses(2);
    expect((await login('acme.viewer', 'wrong', '10.0.3.10')).statusCode).toBe(401);
    // One second was enough after 20 failures; after 21 it is two.
    await timePasses(1);
    expect((await login('acme.viewer', 'Portico1', '10.0.3.11')).statusCode).toBe(429);
    await timePasses(61);
    expect((await login('acme.viewer', 'Portico1', '10.0.3.11')).statusCode).toBe(200);
  });
});

describe('password change guesses (issue #7, 3.4)', () => {
  it('limits wrong current passwords like logins, with the spec message', async () => {
    const token = await t.app
      .inject({
        method: 'POST',
        url: '/v3/login',
        payload: { username: 'acme.finance', password: 'Portico1' },
        remoteAddress: '10.0.4.1',
      })
      .then((res) => res.json().data.oAuthToken.accessToken as string);
    const change = (passwordCurrent: string, ip = '10.0.4.2') =>
      t.app.inject({
        method: 'POST',
        url: '/secure/password/change',
        headers: { authorization: `Bearer ${token}` },
        payload: { passwordCurrent, passwordNew: 'Guessed99' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 10; i++) {
      const res = await change(`Guess${i}x`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Password change failed');
    }
    const locked = await change('Portico1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(TOO_MANY);
    // The password did not change, and logging in is a separate count.
    expect((await login('acme.finance', 'Portico1', '10.0.4.2')).statusCode).toBe(200);
  });
});

describe('requests per address', () => {
  it('limits login requests per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) codes.push((await login(`someone${i}`, 'x', '10.0.2.1')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
    expect((await login('acme.admin', 'Portico1', '10.0.2.2')).statusCode).toBe(200);
  });
});
