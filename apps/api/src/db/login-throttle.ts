import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { loginThrottle } from './login-throttle.tables.js';

// The login throttle's rows (decisions 0016, 0032 and 0067): failures per account and per source address, counted
// for auth's login throttle and the platform's failure counter (`http/failure-counter.ts`).

/** The account-wide row of the login throttle (its other rows are per source address). */
export const ANY_SOURCE = '*';

export interface ThrottleRow {
  source: string;
  failures: number;
  lastFailureAt: Date;
  lastSuccessAt: Date | null;
}

/** The account's row for this source and its account-wide row. */
export async function findThrottleRows(db: DbOrTx, account: string, source: string): Promise<ThrottleRow[]> {
  return db
    .select({
      source: loginThrottle.source,
      failures: loginThrottle.failures,
      lastFailureAt: loginThrottle.lastFailureAt,
      lastSuccessAt: loginThrottle.lastSuccessAt,
    })
    .from(loginThrottle)
    .where(
      and(
        eq(loginThrottle.username, account),
        or(eq(loginThrottle.source, source), eq(loginThrottle.source, ANY_SOURCE)),
      ),
    );
}

/**
 * Counts one failure for the account from this source and for the account as a whole, in one statement so that
 * concurrent failures from several processes all count. A run of failures starts again after a quiet window.
 */
export async function recordThrottleFailure(db: DbOrTx, account: string, source: string, now: Date, quietSince: Date) {
  await countFailures(
    db,
    [
      { account, source },
      { account, source: ANY_SOURCE },
    ],
    now,
    quietSince,
  );
}

/** One failure more under each (account, source) key, in one statement; a key quiet since `quietSince` starts at 1. */
export async function countFailures(
  db: DbOrTx,
  keys: readonly { account: string; source: string }[],
  now: Date,
  quietSince: Date,
) {
  if (keys.length === 0) return;
  const at = now.toISOString();
  const live = sql`login_throttle.last_failure_at > ${quietSince.toISOString()}::timestamptz`;
  const rows = sql.join(
    keys.map((k) => sql`(${k.account}, ${k.source}, 1, ${at}::timestamptz, ${at}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into login_throttle (username, source, failures, window_start, last_failure_at)
    values ${rows}
    on conflict (username, source) do update set
      failures = case when ${live} then login_throttle.failures + 1 else 1 end,
      window_start = case when ${live} then login_throttle.window_start else ${at}::timestamptz end,
      last_failure_at = ${at}::timestamptz`);
}

/** The failures counted under the accounts' own rows (source '*'), for the guards that count one key each. */
export async function findAccountFailures(
  db: DbOrTx,
  accounts: readonly string[],
): Promise<{ account: string; failures: number; lastFailureAt: Date }[]> {
  if (accounts.length === 0) return [];
  return db
    .select({
      account: loginThrottle.username,
      failures: loginThrottle.failures,
      lastFailureAt: loginThrottle.lastFailureAt,
    })
    .from(loginThrottle)
    .where(and(inArray(loginThrottle.username, [...accounts]), eq(loginThrottle.source, ANY_SOURCE)));
}

/**
 * A proven identity from this source: its failures are forgiven and the source is remembered as one the account
 * uses. The account-wide count stays, so an attacker gains nothing from the owner logging in meanwhile.
 */
export async function recordThrottleSuccess(db: DbOrTx, account: string, source: string, now: Date) {
  const at = now.toISOString();
  await db.execute(sql`
    insert into login_throttle (username, source, failures, window_start, last_failure_at, last_success_at)
    values (${account}, ${source}, 0, ${at}, ${at}, ${at})
    on conflict (username, source) do update set failures = 0, last_success_at = ${at}::timestamptz`);
}

/** Rows whose failures are over and whose source is no longer remembered. */
export async function deleteStaleThrottleRows(db: DbOrTx, quietSince: Date, rememberedSince: Date): Promise<number> {
  const deleted = await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.lastFailureAt, quietSince),
        or(isNull(loginThrottle.lastSuccessAt), lt(loginThrottle.lastSuccessAt, rememberedSince)),
      ),
    )
    .returning({ username: loginThrottle.username });
  return deleted.length;
}
