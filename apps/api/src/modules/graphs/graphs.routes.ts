import { trafficEndpoints as endpoints } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { serviceTraffic } from './service-traffic.js';

export async function graphsRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  // the route's tenant check (the service's company, `graphs` there) has allowed it; checked again (decision 0014)
  route(app, endpoints.traffic, async (request) =>
    ok(
      await serviceTraffic(deps.db, deps.integrations.telemetry, request.params, (companyId) =>
        requireCompanyAccess(requireActor(request), companyId, 'graphs'),
      ),
    ),
  );
}
