import { MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../src/db/seed/demo.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff.admin');
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const tokenIn = (text: string) => decodeURIComponent(/setPassword\?token=([^\s]+)/.exec(text)?.[1] ?? '');

describe('forgot password', () => {
  it('answers the same for unknown and known users, and mails a link only to the known one', async () => {
    const unknown = await post('/public/password/forgot', { usernameOrEmail: 'nobody.at.all' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe(MESSAGES.passwordLinkSent);
    const known = await post('/public/password/forgot', { usernameOrEmail: 'acme.viewer' });
    expect(known.json().message).toBe(MESSAGES.passwordLinkSent);

    const mail = await t.waitForMail(staff, 'acme.viewer@portico.example');
    expect(mail.kind).toBe('password-reset');
    expect(mail.text).toContain(`${t.config.publicUrl}/#/setPassword?token=`);
  });

  it('sets the password once with the link, ending the old sessions', async () => {
    const session = await t.login('acme.finance');
    await post('/public/password/forgot', { usernameOrEmail: 'acme.finance@portico.example' });
    const token = tokenIn((await t.waitForMail(staff, 'acme.finance@portico.example')).text);

    const weak = await post('/public/password/set', { token, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(MESSAGES.passwordPolicy);

    const set = await post('/public/password/set', { token, password: 'Chosen123' });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe(MESSAGES.passwordSet);
    expect((await t.call(session, { method: 'GET', url: '/v2/profile' })).statusCode).toBe(401);
    await expect(t.login('acme.finance', 'Chosen123')).resolves.toBeTruthy();

    const again = await post('/public/password/set', { token, password: 'Another123' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.passwordLinkInvalid);
  });

  it('refuses made-up, superseded and expired links', async () => {
    expect((await post('/public/password/set', { token: 'x'.repeat(43), password: 'Chosen123' })).json().message).toBe(
      MESSAGES.passwordLinkInvalid,
    );
    await post('/public/password/forgot', { usernameOrEmail: 'partner.admin' });
    const first = tokenIn((await t.waitForMail(staff, 'partner.admin@portico.example')).text);
    await new Promise((r) => setTimeout(r, 10));
    await post('/public/password/forgot', { usernameOrEmail: 'partner.admin' });
    let second = first;
    for (let i = 0; i < 40 && second === first; i++) {
      second = tokenIn((await t.waitForMail(staff, 'partner.admin@portico.example')).text);
      if (second === first) await new Promise((r) => setTimeout(r, 250));
    }
    expect(second).not.toBe(first);
    expect((await post('/public/password/set', { token: first, password: 'Chosen123' })).statusCode).toBe(400);

    await t.database.db.execute(sql`update password_tokens set expires_at = now() - interval '1 second'`);
    expect((await post('/public/password/set', { token: second, password: 'Chosen123' })).json().message).toBe(
      MESSAGES.passwordLinkInvalid,
    );
  });
});

describe('welcome link of a new employee', () => {
  it('lets an employee added without a password choose one', async () => {
    const admin = await t.login('acme.admin');
    const username = `welcome.${Date.now()}`;
    const email = `${username}@acme.example`;
    const res = await t.call(admin, {
      method: 'POST',
      url: `/secure/party/company/${DEMO_COMPANIES.acme}/employee`,
      payload: { username, email, firstName: 'Wendy', lastName: 'Welcome' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await t.waitForMail(staff, email);
    expect(mail.kind).toBe('welcome');
    const token = tokenIn(mail.text);
    expect(token.length).toBeGreaterThan(20);
    expect((await post('/public/password/set', { token, password: 'Welcome12' })).statusCode).toBe(200);
    await expect(t.login(username, 'Welcome12')).resolves.toBeTruthy();
  });
});
