import { isStrictIpv4Cidr, isValidAsn, parseCidrList } from './network-identifiers.js';

/**
 * The AWS DirectConnect details of a VXC whose B end is an AWS port (customer portal spec §3, §5; admin console §3,
 * §5). Both the order form and the staff console's interface edit check them with this one strict rule: every
 * address and prefix a strict IPv4 CIDR, not the console's legacy '/0-99' mask pattern (decision 0040).
 */

export const AWS_MESSAGES = {
  invalid: 'Please input valid Amazon DirectConnect Configuration details',
} as const;

/** A public virtual interface reaches AWS's public services; a private one a VPC. */
export const AWS_INTERFACE_TYPES = ['public', 'private'] as const;
export type AwsInterfaceType = (typeof AWS_INTERFACE_TYPES)[number];

/** An AWS account id: twelve digits. */
const AWS_ACCOUNT_ID = /^[0-9]{12}$/;
/** The BGP MD5 key AWS accepts: 6 to 80 printable characters without white space. */
const AUTH_KEY = /^[\x21-\x7e]{6,80}$/;

/** The details as the form and the API carry them; blank text means "not given". */
export interface AwsDirectConnectDraft {
  type: string;
  /** the AWS account that will own the virtual interface (the order's awsId) */
  awsAccountId: string;
  customerAddress?: string | null;
  amazonAddress?: string | null;
  asn: string | number | null;
  authKey?: string | null;
  /** prefixes separated by commas or white space */
  prefixes?: string | null;
}

export interface AwsDirectConnectConfig {
  type: AwsInterfaceType;
  awsAccountId: string;
  customerAddress: string | null;
  amazonAddress: string | null;
  asn: number;
  authKey: string | null;
  prefixes: string[];
}

const blank = (text: string | null | undefined) => (text ?? '').trim() === '';

/**
 * The fields that are not valid, in form order; empty when the details may be ordered. The rule:
 * - type is public or private; the AWS account id is twelve digits; the ASN a valid AS number;
 * - the customer and Amazon addresses are strict IPv4 CIDRs (a.b.c.d/n), both given or both left for AWS to assign
 *   on a private interface; a public interface needs both (AWS assigns no public addresses);
 * - the auth key, when given, is 6-80 printable characters without spaces;
 * - a public interface needs at least one prefix; a private one may carry some (the provider's SDK sends them);
 *   each a strict IPv4 CIDR.
 */
export function awsDirectConnectInvalidFields(draft: AwsDirectConnectDraft): (keyof AwsDirectConnectDraft)[] {
  const invalid: (keyof AwsDirectConnectDraft)[] = [];
  const isPublic = draft.type === 'public';
  if (!(AWS_INTERFACE_TYPES as readonly string[]).includes(draft.type)) invalid.push('type');
  if (!AWS_ACCOUNT_ID.test(draft.awsAccountId.trim())) invalid.push('awsAccountId');
  const addressesBlank = blank(draft.customerAddress) && blank(draft.amazonAddress);
  for (const field of ['customerAddress', 'amazonAddress'] as const) {
    const value = (draft[field] ?? '').trim();
    if (value === '' ? isPublic || !addressesBlank : !isStrictIpv4Cidr(value)) invalid.push(field);
  }
  if (draft.asn === null || !isValidAsn(typeof draft.asn === 'string' ? draft.asn.trim() : draft.asn))
    invalid.push('asn');
  if (!blank(draft.authKey) && !AUTH_KEY.test((draft.authKey ?? '').trim())) invalid.push('authKey');
  const prefixes = parseCidrList(draft.prefixes ?? '');
  if (prefixes === null || (isPublic && prefixes.length === 0)) invalid.push('prefixes');
  return invalid;
}

/** The details ready to order, or the spec's one message when any field is not valid. */
export function parseAwsDirectConnect(
  draft: AwsDirectConnectDraft,
): { ok: true; config: AwsDirectConnectConfig } | { ok: false; message: string; fields: string[] } {
  const fields = awsDirectConnectInvalidFields(draft);
  if (fields.length > 0) return { ok: false, message: AWS_MESSAGES.invalid, fields };
  const text = (value: string | null | undefined) => (blank(value) ? null : (value ?? '').trim());
  return {
    ok: true,
    config: {
      type: draft.type as AwsInterfaceType,
      awsAccountId: draft.awsAccountId.trim(),
      customerAddress: text(draft.customerAddress),
      amazonAddress: text(draft.amazonAddress),
      asn: Number(typeof draft.asn === 'string' ? draft.asn.trim() : draft.asn),
      authKey: text(draft.authKey),
      prefixes: parseCidrList(draft.prefixes ?? '') ?? [],
    },
  };
}
