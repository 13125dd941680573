import { suppliesEndpoints as endpoints } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { changeContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import { requireActor } from '../../plugins/access.js';
import type { RouteContext } from '../define-module.js';
import { createSuppliesService } from './supplies.service.js';

export async function suppliesRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const supplies = createSuppliesService({ db: deps.db });

  route(app, endpoints.markets, async () => ok(await supplies.listMarkets()));

  route(app, endpoints.companySupplies, async (request) =>
    ok(await supplies.listCompanySupplies(requireActor(request), request.params.companyId)),
  );

  route(app, endpoints.create, async (request) =>
    ok(
      await supplies.createSupply(changeContext(request), request.params.companyId, request.body),
      MESSAGES.supplyCreated,
    ),
  );

  route(app, endpoints.update, async (request) =>
    ok(
      await supplies.updateSupply(
        changeContext(request),
        request.params.companyId,
        request.params.supplyId,
        request.body,
      ),
      MESSAGES.supplyUpdated,
    ),
  );

  route(app, endpoints.remove, async (request) => {
    await supplies.deleteSupply(changeContext(request), request.params.companyId, request.params.supplyId);
    return ok(null, MESSAGES.supplyDeleted);
  });

  route(app, endpoints.invoiceEstimate, async (request) =>
    ok(await supplies.invoiceEstimate(requireActor(request), request.params.companyId, request.params.supplierId)),
  );
}
