import {
  batchCheckQuerySchema,
  batchRunRequestSchema,
  batchRunResultSchema,
  envelope,
  healthSchema,
  jobStatusSchema,
  SOCIAL_PROVIDERS,
  socialConfigSchema,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalid } from '../../errors.js';
import { ok } from '../../http/envelope.js';
import type { IdTokenVerifier } from '../../integrations/identity/id-token-verifier.js';
import type { JobQueue } from '../../jobs/queue.js';
import { access } from '../../plugins/access.js';

export const systemRoutes: FastifyPluginAsyncZod<{
  queue: JobQueue;
  database: 'pglite' | 'postgres';
  version: string;
  mode: 'demo' | 'production';
  idTokens: IdTokenVerifier;
}> = async (app, opts) => {
  app.get(
    '/health',
    {
      config: { access: access.public },
      schema: { tags: ['system'], summary: 'Liveness and configuration', response: { 200: healthSchema } },
    },
    async () => ({
      status: 'ok' as const,
      database: opts.database,
      queue: opts.queue.mode,
      version: opts.version,
      mode: opts.mode,
    }),
  );

  app.get(
    '/secure/batchprocess/check',
    {
      config: { access: access.staff() },
      schema: {
        tags: ['jobs'],
        summary: 'Status of a background job: the given job id (params), or the latest job of that kind (method)',
        querystring: batchCheckQuerySchema,
        response: { 200: envelope(jobStatusSchema) },
      },
    },
    async (request) => {
      const { method, params } = request.query;
      if (!opts.queue.isKnown(method)) throw invalid(`Unknown batch process: ${method}`);
      if (params && !z.uuid().safeParse(params).success) throw invalid('params must be a job id');
      return ok(await opts.queue.status(method, params));
    },
  );

  app.post(
    '/secure/batchprocess/run',
    {
      config: { access: access.staff('admin') },
      schema: {
        tags: ['jobs'],
        summary: 'Start a background job now',
        body: batchRunRequestSchema,
        response: { 202: envelope(batchRunResultSchema) },
      },
    },
    async (request, reply) => {
      const { method } = request.body;
      if (!opts.queue.isManual(method)) throw invalid(`Unknown batch process: ${method}`);
      if (opts.queue.mode === 'off')
        throw new AppError('unavailable', 'Background jobs are switched off on this server.');
      const jobId = await opts.queue.send(method);
      if (!jobId) throw new AppError('conflict', 'That job is already queued.');
      reply.code(202);
      return ok({ method, jobId }, 'Job queued');
    },
  );

  app.get(
    '/v2/social/config',
    {
      config: { access: access.public },
      schema: {
        tags: ['auth'],
        summary: 'Which social sign-in providers are available',
        response: { 200: envelope(socialConfigSchema) },
      },
    },
    async () =>
      ok({
        providers: SOCIAL_PROVIDERS.filter((provider) => opts.idTokens.isAvailable(provider)).map((provider) => ({
          provider,
          simulated: opts.idTokens.isSimulated(provider),
        })),
      }),
  );
};
