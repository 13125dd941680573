import { z } from 'zod';
import { envelope, errorBodySchema } from './envelope.js';
import { productUidSchema } from './network-design.js';

/**
 * What the public API's order calls answer, in the shapes the provider's Go SDK reads (decision 0041): the buy's
 * `data` (one entry per service created), the validate's prices, `GET /v2/product/{uid}` (polled until
 * `provisioningStatus` is CONFIGURED or LIVE) and the error body, whose `data` is a string because the SDK decodes
 * it into a Go string. Objects are loose: the SDK ignores what it does not read, and the portal may add fields.
 */

/**
 * One service the buy created. Ports, LAG ports, MCRs, MVEs and IXs: the SDK reads `technicalServiceUid`; a VXC's
 * answer is its order (vxc_types.go `VXCOrderConfirmation`) and the SDK reads `vxcJTechnicalServiceUid`. The portal
 * sends both uids on a VXC entry, with its approval statuses; the provider's own VXC answer has only the second.
 */
export const boughtServiceSchema = z
  .looseObject({
    technicalServiceUid: productUidSchema.optional(),
    vxcJTechnicalServiceUid: productUidSchema.optional(),
    productType: z.string().optional(),
    provisioningStatus: z.string().optional(),
    payerStatus: z.string().optional(),
    nonPayerStatus: z.string().optional(),
  })
  .refine((s) => s.technicalServiceUid !== undefined || s.vxcJTechnicalServiceUid !== undefined, {
    message: 'A bought service names its technicalServiceUid (vxcJTechnicalServiceUid for a VXC)',
  });
export type BoughtService = z.infer<typeof boughtServiceSchema>;

/** `POST /v4/networkdesign/buy` answers `{ message, terms, data: [...] }`, services in the order of the items. */
export const buyNetworkDesignAnswerSchema = envelope(z.array(boughtServiceSchema));

/** A price element of the validate's answer: amounts in minor units (cents), as everywhere in the portal. */
export const designPriceSchema = z.object({
  currency: z.string().length(3),
  /** the recurring charge a month after every discount */
  monthlyRate: z.number().int().min(0),
  /** the list price a month before any discount */
  monthlyRackRate: z.number().int().min(0),
  /** charged once, at set-up */
  monthlySetup: z.number().int().min(0),
  discounts: z.array(
    z.object({
      discountReason: z.enum(['TERM', 'PROMO', 'PARTNER', 'WHOLESALE']),
      amount: z.number().int().min(0),
      code: z.string().optional(),
    }),
  ),
});

/**
 * One priced service of `POST /v3/networkdesign/validate`, in the order of the items (the SDK only checks the call
 * succeeds; the portal's order pages show the prices).
 */
export const validatedServiceSchema = z.object({
  productName: z.string(),
  productType: z.string(),
  price: designPriceSchema,
});
export const validateNetworkDesignAnswerSchema = envelope(z.array(validatedServiceSchema));

const epochMsOrNull = z.number().int().nullable();
const locationDetailSchema = z.looseObject({
  name: z.string(),
  city: z.string(),
  metro: z.string(),
  country: z.string(),
});

/** An end of a VXC as `GET /v2/product/{uid}` shows it (vxc_types.go `VXCEndConfiguration`). */
export const productVxcEndSchema = z.looseObject({
  ownerUid: z.string(),
  productUid: productUidSchema,
  productName: z.string(),
  locationId: z.number().int(),
  location: z.string(),
  vlan: z.number().int().nullable(),
  innerVlan: z.number().int().nullable(),
  secondaryName: z.string().nullable(),
  locationDetail: locationDetailSchema.nullable().optional(),
});

/**
 * `GET /v2/product/{uid}`'s `data`, the fields the SDK reads of every product (port_types.go `Port`, vxc_types.go
 * `VXC`, ix_types.go `IX`, mcr_types.go `MCR`, mve_types.go `MVE`): the common ones here, each product's own ones
 * optional. Dates are epoch milliseconds or null. `productType` is always sent, as `GetProductType` reads it of any
 * uid: MEGAPORT for a Port (the SDK compares it in lower case; our code is PORT), VXC, IX, MCR2 or MVE.
 */
export const productSchema = z.looseObject({
  productId: z.number().int(),
  productUid: productUidSchema,
  productName: z.string(),
  productType: z.string(),
  /** NEW, DESIGN, DEPLOYABLE, CONFIGURED, LIVE, …; the SDK waits for CONFIGURED or LIVE */
  provisioningStatus: z.string(),
  createDate: epochMsOrNull,
  createdBy: z.string().optional(),
  terminateDate: epochMsOrNull.optional(),
  liveDate: epochMsOrNull.optional(),
  contractStartDate: epochMsOrNull.optional(),
  contractEndDate: epochMsOrNull.optional(),
  contractTermMonths: z.number().int().optional(),
  // read of Ports, VXCs, MCRs and MVEs (the SDK's IX has none of them); the portal sends them for every product
  companyUid: z.string().optional(),
  companyName: z.string().optional(),
  costCentre: z.string().optional(),
  locked: z.boolean().optional(),
  adminLocked: z.boolean().optional(),
  cancelable: z.boolean().optional(),
  attributeTags: z.record(z.string(), z.unknown()).nullable().optional(),
  // Port, MCR, MVE
  portSpeed: z.number().int().optional(),
  market: z.string().optional(),
  locationId: z.number().int().optional(),
  marketplaceVisibility: z.boolean().optional(),
  vxcpermitted: z.boolean().optional(),
  vxcAutoApproval: z.boolean().optional(),
  lagPrimary: z.boolean().optional(),
  lagId: z.number().int().nullable().optional(),
  aggregationId: z.number().int().nullable().optional(),
  virtual: z.boolean().optional(),
  buyoutPort: z.boolean().nullable().optional(),
  diversityZone: z.string().optional(),
  locationDetail: locationDetailSchema.nullable().optional(),
  associatedVxcs: z
    .array(z.looseObject({ productUid: productUidSchema }))
    .nullable()
    .optional(),
  associatedIxs: z
    .array(z.looseObject({ productUid: productUidSchema }))
    .nullable()
    .optional(),
  // MVE
  vendor: z.string().optional(),
  mveSize: z.string().optional(),
  // VXC, IX
  rateLimit: z.number().int().optional(),
  distanceBand: z.string().optional(),
  aEnd: productVxcEndSchema.optional(),
  bEnd: productVxcEndSchema.optional(),
  vxcApproval: z
    .looseObject({
      status: z.string().nullable(),
      message: z.string().nullable(),
      uid: z.string().nullable(),
      type: z.string().nullable(),
      newSpeed: z.number().int().nullable(),
    })
    .nullable()
    .optional(),
  vlan: z.number().int().optional(),
  macAddress: z.string().optional(),
  asn: z.number().int().optional(),
  networkServiceType: z.string().optional(),
  resources: z.looseObject({}).nullable().optional(),
});
export type Product = z.infer<typeof productSchema>;
export const productAnswerSchema = envelope(productSchema);

/**
 * The error body of the public API's calls (errors.go `ErrorResponse`): `data` is a string (the first detail, or
 * empty), never an object, or the SDK cannot decode it. `code` is the portal's machine code, which the SDK ignores.
 */
export const publicApiErrorBodySchema = errorBodySchema.extend({ data: z.string() });
export type PublicApiErrorBody = z.infer<typeof publicApiErrorBodySchema>;
