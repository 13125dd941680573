import { speedChangeEndpoints as endpoints } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import { changeContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { checkSpeedChange, changeVxcSpeed } from './speed-change.js';
import { decideSpeedChange, listSpeedChangeRequests, withdrawSpeedChange } from './speed-change-requests.js';

/** A VXC's speed change and the requests it makes of the other end (decision 0053). */
export async function speedChangeRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const input = (params: { id: number; speed: string }, query: { onBehalfOf?: 'A' | 'B'; currentSpeed?: number }) => ({
    serviceId: params.id,
    speed: params.speed,
    onBehalfOf: query.onBehalfOf ?? null,
    currentSpeed: query.currentSpeed ?? null,
  });
  route(app, endpoints.checkSpeedChange, async (request) =>
    ok(await checkSpeedChange(deps, changeContext(request), input(request.params, request.query))),
  );
  route(app, endpoints.changeSpeed, async (request) => {
    const { result, message } = await changeVxcSpeed(
      deps,
      changeContext(request),
      input(request.params, request.query),
    );
    return ok(result, message);
  });
  route(app, endpoints.speedChangeRequests, async (request) =>
    ok(await listSpeedChangeRequests(deps, changeContext(request), request.query.companyId)),
  );
  route(app, endpoints.decideSpeedChange, async (request) => {
    const { request: decided, message } = await decideSpeedChange(
      deps,
      changeContext(request),
      request.params.requestId,
      request.body.decision,
    );
    return ok(decided, message);
  });
  route(app, endpoints.withdrawSpeedChange, async (request) => {
    const { request: withdrawn, message } = await withdrawSpeedChange(
      deps,
      changeContext(request),
      request.params.requestId,
    );
    return ok(withdrawn, message);
  });
}
