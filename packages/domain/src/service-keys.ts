/**
 * Service keys (customer portal spec §2, §6; admin console /adminServiceKey; decision 0043): a company hands a key
 * of one of its ports to another party, who orders a connection to that port by naming the key instead of the port.
 */

export const SERVICE_KEY_MESSAGES = {
  created: 'Service key created',
  deactivated: 'Service key deactivated',
  notFound: 'This service key does not exist',
  inactive: 'This service key is no longer active',
  notYetValid: 'This service key is not valid yet',
  expired: 'This service key has expired',
  speedAboveMax: 'The speed is above what this service key allows',
  alreadyUsed: 'This single-use service key has already been used',
  windowOrder: 'The key must become valid before it expires',
  maxSpeedInvalid: 'The maximum speed must be a whole number of Mbps above 0',
  portRequired: 'Please choose a port of the company',
} as const;

/** What the check of a key reads. */
export interface ServiceKeyState {
  active: boolean;
  singleUse: boolean;
  usedAt: Date | null;
  maxSpeedMbps: number | null;
  validFrom: Date | null;
  validTo: Date | null;
}

/**
 * Why a key cannot be used now for a connection of that speed, first failure first (inactive, not yet valid,
 * expired, used, too fast); null when it can. The window includes its first instant and excludes its last.
 */
export function serviceKeyError(key: ServiceKeyState | null, use: { speedMbps: number; now: Date }): string | null {
  if (!key) return SERVICE_KEY_MESSAGES.notFound;
  if (!key.active) return SERVICE_KEY_MESSAGES.inactive;
  const at = use.now.getTime();
  if (key.validFrom && at < key.validFrom.getTime()) return SERVICE_KEY_MESSAGES.notYetValid;
  if (key.validTo && at >= key.validTo.getTime()) return SERVICE_KEY_MESSAGES.expired;
  if (key.singleUse && key.usedAt) return SERVICE_KEY_MESSAGES.alreadyUsed;
  if (key.maxSpeedMbps !== null && use.speedMbps > key.maxSpeedMbps) return SERVICE_KEY_MESSAGES.speedAboveMax;
  return null;
}
