import { billingEndpoints as endpoints, type UnbilledService } from '@portico/contract';
import { BILLABLE_MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { changeContext } from '../../http/context.js';
import { csvColumns, sendCsv } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { setUpBilling } from './set-up-billing.js';
import { unbilledServiceBatches, unbilledServices } from './unbilled-services.js';

const UNBILLED_CSV_COLUMNS = csvColumns<UnbilledService>([
  'technicalServiceId',
  'technicalServiceUid',
  'name',
  'productType',
  'provisioningStatus',
  'companyId',
  'companyName',
  'location',
  'supplierId',
  'contractStartDate',
  'termMonths',
]);

/** Billing's staff calls (decision 0081). */
export async function billingRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  route(app, endpoints.unbilledServices, async (request, reply) => {
    const { format, ...query } = request.query;
    if (format === 'csv')
      return sendCsv(
        reply,
        'unbilled-services.csv',
        UNBILLED_CSV_COLUMNS,
        unbilledServiceBatches(deps.db, { supplierId: query.supplierId, search: query.search }),
      );
    return ok(await unbilledServices(deps.db, query));
  });
  route(app, endpoints.setUpBilling, async (request) =>
    ok(await setUpBilling(deps.db, changeContext(request), request.params.id, request.body), BILLABLE_MESSAGES.setUp),
  );
}
