import { z } from 'zod';
import { NETWORK_DESIGN_LIMIT_MESSAGE, NETWORK_DESIGN_LIMITS, withinDesignLimits } from '@portico/domain';
import { MAX_ID } from './envelope.js';
import { strictVendorConfig } from './mve-vendor-config.js';

/**
 * The public API's order calls, as the provider's official Go SDK (github.com/megaport/megaportgo) sends them
 * (decision 0041): `POST /v3/networkdesign/validate` takes a bare array of items, `POST /v4/networkdesign/buy` the
 * same array wrapped as `{ networkDesign, discountCodes }`. One item per product: a Port (or LAG), an MCR, an MVE, or
 * the VXCs or IXs hung off an existing product (`productUid` + `associatedVxcs` / `associatedIxs`). These schemas take
 * the shapes only; the ordering service applies the rules and messages of packages/domain to what they read. Field
 * names are the SDK's JSON names; Go omits empty fields tagged `omitempty`, so those are optional here.
 */

/** A product uid: the SDK carries uids as GUID text. */
export const productUidSchema = z.guid({
  error: 'A product uid is a GUID, such as 36b3f68e-2f54-4331-bf94-f8984449365f',
});
const id = z.number().int().positive().max(MAX_ID);
const wholeNumber = z.number().int().min(0).max(MAX_ID);
const name = z.string().trim().min(1, 'Please enter a product name').max(100);
/** Months; which terms a product may have is the domain's rule (the SDK itself allows 1, 12, 24, 36, 48, 60). */
const term = z.number().int().min(1).max(60);
const costCentre = z.string().max(255);
const promoCode = z.string().trim().max(64);
const diversityZone = z.string().max(20);
/** epoch milliseconds: the SDK's `createDate`, always sent by a Port order (0 when not set) */
const epochMsOrZero = z.number().int().min(0);

/** The SDK's `resourceTags`: key/value pairs kept with the product. */
export const resourceTagsSchema = z
  .array(z.object({ key: z.string().min(1).max(128), value: z.string().max(256) }))
  .max(50);

/** `PortOrder` (port_types.go): productType MEGAPORT, our PORT; a lagPortCount of 1 or more orders a LAG. */
export const portOrderItemSchema = z.object({
  productName: name,
  term,
  productType: z.enum(['MEGAPORT', 'PORT']),
  portSpeed: z.number().int().positive(),
  locationId: id,
  createDate: epochMsOrZero.optional(),
  virtual: z.boolean().optional(),
  market: z.string().max(20),
  costCentre: costCentre.optional(),
  lagPortCount: z.number().int().min(0).max(8).optional(),
  marketplaceVisibility: z.boolean(),
  config: z.object({ diversityZone: diversityZone.optional() }),
  promoCode: promoCode.optional(),
  resourceTags: resourceTagsSchema.optional(),
});
export type PortOrderItem = z.infer<typeof portOrderItemSchema>;

/** `MCROrder` (mcr_types.go): productType MCR2; `costCentre` always sent, `marketplaceVisibility` only when set. */
export const mcrOrderItemSchema = z.object({
  locationId: id,
  productName: name,
  term,
  productType: z.literal('MCR2'),
  portSpeed: z.number().int().positive(),
  costCentre,
  promoCode: promoCode.optional(),
  marketplaceVisibility: z.boolean().optional(),
  config: z.object({ mcrAsn: z.number().int().positive().optional(), diversityZone: diversityZone.optional() }),
  addOns: z
    .array(
      z.object({
        addOnType: z.string().max(40),
        tunnelCount: wholeNumber.optional(),
        packCount: wholeNumber.optional(),
      }),
    )
    .max(10)
    .optional(),
  resourceTags: resourceTagsSchema.optional(),
});
export type McrOrderItem = z.infer<typeof mcrOrderItemSchema>;

/**
 * An MVE's vendor configuration (mve_types.go: ArubaConfig, CiscoConfig, FortinetConfig, …): every vendor sends
 * `vendor`, `imageId` and `productSize`, then the settings of its own type and nothing else (decision 0060).
 */
export const mveVendorConfigSchema = strictVendorConfig({
  vendor: z.string().min(1).max(40),
  imageId: id,
  productSize: z.string().min(1).max(20),
});

/** `MVEOrderConfig` (mve_types.go): productType MVE; the SDK sends one "Data Plane" vNIC when none are given. */
export const mveOrderItemSchema = z.object({
  locationId: id,
  productName: name,
  term,
  productType: z.literal('MVE'),
  promoCode: promoCode.optional(),
  costCentre: costCentre.optional(),
  vnics: z
    .array(z.object({ description: z.string().max(100), vlan: z.number().int().min(0).max(4094) }))
    .min(1)
    .max(5),
  vendorConfig: mveVendorConfigSchema.nullable().refine((config) => config !== null, {
    message: 'An MVE needs its vendor configuration: vendor, imageId and productSize',
  }),
  config: z.object({ diversityZone: diversityZone.optional() }),
  resourceTags: resourceTagsSchema.optional(),
});
export type MveOrderItem = z.infer<typeof mveOrderItemSchema>;

/** AWS: `VXCPartnerConfigAWS`, connectType AWS (a virtual interface) or AWSHC (a hosted connection). */
const awsPartnerConfigSchema = z.object({
  connectType: z.enum(['AWS', 'AWSHC']),
  type: z.string().max(20),
  ownerAccount: z.string().max(20),
  asn: z.number().int().positive().optional(),
  amazonAsn: z.number().int().positive().optional(),
  authKey: z.string().max(80).optional(),
  prefixes: z.string().max(2000).optional(),
  customerIpAddress: z.string().max(50).optional(),
  amazonIpAddress: z.string().max(50).optional(),
  name: z.string().max(100).optional(),
});
/**
 * Azure: `VXCPartnerConfigAzure`; Go sends `peers: null` when none are given. The SDK's constant is AZURE, its
 * integration test sends AzureExpressRoute: both are taken.
 */
const azurePartnerConfigSchema = z.object({
  connectType: z.enum(['AZURE', 'AzureExpressRoute']),
  serviceKey: z.string().max(64),
  peers: z
    .array(
      z.object({
        type: z.string().max(20),
        peer_asn: z.string().max(20).optional(),
        primary_subnet: z.string().max(50).optional(),
        secondary_subnet: z.string().max(50).optional(),
        prefixes: z.string().max(2000).optional(),
        shared_key: z.string().max(80).optional(),
        vlan: z.number().int().optional(),
      }),
    )
    .max(2)
    .nullable(),
});
const googlePartnerConfigSchema = z.object({ connectType: z.literal('GOOGLE'), pairingKey: z.string().max(128) });
const oraclePartnerConfigSchema = z.object({ connectType: z.literal('ORACLE'), virtualCircuitId: z.string().max(255) });
const transitPartnerConfigSchema = z.object({ connectType: z.literal('TRANSIT') });
/** An MCR A end: `VXCOrderVrouterPartnerConfig`, interfaces (addresses, BGP) kept as sent; no connectType (strict). */
const vrouterPartnerConfigSchema = z.strictObject({ interfaces: z.array(z.looseObject({})).max(10).optional() });

export const vxcPartnerConfigSchema = z.union([
  z.discriminatedUnion('connectType', [
    awsPartnerConfigSchema,
    azurePartnerConfigSchema,
    googlePartnerConfigSchema,
    oraclePartnerConfigSchema,
    transitPartnerConfigSchema,
  ]),
  vrouterPartnerConfigSchema,
]);
export type VxcPartnerConfig = z.infer<typeof vxcPartnerConfigSchema>;

/**
 * `VXCOrderEndpointConfiguration` (vxc_types.go). Go leaves out a 0 VLAN (the network picks one) and an empty uid;
 * `innerVlan` and `vNicIndex` come from the embedded MVE config when the end is an MVE. The VLAN's range is the
 * domain's rule.
 */
export const vxcOrderEndSchema = z.object({
  productUid: productUidSchema.optional(),
  vlan: z.number().int().min(-1).max(4095).optional(),
  diversityZone: diversityZone.optional(),
  partnerConfig: vxcPartnerConfigSchema.optional(),
  innerVlan: z.number().int().min(-1).max(4095).optional(),
  vNicIndex: z.number().int().min(0).max(4).optional(),
});

/** `VXCOrderConfiguration`: one VXC hung off the item's product (its A end). */
export const vxcOrderSchema = z.object({
  productName: name,
  serviceKey: z.string().max(64).optional(),
  promoCode: promoCode.optional(),
  /** absent: the order is refused by the domain's rule ('You need at least A- and B- ends, and a speed …') */
  rateLimit: wholeNumber.optional(),
  term,
  shutdown: z.boolean(),
  costCentre: costCentre.optional(),
  aEnd: vxcOrderEndSchema,
  bEnd: vxcOrderEndSchema,
  resourceTags: resourceTagsSchema.optional(),
});

/** `VXCOrder`: the A end's product uid and the VXCs to hang off it (strict: an item never carries IXs as well). */
export const vxcOrderItemSchema = z.strictObject({
  productUid: productUidSchema,
  associatedVxcs: z.array(vxcOrderSchema).min(1),
});
export type VxcOrderItem = z.infer<typeof vxcOrderItemSchema>;

/** `AssociatedIXOrder` (ix_types.go): the MAC address, ASN and VLAN are checked by the domain's IX rules. */
export const ixOrderSchema = z.object({
  productName: name,
  networkServiceType: z.string().min(1).max(100),
  asn: wholeNumber.max(4_294_967_295),
  macAddress: z.string().max(20),
  rateLimit: wholeNumber,
  vlan: z.number().int().min(-1).max(4095),
  shutdown: z.boolean(),
  promoCode: promoCode.optional(),
});

/** `IXOrder`: the Port's uid and the IXs to attach to it. */
export const ixOrderItemSchema = z.strictObject({
  productUid: productUidSchema,
  associatedIxs: z.array(ixOrderSchema).min(1),
});
export type IxOrderItem = z.infer<typeof ixOrderItemSchema>;

/** One item of a network design; which one is told by `productType`, or by `associatedVxcs` / `associatedIxs`. */
export const networkDesignItemSchema = z.union([
  portOrderItemSchema,
  mcrOrderItemSchema,
  mveOrderItemSchema,
  vxcOrderItemSchema,
  ixOrderItemSchema,
]);
export type NetworkDesignItem = z.infer<typeof networkDesignItemSchema>;

/**
 * At most NETWORK_DESIGN_LIMITS of items and services in one design (the SDK sends one item; the portal's order pages
 * a few): a bigger one is refused before anything is priced. The VXCs or IXs of one item are counted here, not by
 * the item's own schema, so that the answer is the limit's message rather than the union's 'Invalid input'.
 */
const networkDesignSchema = z
  .array(networkDesignItemSchema)
  .min(1)
  .max(NETWORK_DESIGN_LIMITS.items, NETWORK_DESIGN_LIMIT_MESSAGE)
  .refine((items) => withinDesignLimits(items), NETWORK_DESIGN_LIMIT_MESSAGE);

/** `POST /v3/networkdesign/validate`: the bare array (product.go `ValidateProductOrder` sends the items as they are). */
export const validateNetworkDesignBodySchema = networkDesignSchema;

/** `POST /v4/networkdesign/buy`: product.go `buyRequestV4`, the SDK always sending `discountCodes: []`. */
export const buyNetworkDesignBodySchema = z.object({
  networkDesign: networkDesignSchema,
  discountCodes: z.array(promoCode).max(5).default([]),
});
export type BuyNetworkDesignBody = z.infer<typeof buyNetworkDesignBodySchema>;
