import formbody from '@fastify/formbody';
import { simulatorsEndpoints as endpoints } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import { SIMULATED_REFUSAL } from '../../integrations/accounting/accounting-system.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { cardPageHtml } from './card-pages.js';

/**
 * The routes that drive and read the local simulators. Registered in demo mode only: in production these routes
 * do not exist at all (404), and no simulator is constructed whose key could be trusted.
 */
export async function simulatorRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const simulators = deps.integrations.simulators;
  if (!simulators) return;
  const { idTokens } = deps.integrations;
  const { identity, mail, accounting } = simulators;

  route(
    app,
    endpoints.socialToken,
    async (request) => {
      const { provider } = request.params;
      if (!idTokens.isSimulated(provider)) throw new AppError('not_found', MESSAGES.socialNotConfigured);
      const idToken = await identity.issueIdToken(provider, request.body.email);
      return ok({ idToken, accessToken: `sim-${crypto.randomUUID()}` });
    },
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );

  if (simulators.cards) {
    const cards = simulators.cards;
    await app.register(formbody);
    // the card provider's hosted page: a form for a card number, then back to the portal with AccessCode=
    route(app, endpoints.cardPage, async (request, reply) => {
      const html = cardPageHtml(cards, request.params.accessCode);
      if (html === null) throw new AppError('not_found', MESSAGES.notFound);
      return reply.type('text/html; charset=utf-8').send(html);
    });
    route(app, endpoints.cardSubmit, async (request, reply) => {
      const back = cards.submit(request.params.accessCode, request.body.cardNumber, request.body.expiry);
      if (back === null) throw new AppError('not_found', MESSAGES.notFound);
      return reply.redirect(back, 303);
    });
  }

  if (mail) {
    route(app, endpoints.sentMail, async (request) =>
      ok(
        mail.sent(request.query.to).map((m) => ({
          ...m,
          at: m.at.getTime(),
          attachments: (m.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            size: a.content.length,
          })),
        })),
      ),
    );
  }

  if (accounting) {
    const state = () => ({
      failure: accounting.failure(),
      posted: accounting.posted(),
      balanced: accounting.isBalanced(),
    });
    route(app, endpoints.accountingSimulator, async () => ok(state()));
    route(app, endpoints.failAccounting, async (request) => {
      const { companyId, mode, message } = request.body;
      accounting.fail({ companyId: companyId ?? null, mode, message: message ?? SIMULATED_REFUSAL });
      return ok(state());
    });
    route(app, endpoints.recoverAccounting, async () => {
      accounting.recover();
      return ok(state());
    });
  }
}
