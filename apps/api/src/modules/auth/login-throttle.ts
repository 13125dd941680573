import { MESSAGES } from '@portico/domain';
import type { AppConfig } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import * as repo from '../../db/login-throttle.js';

/**
 * Who is trying to prove an identity: the account (a lower-cased username for logins, `reauth:<personId>` for a
 * logged-in person confirming their password or code) and the client address it comes from.
 */
export interface ThrottleKey {
  account: string;
  source: string;
}

/** How long an address the account has logged in from is spared the account-wide back-off. */
export const REMEMBERED_SOURCE_MS = 30 * 86_400_000;

/** The first back-off delay; each further failure doubles it up to the configured cap. */
const FIRST_DELAY_MS = 1_000;

export function loginAccount(username: string): string {
  return `login:${username.trim().toLowerCase()}`;
}

export function reauthAccount(personId: number): string {
  return `reauth:${personId}`;
}

/** The wait after the account's latest failure once it has had `failures` of them (null: no wait). */
export function backoffDelayMs(failures: number, settings: AppConfig['login']): number | null {
  if (failures < settings.backoffAfterFailures) return null;
  const doublings = Math.min(failures - settings.backoffAfterFailures, 30);
  return Math.min(FIRST_DELAY_MS * 2 ** doublings, settings.backoffMaxMs);
}

/**
 * Failed attempts limit guessing without letting anyone lock an account: one address is locked out of one
 * account after `maxFailuresPerAddress` failures, while the account's failures from all addresses only make each
 * further attempt wait (docs/decisions/0016-login-throttling.md).
 */
export function createThrottle(db: Db, settings: AppConfig['login'], now: () => Date) {
  const quietSince = (at: Date) => new Date(at.getTime() - settings.failureWindowMs);
  const tooMany = () => new AppError('rate_limited', MESSAGES.tooManyAttempts);

  return {
    /** Refuses (429) an address locked out of the account, or an attempt before the account's back-off has passed. */
    async requireAllowed(key: ThrottleKey): Promise<void> {
      const at = now();
      const live = (row: repo.ThrottleRow) => row.lastFailureAt > quietSince(at);
      const rows = await repo.findThrottleRows(db, key.account, key.source);
      const own = rows.find((r) => r.source === key.source);
      const account = rows.find((r) => r.source === repo.ANY_SOURCE);
      if (own && live(own) && own.failures >= settings.maxFailuresPerAddress) throw tooMany();
      const remembered = own?.lastSuccessAt && own.lastSuccessAt.getTime() > at.getTime() - REMEMBERED_SOURCE_MS;
      if (!account || !live(account) || remembered) return;
      const delay = backoffDelayMs(account.failures, settings);
      if (delay !== null && at.getTime() < account.lastFailureAt.getTime() + delay) throw tooMany();
    },

    recordFailure: (tx: DbOrTx, key: ThrottleKey) =>
      repo.recordThrottleFailure(tx, key.account, key.source, now(), quietSince(now())),

    recordSuccess: (tx: DbOrTx, key: ThrottleKey) => repo.recordThrottleSuccess(tx, key.account, key.source, now()),

    purge: () => repo.deleteStaleThrottleRows(db, quietSince(now()), new Date(now().getTime() - REMEMBERED_SOURCE_MS)),
  };
}
