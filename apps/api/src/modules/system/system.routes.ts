import { SOCIAL_PROVIDERS, systemEndpoints as endpoints } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, invalid } from '../../errors.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { MAIL_JOB, mailDelivery, resendMail } from '../mail/index.js';

export async function systemRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const { queue, integrations } = deps;
  const idTokens = integrations.idTokens;

  route(app, endpoints.health, async () => ({
    status: 'ok' as const,
    database: deps.databaseKind,
    queue: queue.mode,
    version: deps.config.version,
    mode: deps.config.mode,
  }));

  route(app, endpoints.batchCheck, async (request) => {
    const { method, params } = request.query;
    if (!queue.isKnown(method)) throw invalid(`Unknown batch process: ${method}`);
    if (params && !z.uuid().safeParse(params).success) throw invalid('params must be a job id');
    const status = await queue.status(method, params);
    // a mail job also shows its send key: whether the mail went, and whether staff may send it again
    if (method === MAIL_JOB && params) return ok({ ...status, mail: await mailDelivery(deps.db, status) });
    return ok(status);
  });

  // Answers 202: one more attempt is queued, not sent yet.
  route(app, endpoints.mailResend, async (request) => {
    const result = await resendMail(deps.db, queue, MAIL_JOB, request.body.jobId);
    return ok(result, result.state === 'queued' ? 'Mail queued to be sent again' : 'Mail already queued');
  });

  // Answers 202 (the contract's status): the job is queued, not done.
  route(app, endpoints.batchRun, async (request) => {
    const { method } = request.body;
    if (!queue.isManual(method)) throw invalid(`Unknown batch process: ${method}`);
    if (queue.mode === 'off') throw new AppError('unavailable', 'Background jobs are switched off on this server.');
    const jobId = await queue.sendManual(method);
    if (!jobId) throw new AppError('conflict', 'That job is already queued.');
    return ok({ method, jobId }, 'Job queued');
  });

  route(app, endpoints.socialConfig, async () =>
    ok({
      providers: SOCIAL_PROVIDERS.filter((provider) => idTokens.isAvailable(provider)).map((provider) => ({
        provider,
        simulated: idTokens.isSimulated(provider),
      })),
    }),
  );
}
