import { describe, expect, it } from 'vitest';
import { lockRefusal, SERVICE_LOCK_MESSAGES } from './service-lock.js';

describe('the service lock rule', () => {
  it('lets an unlocked service change', () => {
    expect(lockRefusal({ lockedAt: null })).toBeNull();
  });
  it('refuses every change of a locked service with the lock message', () => {
    expect(lockRefusal({ lockedAt: new Date('2026-11-27T00:00:00Z') })).toBe(SERVICE_LOCK_MESSAGES.locked);
    expect(lockRefusal({ lockedAt: '2026-11-27T00:00:00Z' })).toBe(SERVICE_LOCK_MESSAGES.locked);
  });
});
