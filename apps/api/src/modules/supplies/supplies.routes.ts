import { suppliesEndpoints as endpoints } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { actorRoute, changeRoute, route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { createSuppliesService } from './supplies.service.js';
import type { SupplyServices } from './supply-services.js';

export async function suppliesRoutes(
  app: FastifyInstance,
  deps: RouteContext,
  services: SupplyServices,
): Promise<void> {
  const supplies = createSuppliesService({
    db: deps.db,
    services,
    now: deps.now,
    testClocks: deps.config.mode === 'demo',
  });

  route(app, endpoints.markets, async () => ok(await supplies.listMarkets()));

  actorRoute(app, endpoints.companySupplies, (actor, { params }) =>
    supplies.listCompanySupplies(actor, params.companyId),
  );

  changeRoute(app, endpoints.create, MESSAGES.supplyCreated, (ctx, { params, body }) =>
    supplies.createSupply(ctx, params.companyId, body),
  );

  changeRoute(app, endpoints.update, MESSAGES.supplyUpdated, (ctx, { params, body }) =>
    supplies.updateSupply(ctx, params.companyId, params.supplyId, body),
  );

  changeRoute(app, endpoints.remove, MESSAGES.supplyDeleted, (ctx, { params }) =>
    supplies.deleteSupply(ctx, params.companyId, params.supplyId),
  );

  actorRoute(app, endpoints.invoiceEstimate, (actor, { params }) =>
    supplies.invoiceEstimate(actor, params.companyId, params.supplierId),
  );
}
