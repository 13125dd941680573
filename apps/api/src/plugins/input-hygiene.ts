import { MESSAGES } from '@portico/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalid } from '../errors.js';

/** Half of a surrogate pair with no other half beside it (`String.prototype.isWellFormed`, which ES2023 lacks). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What no stored or sent text may hold: the message refusing it, or null when the text is fine. */
function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return MESSAGES.nulCharacter;
  if (LONE_SURROGATE.test(text)) return MESSAGES.loneSurrogate;
  return null;
}

/**
 * The first problem of a parsed input (body, query or params) at any depth, keys included, or null. The walk keeps
 * its own stack rather than recursing, so no nesting is too deep for it (the body limit bounds its work) and none
 * escapes it.
 */
export function inputProblem(value: unknown): string | null {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') {
      const problem = textProblem(next);
      if (problem) return problem;
    } else if (next !== null && typeof next === 'object' && !Buffer.isBuffer(next)) {
      if (Array.isArray(next)) stack.push(...(next as unknown[]));
      else
        for (const [key, item] of Object.entries(next)) {
          const problem = textProblem(key);
          if (problem) return problem;
          stack.push(item);
        }
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL, and neither its text nor its jsonb can hold half of a UTF-16 surrogate pair (JSON
 * lets one be written as "\ud800"), so either in any field would fail deep in a query as a 500 (and the failed
 * query's parameters, a password included, would reach the log). Both are refused here, once for every route and
 * at any depth, before validation: a 400 that says what is wrong, and nothing runs.
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
      const problem = inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
      if (problem) throw invalid(problem);
    });
  },
  { name: 'input-hygiene' },
);
