import { billRunEndpoints as endpoints } from '@portico/contract';
import { TEST_CLOCK_MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { changeContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { allSupplierIds, billRun, billRunPage, startBillRuns } from './bill-runs.js';
import { billingNowOf, removeTestClock, setTestClock, testClockOf } from './test-clocks.js';

/**
 * Bill runs (decision 0085): queued by staff, run by the workers, watched by their progress. A company's run takes
 * the company's test clock as now in demo mode (decision 0089), whose routes a production configuration does not
 * serve.
 */
export function billRunRoutes(app: FastifyInstance, deps: RouteContext): void {
  const testClocks = deps.config.mode === 'demo';
  route(app, endpoints.startSupplierBillRun, async (request, reply) => {
    const companyId = request.query.companyId;
    const now = companyId ? await billingNowOf(deps.db, companyId, deps.now(), testClocks) : deps.now();
    const { billRuns, message } = await startBillRuns(deps.db, deps.queue, changeContext(request), {
      timestamp: request.params.timestamp,
      now: now.getTime(),
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

  if (!testClocks) return;
  route(app, endpoints.testClock, async (request) =>
    ok(await testClockOf(deps.db, request.params.companyId, deps.now())),
  );
  route(app, endpoints.setTestClock, async (request) =>
    ok(
      await setTestClock(deps.db, changeContext(request), request.params.companyId, request.body.now, deps.now()),
      TEST_CLOCK_MESSAGES.set,
    ),
  );
  route(app, endpoints.removeTestClock, async (request) =>
    ok(
      await removeTestClock(deps.db, changeContext(request), request.params.companyId, deps.now()),
      TEST_CLOCK_MESSAGES.removed,
    ),
  );
}
