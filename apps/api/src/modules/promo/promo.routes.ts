import { type PromoCode, promoEndpoints as endpoints } from '@portico/contract';
import { filterFirstError, PROMO_MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { csvColumns } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { changeRoute, listRoute, route } from '../../http/route.js';
import { requireValid } from '../../errors.js';
import { requireActor } from '../../plugins/access.js';
import type { RouteContext } from '../define-module.js';
import { promoCaller, requirePromoGuessAllowed } from './promo-guessing.js';
import { createPromoService } from './promo.service.js';

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

const PROMO_CSV_COLUMNS = csvColumns<PromoCode>([
  'id',
  'promoCodeId',
  'discountType',
  'status',
  'summary',
  'percentage',
  'term',
  'floatingAmount',
  'currencyEnum',
  'speedCap',
  'recurringChargePercentModifier',
  'baseRatePercentModifier',
  'aEndRatePercentModifier',
  'bEndRatePercentModifier',
  {
    regions: (p) => p.regions.join(' '),
    productTypes: (p) => p.productTypes.join(' '),
  },
  'shared',
  'singleUse',
  'quantity',
  'uses',
  {
    validFrom: (p) => iso(p.validFrom),
    validTo: (p) => iso(p.validTo),
  },
  'customerId',
  'customerName',
]);

/** Anyone may ask whether a code is valid, so it is limited per address (guessing codes is slow). */
const VALIDATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export async function promoRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const promo = createPromoService({ db: deps.db, now: deps.now });

  listRoute(app, endpoints.list, {
    page: promo.list,
    csv: {
      filename: 'promo-codes.csv',
      columns: PROMO_CSV_COLUMNS,
      rows: (filters) => {
        // the spec's rule: an export is of a filtered list, never of every code at once
        requireValid(filterFirstError(filters));
        return promo.exportBatches(filters);
      },
    },
  });

  changeRoute(app, endpoints.create, PROMO_MESSAGES.saved, (ctx, { body }) => promo.createPromo(ctx, body));
  changeRoute(app, endpoints.update, PROMO_MESSAGES.updated, (ctx, { body }) => promo.updatePromo(ctx, body));
  changeRoute(app, endpoints.remove, PROMO_MESSAGES.deleted, (ctx, { params }) => promo.deletePromo(ctx, params.id));
  changeRoute(app, endpoints.generate, PROMO_MESSAGES.generated, (ctx, { body }) => promo.generatePromos(ctx, body));

  route(app, endpoints.subscriptions, async (request) => {
    const { format: _format, page, pageSize, ...filters } = request.query;
    return ok(await promo.subscriptions(filters, { page, pageSize }));
  });
  changeRoute(app, endpoints.subscribe, PROMO_MESSAGES.subscribed, (ctx, { body }) => promo.subscribe(ctx, body));
  changeRoute(app, endpoints.unsubscribe, PROMO_MESSAGES.unsubscribed, (ctx, { params }) =>
    promo.unsubscribe(ctx, params.id),
  );
  changeRoute(app, endpoints.removeFromServices, PROMO_MESSAGES.removalDone, (ctx, { body }) =>
    promo.removeFromServices(ctx, body),
  );

  route(
    app,
    endpoints.validate,
    async (request) => {
      const { promoCode } = request.body;
      await requirePromoGuessAllowed(
        deps.db,
        deps.config.guessing,
        promoCaller(request),
        {
          code: promoCode,
          companyId: null,
        },
        deps.now,
      );
      const result = await promo.validate(promoCode);
      return ok(result, result.message);
    },
    VALIDATE_LIMIT,
  );

  route(app, endpoints.process, async (request) => {
    const actor = requireActor(request);
    const companyId = request.body.companyId ?? (actor.isStaff ? null : actor.companyId);
    const code = request.body.promoCode;
    await requirePromoGuessAllowed(deps.db, deps.config.guessing, promoCaller(request), { code, companyId }, deps.now);
    const result = await promo.process(actor, {
      code,
      companyId: request.body.companyId ?? null,
      productType: request.body.productType,
      countryCode: request.body.country,
    });
    return ok(result, result.message);
  });
}
