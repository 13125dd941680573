import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { settableClock } from '../src/platform/clock.js';
import { hashToken } from '../src/platform/tokens.js';
import { CACHE_CASES } from './auth-cache-cases.js';
import { aCompany, aPerson } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * The callers kept per process (decision 0094): a request whose token this process holds reads nothing before its
 * own work, and the request after any change to what it holds — made here, through the API or in SQL — sees it.
 */
describe('kept callers, one process', () => {
  let t: TestApp;
  const clock = settableClock(new Date());
  const db = () => t.database.db;
  const products = (token: string) => t.call(token, { method: 'GET', url: '/v2/products' });

  beforeAll(async () => {
    t = await createTestApp({}, { demo: false, clock });
  });
  afterAll(() => t.close());

  it('answers a kept caller without reading its token again', async () => {
    const token = await (await aPerson(t, { companyId: (await aCompany(t)).id })).login();
    expect((await products(token)).statusCode).toBe(200);
    // revoked behind the triggers' back (replica mode fires none): the kept caller is still answered, so the token
    // was not read again
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update auth_tokens set revoked_at = now() where token_hash = ${hashToken(token)}`);
    });
    expect((await products(token)).statusCode).toBe(200);
    // a change the triggers see forgets it, and the token is read again: revoked
    await db().execute(sql`update persons set first_name = 'Renamed' where id = (
      select person_id from auth_tokens where token_hash = ${hashToken(token)})`);
    expect((await products(token)).statusCode).toBe(401);
  });

  for (const change of CACHE_CASES) {
    it(`refuses the very next request after ${change.name}`, async () => {
      const { token, ask, change: make, refused } = await change.prepare(t);
      expect((await t.call(token, ask)).statusCode).toBe(200);
      expect((await t.call(token, ask)).statusCode).toBe(200);
      await make();
      const res = await t.call(token, ask);
      expect(res.statusCode, res.body).toBe(refused.status);
      expect(res.json().message).toBe(refused.message);
    });
  }

  it('shows a renamed person and a new primary e-mail at the next request', async () => {
    const person = await aPerson(t, { companyId: (await aCompany(t)).id });
    const token = await person.login();
    const profile = async () => (await t.call(token, { method: 'GET', url: '/v2/profile' })).json().data;
    expect(await profile()).toMatchObject({ firstName: 'Fay', email: person.email });
    await db().execute(sql`update persons set first_name = 'Faye' where id = ${person.id}`);
    expect((await profile()).firstName).toBe('Faye');
    await db().execute(
      sql`update person_emails set email = 'new.address@factory.example' where person_id = ${person.id}`,
    );
    expect((await profile()).email).toBe('new.address@factory.example');
  });

  it('keeps a caller only until its token expires', async () => {
    const token = await (await aPerson(t, { companyId: (await aCompany(t)).id })).login();
    expect((await products(token)).statusCode).toBe(200);
    clock.advance(t.config.tokenTtlMs + 1_000);
    try {
      expect((await products(token)).statusCode).toBe(401);
    } finally {
      clock.set(new Date());
    }
  });

  it("writes an API key's last use after the request, in the process's next batch", async () => {
    const { id: companyId } = await aCompany(t);
    const admin = await (await aPerson(t, { companyId, position: 'Company Admin' })).login();
    const created = await t.call(admin, {
      method: 'POST',
      url: '/v2/apikeys',
      payload: { name: 'batched', permissions: ['services'] },
    });
    const key = created.json().data as { id: number; keyId: string; secret: string };
    const grant = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token?grant_type=client_credentials',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${key.keyId}:${key.secret}`).toString('base64')}`,
      },
      payload: '',
    });
    const lastUse = async () =>
      (
        await queryRows<{ at: string | null }>(db(), sql`select last_used_at as at from api_keys where id = ${key.id}`)
      )[0]?.at ?? null;
    expect((await products(grant.json().access_token)).statusCode).toBe(200);
    // the request wrote nothing
    expect(await lastUse()).toBeNull();
    const started = Date.now();
    while ((await lastUse()) === null && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 200));
    expect(await lastUse()).not.toBeNull();
  });
});
