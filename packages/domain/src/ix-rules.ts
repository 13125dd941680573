import { isExcludedFromPortDropdown } from './cloud-partners.js';
import { isValidAsn, normaliseMacAddress, parseDigits } from './network-identifiers.js';

/**
 * The rules of an IX order and a MegaDirect order (customer portal spec §3, §5; admin console §5), and the Port
 * dropdown entry the order forms pick ends from. Where the spec is open, decision 0040 says what we chose.
 */

export const IX_MESSAGES = {
  noLocations: 'None of the IX Locations are available',
  rateLimitInteger: 'Rate limit must be an integer',
  // Our words (the spec names the rule, not the text).
  rateLimitAboveZero: 'The rate limit must be above 0',
  macInvalid: 'Please enter a valid MAC address, such as 00:1a:2b:3c:4d:5e',
  asnInvalid: 'Please enter a valid ASN: a whole number from 1 to 4294967294',
  created: 'IX Order Created OK',
  ixNotAtPort: 'This IX is not offered at the Port you chose',
  portNotYours: 'Please choose a Port of the company you are ordering for',
} as const;

/** 'IX rate limit cannot exceed rate limit of the associated Port ({n}Mbps)': the spec's words, {product} = Port. */
export const ixRateLimitAbovePortMessage = (portRateLimitMbps: number) =>
  `IX rate limit cannot exceed rate limit of the associated Port (${portRateLimitMbps}Mbps)`;

/** The IX locations offered for a Port, or the spec's message when there are none. */
export function ixLocationsOrError<T>(locations: readonly T[]): { locations: readonly T[] } | { error: string } {
  return locations.length > 0 ? { locations } : { error: IX_MESSAGES.noLocations };
}

/** An IX rate limit as typed: a whole number of Mbps above zero, not above the associated Port's rate limit. */
export function parseIxRateLimit(
  input: string | number,
  portRateLimitMbps: number,
): { rateLimitMbps: number } | { error: string } {
  const text = typeof input === 'string' ? input.trim() : input;
  if (typeof text === 'number' ? !Number.isInteger(text) : !/^-?[0-9]+$/.test(text))
    return { error: IX_MESSAGES.rateLimitInteger };
  const rateLimitMbps = Number(text);
  if (rateLimitMbps <= 0) return { error: IX_MESSAGES.rateLimitAboveZero };
  if (rateLimitMbps > portRateLimitMbps) return { error: ixRateLimitAbovePortMessage(portRateLimitMbps) };
  return { rateLimitMbps };
}

/** The peering router's MAC address, stored as six lower-case pairs joined by colons. */
export function parseIxMacAddress(input: string): { macAddress: string } | { error: string } {
  const macAddress = normaliseMacAddress(input);
  return macAddress ? { macAddress } : { error: IX_MESSAGES.macInvalid };
}

/** The customer's AS number on the exchange. */
export function parseIxAsn(input: string | number): { asn: number } | { error: string } {
  const text = typeof input === 'string' ? input.trim() : input;
  return isValidAsn(text) ? { asn: Number(text) } : { error: IX_MESSAGES.asnInvalid };
}

/** MegaDirect: a speed that is not a whole number of at least 1 Mbps becomes 100; none is above 1000. */
export const MEGADIRECT_DEFAULT_SPEED_MBPS = 100;
export const MEGADIRECT_MAX_SPEED_MBPS = 1000;

export function megaDirectSpeed(input: string | number | null | undefined): number {
  const speed =
    input === null || input === undefined ? null : parseDigits(typeof input === 'string' ? input.trim() : input);
  if (speed === null || speed < 1) return MEGADIRECT_DEFAULT_SPEED_MBPS;
  return Math.min(speed, MEGADIRECT_MAX_SPEED_MBPS);
}

/**
 * A Port dropdown entry, the spec's positional array: [nServiceId, name, companyId, jServiceId, state, country,
 * rate limit or speed (Mbps), location id]. The last place is the "seventh field" (counted from 0) that matches the
 * two ends of a VXC: the Port's location (decision 0040).
 */
export type PortDropdownEntry = [
  nServiceId: number,
  name: string,
  companyId: number,
  jServiceId: number,
  state: string | null,
  country: string,
  rateLimitMbps: number,
  locationId: number,
];

export interface PortChoice {
  nServiceId: number;
  name: string;
  companyId: number;
  jServiceId: number;
  /** null where the country has no states */
  state: string | null;
  country: string;
  rateLimitMbps: number;
  locationId: number;
}

/** The entry of a Port, each field in its place. */
export function portDropdownEntry(port: PortChoice): PortDropdownEntry {
  return [
    port.nServiceId,
    port.name,
    port.companyId,
    port.jServiceId,
    port.state,
    port.country,
    port.rateLimitMbps,
    port.locationId,
  ];
}

/** The Port an entry names, each place read back by name. */
export function readPortDropdownEntry(entry: PortDropdownEntry): PortChoice {
  const [nServiceId, name, companyId, jServiceId, state, country, rateLimitMbps, locationId] = entry;
  return { nServiceId, name, companyId, jServiceId, state, country, rateLimitMbps, locationId };
}

/** A Port dropdown: the entries of the Ports given, leaving out the cloud partners whose Ports are never listed. */
export function portDropdown(ports: readonly PortChoice[]): PortDropdownEntry[] {
  return ports.filter((port) => !isExcludedFromPortDropdown(port.companyId)).map(portDropdownEntry);
}
