import { publicProductEndpoints as endpoints } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { keptProductLists } from './public-products.js';

/** The public product API the provider's Go SDK reads (decision 0050). */
export async function publicProductRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  // the caller's own company only, staff included (the console has its own lists); `services` there, checked by
  // the route and again here (decision 0014)
  // kept per version of what it shows (decision 0055): a large customer's products are tens of megabytes
  const lists = keptProductLists(deps.db);
  route(app, endpoints.products, async (request, reply) => {
    const actor = requireActor(request);
    requireCompanyAccess(actor, actor.companyId, 'services');
    const { body, gzipped, version } = await lists.answer(actor.companyId);
    // the same list at the same version is the same answer: a caller asking again with its tag gets a 304
    const tag = `"p${version}"`;
    reply.header('etag', tag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === tag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    // 46 MB for the largest customer, about a tenth gzipped: what a caller that takes gzip (Go's client does) gets
    if (acceptsGzip(request.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(gzipped);
    return reply.send(body);
  });
}

/** Whether an Accept-Encoding takes gzip (not refused with q=0). */
function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    return !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
  });
}
