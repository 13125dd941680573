import { dashboardEndpoints as endpoints } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/actor.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { companyDashboard } from './company-dashboard.js';

export function dashboardRoutes(app: FastifyInstance, deps: RouteContext): void {
  const dashboardDeps = { db: deps.db, telemetry: deps.integrations.telemetry, now: deps.now };
  route(app, endpoints.company, async (request) =>
    ok(await companyDashboard(dashboardDeps, requireActor(request), request.params.id)),
  );
}
