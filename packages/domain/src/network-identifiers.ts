/**
 * The syntax of the numbers and addresses a network order carries (VLAN ids, IPv4 CIDR prefixes, AS numbers, MAC
 * addresses), written once for the server and the forms. Which of them an order needs, and the messages, are in the
 * product's rules (vxc-rules.ts, ix-rules.ts, aws-direct-connect.ts). Decision 0040 records the choices.
 */

/** A VLAN id a customer may ask for: 2 to 4094 (0, 1 and 4095 are reserved by IEEE 802.1Q and the switches). */
export const VLAN_MIN = 2;
export const VLAN_MAX = 4094;
/** Staff may ask for -1: the network picks a free VLAN itself ("automatic"). */
export const VLAN_AUTOMATIC = -1;

const DIGITS = /^[0-9]+$/;

/** A whole number written with digits only (no sign, no decimals, no exponent, no spaces); null otherwise. */
export function parseDigits(input: string | number): number | null {
  if (typeof input === 'number') return Number.isSafeInteger(input) && input >= 0 ? input : null;
  if (!DIGITS.test(input) || input.length > 15) return null;
  return Number(input);
}

export function isVlanInRange(vlan: number): boolean {
  return Number.isInteger(vlan) && vlan >= VLAN_MIN && vlan <= VLAN_MAX;
}

// one octet: 0, 1-9, 10-99, 100-199, 200-249, 250-255; no leading zero (01 could be read as octal)
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])';
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);
const IPV4_CIDR = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}/(?:3[0-2]|[12][0-9]|[0-9])$`);

/** A dotted IPv4 address: four octets 0-255 written without leading zeros. */
export function isStrictIpv4(text: string): boolean {
  return IPV4.test(text);
}

/**
 * An IPv4 prefix a.b.c.d/n, strictly: four octets 0-255 without leading zeros, a mask 0-32 without leading zeros,
 * nothing else (no spaces, no missing parts). Host bits may be set (10.0.0.1/30 names an interface address).
 */
export function isStrictIpv4Cidr(text: string): boolean {
  return IPV4_CIDR.test(text);
}

/**
 * A list of prefixes separated by commas or white space (the spec's rule), each a strict IPv4 CIDR. Answers the
 * prefixes in order, or null when any part is not one: an empty part between two commas, a trailing separator, a
 * space inside a prefix ('1.2.3.4 /24') all make the list invalid, so nothing typed is silently dropped. Blank text
 * is an empty list.
 */
export function parseCidrList(text: string): string[] | null {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  // one separator is a comma with optional white space round it, or white space alone
  const parts = trimmed.split(/\s*,\s*|\s+/);
  return parts.every(isStrictIpv4Cidr) ? parts : null;
}

/** AS numbers: 32-bit (RFC 6793), without 0, AS_TRANS 23456 and the last one 4294967295 (RFC 7607, RFC 7300). */
export const ASN_MIN = 1;
export const ASN_MAX = 4_294_967_294;
const AS_TRANS = 23_456;

export function isValidAsn(value: string | number): boolean {
  const asn = parseDigits(value);
  return asn !== null && asn >= ASN_MIN && asn <= ASN_MAX && asn !== AS_TRANS;
}

const MAC = /^[0-9a-f]{2}([:-])[0-9a-f]{2}(?:\1[0-9a-f]{2}){4}$/i;
const MAC_DOTTED = /^[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}$/i;

/**
 * A unicast MAC address, answered as six lower-case pairs joined by colons; null when not one. Accepts
 * aa:bb:cc:dd:ee:ff, aa-bb-cc-dd-ee-ff (one separator throughout) and the switches' aabb.ccdd.eeff. Refuses the
 * all-zero address and group (multicast or broadcast) addresses, which no peering router can have.
 */
export function normaliseMacAddress(text: string): string | null {
  const input = text.trim();
  let hex: string;
  if (MAC.test(input)) hex = input.replace(/[:-]/g, '');
  else if (MAC_DOTTED.test(input)) hex = input.replace(/\./g, '');
  else return null;
  hex = hex.toLowerCase();
  if (/^0+$/.test(hex)) return null;
  if (parseInt(hex.slice(0, 2), 16) & 1) return null;
  return (hex.match(/../g) ?? []).join(':');
}
