import { createHash } from 'node:crypto';
import { PAGINATION_TOTAL_HEADER, servicesNetworkEndpoints as endpoints } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';
import { csvColumns, sendCsv } from '../../http/csv.js';
import { sendOkJson } from '../../http/envelope.js';
import { actorRoute, route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { type NetworkExportRow, serviceLists } from './service-lists.js';

const NETWORK_CSV_COLUMNS = csvColumns<NetworkExportRow>([
  'technicalServiceId',
  'technicalServiceUid',
  'name',
  'productType',
  'provisioningStatus',
  'rateLimit',
  'locationId',
  { 'A-end service id': (s) => s.aEndServiceId, 'B-end service id': (s) => s.bEndServiceId },
  { Port: (s) => (s.groupServiceId === s.technicalServiceId ? null : s.groupServiceId) },
  'usage',
  'connections',
]);

/** The network screen and the service search (decision 0048). */
export function serviceListRoutes(app: FastifyInstance, deps: RouteContext): void {
  const lists = serviceLists(deps.db);

  route(app, endpoints.network, async (request, reply) => {
    const companyId = request.params.id;
    // the route's tenant check (the company, `services` there) has allowed it; checked again (decision 0014)
    requireCompanyAccess(requireActor(request), companyId, 'services');
    const { page, limit, format, ...rest } = request.query;
    const filters = { companyId, ...rest };
    if (format === 'csv')
      return sendCsv(reply, `services-${companyId}.csv`, NETWORK_CSV_COLUMNS, lists.networkExport(filters));
    const { data, total, version } = await lists.networkPage(filters, { page, limit });
    if (version !== null) {
      // the same page at the same version is the same answer: a browser asking again with its tag gets a 304. The
      // tag names the page too (its filters, page and limit), so page 2 is never answered as unchanged to a
      // browser holding page 1 at the same version (decision 0060).
      const which = createHash('sha256')
        .update(JSON.stringify([filters, page, limit]))
        .digest('base64url');
      const tag = `"n${version}-${which.slice(0, 16)}"`;
      reply.header('etag', tag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === tag) return reply.code(304).send();
    }
    reply.header(PAGINATION_TOTAL_HEADER, String(total));
    return sendOkJson(reply, data);
  });

  actorRoute(app, endpoints.search, (actor, request) => {
    const { page, pageSize, ...query } = request.query;
    return lists.search(actor, query, { page, pageSize });
  });

  actorRoute(app, endpoints.one, (actor, request) => lists.one(actor, request.params.id));
}
