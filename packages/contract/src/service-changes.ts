import {
  PORT_SPEEDS_MBPS,
  PRODUCT_CHANGE_TYPES,
  type ProductChangeType,
  SERVICE_CHANGE_MESSAGES,
  SERVICE_MESSAGES,
  VLAN_MAX,
  VLAN_MIN,
  VXC_MESSAGES,
} from '@portico/domain';
import { z } from 'zod';
import { idBody, idParam } from './envelope.js';
import { currencySchema } from './pricing.js';
import { productUidSchema } from './network-design.js';
import { costCentreSchema, serviceNameSchema } from './service-edits.js';

/**
 * Changes of a service's network settings (admin console §5, §7; decision 0051): the shapes only, the rules are the
 * domain's (VLAN range, IX rate limit and MAC, a Port's rate limit, the AWS details).
 */

const changeTypes = Object.keys(PRODUCT_CHANGE_TYPES) as [ProductChangeType, ...ProductChangeType[]];

/** `/v2/product/{type}/{uid}`: the type as the SDK writes it (megaport, mcr2, mve) or the spec's `port`. */
export const productChangeParams = z.object({
  productType: z
    .string()
    .transform((t) => t.toLowerCase())
    .pipe(z.enum(changeTypes, { error: SERVICE_CHANGE_MESSAGES.unknownProductType })),
  productUid: productUidSchema,
});

const rateLimit = z.number().int().positive().max(1_000_000);

/** A Port's rate limit is its speed: one of the port speeds (the change also keeps it above its connections). */
const portRateLimit = z.union(
  PORT_SPEEDS_MBPS.map((speed) => z.literal(speed)),
  { error: SERVICE_CHANGE_MESSAGES.portRateLimitNotOffered },
);

/**
 * `PUT /v2/product/{type}/{uid}`: the spec's `rateLimit` of a Port, and the Go SDK's ModifyProduct body — `ProductID`
 * and `ProductType` capitalised (Go's field names), `costCentre` always (empty clears it), `name` when changed, and
 * `marketplaceVisibility` when set (a Port's or MCR's listing in the marketplace). Whatever else the SDK sends (term,
 * asn, vnics) is not changed here and is dropped.
 */
export const productChangeSchema = z
  .object({
    ProductID: z.string().optional(),
    ProductType: z.string().optional(),
    name: serviceNameSchema.optional(),
    costCentre: costCentreSchema.optional().transform((c) => (c === '' ? null : c)),
    rateLimit: portRateLimit.optional(),
    marketplaceVisibility: z.boolean().optional(),
  })
  .refine((p) => [p.name, p.costCentre, p.rateLimit, p.marketplaceVisibility].some((v) => v !== undefined), {
    error: SERVICE_MESSAGES.nothingToUpdate,
  });
export type ProductChange = z.input<typeof productChangeSchema>;
export type ProductChangeParsed = z.output<typeof productChangeSchema>;

/** A VLAN as a change gives it: checked by the domain's rule (2-4094, or staff's -1) in the use case. */
const vlan = z.number({ error: VXC_MESSAGES.vlanRange }).int();

/**
 * `PUT technicalservice/vxc`: the VXC, and one change: its speed, or the VLAN of its A or B end (more than one is
 * refused by the change, after the caller's right to change the service is checked).
 */
export const vxcChangeSchema = z
  .object({
    nServiceId: idBody,
    jServiceId: idBody.optional(),
    speed: rateLimit.optional(),
    aVlan: vlan.optional(),
    bVlan: vlan.optional(),
    /** the VLAN the end holds now (the page's check counts it free); the server reads its own */
    currentVlan: z.number().int().optional(),
  })
  .refine((b) => [b.speed, b.aVlan, b.bVlan].some((v) => v !== undefined), {
    error: SERVICE_CHANGE_MESSAGES.oneVxcChange,
  });
export type VxcChange = z.input<typeof vxcChangeSchema>;

/** `PUT technicalservice/ix`: the IX, and one change: its VLAN, the MAC address or the rate limit (`speed`). */
export const ixChangeSchema = z
  .object({
    nServiceId: idBody,
    jServiceId: idBody.optional(),
    vlan: vlan.optional(),
    mac: z.string().max(100).optional(),
    /** the rate limit as typed: the domain's rule answers 'Rate limit must be an integer' */
    speed: z.union([z.number(), z.string().max(20)]).optional(),
    currentVlan: z.number().int().optional(),
  })
  .refine((b) => [b.vlan, b.mac, b.speed].some((v) => v !== undefined), {
    error: SERVICE_CHANGE_MESSAGES.oneIxChange,
  });
export type IxChange = z.input<typeof ixChangeSchema>;

/** `GET /v2/product/port/{uid}/vlan?vlan=N` (the SDK's CheckPortVLANAvailability). */
export const portVlanParams = z.object({ productUid: productUidSchema });
export const portVlanQuery = z.object({
  vlan: z.coerce
    .number({ error: VXC_MESSAGES.vlanRange })
    .int(VXC_MESSAGES.vlanRange)
    .min(VLAN_MIN, VXC_MESSAGES.vlanRange)
    .max(VLAN_MAX, VXC_MESSAGES.vlanRange),
});

/** `PUT /v2/product/vxc/aws?jServiceId=N`: the awsEdit popup's fields (admin console §2). */
export const awsEditQuery = z.object({ jServiceId: idParam });
export const awsEditSchema = z.object({
  type: z.string().max(20),
  customerAddress: z.string().max(100).nullable().optional(),
  amazonAddress: z.string().max(100).nullable().optional(),
  prefixes: z.string().max(2000).nullable().optional(),
});
export type AwsEdit = z.input<typeof awsEditSchema>;

/** A VXC's AWS interface as the popup shows it. */
export const awsInterfaceSchema = z.object({
  serviceId: z.number().int(),
  type: z.string(),
  awsAccountId: z.string(),
  customerAddress: z.string().nullable(),
  amazonAddress: z.string().nullable(),
  asn: z.number().int(),
  prefixes: z.array(z.string()),
});
export type AwsInterface = z.infer<typeof awsInterfaceSchema>;

/**
 * `PUT /v2/product/ix/{uid}` (the SDK's UpdateIX): the fields of its IXUpdate we change — name, cost centre, public
 * graph, VLAN, MAC address and rate limit; the others it may send (asn, password, reverse DNS, shutdown, a move to
 * another Port) are dropped, as the VXC's are.
 */
export const ixProductParams = z.object({ productUid: productUidSchema });
export const ixProductChangeSchema = z
  .object({
    name: serviceNameSchema.optional(),
    costCentre: costCentreSchema.optional().transform((c) => (c === '' ? null : c)),
    publicGraph: z.boolean().optional(),
    vlan: vlan.optional(),
    macAddress: z.string().max(100).optional(),
    rateLimit: rateLimit.optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { error: SERVICE_MESSAGES.nothingToUpdate });
export type IxProductChangeParsed = z.output<typeof ixProductChangeSchema>;

/** `PUT /v3/product/vxc/{uid}` (the SDK's UpdateVXC): the VXC's uid. */
export const vxcProductParams = z.object({ productUid: productUidSchema });

/**
 * `PUT /v3/product/vxc/{uid}`: the fields of the SDK's VXCUpdate we change — name, cost centre, the two ends' VLANs
 * and `rateLimit` (the VXC's speed change); the others it may send (term, shutdown, inner VLANs, a move) are dropped.
 */
export const vxcProductChangeSchema = z
  .object({
    name: serviceNameSchema.optional(),
    costCentre: costCentreSchema.optional().transform((c) => (c === '' ? null : c)),
    rateLimit: rateLimit.optional(),
    aEndVlan: vlan.optional(),
    bEndVlan: vlan.optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { error: SERVICE_MESSAGES.nothingToUpdate });
export type VxcProductChange = z.input<typeof vxcProductChangeSchema>;
export type VxcProductChangeParsed = z.output<typeof vxcProductChangeSchema>;

/** `GET /secure/technicalservice/{id}/rateLimit/{speed}/priceCheck`: a Port's or an IX's rate limit as asked. */
export const rateLimitCheckParams = z.object({
  id: idParam,
  speed: z.coerce.number({ error: 'The rate limit must be a number of Mbps' }).int().positive().max(1_000_000),
});

/**
 * What a Port's or an IX's rate-limit change would do (decision 0079): the rate limit now and asked for, how many
 * services change alike (a Port's LAG members), the monthly price in force and the new one (over those services;
 * null where there is none), whether the price moves, whether the network applies it later (the new price then
 * applies from that day), and whether a change of it already waits for the network.
 */
export const rateLimitCheckSchema = z.object({
  technicalServiceId: z.number().int(),
  productType: z.enum(['PORT', 'IX']),
  currentSpeed: z.number().int(),
  speed: z.number().int(),
  services: z.number().int(),
  currency: currencySchema.nullable(),
  currentMonthly: z.number().int().nullable(),
  newMonthly: z.number().int().nullable(),
  priceChanges: z.boolean(),
  appliedByNetwork: z.boolean(),
  pending: z.boolean(),
});
export type RateLimitCheck = z.infer<typeof rateLimitCheckSchema>;
