import { type PromoCode, promoEndpoints as endpoints } from '@portico/contract';
import { filterFirstError, PROMO_MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { changeContext } from '../../http/context.js';
import { csvColumns, sendCsv } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import { requireValid } from '../../errors.js';
import { requireActor } from '../../plugins/access.js';
import type { RouteContext } from '../define-module.js';
import { promoCaller, requirePromoGuessAllowed } from './promo-guessing.js';
import { createPromoService } from './promo.service.js';

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

const PROMO_CSV_COLUMNS = csvColumns<PromoCode>({
  id: (p) => p.id,
  promoCodeId: (p) => p.promoCodeId,
  discountType: (p) => p.discountType,
  status: (p) => p.status,
  summary: (p) => p.summary,
  percentage: (p) => p.percentage,
  term: (p) => p.term,
  floatingAmount: (p) => p.floatingAmount,
  currencyEnum: (p) => p.currencyEnum,
  speedCap: (p) => p.speedCap,
  recurringChargePercentModifier: (p) => p.recurringChargePercentModifier,
  baseRatePercentModifier: (p) => p.baseRatePercentModifier,
  aEndRatePercentModifier: (p) => p.aEndRatePercentModifier,
  bEndRatePercentModifier: (p) => p.bEndRatePercentModifier,
  regions: (p) => p.regions.join(' '),
  productTypes: (p) => p.productTypes.join(' '),
  shared: (p) => p.shared,
  singleUse: (p) => p.singleUse,
  quantity: (p) => p.quantity,
  uses: (p) => p.uses,
  validFrom: (p) => iso(p.validFrom),
  validTo: (p) => iso(p.validTo),
  customerId: (p) => p.customerId,
  customerName: (p) => p.customerName,
});

/** Anyone may ask whether a code is valid, so it is limited per address (guessing codes is slow). */
const VALIDATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export async function promoRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const promo = createPromoService({ db: deps.db, now: deps.now });

  route(app, endpoints.list, async (request, reply) => {
    const { format, page, pageSize, ...filters } = request.query;
    if (format === 'csv') {
      // the spec's rule: an export is of a filtered list, never of every code at once
      requireValid(filterFirstError(filters));
      return sendCsv(reply, 'promo-codes.csv', PROMO_CSV_COLUMNS, promo.exportBatches(filters));
    }
    return ok(await promo.list({ ...filters, page, pageSize }));
  });

  route(app, endpoints.create, async (request) =>
    ok(await promo.createPromo(changeContext(request), request.body), PROMO_MESSAGES.saved),
  );
  route(app, endpoints.update, async (request) =>
    ok(await promo.updatePromo(changeContext(request), request.body), PROMO_MESSAGES.updated),
  );
  route(app, endpoints.remove, async (request) =>
    ok(await promo.deletePromo(changeContext(request), request.params.id), PROMO_MESSAGES.deleted),
  );
  route(app, endpoints.generate, async (request) =>
    ok(await promo.generatePromos(changeContext(request), request.body), PROMO_MESSAGES.generated),
  );

  route(app, endpoints.subscriptions, async (request) => {
    const { format: _format, ...query } = request.query;
    return ok(await promo.subscriptions(query));
  });
  route(app, endpoints.subscribe, async (request) =>
    ok(await promo.subscribe(changeContext(request), request.body), PROMO_MESSAGES.subscribed),
  );
  route(app, endpoints.unsubscribe, async (request) =>
    ok(await promo.unsubscribe(changeContext(request), request.params.id), PROMO_MESSAGES.unsubscribed),
  );
  route(app, endpoints.removeFromServices, async (request) =>
    ok(await promo.removeFromServices(changeContext(request), request.body), PROMO_MESSAGES.removalDone),
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
