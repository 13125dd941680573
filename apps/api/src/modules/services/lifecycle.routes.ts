import { lifecycleEndpoints as endpoints } from '@portico/contract';
import {
  ACTION_MESSAGE,
  canLockService,
  canTakeAction,
  LIFECYCLE_MESSAGES,
  type LifecycleAction,
  SERVICE_LOCK_MESSAGES,
} from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { type Actor, requireActor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';
import { changeContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import { AppError, forbidden } from '../../errors.js';
import type { RouteContext } from '../define-module.js';
import { takeLifecycleAction } from './lifecycle-action.js';
import { getPriceCheck } from './price-check.js';
import { setServiceLock } from './service-lock.js';

/** The actor's permissions in a company they may act for (none for staff, who need none). */
const permissionsIn = (actor: Actor, companyId: number) => {
  const uid = actor.companyUidById.get(companyId);
  return uid === undefined ? [] : (actor.permissions[uid] ?? []);
};

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

/** A service's lifecycle actions, their price check and its lock (decision 0049). */
export async function lifecycleRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  route(app, endpoints.action, async (request) => {
    const actor = requireActor(request);
    const { productUid, action } = request.params;
    const state = await takeLifecycleAction(
      {
        db: deps.db,
        queue: deps.queue,
        now: deps.now(),
        who: changeContext(request),
        eventActor: `person:${actor.personId}`,
      },
      {
        uid: productUid,
        action,
        safeDelete: request.query.safeDelete,
        // the route's tenant check (modify_service in the owning company), done again; terminate is staff's
        requireActor: (companyId: number, taken: LifecycleAction) => {
          requireCompanyAccess(actor, companyId, 'modify_service');
          const who = { isStaff: actor.isStaff, permissionsInCompany: permissionsIn(actor, companyId) };
          if (!canTakeAction(taken, who)) throw new AppError('forbidden', LIFECYCLE_MESSAGES.terminateStaffOnly);
        },
      },
    );
    return ok(state, ACTION_MESSAGE[action]);
  });

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
