import { isCatalogueMessage, MESSAGES } from '@portico/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode, STATUS_BY_CODE, TryLater } from '../errors.js';

/**
 * Words written for people — every message of the domain's message tables (`MESSAGE_TABLES`, the spec's and our
 * own) — are shown exactly as written, never behind a field name; any other message (zod's wording, or a contract
 * schema's own) is prefixed with the field it concerns.
 */
function validationMessage(issues: { message: string; path: string }[]): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  if (isCatalogueMessage(first.message)) return first.message;
  return first.path ? `${first.path}: ${first.message}` : first.message;
}

/** The wire code of a client error that Fastify or one of its plugins raised before (or instead of) a route. */
export function clientErrorCode(error: FastifyError, status: number): ErrorCode {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'invalid_json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'unsupported_media_type';
  }
  // A JSON parse failure that did not come through Fastify's own parser (a plugin's) is still bad JSON.
  if (error instanceof SyntaxError && status === 400) return 'invalid_json';
  const byStatus: Partial<Record<number, ErrorCode>> = {
    401: 'unauthenticated',
    403: 'forbidden',
    404: 'not_found',
    413: 'too_large',
    415: 'unsupported_media_type',
    429: 'rate_limited', // @fastify/rate-limit's own refusal
  };
  return byStatus[status] ?? 'bad_request';
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

/**
 * An error's `data` as one line of text, for the public API (decision 0041): the text itself, the first detail of a
 * list (`path: message`, as the admin order appends it), or empty.
 */
export function dataAsText(data: unknown): string {
  if (data === null || data === undefined) return '';
  if (typeof data === 'string') return data;
  const first: unknown = Array.isArray(data) ? data[0] : data;
  if (first && typeof first === 'object' && 'message' in first) {
    const { path, message } = first as { path?: unknown; message: unknown };
    const where = Array.isArray(path) ? path.join('.') : typeof path === 'string' ? path : '';
    return where ? `${where}: ${String(message)}` : String(message);
  }
  return typeof first === 'string' || typeof first === 'number' ? String(first) : JSON.stringify(first ?? '');
}

/** How a client refused by the token endpoint should authenticate (RFC 6749 §5.2 with RFC 7617). */
export const OAUTH2_CHALLENGE = 'Basic realm="portico"';

/**
 * An error of the OAuth2 token endpoint as RFC 6749 §5.2 writes it, with the status it had: a refused client (401)
 * is `invalid_client` and says how to authenticate, a server failure `server_error`, a busy server
 * `temporarily_unavailable`, anything else the client sent wrong (400, 413, 415, 429) `invalid_request`; the
 * message for people is the `error_description`.
 */
export function oauth2Error(status: number, message: string): { error: string; error_description: string } {
  const error =
    status === 401
      ? 'invalid_client'
      : status === 503
        ? 'temporarily_unavailable'
        : status >= 500
          ? 'server_error'
          : 'invalid_request';
  return { error, error_description: message };
}

/** One place turns every failure into `{ message, data, trace_id, code }` with the right status. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError | Error, request, rawReply) => {
      const traceId = String(request.id);
      // the public API's routes send `data` as text (its SDK reads a string); the portal's keep it as built
      const textData = request.routeOptions.config?.errorDataText === true;
      const oauth2 = request.routeOptions.config?.oauth2Errors === true;
      const reply = {
        header: (name: string, value: string) => rawReply.header(name, value),
        code: (status: number) => ({
          send: (body: { message: string; data: unknown } & Record<string, unknown>) => {
            if (oauth2) {
              rawReply.header('cache-control', 'no-store').header('pragma', 'no-cache');
              if (status === 401) rawReply.header('www-authenticate', OAUTH2_CHALLENGE);
              return rawReply.code(status).send(oauth2Error(status, body.message));
            }
            return rawReply.code(status).send(textData ? { ...body, data: dataAsText(body.data) } : body);
          },
        }),
      };
      if (isQueryCanceled(error)) {
        // Which query was too slow is for the log; the caller learns only to try again.
        request.log.warn({ err: loggableError(error as Error) }, 'query cancelled by the statement time-out');
        reply.header('retry-after', '5');
        error = new AppError('unavailable', BUSY_MESSAGE);
      }
      if (error instanceof TryLater) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error instanceof AppError) {
        return reply
          .code(STATUS_BY_CODE[error.code])
          .send({ message: error.message, data: error.details ?? null, trace_id: traceId, code: error.code });
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
        // no body at all (none sent, or an empty JSON one) where the route needs one: say so, not zod's "received null"
        if (error.validationContext === 'body' && (request.body === undefined || request.body === null))
          return reply.code(400).send({
            message: MESSAGES.bodyRequired,
            data: readable,
            trace_id: traceId,
            code: 'validation',
          });
        return reply
          .code(400)
          .send({ message: validationMessage(readable), data: readable, trace_id: traceId, code: 'validation' });
      }
      const fastifyError = error as FastifyError;
      const status = fastifyError.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, wrong content type, too large, rate limit) carry safe messages.
        // `data` keeps Fastify's code for whoever debugs; `code` is the stable one. A specific code brings its own
        // status (multipart's 406 for "not multipart" is the 415 every other wrong content type gets).
        const code = clientErrorCode(fastifyError, status);
        return reply
          .code(code === 'bad_request' ? status : STATUS_BY_CODE[code])
          .send({ message: error.message, data: fastifyError.code ?? null, trace_id: traceId, code });
      }
      request.log.error({ err: loggableError(error) }, 'unhandled error');
      return reply.code(500).send({ message: MESSAGES.unexpected, data: null, trace_id: traceId, code: 'internal' });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ message: MESSAGES.notFound, data: null, trace_id: String(request.id), code: 'not_found' });
    });
  },
  { name: 'error-handler' },
);
