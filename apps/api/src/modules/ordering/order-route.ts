import type { EndpointBody, EndpointDef, PlacedOrder, Quote } from '@portico/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Actor, requireActor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';
import { changeContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { type EndpointAnswer, route } from '../../http/route.js';
import type { OrderCaller } from './order-caller.js';

/** What the order routes share: the Idempotency-Key of a request, the promo guessing guard. */
export interface OrderRouteHelpers {
  idempotencyKey: (request: FastifyRequest) => string;
  guardPromo: (request: FastifyRequest, code: string | null | undefined, companyId: number) => Promise<void>;
}

/** What an order body carries that the route reads before the use case: the company, maybe a promo code. */
type OrderBody = { companyId: number; promoCode?: unknown };

/**
 * The order routes of every product, declared alike (decision 0039): a customer's route checks the company again
 * (the route's tenant check has allowed it; decision 0014), then the Idempotency-Key, the promo guessing guard when a
 * code is sent, and the product's use case; a quote route the same without the key.
 */
export function orderRoutes(app: FastifyInstance, h: OrderRouteHelpers) {
  const bodyOf = (request: FastifyRequest) => request.body as OrderBody;
  const mayOrder = (request: FastifyRequest) =>
    requireCompanyAccess(requireActor(request), bodyOf(request).companyId, 'place_order');
  const guard = async (request: FastifyRequest) => {
    const { promoCode, companyId } = bodyOf(request);
    if (typeof promoCode === 'string') await h.guardPromo(request, promoCode, companyId);
  };
  return {
    /** `customer`: false for a staff route (staff only by its access; the use case checks the body) */
    order<E extends EndpointDef>(
      endpoint: E,
      place: (
        caller: OrderCaller,
        body: EndpointBody<E>,
        key: string,
      ) => Promise<{ order: PlacedOrder; message: string }>,
      customer = true,
    ): void {
      route(app, endpoint, async (request) => {
        if (customer) mayOrder(request);
        const key = h.idempotencyKey(request);
        await guard(request);
        const { order, message } = await place(changeContext(request), request.body as EndpointBody<E>, key);
        return ok(order, message) as EndpointAnswer<E>;
      });
    },
    quote<E extends EndpointDef>(endpoint: E, quote: (actor: Actor, body: EndpointBody<E>) => Promise<Quote>): void {
      route(app, endpoint, async (request) => {
        mayOrder(request);
        await guard(request);
        return ok(await quote(requireActor(request), request.body as EndpointBody<E>)) as EndpointAnswer<E>;
      });
    },
  };
}
