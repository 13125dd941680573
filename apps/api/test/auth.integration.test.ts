import { MESSAGES, newTotpSecret, totpCode } from '@portico/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { authTokens, companies, persons } from '../src/modules/tables.js';
import { DEMO_COMPANIES, DEMO_MFA_SECRET } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/v3/login', payload });
/** Any logged-in person may call it, unless they must first set up their account. */
const PLAIN_USER_ROUTE = '/secure/supplier/taxRules';

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
    // The code that finished enrolment is spent; the app's next one (30 s on) logs in.
    const withCode = await login({
      username: 'partner.admin',
      password: 'Portico1',
      oneTimePassword: await totpCode(secret, Date.now() + 30_000),
    });
    expect(withCode.statusCode).toBe(200);

    const off = await t.call(token, { method: 'DELETE', url: '/v2/mfa', payload: { password: 'Portico1' } });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Two-factor authentication disabled');
    expect((await login({ username: 'partner.admin', password: 'Portico1' })).statusCode).toBe(200);
  });

  it('holds people of an MFA-enforcing company at enrolment until they enrol', async () => {
    await t.database.db.update(companies).set({ enforceMfa: true }).where(eq(companies.id, DEMO_COMPANIES.acme));
    try {
      const res = await login({ username: 'acme.viewer', password: 'Portico1' });
      expect(res.json().data).toMatchObject({ companyEnforcedMFA: true, mfaEnabled: false });
      const token = res.json().data.oAuthToken.accessToken;
      const blocked = await t.call(token, { method: 'GET', url: PLAIN_USER_ROUTE });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toBe(MESSAGES.mfaEnrolmentRequired);
      expect((await t.call(token, { method: 'GET', url: '/v2/profile' })).statusCode).toBe(200);

      const { secret } = (await t.call(token, { method: 'POST', url: '/v2/mfa/enrol' })).json().data;
      await t.call(token, {
        method: 'POST',
        url: '/v2/mfa/verify',
        payload: { oneTimePassword: await totpCode(secret) },
      });
      expect((await t.call(token, { method: 'GET', url: PLAIN_USER_ROUTE })).statusCode).toBe(200);
      const off = await t.call(token, { method: 'DELETE', url: '/v2/mfa', payload: { password: 'Portico1' } });
      expect(off.statusCode).toBe(400);
      expect(off.json().message).toBe(MESSAGES.mfaDisabledByPolicy);
    } finally {
      await t.database.db.update(companies).set({ enforceMfa: false }).where(eq(companies.id, DEMO_COMPANIES.acme));
      await turnOffTotp('acme.viewer');
    }
  });
});

/** Gives a demo person two-factor with a fresh secret (no code used yet) and returns the secret. */
async function turnOnTotp(username: string): Promise<string> {
  const secret = newTotpSecret();
  await t.database.db
    .update(persons)
    .set({ totpSecret: secret, mfaEnabled: true, totpLastStep: null })
    .where(eq(persons.username, username));
  return secret;
}

async function turnOffTotp(username: string) {
  await t.database.db
    .update(persons)
    .set({ totpSecret: null, mfaEnabled: false, totpLastStep: null })
    .where(eq(persons.username, username));
}

const STEP_MS = 30_000;

describe('one-time passwords are taken once (issue #7, 3.1)', () => {
  it('refuses a code that has already logged in, with the spec message', async () => {
    const secret = await turnOnTotp('acme.admin');
    try {
      const code = await totpCode(secret);
      const first = await login({ username: 'acme.admin', password: 'Portico1', oneTimePassword: code });
      expect(first.statusCode).toBe(200);
      const replay = await login({ username: 'acme.admin', password: 'Portico1', oneTimePassword: code });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ message: 'Login Failed - Please enter your MFA code', data: '2FA' });
      // An older code than the one used is no better.
      const older = await totpCode(secret, Date.now() - STEP_MS);
      expect((await login({ username: 'acme.admin', password: 'Portico1', oneTimePassword: older })).statusCode).toBe(
        401,
      );
    } finally {
      await turnOffTotp('acme.admin');
    }
  });

  it('lets exactly one of two simultaneous logins with the same code in', async () => {
    const secret = await turnOnTotp('acme.admin');
    try {
      const code = await totpCode(secret);
      const both = await Promise.all(
        [1, 2].map(() => login({ username: 'acme.admin', password: 'Portico1', oneTimePassword: code })),
      );
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    } finally {
      await turnOffTotp('acme.admin');
    }
  });

  it('does not take the code that finished enrolment again at login', async () => {
    const token = await t.login('acme.admin');
    try {
      const { secret } = (await t.call(token, { method: 'POST', url: '/v2/mfa/enrol' })).json().data;
      const code = await totpCode(secret);
      const verify = (oneTimePassword: string) =>
        t.call(token, { method: 'POST', url: '/v2/mfa/verify', payload: { oneTimePassword } });
      expect((await verify(code)).json().message).toBe('Two-factor authentication enabled');
      const again = await login({ username: 'acme.admin', password: 'Portico1', oneTimePassword: code });
      expect(again.json()).toMatchObject({ message: 'Login Failed - Please enter your MFA code', data: '2FA' });
    } finally {
      await turnOffTotp('acme.admin');
    }
  });
});

describe('turning two-factor off needs a current code or the password (issue #7, 3.2)', () => {
  it('refuses without either, or with a wrong or spent one, and keeps two-factor on', async () => {
    const secret = await turnOnTotp('acme.admin');
    try {
      const used = await totpCode(secret);
      const res = await login({ username: 'acme.admin', password: 'Portico1', oneTimePassword: used });
      const token = res.json().data.oAuthToken.accessToken;
      const off = (payload?: object) => t.call(token, { method: 'DELETE', url: '/v2/mfa', payload });
      const isOn = async () => (await t.call(token, { method: 'GET', url: '/v2/mfa' })).json().data.mfaEnabled;

      for (const payload of [undefined, {}, { oneTimePassword: '', password: '' }]) {
        const none = await off(payload);
        expect(none.statusCode).toBe(400);
        expect(none.json().message).toBe(
          'Enter a code from your authenticator app or your password to turn off two-factor authentication.',
        );
      }
      const wrongPassword = await off({ password: 'Wrong123' });
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json().message).toBe(
        'That password is not right, so two-factor authentication is still on.',
      );
      for (const oneTimePassword of ['000000', used]) {
        const wrongCode = await off({ oneTimePassword });
        expect(wrongCode.statusCode).toBe(400);
        expect(wrongCode.json().message).toBe(
          'That code is not valid. Please check your authenticator app and try again.',
        );
      }
      expect(await isOn()).toBe(true);

      const right = await off({ oneTimePassword: await totpCode(secret, Date.now() + STEP_MS) });
      expect(right.statusCode).toBe(200);
      expect(right.json().message).toBe('Two-factor authentication disabled');
      expect(await isOn()).toBe(false);
    } finally {
      await turnOffTotp('acme.admin');
    }
  });

  it('turns off with the password', async () => {
    const secret = await turnOnTotp('acme.admin');
    try {
      const res = await login({
        username: 'acme.admin',
        password: 'Portico1',
        oneTimePassword: await totpCode(secret),
      });
      const off = await t.call(res.json().data.oAuthToken.accessToken, {
        method: 'DELETE',
        url: '/v2/mfa',
        payload: { password: 'Portico1' },
      });
      expect(off.statusCode).toBe(200);
      expect(off.json().message).toBe('Two-factor authentication disabled');
      expect((await login({ username: 'acme.admin', password: 'Portico1' })).statusCode).toBe(200);
    } finally {
      await turnOffTotp('acme.admin');
    }
  });
});

describe('MFA enforced by a company the person acts for (issue #7, 3.5)', () => {
  it('holds a service agent at set-up when a company that virtually employs them enforces MFA', async () => {
    const globex = eq(companies.id, DEMO_COMPANIES.globex);
    expect((await login({ username: 'agent', password: 'Portico1' })).json().data.companyEnforcedMFA).toBe(false);
    await t.database.db.update(companies).set({ enforceMfa: true }).where(globex);
    try {
      const res = await login({ username: 'agent', password: 'Portico1' });
      expect(res.json().data).toMatchObject({ companyEnforcedMFA: true, mfaEnabled: false });
      const token = res.json().data.oAuthToken.accessToken;
      const blocked = await t.call(token, { method: 'GET', url: PLAIN_USER_ROUTE });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toBe(
        'Your company requires two-factor authentication. Please set it up before you continue.',
      );
      const profile = await t.call(token, { method: 'GET', url: '/v2/profile' });
      expect(profile.json().data).toMatchObject({ companyEnforcedMFA: true, mfaEnabled: false });
      // People of the agent's own company, and of other companies, are not affected.
      expect((await login({ username: 'acme.admin', password: 'Portico1' })).json().data.companyEnforcedMFA).toBe(
        false,
      );

      const { secret } = (await t.call(token, { method: 'POST', url: '/v2/mfa/enrol' })).json().data;
      const verified = await t.call(token, {
        method: 'POST',
        url: '/v2/mfa/verify',
        payload: { oneTimePassword: await totpCode(secret) },
      });
      expect(verified.statusCode).toBe(200);
      expect((await t.call(token, { method: 'GET', url: PLAIN_USER_ROUTE })).statusCode).toBe(200);
      const off = await t.call(token, { method: 'DELETE', url: '/v2/mfa', payload: { password: 'Portico1' } });
      expect(off.statusCode).toBe(400);
      expect(off.json().message).toBe('Your company requires two-factor authentication, so it cannot be turned off.');
    } finally {
      await t.database.db.update(companies).set({ enforceMfa: false }).where(globex);
      await turnOffTotp('agent');
    }
  });
});

describe('username and e-mail availability (issue #7, 3.6)', () => {
  const CHECKS = [
    '/secure/checkUsername?username=someone',
    '/secure/checkEmail?email=someone@example.com',
    '/mobile/email/validate?email=someone@example.com',
  ];

  it('answers only people who can create a person', async () => {
    for (const username of ['acme.viewer', 'agent']) {
      const token = await t.login(username);
      for (const url of CHECKS) {
        const res = await t.call(token, { method: 'GET', url });
        expect(res.statusCode, `${username} ${url}`).toBe(403);
        expect(res.json().message).toBe(
          'You do not have permission to do that. Please see your company administrator or support.',
        );
      }
    }
    for (const username of ['acme.admin', 'staff.admin']) {
      const token = await t.login(username);
      for (const url of CHECKS) {
        const res = await t.call(token, { method: 'GET', url });
        expect(res.statusCode, `${username} ${url}`).toBe(200);
        expect(res.json().data.available).toBe(true);
      }
    }
  });

  it('answers one person 30 times a minute', async () => {
    const token = await t.login('partner.admin');
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await t.call(token, { method: 'GET', url: `/secure/checkUsername?username=probe${i}` })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    const limited = await t.call(token, { method: 'GET', url: '/secure/checkUsername?username=probe31' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many requests. Please wait a minute and try again.');
    expect(codes[30]).toBe(429);
    // Another person is counted apart.
    const other = await t.login('acme.admin');
    expect((await t.call(other, { method: 'GET', url: '/secure/checkUsername?username=probe' })).statusCode).toBe(200);
  });
});

describe('login forms (issue #7, 3.7)', () => {
  const form = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v3/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });

  it('logs in with a form as with JSON', async () => {
    const res = await form('username=acme.admin&password=Portico1&timeZone=Australia%2FSydney&oneTimePassword=');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.username).toBe('acme.admin');
    expect((await login({ username: 'acme.admin', password: 'Portico1' })).statusCode).toBe(200);
  });

  it("answers a form's wrong password or empty fields with the same spec messages as JSON", async () => {
    const asForm = await form('username=acme.admin&password=wrong');
    const asJson = await login({ username: 'acme.admin', password: 'wrong' });
    expect(asForm.statusCode).toBe(401);
    expect(asForm.json().message).toBe('Login failed - please try again...');
    expect(asJson.json().message).toBe(asForm.json().message);
    const empty = await form('username=&password=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter username and password');
  });

  it('takes forms on the login routes only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/password/forgot',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'usernameOrEmail=acme.admin',
    });
    expect(res.statusCode).toBe(415);
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
    const blocked = await t.call(token, { method: 'GET', url: PLAIN_USER_ROUTE });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(MESSAGES.passwordChangeRequired);

    const change = await t.call(token, {
      method: 'POST',
      url: '/secure/password/change',
      payload: { passwordCurrent: 'Portico1', passwordNew: 'Portico1x' },
    });
    expect(change.statusCode).toBe(200);
    expect((await t.call(token, { method: 'GET', url: PLAIN_USER_ROUTE })).statusCode).toBe(200);
    expect((await t.call(token, { method: 'GET', url: '/v2/profile' })).json().data.forcePasswordReset).toBe(false);
  });

  it('treats TOTP required of one person like MFA enforced by the company', async () => {
    await t.database.db.update(persons).set({ requireTotp: true }).where(eq(persons.username, 'acme.admin'));
    try {
      const data = (await login({ username: 'acme.admin', password: 'Portico1' })).json().data;
      expect(data).toMatchObject({ companyEnforcedMFA: true, mfaEnabled: false });
      const blocked = await t.call(data.oAuthToken.accessToken, {
        method: 'GET',
        url: PLAIN_USER_ROUTE,
      });
      expect(blocked.json().message).toBe(MESSAGES.mfaEnrolmentRequired);
    } finally {
      await t.database.db.update(persons).set({ requireTotp: false }).where(eq(persons.username, 'acme.admin'));
    }
  });
});
