import formbody from '@fastify/formbody';
import { apiKeyEndpoints as endpoints } from '@portico/contract';
import { API_KEY_MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/actor.js';
import { changeContext, loginContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { changeRoute, route } from '../../http/route.js';
import { TryLater } from '../../errors.js';
import { OAUTH2_CHALLENGE } from '../../plugins/error-handler.js';
import type { RouteContext } from '../define-module.js';
import { createApiKeyService } from './api-keys.service.js';
import { createClientCredentials } from './client-credentials.js';
import { createFailureCounter, sourceOf } from '../../http/failure-counter.js';

const GRANT_STATUS = { invalid_client: 401, invalid_request: 400, unsupported_grant_type: 400 } as const;

/** A company's API keys and the OAuth2 token grant (decision 0050). */
export async function apiKeyRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const keys = createApiKeyService({ db: deps.db, now: deps.now, flushKeyUses: deps.auth.flushKeyUses });
  const credentials = createClientCredentials({ db: deps.db, now: deps.now });
  // The token grant posts a form (RFC 6749): only this scope takes one.
  await app.register(formbody);

  route(app, endpoints.apiKeys, async (request) => ok(await keys.list(requireActor(request), request.query.companyId)));
  // The one answer that carries the key's secret: no cache may keep it (RFC 9111 no-store, decision 0060).
  route(app, endpoints.createApiKey, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    return ok(await keys.create(changeContext(request), request.body), API_KEY_MESSAGES.created);
  });
  changeRoute(app, endpoints.revokeApiKey, API_KEY_MESSAGES.revoked, (ctx, { params }) =>
    keys.revoke(ctx, params.apiKeyId),
  );

  // OAuth2 answers its own JSON, errors included ({"error": "invalid_client"}), never the envelope. Only refused
  // clients count against an address (a guesser), never grants (a program that asks often): decision 0060.
  const failedGrants = createFailureCounter(
    deps.db,
    { maxFailures: deps.config.login.maxFailuresPerAddress, windowMs: deps.config.login.failureWindowMs },
    deps.now,
  );
  route(app, endpoints.token, async (request, reply) => {
    const address = [`oauth2:${sourceOf(request.ip)}`];
    const wait = await failedGrants.lockedFor(address);
    if (wait !== null) throw new TryLater(API_KEY_MESSAGES.tooManyFailedGrants, wait);
    const grantType = request.query.grant_type ?? request.body?.grant_type;
    const result = await credentials.grant(request.headers.authorization, grantType, loginContext(request));
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    if (result.ok) return result.answer;
    if (result.error === 'invalid_client') {
      await failedGrants.record(deps.db, address);
      reply.header('www-authenticate', OAUTH2_CHALLENGE);
    }
    return reply.code(GRANT_STATUS[result.error]).send({ error: result.error });
  });
}
