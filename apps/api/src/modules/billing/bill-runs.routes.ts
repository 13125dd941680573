import { billRunEndpoints as endpoints } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import { changeContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { allSupplierIds, billRun, billRunPage, startBillRuns } from './bill-runs.js';

/** Bill runs (decision 0085): queued by staff, run by the workers, watched by their progress. */
export function billRunRoutes(app: FastifyInstance, deps: RouteContext): void {
  route(app, endpoints.startSupplierBillRun, async (request, reply) => {
    const { billRuns, message } = await startBillRuns(deps.db, deps.queue, changeContext(request), {
      timestamp: request.params.timestamp,
      now: deps.now().getTime(),
      supplierIds: [request.params.supplierId],
      companyId: request.query.companyId ?? null,
    });
    reply.code(202);
    return ok({ billRuns }, message);
  });
  route(app, endpoints.startAllBillRuns, async (request, reply) => {
    const { billRuns, message } = await startBillRuns(deps.db, deps.queue, changeContext(request), {
      timestamp: request.params.timestamp,
      now: deps.now().getTime(),
      supplierIds: allSupplierIds(),
      companyId: null,
    });
    reply.code(202);
    return ok({ billRuns }, message);
  });
  route(app, endpoints.billRuns, async (request) => {
    const { supplierId, page, pageSize } = request.query;
    return ok(await billRunPage(deps.db, { supplierId, page, pageSize }));
  });
  route(app, endpoints.billRun, async (request) => ok(await billRun(deps.db, request.params.billRunId)));
}
