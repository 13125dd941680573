import { MVE_IMAGES, MVE_VARIANTS, SERVICE_KEY_MESSAGES } from '@portico/domain';
import { productOrderEndpoints as endpoints, serviceKeyEndpoints } from '@portico/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireActor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';
import { changeContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import { exchangeOrders } from './exchange-order.js';
import { mcrOrders } from './mcr-order.js';
import { megaDirectOrders } from './megadirect-order.js';
import { mveOrders } from './mve-order.js';
import type { OrderingDeps } from './ordering-deps.js';
import { pxcOrders } from './pxc-order.js';
import { serviceKeys } from './service-keys.js';

/** What the ordering routes share with these: the Idempotency-Key of a request, the promo guessing guard. */
export interface OrderRouteHelpers {
  idempotencyKey: (request: FastifyRequest) => string;
  guardPromo: (request: FastifyRequest, code: string | null | undefined, companyId: number) => Promise<void>;
}

/** The MCR, MVE, MegaDirect, PXC and exchange-point orders, the MVE catalogue and service keys (decision 0043). */
export function productOrderRoutes(app: FastifyInstance, deps: OrderingDeps, h: OrderRouteHelpers): void {
  const mcr = mcrOrders(deps);
  const mve = mveOrders(deps);
  const megaDirect = megaDirectOrders(deps);
  const pxc = pxcOrders(deps);
  const exchange = exchangeOrders(deps);
  const keys = serviceKeys(deps);
  /** the route's tenant check has allowed the company; checked again before anything else (decision 0014) */
  const placeOrderAccess = (request: FastifyRequest<{ Body: { companyId: number } }>) =>
    requireCompanyAccess(requireActor(request), request.body.companyId, 'place_order');

  route(app, endpoints.quoteMcr, async (request) => {
    placeOrderAccess(request);
    await h.guardPromo(request, request.body.promoCode, request.body.companyId);
    return ok(await mcr.quoteMcr(requireActor(request), request.body));
  });
  route(app, endpoints.orderMcr, async (request) => {
    placeOrderAccess(request);
    const key = h.idempotencyKey(request);
    await h.guardPromo(request, request.body.promoCode, request.body.companyId);
    const { order, message } = await mcr.orderMcr(changeContext(request), request.body, key);
    return ok(order, message);
  });
  route(app, endpoints.adminOrderMcr, async (request) => {
    const key = h.idempotencyKey(request);
    await h.guardPromo(request, request.body.promoCode, request.body.companyId);
    const { order, message } = await mcr.adminOrderMcr(changeContext(request), request.body, key);
    return ok(order, message);
  });

  route(app, endpoints.quoteMve, async (request) => {
    placeOrderAccess(request);
    await h.guardPromo(request, request.body.promoCode, request.body.companyId);
    return ok(await mve.quoteMve(requireActor(request), request.body));
  });
  route(app, endpoints.orderMve, async (request) => {
    placeOrderAccess(request);
    const key = h.idempotencyKey(request);
    await h.guardPromo(request, request.body.promoCode, request.body.companyId);
    const { order, message } = await mve.orderMve(changeContext(request), request.body, key);
    return ok(order, message);
  });
  route(app, endpoints.adminOrderMve, async (request) => {
    const key = h.idempotencyKey(request);
    await h.guardPromo(request, request.body.promoCode, request.body.companyId);
    const { order, message } = await mve.adminOrderMve(changeContext(request), request.body, key);
    return ok(order, message);
  });
  route(app, endpoints.mveVariants, () => Promise.resolve(ok([...MVE_VARIANTS])));
  route(app, endpoints.mveImages, () =>
    Promise.resolve(
      ok({ images: MVE_IMAGES.map((image) => ({ ...image, availableSizes: [...image.availableSizes] })) }),
    ),
  );

  route(app, endpoints.quoteMegaDirect, async (request) => {
    placeOrderAccess(request);
    return ok(await megaDirect.quoteMegaDirect(requireActor(request), request.body));
  });
  route(app, endpoints.orderMegaDirect, async (request) => {
    placeOrderAccess(request);
    const key = h.idempotencyKey(request);
    const { order, message } = await megaDirect.orderMegaDirect(changeContext(request), request.body, key);
    return ok(order, message);
  });

  route(app, endpoints.quotePxc, async (request) => {
    placeOrderAccess(request);
    await h.guardPromo(request, request.body.promoCode, request.body.companyId);
    return ok(await pxc.quotePxc(requireActor(request), request.body));
  });
  route(app, endpoints.orderPxc, async (request) => {
    placeOrderAccess(request);
    const key = h.idempotencyKey(request);
    await h.guardPromo(request, request.body.promoCode, request.body.companyId);
    const { order, message } = await pxc.orderPxc(changeContext(request), request.body, key);
    return ok(order, message);
  });

  route(app, endpoints.adminOrderExchange, async (request) => {
    const key = h.idempotencyKey(request);
    const { order, message } = await exchange.adminOrderExchange(changeContext(request), request.body, key);
    return ok(order, message);
  });

  route(app, serviceKeyEndpoints.listServiceKeys, async (request) =>
    ok(await keys.listServiceKeys(requireActor(request), request.query)),
  );
  route(app, serviceKeyEndpoints.createServiceKey, async (request) =>
    ok(await keys.createServiceKey(changeContext(request), request.body), SERVICE_KEY_MESSAGES.created),
  );
  route(app, serviceKeyEndpoints.deactivateServiceKey, async (request) =>
    ok(await keys.deactivateServiceKey(changeContext(request), request.params.keyId), SERVICE_KEY_MESSAGES.deactivated),
  );
}
