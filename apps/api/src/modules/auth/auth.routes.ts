import formbody from '@fastify/formbody';
import { authEndpoints as endpoints } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { loginContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import { requireActor } from '../../plugins/access.js';
import type { RouteContext } from '../define-module.js';
import { availabilityCheck } from '../people/index.js';
import { requirePersonSession } from './api-key-actor.js';

export async function authRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const { auth } = deps;
  const loginLimit = { rateLimit: { max: deps.config.login.perMinutePerAddress, timeWindow: '1 minute' } };

  // Login forms (the portal's own and public clients') post application/x-www-form-urlencoded. Registered here,
  // inside this plugin, so only these routes take forms and every other route still takes JSON only.
  await app.register(formbody);

  route(app, endpoints.login, async (request) => ok(await auth.login(request.body, loginContext(request))), loginLimit);

  route(
    app,
    endpoints.socialLogin,
    async (request) => ok(await auth.socialLogin(request.params.provider, request.body, loginContext(request))),
    loginLimit,
  );

  route(app, endpoints.profile, async (request) => {
    const a = requireActor(request);
    return ok({
      username: a.username,
      companyId: a.companyId,
      companyUid: a.companyUid,
      companyName: a.companyName,
      personId: a.personId,
      personUid: a.personUid,
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      permissions: a.permissions,
      featureFlags: a.featureFlags,
      channelPartner: a.channelPartner,
      mfaReset: a.mfaReset,
      companyEnforcedMFA: a.companyEnforcedMfa,
      mfaEnabled: a.mfaEnabled,
      forcePasswordReset: a.mustChangePassword,
      staff: a.isStaff,
      admin: a.isAdmin,
      tokenExpiresAt: a.tokenExpiresAt.getTime(),
    });
  });

  route(app, endpoints.logout, async (request) => {
    await auth.logout(requireActor(request), loginContext(request));
    return ok(null, MESSAGES.loggedOut);
  });

  route(app, endpoints.changePassword, async (request) => {
    await auth.changePassword(requireActor(request), request.body, loginContext(request));
    return ok(null, MESSAGES.passwordChanged);
  });

  // The availability checks in a scope of their own, whose guard refuses anyone who cannot create a person. It runs
  // before the routes' own rate limit, so refused calls are not counted.
  await app.register(async (checks) => {
    checks.addHook('onRequest', availabilityCheck.onRequest);
    const limit = { rateLimit: availabilityCheck.rateLimit };
    route(
      checks,
      endpoints.checkUsername,
      async (request) => ok({ available: await auth.isUsernameAvailable(request.query.username) }),
      limit,
    );
    route(
      checks,
      endpoints.checkEmail,
      async (request) => ok({ available: await auth.isEmailAvailable(request.query.email) }),
      limit,
    );
  });

  route(app, endpoints.mfaStatus, async (request) => ok(auth.mfaStatus(requireActor(request))));

  route(app, endpoints.mfaEnrol, async (request) =>
    ok(await auth.startMfaEnrolment(requireActor(request), loginContext(request))),
  );

  route(app, endpoints.mfaVerify, async (request) => {
    await auth.verifyMfaEnrolment(requireActor(request), request.body.oneTimePassword, loginContext(request));
    return ok(null, MESSAGES.mfaEnrolled);
  });

  route(app, endpoints.mfaDisable, async (request) => {
    await auth.disableMfa(requirePersonSession(requireActor(request)), request.body ?? {}, loginContext(request));
    return ok(null, MESSAGES.mfaDisabled);
  });
}
