import { authEndpoints as endpoints } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { loginContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { createPasswordLinkService } from './password-links.service.js';

// Few enough that neither form can be used to flood inboxes or guess links.
const limit = { rateLimit: { max: 10, timeWindow: '15 minutes' } };

export async function passwordLinkRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const links = createPasswordLinkService({ db: deps.db, config: deps.config, queue: deps.queue, now: deps.now });

  route(
    app,
    endpoints.passwordForgot,
    async (request) => {
      await links.requestReset(request.body.usernameOrEmail, loginContext(request));
      return ok(null, MESSAGES.passwordLinkSent);
    },
    limit,
  );

  route(
    app,
    endpoints.passwordSet,
    async (request) => {
      await links.setPassword(request.body.token, request.body.password, loginContext(request));
      return ok(null, MESSAGES.passwordSet);
    },
    limit,
  );
}
