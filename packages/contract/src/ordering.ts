import {
  DIVERSITY_ZONES,
  isLagPortCount,
  isPortSpeed,
  LIFECYCLE_ROUTING_KEYS,
  PORT_ORDER_TYPES,
  PROVISIONING_STATUSES,
  SERVICE_MESSAGES,
  STAFF_TERMS_MONTHS,
} from '@portico/domain';
import { z } from 'zod';
import { idBody, idParam, moneyAmount } from './envelope.js';
import { quoteSchema } from './pricing.js';

// Schemas of ordering (decision 0039) and of the technical services an order creates (decision 0038).

const isoDate = z.iso.date();

/** A port order, as the customer's /orderPort form and the staff's /adminOrderPort send it. */
export const portOrderSchema = z.object({
  /** the company the port is for: the caller's own, or one that virtually employs it */
  companyId: idBody,
  productType: z.enum(PORT_ORDER_TYPES).default('PORT'),
  portSpeed: z
    .number({ error: SERVICE_MESSAGES.speedNotOffered })
    .refine(isPortSpeed, SERVICE_MESSAGES.speedNotOffered)
    .default(10_000),
  /** ports in a LAG, 1 to 8 (a single port: 1) */
  lagPortCount: z
    .number({ error: SERVICE_MESSAGES.lagCount })
    .refine(isLagPortCount, SERVICE_MESSAGES.lagCount)
    .default(1),
  locationId: idBody,
  diversityZone: z.enum(DIVERSITY_ZONES).nullable().default(null),
  marketplaceVisibility: z.boolean().default(false),
  /** months; customers 1, 2, 3, 6, 12, 24, 36, staff also 15 and 18 (checked against the caller by the server) */
  term: z
    .number({ error: SERVICE_MESSAGES.termNotOffered })
    .refine((t) => (STAFF_TERMS_MONTHS as readonly number[]).includes(t), SERVICE_MESSAGES.termNotOffered)
    .default(12),
  serviceName: z.string().trim().min(1, SERVICE_MESSAGES.nameRequired).max(100),
  costCentre: z.string().trim().max(100).nullable().default(null),
  promoCode: z.string().trim().max(64).nullable().default(null),
});
export type PortOrder = z.input<typeof portOrderSchema>;
export type PortOrderParsed = z.output<typeof portOrderSchema>;

/** What staff add to a port order (customer portal §3): overrides of the term, the auto-renew term and the price. */
export const adminPortOrderSchema = portOrderSchema.extend({
  overrideTerm: z.number().int().min(1).max(60).nullable().default(null),
  overrideAutoRenewTerm: z.number().int().min(1).max(60).nullable().default(null),
  /** the monthly charge instead of the price book's, in minor units */
  overrideRecurringCharge: moneyAmount().nullable().default(null),
});
export type AdminPortOrder = z.input<typeof adminPortOrderSchema>;
export type AdminPortOrderParsed = z.output<typeof adminPortOrderSchema>;

/**
 * The admin order's body as the route takes it: any JSON object. The service checks it against
 * `adminPortOrderSchema` itself, so that a failure can answer with the first detail appended (customer portal §8).
 */
export const adminPortOrderBodySchema = z.looseObject({ companyId: idBody });

export const resourceSchema = z.object({
  resourceType: z.string(),
  aVlan: z.number().int().nullable(),
  bVlan: z.number().int().nullable(),
  rateLimitMbps: z.number().int().nullable(),
  portSpeed: z.number().int().nullable(),
  macAddress: z.string().nullable(),
  portServiceId: z.number().int().nullable(),
  vlan: z.number().int().nullable(),
});

export const componentSchema = z.object({
  componentId: z.number().int(),
  type: z.string(),
  status: z.string(),
  locationId: z.number().int().nullable(),
  aEndServiceId: z.number().int().nullable(),
  bEndServiceId: z.number().int().nullable(),
  resources: z.array(resourceSchema),
});

/** A technical service as the spec names its fields (admin console §3). */
export const technicalServiceSchema = z.object({
  technicalServiceId: z.number().int(),
  technicalServiceUid: z.string(),
  productType: z.string(),
  name: z.string(),
  companyId: z.number().int(),
  costCentre: z.string().nullable(),
  publicGraph: z.boolean(),
  rateLimit: z.number().int(),
  aLocationId: z.number().int().nullable(),
  aggregationId: z.number().int().nullable(),
  provisioningStatus: z.enum(PROVISIONING_STATUSES),
  vxcDistanceBand: z.string().nullable(),
  buyoutPort: z.boolean(),
  mveSize: z.string().nullable(),
  contractStartDate: isoDate.nullable(),
  contractEndDate: isoDate.nullable(),
  termMonths: z.number().int().nullable(),
  marketplaceVisibility: z.boolean(),
  diversityZone: z.string().nullable(),
  promoCode: z.string().nullable(),
  orderId: z.number().int().nullable(),
  /** a company admin's lock: nobody may cancel or change the service until it is unlocked (decision 0049) */
  locked: z.boolean(),
  /** the day a cancelled service ends (decision 0049); null when not cancelled */
  terminationDate: isoDate.nullable(),
  components: z.array(componentSchema),
  /** lifecycle events so far, oldest first; `at` in epoch milliseconds */
  events: z.array(z.object({ routingKey: z.enum(LIFECYCLE_ROUTING_KEYS), at: z.number().int() })),
});
export type TechnicalService = z.infer<typeof technicalServiceSchema>;

export const serviceParams = z.object({ id: idParam });
export const orderParams = z.object({ orderId: idParam });

/** What an order answers: the order, its services (the page polls them until LIVE) and the quote it was placed at. */
export const placedOrderSchema = z.object({
  orderId: z.number().int(),
  companyId: z.number().int(),
  services: z.array(
    technicalServiceSchema.pick({
      technicalServiceId: true,
      technicalServiceUid: true,
      name: true,
      productType: true,
      provisioningStatus: true,
      aggregationId: true,
    }),
  ),
  quote: quoteSchema,
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const orderServicesSchema = placedOrderSchema.pick({ orderId: true, companyId: true, services: true });
export type OrderServices = z.infer<typeof orderServicesSchema>;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** An Idempotency-Key: 1 to 200 visible characters (a UUID is usual). */
export const idempotencyKeySchema = z
  .string({ error: SERVICE_MESSAGES.idempotencyKeyRequired })
  .trim()
  .min(1, SERVICE_MESSAGES.idempotencyKeyRequired)
  .max(200)
  .regex(/^[\x21-\x7e]+$/, SERVICE_MESSAGES.idempotencyKeyRequired);
export const orderHeadersSchema = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });
