import type { FastifyRequest } from 'fastify';
import { type Actor, requireActor } from './actor.js';

/** Where a login or a password link comes from: for the throttle and the audit record. */
export interface LoginContext {
  ip?: string;
  userAgent?: string;
  traceId?: string;
}

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
