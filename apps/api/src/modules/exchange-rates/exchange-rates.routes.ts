import { exchangeRatesEndpoints as endpoints } from '@portico/contract';
import { EXCHANGE_RATE_MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { changeRoute, route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { createExchangeRatesService } from './exchange-rates.service.js';

export async function exchangeRatesRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const rates = createExchangeRatesService({ db: deps.db, now: deps.now });

  route(app, endpoints.list, async (request) => ok(await rates.listExchangeRates(request.query)));

  changeRoute(app, endpoints.save, EXCHANGE_RATE_MESSAGES.saved, (ctx, { body }) => rates.saveExchangeRates(ctx, body));
}
