import { lifecycleEndpoints as endpoints } from '@portico/contract';
import { canLockService, SERVICE_LOCK_MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { type Actor, requireActor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';
import { changeContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import { forbidden } from '../../errors.js';
import type { RouteContext } from '../define-module.js';
import { permissionsIn } from './lifecycle-action.js';
import { getPriceCheck } from './price-check.js';
import { setServiceLock } from './service-lock.js';

/** The lock's check (the route's tenant check, then the domain's rule of who may lock): 403 otherwise. */
const requireLockAccess = (actor: Actor, companyId: number) => {
  requireCompanyAccess(actor, companyId, 'modify_service');
  const who = {
    isStaff: actor.isStaff,
    permissionsInCompany: permissionsIn(actor, companyId),
    ...(actor.apiKeyCreatorPermissions ? { keyCreatorPermissionsInCompany: actor.apiKeyCreatorPermissions } : {}),
  };
  if (!canLockService(who)) throw forbidden();
};

/**
 * A service's price check and its lock (decision 0049). Its lifecycle actions are ordering's route, which has billing
 * charge an un-cancel in the same change (decision 0067).
 */
export async function lifecycleRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  route(app, endpoints.priceCheck, async (request) => {
    const actor = requireActor(request);
    return ok(
      await getPriceCheck(deps.db, request.params.id, request.params.action, deps.now(), (companyId) =>
        requireCompanyAccess(actor, companyId, 'modify_service'),
      ),
    );
  });

  const lockRoute = (lock: boolean) =>
    route(app, lock ? endpoints.lock : endpoints.unlock, async (request) => {
      const actor = requireActor(request);
      const state = await setServiceLock(
        deps.db,
        changeContext(request),
        request.params.productUid,
        lock,
        deps.now(),
        (companyId) => requireLockAccess(actor, companyId),
      );
      return ok(state, lock ? SERVICE_LOCK_MESSAGES.lockedNow : SERVICE_LOCK_MESSAGES.unlockedNow);
    });
  lockRoute(true);
  lockRoute(false);
}
