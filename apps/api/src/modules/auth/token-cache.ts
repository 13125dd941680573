import { LRUCache } from 'lru-cache';
import type { Actor } from '../../http/actor.js';

/** The channel migration 0038's triggers notify on, at commit, whenever a kept caller may have changed. */
export const AUTH_CHANNEL = 'portico_auth';

/** A caller kept by its token's hash, with what names it in a notification. */
export interface KeptCaller {
  actor: Actor;
  tokenId: number;
  personId: number;
  /** every company the answer reads: the person's own, each that virtually employs them, the API key's */
  companyIds: readonly number[];
  apiKeyId: number | null;
  expiresAt: Date;
}

const MATCHES: Record<string, (kept: KeptCaller, ids: Set<number>) => boolean> = {
  t: (kept, ids) => ids.has(kept.tokenId),
  k: (kept, ids) => kept.apiKeyId !== null && ids.has(kept.apiKeyId),
  p: (kept, ids) => ids.has(kept.personId),
  c: (kept, ids) => kept.companyIds.some((id) => ids.has(id)),
};

/**
 * The token lookup's answers kept in this process (decision 0094): served only while this process hears every
 * change (`listening`), within the token's expiry, and for `ttlMs` at most; each notification forgets what it names.
 * An answer read while a notification arrived is not kept (it may have been read before that change committed).
 */
export function createTokenCache({ max = 10_000, ttlMs = 30_000 }: { max?: number; ttlMs?: number } = {}) {
  const kept = new LRUCache<string, KeptCaller>({ max, ttl: ttlMs });
  let listening = false;
  let generation = 0;

  const forgetAll = () => {
    generation += 1;
    kept.clear();
  };

  return {
    /** The caller kept for a token's hash, if it may be served at `now`. */
    get(tokenHash: string, now: Date): KeptCaller | undefined {
      if (!listening) return undefined;
      const found = kept.get(tokenHash);
      if (found && found.expiresAt.getTime() <= now.getTime()) {
        kept.delete(tokenHash);
        return undefined;
      }
      return found;
    },

    /** Taken before reading a caller, handed to `keep`: a change heard in between keeps it from being kept. */
    generation: () => generation,

    keep(tokenHash: string, caller: KeptCaller, readAt: number): void {
      if (listening && readAt === generation) kept.set(tokenHash, caller);
    },

    /** A notification's payload: `*`, or a kind (`t` token, `k` API key, `p` person, `c` company) and its ids. */
    forget(payload: string): void {
      const [kind = '', list = ''] = payload.split(':');
      const matches = MATCHES[kind];
      // anything else, '*' included, forgets everything: a payload not understood must not leave an answer kept
      if (!matches) return forgetAll();
      generation += 1;
      const ids = new Set(list.split(',').map(Number));
      const gone = [...kept.entries()].filter(([, caller]) => matches(caller, ids)).map(([hash]) => hash);
      for (const hash of gone) kept.delete(hash);
    },

    /** While the listening connection is lost nothing is served or kept; once back, nothing from before is. */
    setListening(now: boolean): void {
      listening = now;
      forgetAll();
    },
  };
}
