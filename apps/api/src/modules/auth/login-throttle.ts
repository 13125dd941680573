import { MESSAGES } from '@portico/domain';
import type { AppConfig } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import * as repo from './auth.repository.js';

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

/**
 * The client address as a throttle source. An IPv6 client usually holds a whole /64, so its addresses count as
 * one; an IPv4 address mapped into IPv6 counts as the IPv4 address.
 */
export function sourceOf(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      .flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const all = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${all
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
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

/** A guard's limit: how many failures a key may have before it is refused, and the quiet time that clears them. */
export interface FailureLimit {
  maxFailures: number;
  windowMs: number;
}

/**
 * Failures counted for another guard against guessing (promo codes, taken addresses), in the login throttle's
 * table and with its counting (decision 0016), each guard under its own key prefix (`promo:…`, `taken:…`): every
 * key is one row (source '*') counting its failures until `windowMs` pass without one. A key at the limit is
 * refused, right answer or not, until then; the refusal says how long to wait (Retry-After).
 */
export function createFailureCounter(db: Db, limit: FailureLimit, now: () => Date) {
  const quietSince = (at: Date) => new Date(at.getTime() - limit.windowMs);
  return {
    /** Seconds until every key at its limit is free again, or null when none is at its limit. */
    async lockedFor(keys: readonly string[]): Promise<number | null> {
      const at = now();
      const locked = (await repo.findAccountFailures(db, keys)).filter(
        (row) => row.lastFailureAt > quietSince(at) && row.failures >= limit.maxFailures,
      );
      if (locked.length === 0) return null;
      const freeAt = Math.max(...locked.map((row) => row.lastFailureAt.getTime() + limit.windowMs));
      return Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000));
    },

    /** One failure more under each key, in one statement (in the caller's transaction when given one). */
    record: (tx: DbOrTx, keys: readonly string[]) =>
      repo.countFailures(
        tx,
        keys.map((account) => ({ account, source: repo.ANY_SOURCE })),
        now(),
        quietSince(now()),
      ),
  };
}
