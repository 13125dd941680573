import { lifecycleEndpoints, serviceLagEndpoints } from '@portico/contract';
import { ACTION_MESSAGE, SERVICE_CHANGE_MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/actor.js';
import { changeContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { idempotencyKey } from '../../http/idempotency.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { addLagPorts } from './lag-port-order.js';
import { takeLifecycleAction } from './lifecycle-order.js';

/**
 * The changes of ordered services that billing follows in the same change (decision 0067): ordering stands on both,
 * so it takes them — services make the change, billing bills it — and services never call billing.
 */
export function billedChangeRoutes(app: FastifyInstance, deps: RouteContext): void {
  // provisioning adds the ports after the change is recorded: the spec's "accepted" answer
  route(app, serviceLagEndpoints.addLagPorts, async (request) => {
    const input = { serviceId: request.params.id, count: request.body.count, key: () => idempotencyKey(request) };
    return ok(await addLagPorts(deps, changeContext(request), input), SERVICE_CHANGE_MESSAGES.accepted);
  });

  route(app, lifecycleEndpoints.action, async (request) => {
    const { productUid, action } = request.params;
    const input = { uid: productUid, action, safeDelete: request.query.safeDelete };
    const state = await takeLifecycleAction(deps, changeContext(request), requireActor(request), input);
    return ok(state, ACTION_MESSAGE[action]);
  });
}
