import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { authTokens } from './auth.tables.js';

// A person's sessions as a whole: what people's changes have auth do to them (decision 0067).

/** How many sessions of the person are live (not revoked, not expired). */
export async function countLiveSessions(db: DbOrTx, personId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.personId, personId),
        isNull(authTokens.revokedAt),
        sql`${authTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Ends every session of the person; how many were open. */
export async function revokeSessionsOf(db: DbOrTx, personId: number, at: Date): Promise<number> {
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: at })
    .where(and(eq(authTokens.personId, personId), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  return revoked.length;
}
