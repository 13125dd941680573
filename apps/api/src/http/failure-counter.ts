import type { Db, DbOrTx } from '../db/client.js';
import * as repo from '../db/login-throttle.js';

// Counting failures against guessing, the platform's (decision 0067): auth's login throttle, people's taken
// addresses and promo codes all count in the login throttle's table (decision 0016), none through another area.

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
