import {
  CUSTOMER_TERMS_MONTHS,
  DEFAULT_MCR_SPEED_MBPS,
  DEFAULT_MVE_VNIC,
  DIVERSITY_ZONES,
  isMcrAsn,
  isMcrSpeed,
  MVE_SIZES,
  MVE_VNICS_MAX,
  PRODUCT_ORDER_MESSAGES,
  SERVICE_MESSAGES,
  STAFF_TERMS_MONTHS,
} from '@portico/domain';
import { z } from 'zod';
import { costCentreSchema, serviceNameSchema } from './service-edits.js';
import { idBody, moneyAmount } from './envelope.js';
import { strictVendorConfig } from './mve-vendor-config.js';

// The MCR, MVE, MegaDirect, PXC and exchange-point orders (decision 0043), beside the port's (ordering.ts).

const term = z
  .number({ error: SERVICE_MESSAGES.termNotOffered })
  .refine((t) => (STAFF_TERMS_MONTHS as readonly number[]).includes(t), SERVICE_MESSAGES.termNotOffered)
  .default(12);
/** What an order names besides its product: the service's name and cost centre. */
const namingFields = {
  serviceName: serviceNameSchema,
  costCentre: costCentreSchema.default(null),
};
/** The naming fields and a promo code: what an MCR, MVE or PXC order names. */
const namingAndPromoFields = {
  ...namingFields,
  promoCode: z.string().trim().max(64).nullable().default(null),
};

/** An MCR (product type MCR2): a cloud router at a location. */
export const mcrOrderSchema = z.object({
  companyId: idBody,
  locationId: idBody,
  portSpeed: z
    .number({ error: PRODUCT_ORDER_MESSAGES.mcrSpeedNotOffered })
    .refine(isMcrSpeed, PRODUCT_ORDER_MESSAGES.mcrSpeedNotOffered)
    .default(DEFAULT_MCR_SPEED_MBPS),
  term,
  /** the MCR's own AS number; none: the provider's default */
  mcrAsn: z
    .number({ error: PRODUCT_ORDER_MESSAGES.mcrAsnInvalid })
    .refine(isMcrAsn, PRODUCT_ORDER_MESSAGES.mcrAsnInvalid)
    .nullable()
    .default(null),
  diversityZone: z.enum(DIVERSITY_ZONES).nullable().default(null),
  marketplaceVisibility: z.boolean().default(false),
  ...namingAndPromoFields,
});
export type McrOrder = z.input<typeof mcrOrderSchema>;
export type McrOrderParsed = z.output<typeof mcrOrderSchema>;

const vnicSchema = z.object({
  description: z.string().trim().min(1, PRODUCT_ORDER_MESSAGES.mveVnics).max(100),
  vlan: z.number().int().min(0).max(4094).default(0),
});

/** An MVE: a vendor's image on a virtual machine of a size, at a location, with its vNICs. */
export const mveOrderSchema = z.object({
  companyId: idBody,
  locationId: idBody,
  mveSize: z.enum(MVE_SIZES, { error: PRODUCT_ORDER_MESSAGES.mveSizeNotOffered }),
  /** the vendor, its image and that vendor's own settings, nothing else (decision 0060) */
  vendorConfig: strictVendorConfig(
    {
      vendor: z.string().trim().min(1, PRODUCT_ORDER_MESSAGES.mveVendorConfigRequired).max(100),
      imageId: z.number({ error: PRODUCT_ORDER_MESSAGES.mveImageNotOffered }).int().positive(),
      /** the public API's design names the size here too; `mveSize` is the one the order uses */
      productSize: z.string().max(20).optional(),
    },
    { error: PRODUCT_ORDER_MESSAGES.mveVendorConfigRequired },
  ),
  vnics: z
    .array(vnicSchema, { error: PRODUCT_ORDER_MESSAGES.mveVnics })
    .min(1, PRODUCT_ORDER_MESSAGES.mveVnics)
    .max(MVE_VNICS_MAX, PRODUCT_ORDER_MESSAGES.mveVnics)
    .default([{ ...DEFAULT_MVE_VNIC }]),
  term,
  diversityZone: z.enum(DIVERSITY_ZONES).nullable().default(null),
  ...namingAndPromoFields,
});
export type MveOrder = z.input<typeof mveOrderSchema>;
export type MveOrderParsed = z.output<typeof mveOrderSchema>;

/** A MegaDirect service on one of the channel partner's ports; the speed as typed (the domain's rule makes it). */
export const megaDirectOrderSchema = z.object({
  companyId: idBody,
  portServiceId: idBody,
  speed: z
    .union([z.number(), z.string().max(20)])
    .nullable()
    .default(null),
  term: z
    .number({ error: SERVICE_MESSAGES.termNotOffered })
    .refine((t) => (CUSTOMER_TERMS_MONTHS as readonly number[]).includes(t), SERVICE_MESSAGES.termNotOffered)
    .default(12),
  ...namingFields,
});
export type MegaDirectOrder = z.input<typeof megaDirectOrderSchema>;
export type MegaDirectOrderParsed = z.output<typeof megaDirectOrderSchema>;

/** A private cross connect between two ports of the company at one location. */
export const pxcOrderSchema = z.object({
  companyId: idBody,
  aPortServiceId: idBody,
  bPortServiceId: idBody,
  term,
  ...namingAndPromoFields,
});
export type PxcOrder = z.input<typeof pxcOrderSchema>;
export type PxcOrderParsed = z.output<typeof pxcOrderSchema>;

/** The staff's exchange-point (ECIX) order: a service that is not our port, billed as staff say (customer portal §3). */
export const exchangeOrderSchema = z.object({
  supplier: z.number({ error: PRODUCT_ORDER_MESSAGES.supplierRequired }).int().positive(),
  companyId: idBody,
  /** the monthly charge, in minor units of the company's currency with the supplier */
  recurring: moneyAmount(),
  setup: moneyAmount().default(0),
  productType: z.enum(['NON_PORT']).default('NON_PORT'),
  termInMonths: z.number({ error: SERVICE_MESSAGES.termNotOffered }).int().min(1).max(60).default(12),
  contractStartDate: z.iso.date(),
  description: z
    .string({ error: PRODUCT_ORDER_MESSAGES.descriptionRequired })
    .trim()
    .min(1, PRODUCT_ORDER_MESSAGES.descriptionRequired)
    .max(200),
});
export type ExchangeOrder = z.input<typeof exchangeOrderSchema>;
export type ExchangeOrderParsed = z.output<typeof exchangeOrderSchema>;

/** `GET /v3/product/mve/variants`: the sizes of an MVE (the SDK's MVESize). */
export const mveVariantSchema = z.object({
  size: z.enum(MVE_SIZES),
  label: z.string(),
  cpuCoreCount: z.number().int(),
  ramGB: z.number().int(),
});
export const mveVariantsSchema = z.array(mveVariantSchema);
export type MveVariant = z.infer<typeof mveVariantSchema>;

/**
 * `GET /v4/product/mve/images`: `{mveImages: [{product, vendor, vendorProductId, images: [...]}]}`, the images
 * grouped by vendor and product as the v4 API (and the SDK's MVEImageAPIResponseV4, which flattens them) has them.
 */
const mveImageVersionSchema = z.object({
  id: z.number().int(),
  version: z.string(),
  productCode: z.string(),
  vendorDescription: z.string(),
  releaseImage: z.boolean(),
  availableSizes: z.array(z.enum(MVE_SIZES)),
});
const mveImageProductSchema = z.object({
  product: z.string(),
  vendor: z.string(),
  vendorProductId: z.string(),
  images: z.array(mveImageVersionSchema),
});
export const mveImagesSchema = z.object({ mveImages: z.array(mveImageProductSchema) });
export type MveImageProducts = z.infer<typeof mveImagesSchema>;
