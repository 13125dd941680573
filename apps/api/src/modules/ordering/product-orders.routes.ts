import { MVE_VARIANTS, mveImageProducts, SERVICE_KEY_MESSAGES } from '@portico/domain';
import { productOrderEndpoints as endpoints, serviceKeyEndpoints } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/actor.js';
import { changeContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import { exchangeOrders } from './exchange-order.js';
import { type OrderRouteHelpers, orderRoutes } from './order-route.js';
import { mcrOrders } from './mcr-order.js';
import { megaDirectOrders } from './megadirect-order.js';
import { mveOrders } from './mve-order.js';
import type { OrderingDeps } from './ordering-deps.js';
import { pxcOrders } from './pxc-order.js';
import { serviceKeys } from './service-keys.js';

/** The MCR, MVE, MegaDirect, PXC and exchange-point orders, the MVE catalogue and service keys (decision 0043). */
export function productOrderRoutes(app: FastifyInstance, deps: OrderingDeps, h: OrderRouteHelpers): void {
  const mcr = mcrOrders(deps);
  const mve = mveOrders(deps);
  const megaDirect = megaDirectOrders(deps);
  const pxc = pxcOrders(deps);
  const exchange = exchangeOrders(deps);
  const keys = serviceKeys(deps);

  const orders = orderRoutes(app, h);
  orders.quote(endpoints.quoteMcr, mcr.quoteMcr);
  orders.order(endpoints.orderMcr, mcr.orderMcr);
  orders.order(endpoints.adminOrderMcr, mcr.adminOrderMcr, false);
  orders.quote(endpoints.quoteMve, mve.quoteMve);
  orders.order(endpoints.orderMve, mve.orderMve);
  orders.order(endpoints.adminOrderMve, mve.adminOrderMve, false);
  route(app, endpoints.mveVariants, () => Promise.resolve(ok([...MVE_VARIANTS])));
  route(app, endpoints.mveImages, () => Promise.resolve(ok({ mveImages: mveImageProducts() })));
  orders.quote(endpoints.quoteMegaDirect, megaDirect.quoteMegaDirect);
  orders.order(endpoints.orderMegaDirect, megaDirect.orderMegaDirect);
  orders.quote(endpoints.quotePxc, pxc.quotePxc);
  orders.order(endpoints.orderPxc, pxc.orderPxc);
  orders.order(endpoints.adminOrderExchange, exchange.adminOrderExchange, false);

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
