import { z } from 'zod';
import { access, defineEndpoints } from './endpoint.js';
import {
  companyWebhooksParamsSchema,
  createdWebhookSchema,
  createWebhookSchema,
  updateWebhookSchema,
  webhookDeliveriesPageSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookParamsSchema,
  webhookSchema,
} from './webhooks.js';

/**
 * A company's signed outbound webhooks (decision 0093): managed by its company admins, and by staff for any company;
 * each delivery and its attempts kept in a log a company admin reads, redelivers from, and tests with.
 */
export const webhookEndpoints = defineEndpoints('webhooks', {
  webhooks: {
    method: 'GET',
    path: '/v2/company/:companyId/webhooks',
    summary: "The company's webhooks, oldest first (never their secrets)",
    access: access.tenant('company', 'companyId', 'company_admin'),
    params: companyWebhooksParamsSchema,
    response: z.array(webhookSchema),
  },
  createWebhook: {
    method: 'POST',
    path: '/v2/company/:companyId/webhooks',
    summary: 'Add a webhook: its URL and events; the secret its deliveries are signed with is in this answer only',
    access: access.tenant('company', 'companyId', 'company_admin'),
    params: companyWebhooksParamsSchema,
    body: createWebhookSchema,
    response: createdWebhookSchema,
    status: 201,
  },
  updateWebhook: {
    method: 'PATCH',
    path: '/v2/company/:companyId/webhooks/:webhookId',
    summary: 'Change a webhook’s URL, description or events, or enable or disable it',
    access: access.tenantHidden('webhook', 'webhookId', 'company_admin'),
    params: webhookParamsSchema,
    body: updateWebhookSchema,
    response: webhookSchema,
  },
  deleteWebhook: {
    method: 'DELETE',
    path: '/v2/company/:companyId/webhooks/:webhookId',
    summary: 'Delete a webhook and its delivery log',
    access: access.tenantHidden('webhook', 'webhookId', 'company_admin'),
    params: webhookParamsSchema,
    response: webhookSchema,
  },
  webhookDeliveries: {
    method: 'GET',
    path: '/v2/company/:companyId/webhooks/:webhookId/deliveries',
    summary: 'A page of the webhook’s deliveries, newest first, each with its attempts',
    access: access.tenantHidden('webhook', 'webhookId', 'company_admin'),
    params: webhookParamsSchema,
    query: webhookDeliveriesQuerySchema,
    response: webhookDeliveriesPageSchema,
  },
  testWebhook: {
    method: 'POST',
    path: '/v2/company/:companyId/webhooks/:webhookId/test',
    summary: 'Send a WEBHOOK_TEST event to this webhook only',
    access: access.tenantHidden('webhook', 'webhookId', 'company_admin'),
    params: webhookParamsSchema,
    response: webhookDeliverySchema,
    status: 202,
  },
  redeliverWebhook: {
    method: 'POST',
    path: '/v2/company/:companyId/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
    summary: 'Send a delivered or failed delivery once more, with the same event id',
    access: access.tenantHidden('webhook', 'webhookId', 'company_admin'),
    params: webhookDeliveryParamsSchema,
    response: webhookDeliverySchema,
    status: 202,
  },
});
