import { describe, expect, it } from 'vitest';
import type { Actor } from '../../http/actor.js';
import { createTokenCache, type KeptCaller } from './token-cache.js';

const now = new Date('2026-03-01T10:00:00Z');
const caller = (over: Partial<KeptCaller> = {}): KeptCaller => ({
  actor: {} as Actor,
  tokenId: 1,
  personId: 10,
  companyIds: [100, 200],
  apiKeyId: null,
  expiresAt: new Date(now.getTime() + 60_000),
  ...over,
});

function listeningCache() {
  const cache = createTokenCache();
  cache.setListening(true);
  return cache;
}

describe('the kept callers', () => {
  it('serves nothing until it listens, and nothing kept before a lost connection', () => {
    const cache = createTokenCache();
    cache.keep('h', caller(), cache.generation());
    expect(cache.get('h', now)).toBeUndefined();
    cache.setListening(true);
    cache.keep('h', caller(), cache.generation());
    expect(cache.get('h', now)).toBeDefined();
    cache.setListening(false);
    expect(cache.get('h', now)).toBeUndefined();
    cache.setListening(true);
    expect(cache.get('h', now)).toBeUndefined();
  });

  it('does not keep a caller read while a change was heard', () => {
    const cache = listeningCache();
    const readAt = cache.generation();
    cache.forget('p:999');
    cache.keep('h', caller(), readAt);
    expect(cache.get('h', now)).toBeUndefined();
  });

  it('serves a caller only before its token expires', () => {
    const cache = listeningCache();
    cache.keep('h', caller(), cache.generation());
    expect(cache.get('h', new Date(now.getTime() + 59_999))).toBeDefined();
    expect(cache.get('h', new Date(now.getTime() + 60_000))).toBeUndefined();
  });

  it('forgets the callers a notification names, and only them', () => {
    const cache = listeningCache();
    const keepAll = () => {
      cache.keep('a', caller({ tokenId: 1, personId: 10, companyIds: [100] }), cache.generation());
      cache.keep('b', caller({ tokenId: 2, personId: 20, companyIds: [200, 300], apiKeyId: 7 }), cache.generation());
    };
    const kept = () => ['a', 'b'].filter((h) => cache.get(h, now));
    for (const [payload, left] of [
      ['t:1', ['b']],
      ['t:3,2', ['a']],
      ['k:7', ['a']],
      ['p:10', ['b']],
      ['c:300', ['a']],
      ['c:100,200', []],
      ['*', []],
      ['something else', []],
      ['p:99', ['a', 'b']],
    ] as const) {
      keepAll();
      cache.forget(payload);
      expect(kept(), payload).toEqual(left);
    }
  });
});
