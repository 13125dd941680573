import { MESSAGES } from '@portico/domain';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, endPool } from '../src/db/client.js';
import * as schema from '../src/modules/tables.js';
import { findTokenOwner } from '../src/modules/auth/auth.repository.js';
import { hashToken } from '../src/platform/tokens.js';
import { createTestApp, type TestApp } from './harness.js';

// The token lookup of every authenticated request is a prepared statement (issue #8 §5): PostgreSQL keeps its
// plan per connection, never its answer. These tests hold it to that.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (token: string) => t.call(token, { method: 'GET', url: '/v2/profile' });

describe('the token lookup', () => {
  it('serves 50 requests in a row, then refuses the token on the request right after its logout', async () => {
    const token = await t.login('acme.admin');
    for (let i = 0; i < 50; i++) {
      const res = await profile(token);
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
      expect(res.json().data.username).toBe('acme.admin');
    }
    expect((await t.call(token, { method: 'GET', url: '/v2/logout' })).statusCode).toBe(200);
    const after = await profile(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(MESSAGES.sessionExpired);
  });

  it('refuses a token revoked elsewhere on the next request, and keeps serving the other sessions', async () => {
    const revoked = await t.login('acme.viewer');
    const other = await t.login('acme.viewer');
    expect((await profile(revoked)).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(200);
    await t.database.db
      .update(schema.authTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(schema.authTokens.tokenHash, hashToken(revoked)));
    expect((await profile(revoked)).statusCode).toBe(401);
    expect((await profile(other)).statusCode).toBe(200);
  });

  it('refuses a token on the request after it expired', async () => {
    const token = await t.login('acme.finance');
    expect((await profile(token)).statusCode).toBe(200);
    await t.database.db
      .update(schema.authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(schema.authTokens.tokenHash, hashToken(token)));
    expect((await profile(token)).statusCode).toBe(401);
  });

  it.runIf(process.env.DATABASE_URL)(
    'is one named statement on PostgreSQL, planned once and reused by its connection',
    async () => {
      const token = await t.login('acme.admin');
      // One connection, so the statements it prepared can be read back from it.
      const pool = new pg.Pool({ connectionString: t.database.connectionString ?? undefined, max: 1 });
      try {
        const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
        for (let i = 0; i < 10; i++) {
          const owner = await findTokenOwner(db, hashToken(token), new Date());
          expect(owner?.person.username).toBe('acme.admin');
        }
        const { rows } = await pool.query<{ generic_plans: string; custom_plans: string }>(
          `select generic_plans, custom_plans from pg_prepared_statements where name = 'auth_token_lookup'`,
        );
        expect(rows).toHaveLength(1);
        // PostgreSQL plans the first five executions for their values, then settles on the generic plan.
        expect(Number(rows[0]!.generic_plans) + Number(rows[0]!.custom_plans)).toBe(10);
        expect(Number(rows[0]!.generic_plans)).toBeGreaterThan(0);
      } finally {
        await endPool(pool);
      }
    },
  );
});
