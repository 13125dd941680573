import { BP_PER_UNIT, MAX_AMOUNT_MINOR } from './money.js';
import { isVlanInRange, parseDigits, VLAN_AUTOMATIC, VLAN_MAX, VLAN_MIN } from './network-identifiers.js';
import {
  CUSTOMER_TERMS_MONTHS,
  MAX_DAILY_TERM_DAYS,
  RATE_TYPES,
  STAFF_TERMS_MONTHS,
  VXC_SPEEDS_MBPS,
} from './pricing.js';

/**
 * The rules of a VXC order (customer portal spec §3, §5, §9; admin console §5, §9), written once for the order
 * forms, the staff console and the ordering service. Where the spec is open, decision 0040 says what we chose.
 */

export const VXC_MESSAGES = {
  endsAndSpeedRequired: 'You need at least A- and B- ends, and a speed in order to create a VXC.',
  priceFields: 'Please correct the errors in the price / discount fields.',
  vlanRange: 'VLAN id must be a number between 2 and 4094',
  /** the spec's words before the list of free VLANs (`vlanTakenMessage`); the forms show the list as buttons */
  vlanTaken: 'The vlan is taken - here are some available alternatives',
  // Our words (the spec names the rule, not the text).
  speedNotOffered: 'Please choose one of the speeds offered',
  speedDigits: 'The speed must be a whole number of Mbps, at least 1',
  rateTypeInvalid: 'The rate type must be MONTHLY or DAILY',
  monthlyTermNotOffered: 'Please choose one of the terms offered',
  dailyTermRange: 'A daily VXC runs for 1 to 20 days',
  privateBEndPortId: 'A private B end needs a numeric Port id',
  created: 'VXC Order Created OK',
  awaitingApproval: 'VXC Order Created OK: it waits for the owner of the other end to approve it',
  portNotFound: 'Please choose a Port for each end of the VXC',
  /** taken on another company's Port: which VLANs are free there is that company's to know (decision 0060) */
  vlanTakenOnAnothersPort: 'The vlan is taken - please choose another',
  /** the public API's B ends we do not connect to (decision 0044) */
  partnerNotOffered: 'VXCs to Oracle or to transit are not offered: choose a Port, AWS, Azure or Google as the B end',
  aEndNotYours: 'The A end must be a Port of the company you are ordering for',
  portNotUsable: 'This Port cannot take new connections',
  oneBEnd: 'Please choose one B end: a Port, a service key, an Azure service key or a Google pairing key',
  cloudPortNotFound: 'The cloud partner has no Port in that metro to connect to',
} as const;

/** Messages built from a value (kept out of the catalogue of fixed texts). */
export const vxcSpeedAbovePortMessage = (ceilingMbps: number) =>
  `The speed cannot exceed the rate limit of the slowest associated Port (${ceilingMbps}Mbps)`;

/**
 * 'The vlan is taken - here are some available alternatives [...]', the brackets holding the free VLANs offered,
 * as a JSON-style list: '[101, 102, 103]' (decision 0040); '[]' when the Port has none free.
 */
export const vlanTakenMessage = (alternatives: readonly number[]) =>
  `${VXC_MESSAGES.vlanTaken} [${alternatives.join(', ')}]`;

/** The ceiling of a VXC's speed when neither end's port speed is known. */
export const VXC_DEFAULT_CEILING_MBPS = 10_000;

/**
 * Speed option 0: "the whole Port" (no rate limit below the slower end's Port), offered only when the VXC's
 * distance band is not INTERCAP, and meaning the slower end's Port speed (decision 0040).
 */
export const VXC_PORT_SPEED_OPTION = 0;
/** The distance band of a VXC between interconnected capital-city networks, priced and limited on its own. */
export const INTERCAP_DISTANCE_BAND = 'INTERCAP';

/** The fastest a VXC may be: the slower of its ends' Port speeds; the default ceiling when neither is known. */
export function vxcSpeedCeiling(aPortSpeedMbps: number | null, bPortSpeedMbps: number | null): number {
  const known = [aPortSpeedMbps, bPortSpeedMbps].filter((s): s is number => typeof s === 'number' && s > 0);
  return known.length > 0 ? Math.min(...known) : VXC_DEFAULT_CEILING_MBPS;
}

export interface VxcEnds {
  aPortSpeedMbps: number | null;
  bPortSpeedMbps: number | null;
  /** the distance band of the two ends, e.g. METRO, INTERZONE or INTERCAP */
  distanceBand?: string | null;
}

/** The speed options of a pair of ends, in the order shown: 0 (the whole Port) first when offered. */
export function vxcSpeedOptions(ends: VxcEnds): number[] {
  const ceiling = vxcSpeedCeiling(ends.aPortSpeedMbps, ends.bPortSpeedMbps);
  const speeds = VXC_SPEEDS_MBPS.filter((s) => s <= ceiling);
  return ends.distanceBand === INTERCAP_DISTANCE_BAND ? speeds : [VXC_PORT_SPEED_OPTION, ...speeds];
}

/**
 * The speed a customer's choice orders, in Mbps, or the message when it is not offered: one of the options, option
 * 0 becoming the slower end's Port speed.
 */
export function resolveVxcSpeed(choice: number, ends: VxcEnds): { speedMbps: number } | { error: string } {
  const ceiling = vxcSpeedCeiling(ends.aPortSpeedMbps, ends.bPortSpeedMbps);
  if (!vxcSpeedOptions(ends).includes(choice)) {
    return VXC_SPEEDS_MBPS.includes(choice) && choice > ceiling
      ? { error: vxcSpeedAbovePortMessage(ceiling) }
      : { error: VXC_MESSAGES.speedNotOffered };
  }
  return { speedMbps: choice === VXC_PORT_SPEED_OPTION ? ceiling : choice };
}

/** The staff console's free speed field: digits only, at least 1, not above the slower end's Port. */
export function staffVxcSpeedError(input: string | number, ends: VxcEnds): string | null {
  const speed = parseDigits(typeof input === 'string' ? input.trim() : input);
  if (speed === null || speed < 1) return VXC_MESSAGES.speedDigits;
  const ceiling = vxcSpeedCeiling(ends.aPortSpeedMbps, ends.bPortSpeedMbps);
  return speed > ceiling ? vxcSpeedAbovePortMessage(ceiling) : null;
}

/** An order needs both ends and a speed before anything else is checked. */
export function vxcEndsAndSpeedError(order: {
  aEnd: unknown;
  bEnd: unknown;
  speed: number | string | null | undefined;
}): string | null {
  const hasSpeed = order.speed !== null && order.speed !== undefined && String(order.speed).trim() !== '';
  return order.aEnd && order.bEnd && hasSpeed ? null : VXC_MESSAGES.endsAndSpeedRequired;
}

/** The monthly terms offered (pricing.ts's lists): staff see 15 and 18 months too. */
export function monthlyTermOptions(isInternal: boolean): readonly number[] {
  return isInternal ? STAFF_TERMS_MONTHS : CUSTOMER_TERMS_MONTHS;
}

/** A MONTHLY VXC takes the Port terms (staff also 15 and 18 months); a DAILY one runs 1 to 20 days. */
export function vxcTermError(rateType: string, term: number, isInternal: boolean): string | null {
  if (!(RATE_TYPES as readonly string[]).includes(rateType)) return VXC_MESSAGES.rateTypeInvalid;
  if (rateType === 'DAILY')
    return Number.isInteger(term) && term >= 1 && term <= MAX_DAILY_TERM_DAYS ? null : VXC_MESSAGES.dailyTermRange;
  return monthlyTermOptions(isInternal).includes(term) ? null : VXC_MESSAGES.monthlyTermNotOffered;
}

/**
 * A VLAN as typed: a number from 2 to 4094, or -1 (automatic) for staff, who may use it without a check. Answers
 * the VLAN or the spec's message.
 */
export function parseVlan(
  input: string | number,
  options: { mayUseAutomatic: boolean },
): { vlan: number } | { error: string } {
  const text = typeof input === 'string' ? input.trim() : String(input);
  if (options.mayUseAutomatic && text === String(VLAN_AUTOMATIC)) return { vlan: VLAN_AUTOMATIC };
  const vlan = parseDigits(text);
  return vlan !== null && isVlanInRange(vlan) ? { vlan } : { error: VXC_MESSAGES.vlanRange };
}

/** How many free VLANs a refusal offers. */
export const VLAN_ALTERNATIVES = 5;

/**
 * Whether a VLAN is free on a Port, given the VLANs already taken there; when it is not, up to `count` free VLANs
 * to offer instead: the nearest free ones above it, then those below, so the offer stays close to what was asked.
 */
export function vlanAvailability(
  requested: number,
  taken: Iterable<number>,
  count = VLAN_ALTERNATIVES,
): { free: true } | { free: false; alternatives: number[]; message: string } {
  const used = new Set(taken);
  if (isVlanInRange(requested) && !used.has(requested)) return { free: true };
  const start = isVlanInRange(requested) ? requested : VLAN_MIN;
  const alternatives: number[] = [];
  for (let v = start + 1; v <= VLAN_MAX && alternatives.length < count; v++) if (!used.has(v)) alternatives.push(v);
  for (let v = start - 1; v >= VLAN_MIN && alternatives.length < count; v--) if (!used.has(v)) alternatives.push(v);
  return { free: false, alternatives, message: vlanTakenMessage(alternatives) };
}

/** The staff order's price fields: set-up and monthly in minor units, discount in basis points (0-100 %). */
export interface VxcPriceFields {
  setupCents?: number | null;
  monthlyCents?: number | null;
  discountBp?: number | null;
}

/** One message for every price or discount field that is not a whole amount in range (the spec's). */
export function vxcPriceFieldsError(fields: VxcPriceFields): string | null {
  const amountOk = (v: number | null | undefined) =>
    v === null || v === undefined || (Number.isInteger(v) && v >= 0 && v <= MAX_AMOUNT_MINOR);
  const discountOk =
    fields.discountBp === null ||
    fields.discountBp === undefined ||
    (Number.isInteger(fields.discountBp) && fields.discountBp >= 0 && fields.discountBp <= BP_PER_UNIT);
  return amountOk(fields.setupCents) && amountOk(fields.monthlyCents) && discountOk ? null : VXC_MESSAGES.priceFields;
}

/** A private B end (a Port not offered in the dropdown, typed by its id) needs a numeric Port id. */
export function privateBEndPortId(input: string): { portId: number } | { error: string } {
  const portId = parseDigits(input.trim());
  return portId !== null && portId > 0 ? { portId } : { error: VXC_MESSAGES.privateBEndPortId };
}
