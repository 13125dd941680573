import { MESSAGES } from './messages.js';
import { isAmountInRange, MAX_AMOUNT_MINOR } from './money.js';
import { isFuturePrice, validityOverlaps } from './pricing.js';

/*
 * The staff price book's rules for VXC and MVE prices (admin console spec §4, §5; decisions 0020, 0023), each
 * written once: the contract validates requests with them, the forms check what staff type with them, and the
 * server applies the date and overlap rules inside the change's transaction.
 */

/** MVE (virtual edge) sizes a price is set for, smallest first. */
export const MVE_SIZES = ['SMALL', 'MEDIUM', 'LARGE', 'X_LARGE_12'] as const;
export type MveSize = (typeof MVE_SIZES)[number];
export const MVE_SIZE_LABELS: Record<MveSize, string> = {
  SMALL: 'Small (2 vCPU)',
  MEDIUM: 'Medium (4 vCPU)',
  LARGE: 'Large (8 vCPU)',
  X_LARGE_12: 'X-Large (12 vCPU)',
};

/**
 * How a VXC price turns its charges into the charge of a speed. STEP: the charge of the smallest listed speed at or
 * above the speed (a speed between two tiers pays the higher tier); the only algorithm we apply (decision 0023).
 */
export const VXC_PRICE_ALGORITHMS = ['STEP'] as const;
export type VxcPriceAlgorithm = (typeof VXC_PRICE_ALGORITHMS)[number];

/** The largest speed a charge may name: 100 Gbps. */
export const MAX_VXC_CHARGE_SPEED_MBPS = 100_000;

/** Our words for the price book's refusals (the spec names the rules, not these texts). */
export const PRICEBOOK_RULE_MESSAGES = {
  chargesNotList: 'VXC charges must be a list of charges, such as [{"speed": 100, "charge": 25000}]',
  chargesEmpty: 'Add at least one charge: a speed and its charge',
  chargeShape: 'Each charge needs exactly a speed (Mbps) and a charge (minor units)',
  speedInvalid: `A speed must be a whole number of Mbps from 1 to ${MAX_VXC_CHARGE_SPEED_MBPS}`,
  chargeInvalid: 'A charge must be a whole number of minor units (cents), 0 or more',
  /** a charge above MAX_AMOUNT_MINOR (decision 0030): the words every money input uses */
  chargeTooLarge: MESSAGES.amountTooLarge,
  duplicateSpeed: 'Each speed may appear only once in the charges',
  toDateBeforeFromDate: 'The end date cannot be before the start date',
  fromDateNotFuture: 'A price must start after today: prices in force are never changed',
  notFuture: 'Only a future-dated price can be edited or deleted; to change a price in force, add a new one',
  overlap: 'Another price for the same market and key is in force on some of these days',
  priceNotFound: 'Price not found',
  marketNotFound: 'Market not found',
} as const;

/** One charge of a VXC price: a speed (Mbps) and its charge in minor units of the price's currency. */
export interface VxcChargeEntry {
  speed: number;
  charge: number;
}

/** What is wrong with a list of charges, or null: non-empty, whole speeds and charges, each speed once. */
export function vxcChargesError(charges: readonly unknown[]): string | null {
  if (charges.length === 0) return PRICEBOOK_RULE_MESSAGES.chargesEmpty;
  const speeds = new Set<number>();
  for (const entry of charges) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return PRICEBOOK_RULE_MESSAGES.chargeShape;
    const keys = Object.keys(entry);
    if (keys.length !== 2 || !keys.includes('speed') || !keys.includes('charge'))
      return PRICEBOOK_RULE_MESSAGES.chargeShape;
    const { speed, charge } = entry as Record<string, unknown>;
    if (!Number.isSafeInteger(speed) || (speed as number) < 1 || (speed as number) > MAX_VXC_CHARGE_SPEED_MBPS)
      return PRICEBOOK_RULE_MESSAGES.speedInvalid;
    if (typeof charge === 'number' && Number.isInteger(charge) && charge > MAX_AMOUNT_MINOR)
      return PRICEBOOK_RULE_MESSAGES.chargeTooLarge;
    if (!isAmountInRange(charge)) return PRICEBOOK_RULE_MESSAGES.chargeInvalid;
    if (speeds.has(speed as number)) return PRICEBOOK_RULE_MESSAGES.duplicateSpeed;
    speeds.add(speed as number);
  }
  return null;
}

/**
 * The STEP algorithm: the charge of the smallest listed speed at or above `speedMbps`, with that speed; null when
 * every listed speed is below it.
 */
export function chargeForSpeed(
  charges: readonly VxcChargeEntry[],
  speedMbps: number,
): { speed: number; charge: number } | null {
  let best: VxcChargeEntry | null = null;
  for (const entry of charges) {
    if (entry.speed >= speedMbps && (best === null || entry.speed < best.speed)) best = entry;
  }
  return best ? { speed: best.speed, charge: best.charge } : null;
}

/**
 * What is wrong with a price's dates, or null: it starts after today (a new price, and an edit, may not start
 * today or earlier: a price in force is never changed), and ends on or after its start.
 */
export function priceDatesError(dates: { fromDate: string; toDate: string | null }, today: string): string | null {
  if (dates.toDate !== null && dates.toDate < dates.fromDate) return PRICEBOOK_RULE_MESSAGES.toDateBeforeFromDate;
  if (!isFuturePrice(dates.fromDate, today)) return PRICEBOOK_RULE_MESSAGES.fromDateNotFuture;
  return null;
}

/** A price may be edited or deleted only while it has not started (the spec's future-dated rule). */
export function priceChangeError(stored: { fromDate: string }, today: string): string | null {
  return isFuturePrice(stored.fromDate, today) ? null : PRICEBOOK_RULE_MESSAGES.notFuture;
}

/** The day before an ISO date. */
export function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

export interface PriceWindow {
  fromDate: string;
  /** null: until further notice — that is, until the next price of the same key starts */
  toDate: string | null;
}

/**
 * Whether two prices of the same key would both be in force on some day. A price without an end date runs until
 * further notice: a later price of its key is that notice, so it ends the day before the later one starts (which
 * is how a price in force is superseded without ever being changed). Two prices starting on one day always clash,
 * and so does a price whose explicit end date reaches the start of a later one.
 */
export function pricesClash(a: PriceWindow, b: PriceWindow): boolean {
  if (a.fromDate === b.fromDate) return true;
  const [earlier, later] = a.fromDate < b.fromDate ? [a, b] : [b, a];
  const earlierEnd = earlier.toDate ?? dayBefore(later.fromDate);
  return validityOverlaps({ fromDate: earlier.fromDate, toDate: earlierEnd }, later);
}
