import { MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { MAIL_JOB } from '../src/modules/mail/index.js';
import { aPerson } from './factories.js';
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

describe('a reset that does not commit', () => {
  // The reset's link, its audit record and its mail are one transaction (decision 0006): a reset rolled back at
  // commit leaves no mail job behind. A deferred trigger refuses the link at commit, after the mail was queued.
  const mailJobs = async (to: string) => {
    const rows = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*)::text as n from pgboss.job where name = ${MAIL_JOB} and data->>'to' = ${to}`,
    );
    return Number(rows[0]?.n);
  };
  const forgot = (usernameOrEmail: string) =>
    t.app.inject({
      method: 'POST',
      url: '/public/password/forgot',
      payload: { usernameOrEmail },
      remoteAddress: '203.0.113.77',
    });

  it('queues no mail when the reset is rolled back, and one when it commits', async () => {
    const person = await aPerson(t, { companyId: DEMO_COMPANIES.acme });
    await t.database.db.execute(
      sql.raw(`
      create function refuse_reset_link() returns trigger language plpgsql as $$
      begin
        if new.person_id = ${person.id} then raise exception 'reset refused at commit'; end if;
        return null;
      end $$`),
    );
    await t.database.db.execute(sql`
      create constraint trigger refuse_reset_link after insert on password_tokens
      deferrable initially deferred for each row execute function refuse_reset_link()`);
    try {
      const refused = await forgot(person.username);
      expect(refused.statusCode).toBe(500);
      expect(await mailJobs(person.email)).toBe(0);
      const links = await queryRows<{ n: string }>(
        t.database.db,
        sql`select count(*)::text as n from password_tokens where person_id = ${person.id}`,
      );
      expect(Number(links[0]?.n)).toBe(0);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_reset_link on password_tokens`);
      await t.database.db.execute(sql`drop function refuse_reset_link()`);
    }

    const sent = await forgot(person.username);
    expect(sent.statusCode).toBe(200);
    expect(await mailJobs(person.email)).toBe(1);
  });
});
