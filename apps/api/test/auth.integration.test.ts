import { MESSAGES, totpCode } from '@portico/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { authTokens, companies, persons } from '../src/db/schema/index.js';
import { DEMO_COMPANIES, DEMO_MFA_SECRET } from '../src/db/seed/demo.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/v3/login', payload });

describe('POST /v3/login', () => {
  it('answers with the user-login fields of the spec in the envelope', async () => {
    const res = await login({ username: 'acme.admin', password: 'Portico1', timeZone: 'Australia/Sydney' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.terms).toMatch(/Acceptable Use Policy/);
    const data = body.data;
    expect(data.oAuthToken.accessToken).toMatch(/^[\w-]{40,}$/);
    expect(data.oAuthToken.expiresAt).toBeGreaterThan(Date.now());
    expect(data).toMatchObject({
      username: 'acme.admin',
      companyId: DEMO_COMPANIES.acme,
      companyName: 'Acme Networks Pty Ltd',
      channelPartner: false,
      mfaReset: false,
      companyEnforcedMFA: false,
      mfaEnabled: false,
      staff: false,
      admin: false,
      featureFlags: [],
    });
    expect(data.permissions[data.companyUid]).toEqual(
      expect.arrayContaining(['company_admin', 'financials', 'place_order', 'services']),
    );
    expect(data.permissions[data.companyUid]).not.toContain('admin');
  });

  it('stores only a hash of the token', async () => {
    const res = await login({ username: 'acme.viewer', password: 'Portico1' });
    const token = res.json().data.oAuthToken.accessToken;
    const rows = await t.database.db.select().from(authTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('gives staff the admin flag and all permissions', async () => {
    const data = (await login({ username: 'staff.admin', password: 'Portico1' })).json().data;
    expect(data).toMatchObject({ companyId: 1, staff: true, admin: true });
    expect(data.permissions[data.companyUid]).toHaveLength(15);
  });

  it('gives a finance user financials only and a viewer services only', async () => {
    const finance = (await login({ username: 'acme.finance', password: 'Portico1' })).json().data;
    expect(finance.permissions[finance.companyUid]).toEqual(['financials']);
    const viewer = (await login({ username: 'acme.viewer', password: 'Portico1' })).json().data;
    expect(viewer.permissions[viewer.companyUid]).toEqual(['services']);
  });

  it('gives a service agent permissions in the companies that virtually employ them', async () => {
    const data = (await login({ username: 'agent', password: 'Portico1' })).json().data;
    const [globex] = await t.database.db.select().from(companies).where(eq(companies.id, DEMO_COMPANIES.globex));
    const [initech] = await t.database.db.select().from(companies).where(eq(companies.id, DEMO_COMPANIES.initech));
    expect(data.permissions[globex!.uid]).toEqual(expect.arrayContaining(['place_order', 'virtual_employee']));
    expect(data.permissions[initech!.uid]).toEqual(expect.arrayContaining(['place_order', 'virtual_employee']));
    expect(Object.keys(data.permissions)).toHaveLength(3);
  });

  it('marks channel partners', async () => {
    expect((await login({ username: 'partner.admin', password: 'Portico1' })).json().data.channelPartner).toBe(true);
  });

  it("answers a wrong password or unknown user with the spec's message", async () => {
    for (const payload of [
      { username: 'acme.admin', password: 'wrong' },
      { username: 'nobody.here', password: 'Portico1' },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'Login failed - please try again...' });
      expect(res.json().trace_id).toMatch(/[0-9a-f-]{36}/);
    }
  });

  it('asks for the username and password when they are missing', async () => {
    const res = await login({ username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter username and password');
    expect((await login({})).json().message).toBe('Please enter username and password');
  });

  it('treats usernames case-insensitively', async () => {
    expect((await login({ username: 'ACME.Admin', password: 'Portico1' })).statusCode).toBe(200);
  });

  it('refuses people of a deactivated company', async () => {
    await t.database.db.update(companies).set({ active: false }).where(eq(companies.id, DEMO_COMPANIES.northwind));
    const res = await login({ username: 'agent', password: 'Portico1' });
    await t.database.db.update(companies).set({ active: true }).where(eq(companies.id, DEMO_COMPANIES.northwind));
    expect(res.statusCode).toBe(401);
  });
});

describe('MFA at login', () => {
  it('asks for the code with code 2FA, refuses a wrong one, accepts a right one', async () => {
    const missing = await login({ username: 'mfa.user', password: 'Portico1' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ message: 'Login Failed - Please enter your MFA code', data: '2FA' });

    const wrong = await login({ username: 'mfa.user', password: 'Portico1', oneTimePassword: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().data).toBe('2FA');

    const right = await login({
      username: 'mfa.user',
      password: 'Portico1',
      oneTimePassword: await totpCode(DEMO_MFA_SECRET),
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.mfaEnabled).toBe(true);
  });

  it('does not reveal MFA to someone without the password', async () => {
    const res = await login({ username: 'mfa.user', password: 'nope' });
    expect(res.json().message).toBe('Login failed - please try again...');
  });
});

describe('sessions', () => {
  it('serves the profile for a live token and refuses it after logout', async () => {
    const token = await t.login('acme.admin');
    const profile = await t.call(token, { method: 'GET', url: '/v2/profile' });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ username: 'acme.admin', email: 'acme.admin@portico.example' });

    const out = await t.call(token, { method: 'GET', url: '/v2/logout' });
    expect(out.statusCode).toBe(200);
    const after = await t.call(token, { method: 'GET', url: '/v2/profile' });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(MESSAGES.sessionExpired);
  });

  it('refuses an expired token', async () => {
    const token = await t.login('acme.viewer');
    await t.database.db.execute(
      sql`update auth_tokens set expires_at = now() - interval '1 minute' where revoked_at is null`,
    );
    expect((await t.call(token, { method: 'GET', url: '/v2/profile' })).statusCode).toBe(401);
  });

  it('tags every answer with a request id that errors carry as trace_id', async () => {
    const res = await t.call(null, { method: 'GET', url: '/v2/profile' });
    expect(res.headers['x-request-id']).toBe(res.json().trace_id);
  });
});

describe('password change', () => {
  it("applies the spec's policy, checks the current password, and ends other sessions", async () => {
    const token = await t.login('acme.finance');
    const other = await t.login('acme.finance');
    const change = (body: object) => t.call(token, { method: 'POST', url: '/secure/password/change', payload: body });

    const weak = await change({ passwordCurrent: 'Portico1', passwordNew: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Password needs min 6 chars, upper and lower case and at least one number');

    const wrongCurrent = await change({ passwordCurrent: 'Wrong123', passwordNew: 'Better22' });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().message).toBe('Password change failed');

    const good = await change({ passwordCurrent: 'Portico1', passwordNew: 'Better22' });
    expect(good.statusCode).toBe(200);
    expect(good.json().message).toBe('Password changed OK');

    expect((await login({ username: 'acme.finance', password: 'Portico1' })).statusCode).toBe(401);
    expect((await login({ username: 'acme.finance', password: 'Better22' })).statusCode).toBe(200);
    expect((await t.call(other, { method: 'GET', url: '/v2/profile' })).statusCode).toBe(401);
    expect((await t.call(token, { method: 'GET', url: '/v2/profile' })).statusCode).toBe(200);
  });
});

describe('username and e-mail checks', () => {
  it('says whether a username or e-mail is free', async () => {
    const token = await t.login('acme.admin');
    const get = async (url: string) => (await t.call(token, { method: 'GET', url })).json().data.available;
    expect(await get('/secure/checkUsername?username=ACME.ADMIN')).toBe(false);
    expect(await get('/secure/checkUsername?username=brand.new')).toBe(true);
    expect(await get('/secure/checkEmail?email=acme.admin@portico.example')).toBe(false);
    expect(await get('/secure/checkEmail?email=new@portico.example')).toBe(true);
    const bad = await t.call(token, { method: 'GET', url: '/secure/checkEmail?email=not-an-email' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('MFA enrolment', () => {
  it('enrols with a verified code, then login needs codes; it can be turned off', async () => {
    const token = await t.login('partner.admin');
    const enrol = await t.call(token, { method: 'POST', url: '/v2/mfa/enrol' });
    expect(enrol.statusCode).toBe(200);
    const { secret, otpauthUri } = enrol.json().data;
    expect(otpauthUri).toContain(secret);

    // Until verified, the secret does not guard logins.
    expect((await login({ username: 'partner.admin', password: 'Portico1' })).statusCode).toBe(200);

    const bad = await t.call(token, { method: 'POST', url: '/v2/mfa/verify', payload: { oneTimePassword: '123456' } });
    expect(bad.statusCode).toBe(400);
    const good = await t.call(token, {
      method: 'POST',
      url: '/v2/mfa/verify',
      payload: { oneTimePassword: await totpCode(secret) },
    });
    expect(good.statusCode).toBe(200);

    expect((await login({ username: 'partner.admin', password: 'Portico1' })).json().data).toBe('2FA');
    const withCode = await login({
      username: 'partner.admin',
      password: 'Portico1',
      oneTimePassword: await totpCode(secret),
    });
    expect(withCode.statusCode).toBe(200);

    const off = await t.call(token, { method: 'DELETE', url: '/v2/mfa' });
    expect(off.statusCode).toBe(200);
    expect((await login({ username: 'partner.admin', password: 'Portico1' })).statusCode).toBe(200);
  });

  it('holds people of an MFA-enforcing company at enrolment until they enrol', async () => {
    await t.database.db.update(companies).set({ enforceMfa: true }).where(eq(companies.id, DEMO_COMPANIES.acme));
    try {
      const res = await login({ username: 'acme.viewer', password: 'Portico1' });
      expect(res.json().data).toMatchObject({ companyEnforcedMFA: true, mfaEnabled: false });
      const token = res.json().data.oAuthToken.accessToken;
      const blocked = await t.call(token, { method: 'GET', url: '/secure/checkUsername?username=x' });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toBe(MESSAGES.mfaEnrolmentRequired);
      expect((await t.call(token, { method: 'GET', url: '/v2/profile' })).statusCode).toBe(200);

      const { secret } = (await t.call(token, { method: 'POST', url: '/v2/mfa/enrol' })).json().data;
      await t.call(token, {
        method: 'POST',
        url: '/v2/mfa/verify',
        payload: { oneTimePassword: await totpCode(secret) },
      });
      expect((await t.call(token, { method: 'GET', url: '/secure/checkUsername?username=x' })).statusCode).toBe(200);
      const off = await t.call(token, { method: 'DELETE', url: '/v2/mfa' });
      expect(off.statusCode).toBe(400);
      expect(off.json().message).toBe(MESSAGES.mfaDisabledByPolicy);
    } finally {
      await t.database.db.update(companies).set({ enforceMfa: false }).where(eq(companies.id, DEMO_COMPANIES.acme));
    }
  });
});

describe('audit of sign-ins', () => {
  it('records logins and failures', async () => {
    const rows = await queryRows<{ action: string }>(t.database.db, sql`select action from audit_log`);
    const actions = new Set(rows.map((r) => r.action));
    expect(actions).toContain('login');
    expect(actions).toContain('login.failed');
    expect(actions).toContain('password.changed');
  });
});

describe('account set-up required by staff', () => {
  it('holds a person with a forced password reset at set-up until the password is changed', async () => {
    await t.database.db.update(persons).set({ forcePasswordReset: true }).where(eq(persons.username, 'agent'));
    const res = await login({ username: 'agent', password: 'Portico1' });
    expect(res.json().data.forcePasswordReset).toBe(true);
    const token = res.json().data.oAuthToken.accessToken;
    const blocked = await t.call(token, { method: 'GET', url: '/secure/checkUsername?username=x' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(MESSAGES.passwordChangeRequired);

    const change = await t.call(token, {
      method: 'POST',
      url: '/secure/password/change',
      payload: { passwordCurrent: 'Portico1', passwordNew: 'Portico1x' },
    });
    expect(change.statusCode).toBe(200);
    expect((await t.call(token, { method: 'GET', url: '/secure/checkUsername?username=x' })).statusCode).toBe(200);
    expect((await t.call(token, { method: 'GET', url: '/v2/profile' })).json().data.forcePasswordReset).toBe(false);
  });

  it('treats TOTP required of one person like MFA enforced by the company', async () => {
    await t.database.db.update(persons).set({ requireTotp: true }).where(eq(persons.username, 'acme.admin'));
    try {
      const data = (await login({ username: 'acme.admin', password: 'Portico1' })).json().data;
      expect(data).toMatchObject({ companyEnforcedMFA: true, mfaEnabled: false });
      const blocked = await t.call(data.oAuthToken.accessToken, {
        method: 'GET',
        url: '/secure/checkUsername?username=x',
      });
      expect(blocked.json().message).toBe(MESSAGES.mfaEnrolmentRequired);
    } finally {
      await t.database.db.update(persons).set({ requireTotp: false }).where(eq(persons.username, 'acme.admin'));
    }
  });
});
