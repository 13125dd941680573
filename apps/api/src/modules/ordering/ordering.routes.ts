import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_HEADER,
  type NetworkDesignItem,
  networkDesignEndpoints,
  orderingEndpoints as endpoints,
} from '@portico/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changeContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import { requireActor } from '../../http/actor.js';
import { idempotencyKey } from '../../http/idempotency.js';
import type { RouteContext } from '../define-module.js';
import { promoCaller, requirePromoGuessAllowed } from '../promo/index.js';
import { createOrderingService } from './ordering.service.js';
import { networkDesigns } from './network-design.js';
import { orderRoutes } from './order-route.js';
import { productOrderRoutes } from './product-orders.routes.js';

export async function orderingRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const orderingDeps = {
    db: deps.db,
    now: deps.now,
    queue: deps.queue,
    provisioner: deps.integrations.provisioner,
    guessing: deps.config.guessing,
    cloudPartners: deps.integrations.cloudPartners,
  };
  const ordering = createOrderingService(orderingDeps);
  /** The promo guessing guard, before any route looks at a code (decision 0032). */
  const guardPromo = (request: FastifyRequest, code: string | null | undefined, companyId: number) =>
    requirePromoGuessAllowed(deps.db, deps.config.guessing, promoCaller(request), { code, companyId }, deps.now);

  const orders = orderRoutes(app, { idempotencyKey, guardPromo });
  orders.quote(endpoints.quotePort, ordering.quote);
  orders.order(endpoints.orderPort, ordering.orderPort);
  orders.order(endpoints.adminOrderPort, ordering.adminOrderPort, false);
  route(app, endpoints.orderServices, async (request) =>
    ok(await ordering.orderServices(requireActor(request), request.params.orderId)),
  );

  // VXC and IX orders, VXC approvals, the forms' dropdowns and VLAN check (decisions 0040, 0042)
  orders.quote(endpoints.quoteVxc, ordering.quoteVxc);
  orders.order(endpoints.orderVxc, ordering.orderVxc);
  orders.order(endpoints.adminOrderVxc, ordering.adminOrderVxc, false);
  // Another company's Port answers only free or taken (decision 0060); the limit keeps anyone from mapping one by
  // asking all 4,093 VLANs, and is far above what a person typing VLANs into a form asks.
  route(
    app,
    endpoints.vlanCheck,
    async (request) =>
      ok(
        await ordering.vlanCheck(requireActor(request), {
          portId: request.params.nid,
          vlan: request.params.vlan,
          currentVlan: request.query.currentVlan,
        }),
      ),
    {
      rateLimit: {
        max: deps.config.guessing.vlanChecksPerMinute,
        timeWindow: '1 minute',
        // per person: the people of one office share an address, and one person with many addresses is still one
        keyGenerator: (request) => `vlan-check:${request.actor?.personId ?? request.ip}`,
      },
    },
  );
  route(app, endpoints.portDropdowns, async (request) =>
    ok(await ordering.portDropdowns(requireActor(request), request.query.companyId)),
  );
  route(app, endpoints.vxcApprovals, async (request) =>
    ok(await ordering.listVxcApprovals(requireActor(request), request.query)),
  );
  route(app, endpoints.decideVxc, async (request) => {
    const { approval, message } = await ordering.decideVxc(
      changeContext(request),
      request.params.vxcOrderId,
      request.body.decision,
    );
    return ok(approval, message);
  });
  route(app, endpoints.rejectAllVxcs, async (request) => {
    const { rejected, message } = await ordering.rejectAllFrom(changeContext(request), request.body);
    return ok({ rejected }, message);
  });
  route(app, endpoints.ixChoices, async (request) => {
    const { choices, message } = await ordering.ixChoices(requireActor(request), request.query.portId);
    return message ? ok(choices, message) : ok(choices);
  });
  orders.quote(endpoints.quoteIx, ordering.quoteIx);
  orders.order(endpoints.orderIx, ordering.orderIx);
  orders.order(endpoints.adminOrderIx, ordering.adminOrderIx, false);

  // the public API's network design, as the Go SDK sends it (decisions 0041, 0044)
  const designs = networkDesigns(orderingDeps);
  const guardDesignPromos = async (request: FastifyRequest, items: readonly NetworkDesignItem[]) => {
    const companyId = requireActor(request).companyId;
    for (const item of items) {
      const codes =
        'associatedVxcs' in item
          ? item.associatedVxcs.map((v) => v.promoCode)
          : 'associatedIxs' in item
            ? item.associatedIxs.map((i) => i.promoCode)
            : [item.promoCode];
      for (const code of codes) if (code) await guardPromo(request, code, companyId);
    }
  };
  route(app, networkDesignEndpoints.validateNetworkDesign, async (request) => {
    await guardDesignPromos(request, request.body);
    return ok(await designs.validateDesign(requireActor(request), request.body));
  });
  route(app, networkDesignEndpoints.buyNetworkDesign, async (request) => {
    // the SDK sends no Idempotency-Key: then each call is an order of its own (decision 0044)
    const key = request.headers[IDEMPOTENCY_HEADER] === undefined ? `api:${randomUUID()}` : idempotencyKey(request);
    const items = request.body.networkDesign;
    await guardDesignPromos(request, items);
    const { bought, message } = await designs.buyDesign(changeContext(request), items, key);
    return ok(bought, message);
  });

  // MCR, MVE, MegaDirect, PXC, exchange-point orders and service keys (decision 0043)
  productOrderRoutes(app, orderingDeps, { idempotencyKey, guardPromo });
}
