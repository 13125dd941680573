import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../define-module.js';

export async function serviceChangeRoutes(_app: FastifyInstance, _deps: RouteContext): Promise<void> {}
