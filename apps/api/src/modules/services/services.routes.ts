import { productEndpoints, serviceEditEndpoints, servicesEndpoints as endpoints } from '@portico/contract';
import { SERVICE_MESSAGES } from '@portico/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { holds, requireCompanyAccess } from '../../http/company-access.js';
import { changeContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import { requireActor } from '../../http/actor.js';
import type { RouteContext } from '../define-module.js';
import { serviceEdits } from './edit-service.js';
import { advanceProvisioning } from './provisioning.js';
import * as repo from './services.repository.js';
import { findServiceDetailView, serviceView } from './service-view.js';
import { productView } from './product-view.js';
import { AppError } from '../../errors.js';
import { serviceListRoutes } from './service-lists.routes.js';
import { lifecycleRoutes } from './lifecycle.routes.js';
import { serviceChangeRoutes } from './service-changes.routes.js';
import { publicProductRoutes } from './public-products.routes.js';
import { productListRoutes } from './product-list.routes.js';
import { speedChangeRoutes } from './speed-change.routes.js';

export async function servicesRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  route(app, endpoints.service, async (request) => {
    // the service and everything its screen shows, in one statement (decision 0096)
    const found = await findServiceDetailView(deps.db, request.params.id);
    if (!found) throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
    // the route's tenant check has allowed it; checked again here on the row read (decision 0014)
    requireCompanyAccess(requireActor(request), found.row.companyId);
    return ok(found.detail);
  });
  // the public API's read of one product (decision 0041): its owner finds it even while NEW, which lists hide,
  // because the SDK polls a product it just bought until it is LIVE; the route's uid check has allowed the company,
  // and it is checked again here (decision 0014)
  route(app, productEndpoints.product, async (request) => {
    const row = await repo.findServiceByUid(deps.db, request.params.productUid);
    if (!row || !holds(requireActor(request), row.companyId))
      throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
    return ok(await productView(deps.db, row));
  });
  // a service's own fields: the route's tenant check (modify_service in the owning company) is done again in the change
  const edits = serviceEdits(deps.db);
  const editor = (request: FastifyRequest) => (companyId: number) =>
    requireCompanyAccess(requireActor(request), companyId, 'modify_service');
  route(app, serviceEditEndpoints.rename, async (request) =>
    ok(
      await edits.rename(changeContext(request), request.params.id, request.body.name, editor(request)),
      SERVICE_MESSAGES.updated,
    ),
  );
  route(app, serviceEditEndpoints.updateProduct, async (request) =>
    ok(
      await edits.updateProduct(changeContext(request), request.params.productUid, request.body, editor(request)),
      SERVICE_MESSAGES.updated,
    ),
  );
  route(app, endpoints.advanceProvisioning, async (request) => {
    const moved = await advanceProvisioning(deps.db, deps.queue, changeContext(request), request.params.id, deps.now());
    return ok(await serviceView(deps.db, moved), SERVICE_MESSAGES.provisioningAdvanced);
  });
  serviceListRoutes(app, deps);
  await lifecycleRoutes(app, deps);
  await serviceChangeRoutes(app, deps);
  await publicProductRoutes(app, deps);
  productListRoutes(app, deps);
  await speedChangeRoutes(app, deps);
}
