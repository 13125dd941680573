import { randomUUID } from 'node:crypto';
import type { CreatedWebhook, CreateWebhook, Page, UpdateWebhook, Webhook, WebhookDelivery } from '@portico/contract';
import {
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_KEY,
  WEBHOOKS_PER_COMPANY_MAX,
  type WebhookDeliveryStatus,
  webhookKeysError,
  webhookUrlError,
} from '@portico/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import type { Actor } from '../../http/actor.js';
import { holds, requireCompanyAccess } from '../../http/company-access.js';
import type { ChangeContext } from '../../http/context.js';
import type { JobQueue } from '../../jobs/queue.js';
import { newToken } from '../../platform/tokens.js';
import { inChange, rowAudit } from '../audit/index.js';
import { attemptKey, webhookDeliverJob } from './webhook-delivery.js';
import * as repo from './webhooks.repository.js';

/** Records a change of a webhook (its row: never the secret). */
const auditWebhook = rowAudit('webhook');

export interface WebhookDeps {
  db: Db;
  queue: JobQueue;
  now: () => Date;
  mode: 'demo' | 'production';
}

type EndpointWithStatus = NonNullable<Awaited<ReturnType<typeof repo.findEndpoint>>>;

const toWebhook = ({ endpoint, lastStatus }: EndpointWithStatus): Webhook => ({
  id: endpoint.id,
  companyId: endpoint.companyId,
  url: endpoint.url,
  description: endpoint.description,
  keys: endpoint.eventKeys,
  active: endpoint.active,
  createdAt: endpoint.createdAt.getTime(),
  lastDeliveryStatus: (lastStatus as WebhookDeliveryStatus | null) ?? null,
});

const toDelivery = (row: repo.DeliveryListRow, attempts: readonly repo.AttemptRow[]): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventUid,
  key: row.key,
  status: row.status as WebhookDeliveryStatus,
  attempts: row.attempts,
  lastHttpStatus: row.lastHttpStatus,
  lastError: row.lastError,
  nextAttemptAt: row.status === 'PENDING' ? (row.nextAttemptAt?.getTime() ?? null) : null,
  createdAt: row.createdAt.getTime(),
  deliveredAt: row.deliveredAt?.getTime() ?? null,
  attemptLog: attempts
    .filter((a) => a.deliveryId === row.id)
    .map((a) => ({
      attempt: a.attempt,
      at: a.at.getTime(),
      httpStatus: a.httpStatus,
      error: a.error,
      durationMs: a.durationMs,
    })),
});

const notFound = () => new AppError('not_found', WEBHOOK_MESSAGES.notFound);

/**
 * A webhook of the company in the path, for one who may manage it: another company's (or one of no such id) is not
 * found — its existence is not told — and one of the company reached without company admin is refused (403). The
 * route has checked the same; checked again here (decision 0014).
 */
async function ownEndpoint(db: DbOrTx, actor: Actor, companyId: number, webhookId: number, forUpdate = false) {
  const row = await repo.findEndpoint(db, webhookId, forUpdate);
  if (!row || row.endpoint.companyId !== companyId || !holds(actor, row.endpoint.companyId)) throw notFound();
  requireCompanyAccess(actor, row.endpoint.companyId, 'company_admin');
  return row;
}

/** A company's webhooks, managed by its company admins and by staff (decision 0093). */
export function createWebhookService({ db, queue, now, mode }: WebhookDeps) {
  const urlChecked = (url: string) => {
    const error = webhookUrlError(url, mode);
    if (error) throw invalid(error);
    return url.trim();
  };

  async function deliveryOf(tx: DbOrTx, id: number): Promise<WebhookDelivery> {
    const row = await repo.findDelivery(tx, id);
    if (!row) throw new AppError('not_found', WEBHOOK_MESSAGES.deliveryNotFound);
    return toDelivery(row, await repo.findAttempts(tx, [id]));
  }

  return {
    async list(actor: Actor, companyId: number): Promise<Webhook[]> {
      requireCompanyAccess(actor, companyId, 'company_admin');
      return (await repo.findCompanyEndpoints(db, companyId)).map(toWebhook);
    },

    /** A webhook with a new secret, shown in this answer only. */
    async create(ctx: ChangeContext, companyId: number, input: CreateWebhook): Promise<CreatedWebhook> {
      requireCompanyAccess(ctx.actor, companyId, 'company_admin');
      const url = urlChecked(input.url);
      const keysError = webhookKeysError(input.keys);
      if (keysError) throw invalid(keysError);
      const secret = `whsec_${newToken()}`;
      return inChange(db, ctx, async ({ tx, audit }) => {
        if ((await repo.countCompanyEndpoints(tx, companyId)) >= WEBHOOKS_PER_COMPANY_MAX)
          throw new AppError('conflict', WEBHOOK_MESSAGES.tooMany);
        const endpoint = await repo.insertEndpoint(tx, {
          companyId,
          url,
          description: (input.description ?? '').trim(),
          eventKeys: [...new Set(input.keys)],
          secret,
          createdByPersonId: ctx.actor.personId,
        });
        const webhook = toWebhook({ endpoint, lastStatus: null });
        await auditWebhook(audit, endpoint, 'webhook.created', undefined, {
          url: webhook.url,
          description: webhook.description,
          keys: webhook.keys,
        });
        return { ...webhook, secret };
      });
    },

    async update(ctx: ChangeContext, companyId: number, webhookId: number, input: UpdateWebhook): Promise<Webhook> {
      const url = input.url === undefined ? undefined : urlChecked(input.url);
      if (input.keys !== undefined) {
        const keysError = webhookKeysError(input.keys);
        if (keysError) throw invalid(keysError);
      }
      return inChange(db, ctx, async ({ tx, audit }) => {
        const row = await ownEndpoint(tx, ctx.actor, companyId, webhookId, true);
        const before = row.endpoint;
        const changes = {
          ...(url !== undefined ? { url } : {}),
          ...(input.description !== undefined ? { description: input.description.trim() } : {}),
          ...(input.keys !== undefined ? { eventKeys: [...new Set(input.keys)] } : {}),
          ...(input.active !== undefined ? { active: input.active } : {}),
        };
        await repo.updateEndpoint(tx, webhookId, changes, now());
        const pick = (e: typeof before) =>
          Object.fromEntries(Object.keys(changes).map((k) => [k, e[k as keyof typeof changes]]));
        await auditWebhook(audit, before, 'webhook.updated', pick(before), changes);
        return toWebhook({ ...row, endpoint: { ...before, ...changes } });
      });
    },

    async remove(ctx: ChangeContext, companyId: number, webhookId: number): Promise<Webhook> {
      return inChange(db, ctx, async ({ tx, audit }) => {
        const row = await ownEndpoint(tx, ctx.actor, companyId, webhookId, true);
        await repo.deleteEndpoint(tx, webhookId);
        await auditWebhook(audit, row.endpoint, 'webhook.deleted', { url: row.endpoint.url }, undefined);
        return toWebhook(row);
      });
    },

    async deliveries(
      actor: Actor,
      companyId: number,
      webhookId: number,
      paging: { page: number; pageSize: number },
    ): Promise<Page<WebhookDelivery>> {
      await ownEndpoint(db, actor, companyId, webhookId);
      const offset = (paging.page - 1) * paging.pageSize;
      const { rows, total } = await repo.findDeliveriesPage(db, webhookId, { offset, limit: paging.pageSize });
      const attempts = await repo.findAttempts(
        db,
        rows.map((r) => r.id),
      );
      return { items: rows.map((r) => toDelivery(r, attempts)), total, page: paging.page, pageSize: paging.pageSize };
    },

    /** A WEBHOOK_TEST event to this webhook only, queued at once. */
    async test(ctx: ChangeContext, companyId: number, webhookId: number): Promise<WebhookDelivery> {
      return inChange(db, ctx, async ({ tx, audit }) => {
        const row = await ownEndpoint(tx, ctx.actor, companyId, webhookId);
        if (!row.endpoint.active) throw new AppError('conflict', WEBHOOK_MESSAGES.testNeedsActive);
        const at = now();
        const [deliveryId] = await repo.insertEventsWithDeliveries(
          tx,
          [
            {
              uid: randomUUID(),
              companyId,
              key: WEBHOOK_TEST_KEY,
              payload: { webhookId, message: 'A test event from Portico: your webhook receives events.' },
              endpointIds: [webhookId],
            },
          ],
          at,
        );
        if (deliveryId === undefined) throw new Error('test delivery insert returned nothing');
        await queue.send(webhookDeliverJob, { deliveryId, attempt: 1 }, { tx, key: attemptKey(deliveryId, 1) });
        await auditWebhook(audit, row.endpoint, 'webhook.tested', undefined, { deliveryId });
        return deliveryOf(tx, deliveryId);
      });
    },

    /** A finished delivery sent once more, with the same event id, queued at once. */
    async redeliver(
      ctx: ChangeContext,
      companyId: number,
      webhookId: number,
      deliveryId: number,
    ): Promise<WebhookDelivery> {
      return inChange(db, ctx, async ({ tx, audit }) => {
        const row = await ownEndpoint(tx, ctx.actor, companyId, webhookId);
        const delivery = await repo.findDelivery(tx, deliveryId, true);
        if (!delivery || delivery.endpointId !== webhookId)
          throw new AppError('not_found', WEBHOOK_MESSAGES.deliveryNotFound);
        if (delivery.status === 'PENDING') throw new AppError('conflict', WEBHOOK_MESSAGES.redeliverPending);
        if (!row.endpoint.active) throw new AppError('conflict', WEBHOOK_MESSAGES.redeliverNeedsActive);
        await repo.reopenDelivery(tx, deliveryId, now());
        const attempt = delivery.attempts + 1;
        await queue.send(webhookDeliverJob, { deliveryId, attempt }, { tx, key: attemptKey(deliveryId, attempt) });
        await auditWebhook(audit, row.endpoint, 'webhook.redelivered', { status: delivery.status }, { deliveryId });
        return deliveryOf(tx, deliveryId);
      });
    },
  };
}
