import type { FastifyRequest } from 'fastify';
import type { LoginContext } from '../modules/auth/auth.service.js';

export function loginContext(request: FastifyRequest): LoginContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'], traceId: String(request.id) };
}
