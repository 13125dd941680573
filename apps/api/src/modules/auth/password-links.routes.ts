import { envelope, passwordForgotRequestSchema, passwordSetRequestSchema } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { access } from '../../plugins/access.js';
import type { PasswordLinkService } from './password-links.service.js';

const tags = ['auth'];
const empty = envelope(z.null());
// Few enough that neither form can be used to flood inboxes or guess links.
const limit = { max: 10, timeWindow: '15 minutes' };

export const passwordLinkRoutes: FastifyPluginAsyncZod<{ links: PasswordLinkService }> = async (app, { links }) => {
  app.post(
    '/public/password/forgot',
    {
      config: { access: access.public, rateLimit: limit },
      schema: {
        tags,
        summary: 'Mail a link to set a new password (the answer is the same whether or not the user exists)',
        body: passwordForgotRequestSchema,
        response: { 200: empty },
      },
    },
    async (request) => {
      await links.requestReset(request.body.usernameOrEmail, loginContext(request));
      return ok(null, MESSAGES.passwordLinkSent);
    },
  );

  app.post(
    '/public/password/set',
    {
      config: { access: access.public, rateLimit: limit },
      schema: {
        tags,
        summary: "Set a password with a welcome or reset link's token; ends the person's sessions",
        body: passwordSetRequestSchema,
        response: { 200: empty },
      },
    },
    async (request) => {
      await links.setPassword(request.body.token, request.body.password, loginContext(request));
      return ok(null, MESSAGES.passwordSet);
    },
  );
};
