import { type CustomerProduct, customerProductEndpoints as endpoints } from '@portico/contract';
import { centsToAmount } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';
import { csvColumns, sendCsv } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { productLists } from './product-list.js';
import { serviceHistory } from './service-history.js';

const PRODUCT_CSV_COLUMNS = csvColumns<CustomerProduct>([
  'technicalServiceId',
  'technicalServiceUid',
  'productType',
  'name',
  'provisioningStatus',
  'location',
  'speedMbps',
  'termMonths',
  'contractStartDate',
  'contractEndDate',
  // the suppliers' currencies all have two decimals (customer portal §9)
  { 'Monthly price': (p) => (p.monthlyCents === null ? null : centsToAmount(p.monthlyCents)) },
  'currency',
]);

/** The products page and a product's history (decision 0052). */
export function productListRoutes(app: FastifyInstance, deps: RouteContext): void {
  const products = productLists(deps.db);

  route(app, endpoints.products, async (request, reply) => {
    const companyId = request.params.id;
    // the route's tenant check (the company, `services` there) has allowed it; checked again (decision 0014)
    requireCompanyAccess(requireActor(request), companyId, 'services');
    const { page, pageSize, format, ...rest } = request.query;
    const filters = { companyId, ...rest };
    if (format === 'csv')
      return sendCsv(reply, `products-${companyId}.csv`, PRODUCT_CSV_COLUMNS, products.export(filters));
    return ok(await products.page(filters, { page, pageSize }));
  });

  route(app, endpoints.history, async (request) =>
    ok(
      await serviceHistory(deps.db, request.params.id, (companyId) =>
        requireCompanyAccess(requireActor(request), companyId, 'services'),
      ),
    ),
  );
}
