import { serviceChangeEndpoints as endpoints } from '@portico/contract';
import { SERVICE_CHANGE_MESSAGES } from '@portico/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireActor } from '../../http/actor.js';
import { holds, requireCompanyAccess } from '../../http/company-access.js';
import { changeContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { changeIx, changeIxProduct } from './change-ix.js';
import { changeProduct } from './change-product.js';
import { changeVxcProduct } from './change-vxc-product.js';
import type { ChangeBy } from './changeable-service.js';
import { changeVxcVlan, requireOneChange } from './change-vxc.js';
import { networkSenderOf } from './network-change.js';
import { portVlanAvailability } from './port-vlan.js';
import { checkRateLimitChange } from './rate-limit-change.js';
import { getServiceView } from './service-view.js';
import { changeVxcSpeed } from './speed-change.js';

/**
 * Changes of a service's network settings (decision 0051). Each route's tenant check (modify_service in the owning
 * company) is done again in the change, on the locked row.
 */
export async function serviceChangeRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const network = networkSenderOf(deps);
  const by = (request: FastifyRequest): ChangeBy => {
    const actor = requireActor(request);
    return {
      who: changeContext(request),
      requireEditor: (companyId) => requireCompanyAccess(actor, companyId, 'modify_service'),
      mayUseAutomaticVlan: actor.isStaff,
      network,
      now: deps.now,
    };
  };
  route(app, endpoints.changeProduct, async (request) => {
    const { product, message } = await changeProduct(deps.db, by(request), {
      type: request.params.productType,
      uid: request.params.productUid,
      changes: request.body,
    });
    return ok(product, message);
  });
  route(app, endpoints.checkRateLimitChange, async (request) => {
    const actor = requireActor(request);
    return ok(
      await checkRateLimitChange(
        { db: deps.db, now: deps.now, appliedByNetwork: network !== null },
        request.params,
        (companyId) => requireCompanyAccess(actor, companyId, 'modify_service'),
      ),
    );
  });
  route(app, endpoints.changeVxcProduct, async (request) => {
    const { product, message } = await changeVxcProduct(
      deps,
      { ...by(request), context: changeContext(request) },
      request.params.productUid,
      request.body,
    );
    return ok(product, message);
  });
  route(app, endpoints.changeIxProduct, async (request) => {
    const { product, message } = await changeIxProduct(deps.db, by(request), request.params.productUid, request.body);
    return ok(product, message);
  });
  route(app, endpoints.portVlan, async (request) => {
    const actor = requireActor(request);
    const answer = await portVlanAvailability(
      deps.db,
      { uid: request.params.productUid, vlan: request.query.vlan },
      (companyId) => holds(actor, companyId),
    );
    return ok(answer.available, answer.message ?? '');
  });
  // the network applies a VLAN, MAC or rate limit change after it is recorded: the spec's "accepted" answer
  route(app, endpoints.changeVxc, async (request) => {
    const body = request.body;
    if (body.speed !== undefined && body.aVlan === undefined && body.bVlan === undefined) {
      // a speed alone is the VXC's speed change (its price, the other end's approval): its answer and message
      requireOneChange(body, [body.speed], SERVICE_CHANGE_MESSAGES.oneVxcChange);
      const { message } = await changeVxcSpeed(deps, changeContext(request), {
        serviceId: body.nServiceId,
        speed: body.speed,
      });
      return ok(await getServiceView(deps.db, body.nServiceId), message);
    }
    return ok(await changeVxcVlan(deps.db, by(request), body), SERVICE_CHANGE_MESSAGES.accepted);
  });
  route(app, endpoints.changeIx, async (request) =>
    ok(await changeIx(deps.db, by(request), request.body), SERVICE_CHANGE_MESSAGES.accepted),
  );
}
