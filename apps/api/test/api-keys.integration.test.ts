import { API_KEY_MESSAGES, MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { hashToken } from '../src/platform/tokens.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { aPerson, type MadePerson } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * API keys and the OAuth2 client-credentials grant (decision 0050): a company admin makes a key in the portal, a
 * program trades its id and secret for a bearer token as the Go SDK's `Authorize` does, and the token acts with the
 * key's permissions that its creator still holds, in the key's company only, until the key is revoked.
 */
describe('API keys', () => {
  let t: TestApp;
  let admin: string;
  let creator: MadePerson;
  let creatorToken: string;

  const basic = (keyId: string, secret: string) => `Basic ${Buffer.from(`${keyId}:${secret}`).toString('base64')}`;
  /** the SDK's request: POST, grant_type in the query, an empty form body, Basic key:secret */
  const grant = (authorization: string | undefined, query = '?grant_type=client_credentials') =>
    t.app.inject({
      method: 'POST',
      url: `/oauth2/token${query}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(authorization ? { authorization } : {}),
      },
      payload: '',
    });
  const createKey = (token: string, body: Record<string, unknown>) =>
    t.call(token, { method: 'POST', url: '/v2/apikeys', payload: body });
  /** a key of the creator's and a token made from it */
  const keyToken = async (permissions: string[], by = creatorToken) => {
    const created = await createKey(by, { name: `key ${permissions.join(' ')}`, permissions });
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json().data as { id: number; keyId: string; secret: string };
    const res = await grant(basic(key.keyId, key.secret));
    expect(res.statusCode, res.body).toBe(200);
    return { key, token: res.json().access_token as string };
  };

  beforeAll(async () => {
    t = await createTestApp({ PROVISIONING_STEP_SECONDS: '0' });
    admin = await t.login('acme.admin');
    creator = await aPerson(t, { companyId: DEMO_COMPANIES.acme, position: 'Company Admin' });
    creatorToken = await creator.login();
  });
  afterAll(() => t.close());

  it('creates a key whose secret is shown once and stored as a hash, lists it and revokes it', async () => {
    const res = await createKey(admin, { name: '  terraform  ', permissions: ['services', 'place_order'] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(API_KEY_MESSAGES.created);
    const key = res.json().data;
    expect(key).toMatchObject({ name: 'terraform', permissions: ['services', 'place_order'], revokedAt: null });
    expect(key.secret.length).toBeGreaterThanOrEqual(40);
    const [stored] = await queryRows<{ secret_hash: string }>(
      t.database.db,
      sql`select secret_hash from api_keys where id = ${key.id}`,
    );
    expect(stored!.secret_hash).not.toBe(key.secret);
    expect(stored!.secret_hash).toMatch(/^[0-9a-f]{64}$/);

    const list = await t.call(admin, { method: 'GET', url: '/v2/apikeys' });
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.find((k: { id: number }) => k.id === key.id);
    expect(listed).toMatchObject({ keyId: key.keyId, name: 'terraform', createdBy: 'acme.admin', lastUsedAt: null });
    expect(listed).not.toHaveProperty('secret');

    // the key is used: its last use is shown
    const token = (await grant(basic(key.keyId, key.secret))).json().access_token;
    expect((await t.call(token, { method: 'GET', url: '/v2/products' })).statusCode).toBe(200);
    const used = (await t.call(admin, { method: 'GET', url: '/v2/apikeys' })).json().data;
    expect(used.find((k: { id: number }) => k.id === key.id).lastUsedAt).toEqual(expect.any(Number));

    const revoked = await t.call(admin, { method: 'DELETE', url: `/v2/apikeys/${key.id}` });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({
      message: API_KEY_MESSAGES.revoked,
      data: { revokedAt: expect.any(Number) },
    });
    const again = await t.call(admin, { method: 'DELETE', url: `/v2/apikeys/${key.id}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(API_KEY_MESSAGES.alreadyRevoked);
    // its token is refused on the next call, and no new one is granted
    const refused = await t.call(token, { method: 'GET', url: '/v2/products' });
    expect(refused.statusCode).toBe(401);
    expect((await grant(basic(key.keyId, key.secret))).statusCode).toBe(401);
  });

  it('grants a token as OAuth2 does: plain JSON, Basic key:secret, grant_type in the query or the form', async () => {
    const { key } = await keyToken(['services']);
    const res = await grant(basic(key.keyId, key.secret));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'token_type']);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const form = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(key.keyId, key.secret) },
      payload: 'grant_type=client_credentials',
    });
    expect(form.statusCode, form.body).toBe(200);
    // the token is an auth_tokens row of the creator, carrying the key
    const [row] = await queryRows<{ person_id: number; method: string }>(
      t.database.db,
      sql`select person_id, method from auth_tokens where api_key_id = ${key.id} limit 1`,
    );
    expect(row).toEqual({ person_id: creator.id, method: 'client_credentials' });
  });

  it('refuses a wrong secret, an unknown key, no credentials and another grant type, as OAuth2 answers', async () => {
    const { key } = await keyToken(['services']);
    const wrong = await grant(basic(key.keyId, 'not-the-secret'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_client' });
    expect(wrong.headers['www-authenticate']).toContain('Basic');
    expect((await grant(basic('0e3e8f0c-0000-4000-8000-000000000000', key.secret))).json()).toEqual({
      error: 'invalid_client',
    });
    expect((await grant(undefined)).statusCode).toBe(401);
    const other = await grant(basic(key.keyId, key.secret), '?grant_type=password');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ error: 'unsupported_grant_type' });
    expect((await grant(basic(key.keyId, key.secret), '')).json()).toEqual({ error: 'invalid_request' });
  });

  it('refuses credentials holding NUL as an unknown client, not a failure of the server', async () => {
    const { key } = await keyToken(['services']);
    for (const authorization of [basic(`${key.keyId}\u0000`, key.secret), basic(key.keyId, `${key.secret}\u0000x`)]) {
      const res = await grant(authorization);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual({ error: 'invalid_client' });
      expect(res.headers['www-authenticate']).toContain('Basic');
    }
  });

  it("answers every refusal of the token endpoint in OAuth2's shape, never kept by a cache", async () => {
    const { key } = await keyToken(['services']);
    const auth = basic(key.keyId, key.secret);
    // refused by the HTTP layer before the grant runs: NUL in the query, a grant type past its length, bad JSON
    const nul = await grant(auth, '?grant_type=client_credentials%00');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ error: 'invalid_request', error_description: MESSAGES.nulCharacter });
    expect(nul.headers['cache-control']).toBe('no-store');
    const long = await grant(auth, `?grant_type=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
    const json = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token?grant_type=client_credentials',
      headers: { 'content-type': 'application/json', authorization: auth },
      payload: '{"grant_type":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
    // the grant's own refusals keep their names and statuses
    const wrong = await grant(basic(key.keyId, 'wrong'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_client' });
    expect(wrong.headers['cache-control']).toBe('no-store');
  });

  it("sends a new key's secret with Cache-Control: no-store", async () => {
    const res = await createKey(admin, { name: 'no cache', permissions: ['services'] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.secret).toEqual(expect.any(String));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('takes only permissions the creator holds, never admin powers, and a valid name', async () => {
    const viewer = await aPerson(t, { companyId: DEMO_COMPANIES.acme, position: 'Read Only User' });
    // a person who is not a company admin cannot make keys at all
    expect((await createKey(await viewer.login(), { name: 'x', permissions: ['services'] })).statusCode).toBe(403);
    const admin2 = await aPerson(t, { companyId: DEMO_COMPANIES.acme, position: 'Company Admin' });
    const token = await admin2.login();
    // the admin lacks financials? Company Admin holds every customer permission: take one from the role by SQL
    await t.database.db.execute(sql`
      insert into security_roles (name, permissions, company_admin) values ('Keys test role', '{company_admin,services}', true)`);
    await t.database.db.execute(sql`
      update persons set position_id = null where id = ${admin2.id}`);
    await t.database.db.execute(sql`
      insert into person_security_roles (person_id, security_role_id)
      select ${admin2.id}, id from security_roles where name = 'Keys test role'`);
    const lacking = await createKey(token, { name: 'orders', permissions: ['services', 'place_order'] });
    expect(lacking.statusCode).toBe(400);
    expect(lacking.json().message).toBe(API_KEY_MESSAGES.permissionNotHeld);
    const adminPower = await createKey(token, { name: 'admin', permissions: ['company_admin'] });
    expect(adminPower.statusCode).toBe(400);
    expect(adminPower.json().message).toBe(API_KEY_MESSAGES.permissionNotAllowed);
    const noName = await createKey(token, { name: '  ', permissions: ['services'] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(API_KEY_MESSAGES.nameRequired);
    const none = await createKey(token, { name: 'none', permissions: [] });
    expect(none.json().message).toBe(API_KEY_MESSAGES.permissionsRequired);
    expect((await createKey(token, { name: 'ok', permissions: ['services'] })).statusCode).toBe(201);
    // nothing refused was stored
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from api_keys where created_by_person_id = ${admin2.id}`,
    );
    expect(count!.n).toBe(1);
  });

  it("scopes a key's token: its permissions only, its company only, never a staff route or key management", async () => {
    const orders = await keyToken(['place_order']);
    const noServices = await t.call(orders.token, { method: 'GET', url: '/v2/products' });
    expect(noServices.statusCode).toBe(403);
    expect(noServices.json().message).toBe(MESSAGES.forbidden);
    expect(typeof noServices.json().data).toBe('string');
    // nor one product of its own company, by uid or by id
    const [own] = await queryRows<{ id: number; uid: string }>(
      t.database.db,
      sql`select id, uid::text from technical_services where company_id = ${DEMO_COMPANIES.acme} and provisioning_status = 'LIVE' limit 1`,
    );
    expect((await t.call(orders.token, { method: 'GET', url: `/v2/product/${own!.uid}` })).statusCode).toBe(403);
    expect((await t.call(orders.token, { method: 'GET', url: `/secure/technicalservice/${own!.id}` })).statusCode).toBe(
      403,
    );

    const { token } = await keyToken(['services']);
    const products = await t.call(token, { method: 'GET', url: '/v2/products' });
    expect(products.statusCode).toBe(200);
    // another company's data: globex's product by uid, and globex's company record
    const [globex] = await queryRows<{ uid: string }>(
      t.database.db,
      sql`select uid::text from technical_services where company_id = ${DEMO_COMPANIES.globex} limit 1`,
    );
    expect((await t.call(token, { method: 'GET', url: `/v2/product/${globex!.uid}` })).statusCode).toBe(403);
    expect(
      (await t.call(token, { method: 'GET', url: `/secure/party/company/${DEMO_COMPANIES.globex}` })).statusCode,
    ).toBe(403);
    // a staff route
    expect((await t.call(token, { method: 'GET', url: '/simulator/mail/messages' })).statusCode).toBe(403);
    // keys are managed by people in the portal, never with a key's token
    const manage = await t.call(token, { method: 'GET', url: '/v2/apikeys' });
    // (a key never holds company_admin, so the route refuses it before the service's own check)
    expect(manage.statusCode).toBe(403);
    // nor is the creator's own account: an address added and made primary would let a leaked key reset the password
    const account = [
      { method: 'POST', url: `/secure/party/person/${creator.id}/email?email=thief@example.com` },
      { method: 'PUT', url: `/secure/party/person/${creator.id}`, payload: { firstName: 'Mallory' } },
      { method: 'GET', url: '/v2/profile' },
      { method: 'POST', url: '/v2/mfa/enrol' },
      { method: 'DELETE', url: '/v2/mfa', payload: { password: 'x' } },
      { method: 'POST', url: '/secure/password/change', payload: { passwordCurrent: 'x', passwordNew: 'Portico2!x' } },
      { method: 'GET', url: '/v2/logout' },
    ] as const;
    for (const call of account) {
      const res = await t.call(token, call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json().message).toBe(API_KEY_MESSAGES.accountNotFromApiKey);
    }
    const [person] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from person_emails where email = 'thief@example.com'`,
    );
    expect(person!.n).toBe(0);
    // the token still works after all that
    expect((await t.call(token, { method: 'GET', url: '/v2/products' })).statusCode).toBe(200);
  });

  it("a staff login cannot make a key; a key's token is never staff", async () => {
    const staff = await t.login('staff.admin');
    const res = await createKey(staff, { name: 'staff key', permissions: ['services'] });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(API_KEY_MESSAGES.staffCannotCreate);
    // a key of a staff person made behind the portal's back: its token still reaches no staff route
    const secret = 'staff-key-secret-made-by-hand-0000000000000';
    await t.database.db.execute(sql`
      insert into api_keys (company_id, created_by_person_id, name, key_id, secret_hash, permissions)
      select company_id, id, 'by hand', 'staff-key-by-hand', ${hashToken(secret)}, '{services}'
        from persons where username = 'staff.admin'`);
    const granted = await grant(basic('staff-key-by-hand', secret));
    expect(granted.statusCode, granted.body).toBe(200);
    const token = granted.json().access_token;
    expect((await t.call(token, { method: 'GET', url: '/simulator/mail/messages' })).statusCode).toBe(403);
    expect(
      (await t.call(token, { method: 'GET', url: `/secure/party/company/${DEMO_COMPANIES.acme}` })).statusCode,
    ).toBe(403);
  });

  it('another company admin cannot revoke or see the key', async () => {
    const { key } = await keyToken(['services']);
    const globexAdmin = await (
      await aPerson(t, { companyId: DEMO_COMPANIES.globex, position: 'Company Admin' })
    ).login();
    expect((await t.call(globexAdmin, { method: 'DELETE', url: `/v2/apikeys/${key.id}` })).statusCode).toBe(403);
    const list = (await t.call(globexAdmin, { method: 'GET', url: '/v2/apikeys' })).json().data;
    expect(list.some((k: { id: number }) => k.id === key.id)).toBe(false);
  });

  it("orders through the public API with a key's token, and loses the power when its creator does", async () => {
    const person = await aPerson(t, { companyId: DEMO_COMPANIES.acme, position: 'Company Admin' });
    const { token } = await keyToken(['services', 'place_order'], await person.login());
    const port = {
      productName: `key-port-${Date.now()}`,
      term: 12,
      productType: 'MEGAPORT',
      portSpeed: 10000,
      locationId: 1,
      createDate: 0,
      virtual: false,
      market: 'AU',
      marketplaceVisibility: false,
      config: {},
    };
    const buy = () =>
      t.call(token, {
        method: 'POST',
        url: '/v4/networkdesign/buy',
        payload: { networkDesign: [port], discountCodes: [] },
      });
    const bought = await buy();
    expect(bought.statusCode, bought.body).toBe(200);
    const uid = bought.json().data[0].technicalServiceUid;
    const polled = await t.call(token, { method: 'GET', url: `/v2/product/${uid}` });
    expect(polled.json().data).toMatchObject({ productUid: uid, productType: 'MEGAPORT' });
    // the creator loses place_order (moved to Read Only): the token made before loses it too
    await t.database.db.execute(sql`
      update persons set position_id = (select id from positions where name = 'Read Only User' and company_id is null)
       where id = ${person.id}`);
    const refused = await buy();
    expect(refused.statusCode).toBe(403);
    expect((await t.call(token, { method: 'GET', url: '/v2/products' })).statusCode).toBe(200);
  });
  it("locks and unlocks with modify_service while the key's creator is a company admin (the SDK's LockPort)", async () => {
    const person = await aPerson(t, { companyId: DEMO_COMPANIES.acme, position: 'Company Admin' });
    const personToken = await person.login();
    const [own] = await queryRows<{ uid: string }>(
      t.database.db,
      sql`select uid::text from technical_services where company_id = ${DEMO_COMPANIES.acme}
            and provisioning_status = 'LIVE' and product_type = 'PORT' and locked_at is null limit 1`,
    );
    const lock = (token: string, method: 'POST' | 'DELETE') =>
      t.call(token, { method, url: `/v2/product/${own!.uid}/lock` });
    const reader = await keyToken(['services'], personToken);
    expect((await lock(reader.token, 'POST')).statusCode).toBe(403);
    const editor = await keyToken(['services', 'modify_service'], personToken);
    const locked = await lock(editor.token, 'POST');
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().data.locked).toBe(true);
    // the creator is no longer a company admin (a technical contact keeps modify_service): the key may not unlock
    await t.database.db.execute(sql`
      update persons set position_id = (select id from positions where name = 'Technical Contact' and company_id is null)
       where id = ${person.id}`);
    expect((await lock(editor.token, 'DELETE')).statusCode).toBe(403);
    const unlocked = await lock(admin, 'DELETE');
    expect(unlocked.json().data.locked).toBe(false);
  });
});

/**
 * The token endpoint's limit counts refused clients per address (decision 0060): a program that asks for tokens
 * often is never refused, a guesser is after a few wrong secrets, right secret or not, until the window is quiet.
 */
describe('the token grant counts failures, not grants', () => {
  let t: TestApp;
  let key: { keyId: string; secret: string };
  const basic = (keyId: string, secret: string) => `Basic ${Buffer.from(`${keyId}:${secret}`).toString('base64')}`;
  const grant = (authorization: string) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth2/token?grant_type=client_credentials',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization },
      payload: '',
    });

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '5', LOGIN_MAX_FAILURES_PER_ADDRESS: '3' });
    const admin = await t.login('acme.admin');
    const created = await t.call(admin, {
      method: 'POST',
      url: '/v2/apikeys',
      payload: { name: 'busy program', permissions: ['services'] },
    });
    key = created.json().data;
  });
  afterAll(() => t.close());

  it('grants a busy program every token it asks for, and locks a guesser out after its failures', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await grant(basic(key.keyId, key.secret));
      expect(res.statusCode, `grant ${i + 1}: ${res.body}`).toBe(200);
    }
    for (let i = 0; i < 3; i++) expect((await grant(basic(key.keyId, `guess-${i}`))).statusCode).toBe(401);
    const locked = await grant(basic(key.keyId, 'guess-4'));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: 'invalid_request',
      error_description: API_KEY_MESSAGES.tooManyFailedGrants,
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // the right secret from that address waits too: a guess that happens to be right learns nothing
    expect((await grant(basic(key.keyId, key.secret))).statusCode).toBe(429);
  });
});
