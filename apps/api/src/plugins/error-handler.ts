import { isCatalogueMessage, MESSAGES } from '@portico/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, STATUS_BY_CODE } from '../errors.js';

/** Our own messages are shown as written; any other (library) validation message is prefixed with its field. */
function validationMessage(issues: { message: string; path: string }[]): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  if (isCatalogueMessage(first.message)) return first.message;
  return first.path ? `${first.path}: ${first.message}` : first.message;
}

/** Said when PostgreSQL cancelled a query that ran past the statement time-out (DB_STATEMENT_TIMEOUT_MS). */
export const BUSY_MESSAGE = 'The server is busy; please try again in a moment.';

/**
 * PostgreSQL's query_canceled (57014): the statement time-out ended a slow query so that it could not hold one of
 * the pool's connections for long (decision 0017). Drizzle wraps the driver's error as its `cause`.
 */
export function isQueryCanceled(error: unknown): boolean {
  const code = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined);
  return code(error) === '57014' || (error instanceof Error && code(error.cause) === '57014');
}

/**
 * What of an unexpected error may be logged: never the values a failed query was given (a password, a token or
 * personal data submitted in the request). Drizzle's query errors carry them in `params` and in their message.
 */
export function loggableError(error: Error): Record<string, unknown> {
  const { params, query, cause } = error as Error & { params?: unknown; query?: unknown; cause?: unknown };
  if (params === undefined) return { type: error.name, message: error.message, stack: error.stack, cause };
  return {
    type: error.name,
    message: error.message.split('\nparams:')[0],
    query,
    cause:
      cause instanceof Error
        ? { type: cause.name, message: cause.message, code: (cause as { code?: string }).code }
        : undefined,
  };
}

/** One place turns every failure into `{ message, data, trace_id }` with the right status. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
      const traceId = String(request.id);
      if (isQueryCanceled(error)) {
        // Which query was too slow is for the log; the caller learns only to try again.
        request.log.warn({ err: loggableError(error as Error) }, 'query cancelled by the statement time-out');
        reply.header('retry-after', '5');
        error = new AppError('unavailable', BUSY_MESSAGE);
      }
      if (error instanceof AppError) {
        return reply
          .code(STATUS_BY_CODE[error.code])
          .send({ message: error.message, data: error.details ?? null, trace_id: traceId });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((v) => ({
          path: [
            error.validationContext,
            ...String(v.instancePath ?? '')
              .split('/')
              .filter(Boolean),
          ]
            .filter(Boolean)
            .join('.'),
          message: v.message ?? 'is invalid',
        }));
        // "body.username" reads better to a user as "username"
        const readable = issues.map((i) => ({ ...i, path: i.path.replace(/^(body|querystring|params)\.?/, '') }));
        return reply.code(400).send({ message: validationMessage(readable), data: readable, trace_id: traceId });
      }
      const fastifyError = error as FastifyError;
      const status = fastifyError.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, wrong content type, too large, rate limit) carry safe messages.
        return reply.code(status).send({ message: error.message, data: fastifyError.code ?? null, trace_id: traceId });
      }
      request.log.error({ err: loggableError(error) }, 'unhandled error');
      return reply.code(500).send({ message: MESSAGES.unexpected, data: null, trace_id: traceId });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ message: MESSAGES.notFound, data: null, trace_id: String(request.id) });
    });
  },
  { name: 'error-handler' },
);
