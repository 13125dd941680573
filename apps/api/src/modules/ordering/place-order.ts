import type { PlacedOrder, Quote } from '@portico/contract';
import { isoDateOf, SERVICE_MESSAGES } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type Actor } from '../auth/index.js';
import { inChange } from '../audit/index.js';
import { createPendingBillingSetups, type PendingBillingSetup } from '../billing/index.js';
import { takeOrderPromoUse } from '../promo/index.js';
import { type CreatedService, createServices, type NewService, startProvisioning } from '../services/index.js';
import { replayOf, requestHash } from './idempotency.js';
import type { OrderingDeps } from './ordering-deps.js';
import * as repo from './ordering.repository.js';
import { placedMessage } from './placed-message.js';

/** Who places an order: the actor, and the request its audit record names. */
export interface OrderCaller {
  actor: Actor;
  traceId?: string;
}

type PriceLine = Extract<Quote['lines'][number], { ok: true }>;

/** An order checked and priced, ready to be placed once under its Idempotency-Key. */
export interface OrderPlan {
  companyId: number;
  key: string;
  /** the route, bound with the body into the key's hash (decision 0039) */
  route: string;
  /** the parsed body (defaults filled in): what the key is bound to */
  body: unknown;
  /** the product the order row names (PORT, LAG, MCR2, MVE…): it picks the answer's message */
  kind: string;
  quote: Quote;
  /** its services, in the order of the quote's lines, once the order row is claimed */
  services: (orderId: number, startDate: string) => NewService[];
  /** the services are the members of one LAG */
  aggregate?: boolean;
  /** each service's pending billing set-up (default: its quote line's price, setup and promo) */
  billing?: (service: CreatedService, line: PriceLine | undefined) => Omit<PendingBillingSetup, 'status'>;
  /** more writes of the order in its transaction (a service key used, an MVE's image…) */
  alsoWrite?: (tx: DbOrTx, services: readonly CreatedService[], orderId: number) => Promise<void>;
  /** what the audit record adds */
  auditAfter?: Record<string, unknown>;
}

/** A checked order: the plan, built once the key is known not to have been used (a replay is not checked again). */
export type PlanOrder = () => Promise<Omit<OrderPlan, 'companyId' | 'key' | 'route' | 'body'>>;

/**
 * Places an order (decision 0039), whatever its product: the key's earlier answer when it was used for this very
 * request, else the plan — checked and priced by the caller — in one `inChange`: the key claimed, the services
 * created, the promo use taken, the pending billing set-ups, provisioning queued, the answer kept, the audit record.
 * A failure anywhere leaves nothing.
 */
export async function placeOrder(
  deps: OrderingDeps,
  caller: OrderCaller,
  order: Pick<OrderPlan, 'companyId' | 'key' | 'route' | 'body'>,
  plan: PlanOrder,
): Promise<{ order: PlacedOrder; message: string }> {
  const { db, now } = deps;
  const { companyId, key } = order;
  const hash = requestHash(order.route, order.body);
  const existing = await repo.findOrderByKey(db, companyId, key);
  if (existing) return { order: replayOf(existing, hash), message: placedMessage(existing.kind) };

  const p = await plan();
  const { quote } = p;
  const at = now();
  const start = isoDateOf(at);
  const placed = await inChange(db, caller, async ({ tx, audit }) => {
    const orderId = await repo.claimOrder(tx, {
      companyId,
      idempotencyKey: key,
      requestHash: hash,
      kind: p.kind,
      placedBy: caller.actor.personId,
    });
    // the key is taken by an order that committed meanwhile: answer it
    if (orderId === null) return null;
    const services = await createServices(tx, p.services(orderId, start), {
      aggregate: p.aggregate ?? false,
      at,
      actor: `person:${caller.actor.personId}`,
    });
    if (quote.promo?.applied)
      await takeOrderPromoUse(tx, {
        code: quote.promo.code,
        companyId,
        serviceUids: services.map((s) => s.uid),
        at,
      });
    await createPendingBillingSetups(
      tx,
      services.map((service, i) => {
        const line = quote.lines[i];
        const priced = line?.ok ? line : undefined;
        if (p.billing) return p.billing(service, priced);
        if (!priced) throw new AppError('internal', 'An order line lost its price');
        return {
          serviceId: service.id,
          companyId,
          setupCents: priced.price.setup,
          monthlyCents: priced.price.monthlyRate,
          currency: priced.price.currency,
          termMonths: priced.price.termMonths,
          promoCode: priced.price.promo?.code ?? null,
          promoSchedule: priced.price.promo?.schedule ?? null,
        };
      }),
    );
    if (p.alsoWrite) await p.alsoWrite(tx, services, orderId);
    await startProvisioning(
      deps.queue,
      tx,
      services.map((s) => s.id),
      deps.provisioner,
    );
    const answer: PlacedOrder = {
      orderId,
      companyId,
      services: services.map((s) => ({
        technicalServiceId: s.id,
        technicalServiceUid: s.uid,
        name: s.name,
        productType: s.productType,
        provisioningStatus: 'NEW',
        aggregationId: s.aggregationId,
      })),
      quote,
    };
    await repo.saveAnswer(tx, orderId, answer);
    await audit({
      action: 'order.placed',
      entityType: 'order',
      entityId: orderId,
      companyId,
      after: {
        kind: order.route,
        productType: p.kind,
        services: services.map((s) => s.id),
        idempotencyKey: key,
        ...p.auditAfter,
      },
    });
    return answer;
  });
  if (placed) return { order: placed, message: placedMessage(p.kind) };
  const first = await repo.findOrderByKey(db, companyId, key);
  if (!first) throw new AppError('conflict', SERVICE_MESSAGES.orderInProgress);
  return { order: replayOf(first, hash), message: placedMessage(first.kind) };
}
