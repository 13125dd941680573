import { webhookEndpoints as endpoints } from '@portico/contract';
import { WEBHOOK_MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/actor.js';
import { changeContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { changeRoute, route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { createWebhookService } from './webhooks.service.js';

/** A company's webhooks and their delivery log (decision 0093). */
export function webhookRoutes(app: FastifyInstance, deps: RouteContext): void {
  const webhooks = createWebhookService({ db: deps.db, queue: deps.queue, now: deps.now, mode: deps.config.mode });

  route(app, endpoints.webhooks, async (request) =>
    ok(await webhooks.list(requireActor(request), request.params.companyId)),
  );
  // The one answer that carries the webhook's secret: no cache may keep it (as an API key's, decision 0060).
  route(app, endpoints.createWebhook, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    return ok(
      await webhooks.create(changeContext(request), request.params.companyId, request.body),
      WEBHOOK_MESSAGES.created,
    );
  });
  changeRoute(app, endpoints.updateWebhook, WEBHOOK_MESSAGES.updated, (ctx, { params, body }) =>
    webhooks.update(ctx, params.companyId, params.webhookId, body),
  );
  changeRoute(app, endpoints.deleteWebhook, WEBHOOK_MESSAGES.deleted, (ctx, { params }) =>
    webhooks.remove(ctx, params.companyId, params.webhookId),
  );
  route(app, endpoints.webhookDeliveries, async (request) =>
    ok(
      await webhooks.deliveries(
        requireActor(request),
        request.params.companyId,
        request.params.webhookId,
        request.query,
      ),
    ),
  );
  changeRoute(app, endpoints.testWebhook, WEBHOOK_MESSAGES.testQueued, (ctx, { params }) =>
    webhooks.test(ctx, params.companyId, params.webhookId),
  );
  changeRoute(app, endpoints.redeliverWebhook, WEBHOOK_MESSAGES.redeliveryQueued, (ctx, { params }) =>
    webhooks.redeliver(ctx, params.companyId, params.webhookId, params.deliveryId),
  );
}
