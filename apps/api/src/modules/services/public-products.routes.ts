import { productSchema, publicProductEndpoints as endpoints } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';
import { sendEnvelopeStream } from '../../http/json-stream.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { publicProducts } from './public-products.js';

/** The public product API the provider's Go SDK reads (decision 0050). */
export async function publicProductRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  // the caller's own company only, staff included (the console has its own lists); `services` there, checked by
  // the route and again here (decision 0014)
  // written as it is read: a large customer's products are tens of megabytes
  route(app, endpoints.products, async (request, reply) => {
    const actor = requireActor(request);
    requireCompanyAccess(actor, actor.companyId, 'services');
    return sendEnvelopeStream(request, reply, productSchema, publicProducts(deps.db, actor.companyId));
  });
}
