import { PRODUCT_TYPES, PROVISIONING_STATUSES } from '@portico/domain';
import { z } from 'zod';
import { idParam, pageQuerySchema, pageSchema } from './envelope.js';
import { networkChangeMarkSchema } from './services-network.js';

/** A product of the company (`/customerProducts`): the service with its contract and the price it was ordered at. */
export const customerProductSchema = z.object({
  technicalServiceId: z.number().int(),
  technicalServiceUid: z.string(),
  productType: z.string(),
  name: z.string(),
  provisioningStatus: z.enum(PROVISIONING_STATUSES),
  locationId: z.number().int().nullable(),
  /** the location's name and metro, when the service stands in one */
  location: z.string().nullable(),
  speedMbps: z.number().int(),
  termMonths: z.number().int().nullable(),
  /** YYYY-MM-DD, or null before the contract starts */
  contractStartDate: z.string().nullable(),
  contractEndDate: z.string().nullable(),
  /** the monthly charge of its billing set-up in minor units of `currency`; null when none is set up */
  monthlyCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  /**
   * a change waiting for the network or refused by it (decision 0069); null when none. The server always sends it;
   * the default keeps an answer without it (an older server's) readable.
   */
  networkChange: networkChangeMarkSchema.nullable().default(null),
});
export type CustomerProduct = z.infer<typeof customerProductSchema>;

export const customerProductsParamsSchema = z.object({ id: idParam });

/** The products page: paged, searched by name or id, filtered by product type; `format=csv` exports every row. */
export const customerProductsQuerySchema = pageQuerySchema.extend({
  productType: z.preprocess((v) => (v === '' || v === 'ALL' ? undefined : v), z.enum(PRODUCT_TYPES).optional()),
});
export type CustomerProductsQuery = z.infer<typeof customerProductsQuerySchema>;

export const customerProductPageSchema = pageSchema(customerProductSchema);

export const serviceHistoryParamsSchema = z.object({ id: idParam });

/** One entry of a service's history: a lifecycle event or a recorded change, with who made it. */
export const serviceHistoryItemSchema = z.object({
  at: z.number().int(),
  kind: z.enum(['event', 'change']),
  /** the lifecycle event's routing key or the change's action, for programs */
  code: z.string(),
  /** what happened, in words */
  what: z.string(),
  /** a person's name, or the part of the system that did it */
  who: z.string(),
  /** true when a person did it, false for the system */
  byPerson: z.boolean(),
});
export type ServiceHistoryItem = z.infer<typeof serviceHistoryItemSchema>;
