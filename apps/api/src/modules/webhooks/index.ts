import { defineModule } from '../define-module.js';
import { webhookDeliverJob, webhookSweepJob } from './webhook-delivery.js';
import { webhookOwners } from './webhooks.repository.js';
import { webhookRoutes } from './webhooks.routes.js';

/**
 * Every area emits a company's events in its own change's transaction (decision 0093): written with the change,
 * sent by the sweeper and the delivery job, signed with the webhook's secret.
 */
export { emitWebhookEvent, emitWebhookEvents } from './emit.js';
/** The jobs, as the tests drive them: a sweep queues each due delivery's next attempt. */
export { webhookDeliverJob, webhookSweepJob };

/** Signed outbound webhooks: a company's endpoints, its events' outbox and the delivery log. */
export const webhooksModule = defineModule({
  name: 'webhooks',
  description: "Signed outbound webhooks: a company's endpoints, their events and the delivery log",
  tenantResolvers: { webhook: webhookOwners },
  jobs: [webhookDeliverJob, webhookSweepJob],
  routes: webhookRoutes,
});
