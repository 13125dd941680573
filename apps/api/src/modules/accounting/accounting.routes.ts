import { accountingEndpoints as endpoints, erpEndpoints } from '@portico/contract';
import { ERP_MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { changeContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { customerBatchPage, erpSupplyPage, requireNamedErp, retryBatch, startExport } from './erp-export.js';
import { forgetItem, requireSyncOn, startSync, syncItemPage, syncStatus } from './sync-runs.js';

/**
 * Accounting sync under /secure/xero (admin console §7; customer portal §7; decision 0092) and the ERP export under
 * the spec's /v2 paths. Syncs and exports are queued as jobs and answered 202 with their progress to watch.
 */
export function accountingRoutes(app: FastifyInstance, deps: RouteContext): void {
  const enabled = deps.integrations.accounting !== null;

  route(app, endpoints.syncStatus, async () => ok(await syncStatus(deps.db, enabled)));
  route(app, endpoints.unsynced, async (request) =>
    ok(await syncItemPage(deps.db, request.params.kind, 'unsynced', request.query)),
  );
  route(app, endpoints.failedInvoices, async (request) =>
    ok(await syncItemPage(deps.db, 'invoices', 'failed', request.query)),
  );
  route(app, endpoints.unpostedInvoices, async (request) =>
    ok(await syncItemPage(deps.db, 'invoices', 'unposted', request.query)),
  );
  route(app, endpoints.syncAll, async (request, reply) => {
    requireSyncOn(enabled);
    const { message, ...answer } = await startSync(deps.db, deps.queue, changeContext(request), request.params.kind, {
      scope: 'ALL',
    });
    reply.code(202);
    return ok(answer, message);
  });
  route(app, endpoints.syncSelected, async (request, reply) => {
    requireSyncOn(enabled);
    const { message, ...answer } = await startSync(deps.db, deps.queue, changeContext(request), request.params.kind, {
      scope: 'SELECTED',
      ids: request.body.ids,
    });
    reply.code(202);
    return ok(answer, message);
  });
  route(app, endpoints.syncOne, async (request, reply) => {
    requireSyncOn(enabled);
    const { message, ...answer } = await startSync(deps.db, deps.queue, changeContext(request), request.params.kind, {
      scope: 'ONE',
      id: request.params.id,
    });
    reply.code(202);
    return ok(answer, message);
  });
  route(app, endpoints.forget, async (request) =>
    ok(await forgetItem(deps.db, changeContext(request), request.params.kind, request.params.id)),
  );

  const erp = deps.integrations.erp;
  route(app, erpEndpoints.erpStatus, async () => ok({ erp: erp?.name ?? null }));
  const exportRoute = async (
    request: Parameters<typeof changeContext>[0],
    reply: { code(status: number): unknown },
    ask: { supplierId: number | null; companyId: number | null },
  ) => {
    const answer = await startExport(deps.db, deps.queue, changeContext(request), erp, ask);
    reply.code(202);
    return ok(answer, ERP_MESSAGES.exportQueued);
  };
  route(app, erpEndpoints.exportAll, (request, reply) =>
    exportRoute(request, reply, { supplierId: null, companyId: null }),
  );
  route(app, erpEndpoints.exportSupplier, (request, reply) =>
    exportRoute(request, reply, { supplierId: request.params.supplierId, companyId: null }),
  );
  route(app, erpEndpoints.exportCompany, (request, reply) =>
    exportRoute(request, reply, { supplierId: null, companyId: request.params.companyId }),
  );
  route(app, erpEndpoints.erpSupplies, async (request) =>
    ok(await erpSupplyPage(deps.db, requireNamedErp(erp, request.params.erp), request.query)),
  );
  route(app, erpEndpoints.customerBatches, async (request) =>
    ok(await customerBatchPage(deps.db, requireNamedErp(erp, request.params.erp), request.query)),
  );
  route(app, erpEndpoints.retryBatch, async (request, reply) => {
    const named = requireNamedErp(erp, request.params.erp);
    const { batch, message } = await retryBatch(deps.db, deps.queue, changeContext(request), named, request.params.id);
    reply.code(202);
    return ok(batch, message);
  });
}
