import {
  envelope,
  sentMailQuerySchema,
  sentMailSchema,
  socialProviderSchema,
  socialSimulatorTokenRequestSchema,
  socialSimulatorTokenSchema,
} from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { ok } from '../../http/envelope.js';
import type { IdTokenVerifier } from '../../integrations/identity/id-token-verifier.js';
import type { IdentitySimulator } from '../../integrations/identity/identity-simulator.js';
import type { MailSimulator } from '../../integrations/mail/mailer.js';
import { access } from '../../plugins/access.js';

/**
 * The routes that drive and read the local simulators. Registered in demo mode only: in production these routes
 * do not exist at all (404), and no simulator is constructed whose key could be trusted.
 */
export const simulatorRoutes: FastifyPluginAsyncZod<{
  idTokens: IdTokenVerifier;
  identity: IdentitySimulator;
  mail: MailSimulator | null;
}> = async (app, opts) => {
  const tags = ['simulators'];

  app.post(
    '/simulator/social/:provider/token',
    {
      config: { access: access.public, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Demo mode only: an ID token for an e-mail from the local identity-provider simulator (providers without a real issuer)',
        params: z.object({ provider: socialProviderSchema }),
        body: socialSimulatorTokenRequestSchema,
        response: { 200: envelope(socialSimulatorTokenSchema) },
      },
    },
    async (request) => {
      const { provider } = request.params;
      if (!opts.idTokens.isSimulated(provider)) throw new AppError('not_found', MESSAGES.socialNotConfigured);
      const idToken = await opts.identity.issueIdToken(provider, request.body.email);
      return ok({ idToken, accessToken: `sim-${crypto.randomUUID()}` });
    },
  );

  const mail = opts.mail;
  if (mail) {
    app.get(
      '/simulator/mail/messages',
      {
        config: { access: access.staff() },
        schema: {
          tags,
          summary: 'Demo mode only: mails the local mail simulator has sent, newest first',
          querystring: sentMailQuerySchema,
          response: { 200: envelope(z.array(sentMailSchema)) },
        },
      },
      async (request) => ok(mail.sent(request.query.to).map((m) => ({ ...m, at: m.at.getTime() }))),
    );
  }
};
