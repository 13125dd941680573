import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.js';

export const suppliesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (_app, _deps) => {};
