import type { FastifyRequest } from 'fastify';
import type { Actor } from '../modules/auth/actor.js';
import type { LoginContext } from '../modules/auth/auth.service.js';
import { requireActor } from '../plugins/access.js';

export function loginContext(request: FastifyRequest): LoginContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'], traceId: String(request.id) };
}

/** Who makes a change, and the request id its audit record carries. */
export interface ChangeContext {
  actor: Actor;
  traceId?: string;
}

export function changeContext(request: FastifyRequest): ChangeContext {
  return { actor: requireActor(request), traceId: String(request.id) };
}
