import { PROMO_MESSAGES } from '@portico/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { TryLater } from '../../errors.js';
import { createFailureCounter, type FailureLimit, sourceOf } from '../../http/failure-counter.js';
import { usable } from './promo-use.js';

/** Who is trying a code: the logged-in person, if any, and the client address. */
export interface PromoCaller {
  personId: number | null;
  isStaff: boolean;
  /** the client address as the login throttle counts it (an IPv6 client by its /64) */
  address: string;
}

export function promoCaller(request: FastifyRequest): PromoCaller {
  return {
    personId: request.actor?.personId ?? null,
    isStaff: request.actor?.isStaff ?? false,
    address: sourceOf(request.ip),
  };
}

/** The counts a caller's failed codes go to: its address, and its account when logged in. */
const keysOf = (caller: PromoCaller) => [
  `promo:address:${caller.address}`,
  ...(caller.personId === null ? [] : [`promo:person:${caller.personId}`]),
];

/**
 * The guard of every route that takes a promo code (validate, process, the price lookup and quote, and ordering),
 * called before the route looks at the code. It refuses (429 with Retry-After) a caller whose account or address
 * has had too many failed codes, whatever this code is; otherwise it counts this code as a failure when the code
 * itself cannot be used by the company now: unknown, deleted, expired, not yet valid, used up, or reserved for
 * another company. A valid code that does not apply to the product, country or place is not a failure. Counted in
 * the login throttle's table (decision 0016), under the `promo:` prefix. `limit` is the configured one
 * (`config.guessing`: 10 failures until 15 quiet minutes by default, decision 0032).
 */
export async function requirePromoGuessAllowed(
  db: Db,
  limit: FailureLimit,
  caller: PromoCaller,
  q: { code: string | null | undefined; companyId: number | null },
  now: () => Date,
): Promise<void> {
  const code = q.code?.trim();
  if (!code) return;
  const counter = createFailureCounter(db, limit, now);
  const keys = keysOf(caller);
  const wait = await counter.lockedFor(keys);
  if (wait !== null) throw new TryLater(PROMO_MESSAGES.tooManyGuesses, wait);
  const found = await usable(db, {
    code,
    companyId: q.companyId,
    productType: null,
    countryCode: null,
    at: now(),
    isStaff: caller.isStaff,
  });
  if (!found.ok) await counter.record(db, keys);
}
