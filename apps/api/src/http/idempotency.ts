import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@portico/contract';
import type { FastifyRequest } from 'fastify';
import { invalid } from '../errors.js';

/**
 * The Idempotency-Key header of a money-moving request (decisions 0039, 0054): required, 1 to 200 visible
 * characters; a request without one is refused before anything is read or changed.
 */
export function idempotencyKey(request: FastifyRequest): string {
  const parsed = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_HEADER]);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Idempotency-Key');
  return parsed.data;
}

/** JSON with its keys sorted at every level: the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * What a key is bound to: the request's kind and its body as parsed (defaults filled in). A key sent again with
 * another request is refused (422) rather than answered with the first request's result.
 */
export function requestHash(kind: string, body: unknown): string {
  return createHash('sha256')
    .update(`${kind}\u0000${canonical(body)}`)
    .digest('hex');
}
