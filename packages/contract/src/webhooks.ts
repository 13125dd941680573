import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_KEYS,
  WEBHOOK_MESSAGES,
  WEBHOOK_URL_MAX,
} from '@portico/domain';
import { z } from 'zod';
import { epochMs, idParam, pageQuerySchema, pageSchema } from './envelope.js';

/** A webhook's URL as typed: trimmed, present and not too long; the full rule (scheme, host) is the service's. */
const webhookUrl = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong);

const webhookKeys = z
  .array(z.enum(WEBHOOK_EVENT_KEYS, { error: WEBHOOK_MESSAGES.keyUnknown }), { error: WEBHOOK_MESSAGES.keysRequired })
  .min(1, WEBHOOK_MESSAGES.keysRequired)
  .max(WEBHOOK_EVENT_KEYS.length)
  .transform((list) => [...new Set(list)]);

const webhookDescription = z.string().trim().max(WEBHOOK_DESCRIPTION_MAX, WEBHOOK_MESSAGES.descriptionTooLong);

/** `POST /v2/company/:companyId/webhooks`: where the events go, a note, and the events it receives. */
export const createWebhookSchema = z.object({
  url: webhookUrl,
  description: webhookDescription.default(''),
  keys: webhookKeys,
});
export type CreateWebhook = z.input<typeof createWebhookSchema>;

/** `PATCH …/webhooks/:webhookId`: any of its URL, note, events, and whether it is enabled. */
export const updateWebhookSchema = z.object({
  url: webhookUrl.optional(),
  description: webhookDescription.optional(),
  keys: webhookKeys.optional(),
  active: z.boolean().optional(),
});
export type UpdateWebhook = z.input<typeof updateWebhookSchema>;

export const companyWebhooksParamsSchema = z.object({ companyId: idParam });
export const webhookParamsSchema = z.object({ companyId: idParam, webhookId: idParam });
export const webhookDeliveryParamsSchema = z.object({ companyId: idParam, webhookId: idParam, deliveryId: idParam });

/** A webhook as its company's list shows it: never its secret. */
export const webhookSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  url: z.string(),
  description: z.string(),
  keys: z.array(z.string()),
  active: z.boolean(),
  createdAt: epochMs,
  /** the last delivery's status, null before the first */
  lastDeliveryStatus: z.enum(WEBHOOK_DELIVERY_STATUSES).nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer of a webhook's creation: the webhook and, this once only, the secret its deliveries are signed with. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

/** One attempt of a delivery: when, the receiver's HTTP status (null when none answered) and what went wrong. */
export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  at: epochMs,
  httpStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** One event's delivery to one webhook, with its attempts, newest first in the log. */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  key: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastHttpStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: epochMs.nullable(),
  createdAt: epochMs,
  deliveredAt: epochMs.nullable(),
  attemptLog: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = pageQuerySchema.pick({ page: true, pageSize: true });
export const webhookDeliveriesPageSchema = pageSchema(webhookDeliverySchema);
