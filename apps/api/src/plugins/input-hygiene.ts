import { MESSAGES } from '@portico/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalid } from '../errors.js';

/** Whether a parsed input (body, query or params) holds a string with a NUL character anywhere, keys included. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold NUL, so a NUL in any field would fail deep in a query as a 500 (and the failed
 * query's parameters, a password included, would reach the log). It is refused here, once for every route, before
 * validation: a 400 that says what is wrong, and nothing runs.
 */
export default fp(
  async (app: FastifyInstance) => {
    // A JSON body with nothing in it is no body: clients (the provider's official Go SDK among them) send
    // `Content-Type: application/json` on a POST or PUT that carries nothing, such as a lock, a delete or a restore.
    // Fastify refuses that as bad JSON; one parser here takes it as absent on every route, so a route that takes no
    // body answers as it would without the header, and a route that needs one still refuses it through its schema.
    // Anything else goes through Fastify's own parser, prototype-poisoning guards included.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') done(null, undefined);
      else parseJson(request, text, done);
    });
    app.addHook('preValidation', async (request: FastifyRequest) => {
      if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body))
        throw invalid(MESSAGES.nulCharacter);
    });
  },
  { name: 'input-hygiene' },
);
