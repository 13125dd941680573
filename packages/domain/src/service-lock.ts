/**
 * Service locking (beyond the spec, decision 0049): a company admin locks a service so that nobody — its own
 * people, staff or an API key — can cancel or change it until it is unlocked. Every change of a service asks
 * `lockRefusal` first; the lock and unlock calls themselves are the only changes a locked service takes.
 */
export const SERVICE_LOCK_MESSAGES = {
  locked: 'This service is locked: unlock it before changing or cancelling it',
  lockedNow: 'Service locked',
  unlockedNow: 'Service unlocked',
  alreadyLocked: 'This service is already locked',
  notLocked: 'This service is not locked',
  cannotLockEnded: 'A decommissioned service cannot be locked',
} as const;

/** Why a change of the service is refused because of its lock; null when it is not locked. */
export function lockRefusal(service: { lockedAt: Date | string | null }): string | null {
  return service.lockedAt === null ? null : SERVICE_LOCK_MESSAGES.locked;
}
