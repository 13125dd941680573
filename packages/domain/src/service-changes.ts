import {
  AWS_INTERFACE_TYPES,
  type AwsDirectConnectConfig,
  type AwsInterfaceType,
  parseAwsDirectConnect,
} from './aws-direct-connect.js';
import { PORT_SPEEDS_MBPS } from './pricing.js';
import type { ProductType } from './service-rules.js';

/** Changes of a service's network settings: a port's rate limit, a VXC's or IX's VLAN, MAC and rate limit (decision 0051). */
export const SERVICE_CHANGE_MESSAGES = {
  portUpdated: 'Port updated successfully',
  accepted: 'Your update has been accepted and will be applied in a few moments',
  // Our words (the spec names the rules, not the texts).
  unknownProductType: 'The product type must be port, megaport, mcr2 or mve',
  wrongProductType: 'This product is not of the type named in the address',
  productIdMismatch: 'ProductID must be the uid named in the address',
  rateLimitPortOnly: "Only a Port's rate limit can be changed here",
  portRateLimitNotOffered: 'A Port runs at 1, 10 or 100 Gbps: please choose one of these rate limits',
  notAVxc: 'This service is not a VXC',
  notAnIx: 'This service is not an IX',
  notAPort: 'This service is not a Port',
  idsDiffer: 'nServiceId and jServiceId must name the same service',
  oneVxcChange: 'Please give one change: a speed, an A-End VLAN or a B-End VLAN',
  oneIxChange: 'Please give one change: a VLAN, a MAC address or a rate limit',
  noAwsEnd: 'This VXC has no AWS end',
  awsPublicOnly: 'Only a public interface can be edited here',
  vlanEndMissing: 'This VXC has no Port at that end',
  changePending: 'A change of this setting is waiting for the network: please try again once it is applied',
  awsChangeUnreadable: 'The AWS interface asked for could not be read: please make the change again',
  rateLimitUnchanged: 'The service already runs at this rate limit',
  rateLimitPricedPortOrIx: "Only a Port's or an IX's rate limit change is priced here",
} as const;

/** 'The rate limit cannot be below ...': a Port's connections must still fit on it. */
export const portRateLimitBelowConnectionsMessage = (fastestMbps: number) =>
  `The rate limit cannot be below the speed of the Port's fastest connection (${fastestMbps}Mbps)`;

/**
 * The product types the public API's `PUT /v2/product/{type}/{uid}` names, as the provider's SDK spells them, and the
 * product of ours each means: `port` (the spec) and `megaport` (the SDK) are both our PORT.
 */
export const PRODUCT_CHANGE_TYPES = {
  port: ['PORT'],
  megaport: ['PORT'],
  mcr2: ['MCR2', 'MCR'],
  mve: ['MVE'],
} as const satisfies Record<string, readonly ProductType[]>;
export type ProductChangeType = keyof typeof PRODUCT_CHANGE_TYPES;

/** Whether a service of `productType` is the product the address names. */
export function isProductOfChangeType(pathType: ProductChangeType, productType: string): boolean {
  return (PRODUCT_CHANGE_TYPES[pathType] as readonly string[]).includes(productType);
}

/**
 * A Port's new rate limit: a Port runs at one of the port speeds (its rate limit is its speed), and never below the
 * speed of a VXC or IX on it (decision 0051). Answers the message, or null when it may be set.
 */
export function portRateLimitError(rateLimitMbps: number, fastestConnectionMbps: number): string | null {
  if (!(PORT_SPEEDS_MBPS as readonly number[]).includes(rateLimitMbps))
    return SERVICE_CHANGE_MESSAGES.portRateLimitNotOffered;
  return rateLimitMbps < fastestConnectionMbps ? portRateLimitBelowConnectionsMessage(fastestConnectionMbps) : null;
}

/** What the AWS interface editor (awsEdit) changes: the type, the two addresses and the prefixes. */
export interface AwsInterfaceEdit {
  type: string;
  customerAddress?: string | null;
  amazonAddress?: string | null;
  prefixes?: string | null;
}

/**
 * The AWS details after an edit (admin console's awsEdit popup): only a public interface is edited there; the
 * account, ASN and key stay as ordered, and the whole result is checked by the one AWS rule.
 */
export function editedAwsConfig(
  current: AwsDirectConnectConfig,
  edit: AwsInterfaceEdit,
): { ok: true; config: AwsDirectConnectConfig } | { ok: false; message: string } {
  if (edit.type !== 'public') return { ok: false, message: SERVICE_CHANGE_MESSAGES.awsPublicOnly };
  const parsed = parseAwsDirectConnect({
    type: edit.type,
    awsAccountId: current.awsAccountId,
    asn: current.asn,
    authKey: current.authKey,
    customerAddress: edit.customerAddress ?? null,
    amazonAddress: edit.amazonAddress ?? null,
    prefixes: edit.prefixes ?? null,
  });
  return parsed.ok ? parsed : { ok: false, message: parsed.message };
}

/**
 * The part of a VXC's AWS interface the awsEdit popup changes, as a change of it is sent to the network and recorded
 * (decision 0069): the account, ASN and key stay as ordered and are not part of it.
 */
export interface AwsInterfaceSettings {
  type: AwsInterfaceType;
  customerAddress: string | null;
  amazonAddress: string | null;
  prefixes: string[];
}

/** The settings of an interface's details. */
export function awsInterfaceSettings(config: AwsDirectConnectConfig): AwsInterfaceSettings {
  return {
    type: config.type,
    customerAddress: config.customerAddress,
    amazonAddress: config.amazonAddress,
    prefixes: [...config.prefixes],
  };
}

/** The settings as a network change carries them (its `from` and `to`): JSON, its keys in one order. */
export function awsInterfaceSettingsText(settings: AwsInterfaceSettings): string {
  const { type, customerAddress, amazonAddress, prefixes } = settings;
  return JSON.stringify({ type, customerAddress, amazonAddress, prefixes });
}

const addressOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** The settings a network change carries, or null when the text is not such settings. */
export function parseAwsInterfaceSettings(text: string | null): AwsInterfaceSettings | null {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    return null;
  }
  const v = value as Partial<Record<keyof AwsInterfaceSettings, unknown>> | null;
  if (typeof v !== 'object' || v === null) return null;
  if (!(AWS_INTERFACE_TYPES as readonly unknown[]).includes(v.type)) return null;
  if (!addressOrNull(v.customerAddress) || !addressOrNull(v.amazonAddress)) return null;
  if (!Array.isArray(v.prefixes) || !v.prefixes.every((p) => typeof p === 'string')) return null;
  return {
    type: v.type as AwsInterfaceType,
    customerAddress: v.customerAddress,
    amazonAddress: v.amazonAddress,
    prefixes: v.prefixes as string[],
  };
}

/**
 * The settings in words, as the service page shows a change of them: 'public, customer 203.0.113.1/30, Amazon
 * 203.0.113.2/30, prefixes 203.0.113.0/24, 198.51.100.0/24'; the text itself when it is not such settings.
 */
export function describeAwsInterfaceSettings(text: string): string {
  const settings = parseAwsInterfaceSettings(text);
  if (!settings) return text;
  const parts: string[] = [settings.type];
  if (settings.customerAddress !== null) parts.push(`customer ${settings.customerAddress}`);
  if (settings.amazonAddress !== null) parts.push(`Amazon ${settings.amazonAddress}`);
  parts.push(settings.prefixes.length === 0 ? 'no prefixes' : `prefixes ${settings.prefixes.join(', ')}`);
  return parts.join(', ');
}
