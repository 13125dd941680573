import formbody from '@fastify/formbody';
import {
  availabilitySchema,
  checkEmailQuerySchema,
  checkUsernameQuerySchema,
  envelope,
  loginRequestSchema,
  mfaDisableRequestSchema,
  mfaEnrolmentSchema,
  mfaStatusSchema,
  mfaVerifyRequestSchema,
  passwordChangeRequestSchema,
  profileSchema,
  socialLoginRequestSchema,
  socialProviderSchema,
  userLoginSchema,
} from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { access, requireActor } from '../../plugins/access.js';
import type { AuthService } from './auth.service.js';
import { availabilityCheck } from './availability-guard.js';

const tags = ['auth'];
const empty = envelope(z.null());

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; loginRateLimit: number }> = async (app, opts) => {
  const { auth } = opts;
  const loginLimit = { max: opts.loginRateLimit, timeWindow: '1 minute' };

  // Login forms (the portal's own and public clients') post application/x-www-form-urlencoded. Registered here,
  // inside this plugin, so only these routes take forms and every other route still takes JSON only.
  await app.register(formbody);

  app.post(
    '/v3/login',
    {
      config: { access: access.public, rateLimit: loginLimit },
      schema: {
        tags,
        summary: 'Log in with username, password and an optional one-time password',
        body: loginRequestSchema,
        response: { 200: envelope(userLoginSchema) },
      },
    },
    async (request) => ok(await auth.login(request.body, loginContext(request))),
  );

  app.post(
    '/v2/social/login/:provider',
    {
      config: { access: access.public, rateLimit: loginLimit },
      schema: {
        tags,
        summary: 'Log in with a Google, Facebook or LinkedIn ID token',
        params: z.object({ provider: socialProviderSchema }),
        body: socialLoginRequestSchema,
        response: { 200: envelope(userLoginSchema) },
      },
    },
    async (request) => ok(await auth.socialLogin(request.params.provider, request.body, loginContext(request))),
  );

  app.get(
    '/v2/profile',
    {
      config: { access: access.userDuringAccountSetup },
      schema: { tags, summary: 'The logged-in person', response: { 200: envelope(profileSchema) } },
    },
    async (request) => {
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
    },
  );

  app.get(
    '/v2/logout',
    {
      config: { access: access.userDuringAccountSetup },
      schema: { tags, summary: 'Revoke the current token', response: { 200: empty } },
    },
    async (request) => {
      await auth.logout(requireActor(request), loginContext(request));
      return ok(null, MESSAGES.loggedOut);
    },
  );

  app.post(
    '/secure/password/change',
    {
      config: { access: access.userDuringAccountSetup },
      schema: { tags, summary: 'Change the own password', body: passwordChangeRequestSchema, response: { 200: empty } },
    },
    async (request) => {
      await auth.changePassword(requireActor(request), request.body, loginContext(request));
      return ok(null, MESSAGES.passwordChanged);
    },
  );

  app.get(
    '/secure/checkUsername',
    {
      config: { access: access.user, rateLimit: availabilityCheck.rateLimit },
      onRequest: availabilityCheck.onRequest,
      schema: {
        tags,
        summary: 'Is a username still free? (staff and company admins, who create people)',
        querystring: checkUsernameQuerySchema,
        response: { 200: envelope(availabilitySchema) },
      },
    },
    async (request) => ok({ available: await auth.isUsernameAvailable(request.query.username) }),
  );

  app.get(
    '/secure/checkEmail',
    {
      config: { access: access.user, rateLimit: availabilityCheck.rateLimit },
      onRequest: availabilityCheck.onRequest,
      schema: {
        tags,
        summary: 'Is an e-mail address still free? (staff and company admins, who create people)',
        querystring: checkEmailQuerySchema,
        response: { 200: envelope(availabilitySchema) },
      },
    },
    async (request) => ok({ available: await auth.isEmailAvailable(request.query.email) }),
  );

  app.get(
    '/v2/mfa',
    {
      config: { access: access.userDuringAccountSetup },
      schema: { tags, summary: 'Two-factor status', response: { 200: envelope(mfaStatusSchema) } },
    },
    async (request) => ok(auth.mfaStatus(requireActor(request))),
  );

  app.post(
    '/v2/mfa/enrol',
    {
      config: { access: access.userDuringAccountSetup },
      schema: {
        tags,
        summary: 'Start TOTP enrolment: a new secret for the authenticator app',
        response: { 200: envelope(mfaEnrolmentSchema) },
      },
    },
    async (request) => ok(await auth.startMfaEnrolment(requireActor(request), loginContext(request))),
  );

  app.post(
    '/v2/mfa/verify',
    {
      config: { access: access.userDuringAccountSetup },
      schema: {
        tags,
        summary: 'Finish enrolment with a code from the app',
        body: mfaVerifyRequestSchema,
        response: { 200: empty },
      },
    },
    async (request) => {
      await auth.verifyMfaEnrolment(requireActor(request), request.body.oneTimePassword, loginContext(request));
      return ok(null, MESSAGES.mfaEnrolled);
    },
  );

  app.delete(
    '/v2/mfa',
    {
      config: { access: access.user },
      schema: {
        tags,
        summary: 'Turn two-factor authentication off, with a current code from the app or the password',
        // Nullish so that a bare DELETE gets the message saying what to send, not a schema error.
        body: mfaDisableRequestSchema.nullish(),
        response: { 200: empty },
      },
    },
    async (request) => {
      await auth.disableMfa(requireActor(request), request.body ?? {}, loginContext(request));
      return ok(null, MESSAGES.mfaDisabled);
    },
  );
};
