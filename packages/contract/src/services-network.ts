import { BILLING_STATUSES, PRODUCT_TYPES, PROVISIONING_STATUSES, SERVICE_USAGES } from '@portico/domain';
import { z } from 'zod';
import { idParam, pageQuerySchema, pageSchema, wholeNumberText } from './envelope.js';

/** The network screen's page size: the spec's 1000 per page, also the most a caller may ask for. */
export const NETWORK_PAGE_LIMIT = 1_000;

/** The answer header carrying the number of the company's services the filters keep (admin console §7). */
export const PAGINATION_TOTAL_HEADER = 'Pagination-Total-Count';

/** A filter of the service lists whose value ALL means no filter, as the spec's screens send it. */
function allIgnored<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === 'ALL' || value === '' ? undefined : value), schema.optional());
}

const statusFilter = allIgnored(z.enum(PROVISIONING_STATUSES));

/** A service as the lists show it: what it is, where, its status and its ends. */
export const serviceListItemSchema = z.object({
  technicalServiceId: z.number().int(),
  technicalServiceUid: z.string(),
  companyId: z.number().int(),
  productType: z.string(),
  name: z.string(),
  provisioningStatus: z.enum(PROVISIONING_STATUSES),
  rateLimit: z.number().int(),
  locationId: z.number().int().nullable(),
  aEndServiceId: z.number().int().nullable(),
  bEndServiceId: z.number().int().nullable(),
  aggregationId: z.number().int().nullable(),
  termMonths: z.number().int().nullable(),
});
export type ServiceListItem = z.infer<typeof serviceListItemSchema>;

/** The network settings a change sent to the network is about (decisions 0061, 0069). */
export const NETWORK_CHANGE_FIELDS = ['aVlan', 'bVlan', 'macAddress', 'rateLimit', 'awsInterface'] as const;
export type NetworkChangeField = (typeof NETWORK_CHANGE_FIELDS)[number];

/**
 * A list row's mark of the service's newest change sent to the network that is still pending, or that failed and was
 * not followed by another change of its setting (decision 0069): which setting, and the network's reason for a
 * failed one.
 */
export const networkChangeMarkSchema = z.object({
  status: z.enum(['PENDING', 'FAILED']),
  field: z.enum(NETWORK_CHANGE_FIELDS),
  reason: z.string().nullable(),
});
export type NetworkChangeMark = z.infer<typeof networkChangeMarkSchema>;

/** A row of the network screen: a service in its group (a port, then the VXCs and IXs that hang off it). */
export const networkServiceSchema = serviceListItemSchema.extend({
  /** the port a VXC or IX hangs off by its A-end; a service heading its own group gives its own id */
  groupServiceId: z.number().int(),
  /** a port's usage (decision 0048); null when it is used, or for what is not a port */
  usage: z.enum(SERVICE_USAGES).nullable(),
  /** the VXCs and IXs attached to it at either end (not counting new, cancelled or decommissioned ones) */
  connections: z.number().int(),
  /**
   * a change waiting for the network or refused by it (decision 0069); null when none. The server always sends it;
   * the default keeps an answer without it (an older server's) readable.
   */
  networkChange: networkChangeMarkSchema.nullable().default(null),
});
export type NetworkService = z.infer<typeof networkServiceSchema>;

export const networkParamsSchema = z.object({ id: idParam });

/** The network screen's page (`page`, `limit` up to 1000) and its filters; `format=csv` exports every filtered row. */
export const networkQuerySchema = z.object({
  page: wholeNumberText({ min: 1, max: 1_000_000, name: 'page' }).default(1),
  limit: wholeNumberText({ min: 1, max: NETWORK_PAGE_LIMIT, name: 'limit' }).default(NETWORK_PAGE_LIMIT),
  search: z.string().trim().max(200).optional(),
  provisioningStatus: statusFilter,
  productType: allIgnored(z.enum(PRODUCT_TYPES)),
  format: z.enum(['json', 'csv']).default('json'),
});
export type NetworkQuery = z.infer<typeof networkQuerySchema>;

/**
 * The service search (admin console §7): text, and filters whose value ALL is ignored; `companyId` keeps the
 * services of that one company the caller acts for (the portal's acting company, decision 0075).
 */
export const serviceSearchQuerySchema = pageQuerySchema.omit({ format: true }).extend({
  companyId: idParam.optional(),
  provisioningStatus: statusFilter,
  billingStatus: allIgnored(z.enum(BILLING_STATUSES)),
  supplierId: allIgnored(idParam),
  term: allIgnored(wholeNumberText({ min: 1, max: 60, name: 'term' })),
});
export type ServiceSearchQuery = z.infer<typeof serviceSearchQuerySchema>;

/** A service as the search finds it: the list's row and whose it is, by name (staff search every company). */
export const foundServiceSchema = serviceListItemSchema.extend({ companyName: z.string() });
export type FoundService = z.infer<typeof foundServiceSchema>;

export const serviceSearchPageSchema = pageSchema(foundServiceSchema);
