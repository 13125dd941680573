import { MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { queryRows } from '../src/db/client.js';
import { aCompany, aPerson, aStaffAdmin } from './factories.js';
import type { TestApp } from './harness.js';

/**
 * Each way a kept caller's answer can change (decision 0094), made the way a user or staff makes it (or, for the
 * changes no endpoint makes alone, in SQL): the caller's request is answered 200 before and refused after. Shared by
 * the one-process test and the two-process test on PostgreSQL.
 */
export interface CacheCase {
  name: string;
  prepare(t: TestApp): Promise<{
    token: string;
    ask: InjectOptions;
    change(): Promise<void>;
    refused: { status: number; message: string };
  }>;
}

/** the public API's product list: it needs the `services` permission */
const products: InjectOptions = { method: 'GET', url: '/v2/products' };
const unauthenticated = { status: 401, message: MESSAGES.sessionExpired };

const ok = async (t: TestApp, token: string | null, options: InjectOptions) => {
  const res = await t.call(token, options);
  if (res.statusCode !== 200) throw new Error(`${options.method} ${options.url}: ${res.statusCode} ${res.body}`);
  return res;
};

/** a customer company, its company admin's token, and one of its Technical Contacts (who holds `services`) */
async function aCustomer(t: TestApp) {
  const company = await aCompany(t);
  const admin = await (await aPerson(t, { companyId: company.id, position: 'Company Admin' })).login();
  const person = await aPerson(t, { companyId: company.id });
  return { company, admin, person, token: await person.login() };
}

export const CACHE_CASES: CacheCase[] = [
  {
    name: 'a logout',
    async prepare(t) {
      const { token } = await aCustomer(t);
      return {
        token,
        ask: products,
        change: async () => void (await ok(t, token, { method: 'GET', url: '/v2/logout' })),
        refused: unauthenticated,
      };
    },
  },
  {
    name: 'an API key revoked',
    async prepare(t) {
      const { admin } = await aCustomer(t);
      const created = await t.call(admin, {
        method: 'POST',
        url: '/v2/apikeys',
        payload: { name: 'cached', permissions: ['services'] },
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
      return {
        token: grant.json().access_token as string,
        ask: products,
        change: async () => void (await ok(t, admin, { method: 'DELETE', url: `/v2/apikeys/${key.id}` })),
        refused: unauthenticated,
      };
    },
  },
  {
    name: 'a role change that takes a permission away',
    async prepare(t) {
      const { admin, person, token } = await aCustomer(t);
      const [billing] = await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from positions where name = 'Billing Contact' and company_id is null`,
      );
      return {
        token,
        ask: products,
        change: async () =>
          void (await ok(t, admin, { method: 'POST', url: `/secure/position/${billing!.id}/person/${person.id}` })),
        refused: { status: 403, message: MESSAGES.forbidden },
      };
    },
  },
  {
    name: 'a forced password reset',
    async prepare(t) {
      const { admin, person, token } = await aCustomer(t);
      return {
        token,
        ask: products,
        change: async () =>
          void (await ok(t, admin, {
            method: 'PUT',
            url: `/secure/party/person/${person.id}/forcePasswordReset`,
            payload: { enabled: true },
          })),
        refused: { status: 403, message: MESSAGES.passwordChangeRequired },
      };
    },
  },
  {
    name: 'the password changed in another session',
    async prepare(t) {
      const { person, token } = await aCustomer(t);
      const other = await person.login();
      return {
        token,
        ask: products,
        change: async () =>
          void (await ok(t, other, {
            method: 'POST',
            url: '/secure/password/change',
            payload: { passwordCurrent: person.password, passwordNew: 'Changed1pass' },
          })),
        refused: unauthenticated,
      };
    },
  },
  {
    name: 'the person deactivated',
    async prepare(t) {
      const { admin, person, token } = await aCustomer(t);
      return {
        token,
        ask: products,
        change: async () =>
          void (await ok(t, admin, {
            method: 'PUT',
            url: `/secure/party/person/${person.id}/active`,
            payload: { enabled: false },
          })),
        refused: unauthenticated,
      };
    },
  },
  {
    name: 'the company locked out',
    async prepare(t) {
      const { company, token } = await aCustomer(t);
      const staff = await (await aStaffAdmin(t)).login();
      return {
        token,
        ask: products,
        change: async () =>
          void (await ok(t, staff, {
            method: 'PUT',
            url: `/secure/party/company/${company.id}/active`,
            payload: { active: false },
          })),
        refused: unauthenticated,
      };
    },
  },
  {
    // no endpoint in the way: the database's triggers say it, whatever wrote it
    name: 'the company made to enforce MFA, in SQL',
    async prepare(t) {
      const { company, token } = await aCustomer(t);
      return {
        token,
        ask: products,
        change: async () =>
          void (await t.database.db.execute(sql`update companies set enforce_mfa = true where id = ${company.id}`)),
        refused: { status: 403, message: MESSAGES.mfaEnrolmentRequired },
      };
    },
  },
  {
    name: "a role's permissions changed, in SQL",
    async prepare(t) {
      const { person, token } = await aCustomer(t);
      // a role of the person's own, so no other test's caller loses anything
      const role = `cached role ${person.id}`;
      await t.database.db.execute(sql`
        with made as (insert into security_roles (name, permissions) values (${role}, array['services']) returning id)
        insert into person_security_roles (person_id, security_role_id) select ${person.id}, id from made`);
      await t.database.db.execute(sql`update persons set position_id = null where id = ${person.id}`);
      return {
        token,
        ask: products,
        change: async () =>
          void (await t.database.db.execute(sql`update security_roles set permissions = '{}' where name = ${role}`)),
        refused: { status: 403, message: MESSAGES.forbidden },
      };
    },
  },
];
