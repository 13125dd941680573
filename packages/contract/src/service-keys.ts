import { SERVICE_KEY_MESSAGES } from '@portico/domain';
import { z } from 'zod';
import { access, defineEndpoints } from './endpoint.js';
import { idBody, idParam, pageQuerySchema, pageSchema } from './envelope.js';

// Service keys (decision 0043): a key of one of a company's ports that another party's order may name instead.

const instant = z.iso.datetime({ offset: true });

export const createServiceKeySchema = z
  .object({
    companyId: idBody,
    portServiceId: z.number({ error: SERVICE_KEY_MESSAGES.portRequired }).int().positive(),
    singleUse: z.boolean().default(true),
    /** none: up to the port's speed */
    maxSpeedMbps: z
      .number({ error: SERVICE_KEY_MESSAGES.maxSpeedInvalid })
      .int(SERVICE_KEY_MESSAGES.maxSpeedInvalid)
      .min(1, SERVICE_KEY_MESSAGES.maxSpeedInvalid)
      .max(400_000, SERVICE_KEY_MESSAGES.maxSpeedInvalid)
      .nullable()
      .default(null),
    validFrom: instant.nullable().default(null),
    validTo: instant.nullable().default(null),
    preApproved: z.boolean().default(false),
    description: z.string().trim().max(200).default(''),
  })
  .refine((k) => !k.validFrom || !k.validTo || Date.parse(k.validFrom) < Date.parse(k.validTo), {
    message: SERVICE_KEY_MESSAGES.windowOrder,
    path: ['validTo'],
  });
export type CreateServiceKey = z.input<typeof createServiceKeySchema>;
export type CreateServiceKeyParsed = z.output<typeof createServiceKeySchema>;

export const serviceKeySchema = z.object({
  keyId: z.number().int(),
  key: z.string(),
  companyId: z.number().int(),
  portServiceId: z.number().int(),
  portName: z.string(),
  singleUse: z.boolean(),
  maxSpeedMbps: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  preApproved: z.boolean(),
  description: z.string(),
  active: z.boolean(),
  usedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ServiceKey = z.infer<typeof serviceKeySchema>;

export const serviceKeyListQuerySchema = pageQuerySchema.pick({ page: true, pageSize: true }).extend({
  companyId: idParam,
});
export const serviceKeyParams = z.object({ keyId: idParam });

/** Service keys: a company's own screen and the staff's /adminServiceKey use the same calls. */
export const serviceKeyEndpoints = defineEndpoints('serviceKeys', {
  listServiceKeys: {
    method: 'GET',
    path: '/secure/serviceKeys',
    summary: "A company's service keys, newest first, paged",
    access: access.tenant('company', 'companyId', 'place_order', 'query'),
    query: serviceKeyListQuerySchema,
    response: pageSchema(serviceKeySchema),
  },
  createServiceKey: {
    method: 'POST',
    path: '/secure/serviceKeys',
    summary: 'Create a service key for a port of the company (a random key)',
    access: access.tenant('company', 'companyId', 'place_order', 'body'),
    body: createServiceKeySchema,
    response: serviceKeySchema,
  },
  deactivateServiceKey: {
    method: 'POST',
    path: '/secure/serviceKeys/:keyId/deactivate',
    summary: 'Deactivate a service key: no order may name it any more',
    access: access.tenant('serviceKey', 'keyId', 'place_order'),
    params: serviceKeyParams,
    response: serviceKeySchema,
  },
});
