import { type ProductPrice, pricingEndpoints as endpoints } from '@portico/contract';
import { bpToPercent, centsToAmount, PRICING_MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { changeContext } from '../../http/context.js';
import { csvColumns, sendCsv } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import { requireActor } from '../../plugins/access.js';
import { requireCompanyAccess } from '../auth/index.js';
import type { RouteContext } from '../define-module.js';
import { promoCaller, requirePromoGuessAllowed } from '../promo/index.js';
import { priceContext } from './price-lookup.js';
import { lookupPrice } from './price-order.js';
import { createPricingService } from './pricing.service.js';

const PRODUCT_PRICE_CSV = csvColumns<ProductPrice>({
  id: (p) => p.id,
  productType: (p) => p.productType,
  market: (p) => p.market,
  location: (p) => p.location,
  speedMbps: (p) => p.speedMbps,
  termMonths: (p) => p.termMonths,
  monthly: (p) => centsToAmount(p.monthlyCents),
  setup: (p) => centsToAmount(p.setupCents),
  termDiscountPercent: (p) => bpToPercent(p.termDiscountBp),
  currency: (p) => p.currency,
  fromDate: (p) => p.fromDate,
  toDate: (p) => p.toDate,
});

export async function pricingRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const pricing = createPricingService({ db: deps.db, now: deps.now });
  /** Whose prices: the named company (the access check has allowed it), else the caller's own unless staff. */
  const companyOf = (request: Parameters<typeof requireActor>[0], named: number | undefined) => {
    const actor = requireActor(request);
    // the route's tenant check has allowed `named`; the service checks again (defence in depth)
    if (named !== undefined) requireCompanyAccess(actor, named);
    return named ?? (actor.isStaff ? null : actor.companyId);
  };

  route(app, endpoints.productPrices, async (request, reply) => {
    const { format, page, pageSize, ...filters } = request.query;
    if (format === 'csv')
      return sendCsv(reply, 'product-prices.csv', PRODUCT_PRICE_CSV, pricing.exportProductPrices(filters));
    return ok(await pricing.listProductPrices({ ...filters, page, pageSize }));
  });
  route(app, endpoints.addProductPrice, async (request) =>
    ok(await pricing.addProductPrice(changeContext(request), request.body), PRICING_MESSAGES.priceAdded),
  );
  route(app, endpoints.editProductPrice, async (request) =>
    ok(
      await pricing.editProductPrice(changeContext(request), request.params.id, request.body),
      PRICING_MESSAGES.priceEdited,
    ),
  );
  route(app, endpoints.deleteProductPrice, async (request) =>
    ok(await pricing.deleteProductPrice(changeContext(request), request.params.id), PRICING_MESSAGES.priceDeleted),
  );
  route(app, endpoints.connectionRates, async () => ok(await pricing.connectionRates()));

  route(app, endpoints.customPriceBook, async (request) => {
    requireCompanyAccess(requireActor(request), request.params.id);
    return ok(await pricing.customPriceBook(request.params.id, request.query.productType));
  });
  route(app, endpoints.addCustomPrice, async (request) =>
    ok(await pricing.addCustomPrice(changeContext(request), request.body), PRICING_MESSAGES.customAdded),
  );
  route(app, endpoints.deleteCustomPrice, async (request) =>
    ok(
      await pricing.removeCustomPrice(changeContext(request), request.params.id, request.params.itemId),
      PRICING_MESSAGES.customRemoved,
    ),
  );

  route(app, endpoints.lookup, async (request) => {
    const { companyId, locationId, bLocationId, speed, term, promoCode, at, ...rest } = request.query;
    const ctx = priceContext({ companyId: companyOf(request, companyId), at, promoCode }, deps.now());
    const guess = { code: ctx.promoCode, companyId: ctx.companyId };
    await requirePromoGuessAllowed(deps.db, deps.config.guessing, promoCaller(request), guess, deps.now);
    return ok(
      await lookupPrice(deps.db, ctx, {
        productType: request.params.productType,
        locationId,
        bLocationId,
        speedMbps: speed,
        termMonths: term,
        ...rest,
      }),
    );
  });
  route(app, endpoints.quote, async (request) => {
    const companyId = companyOf(request, request.body.companyId);
    const guess = { code: request.body.promoCode, companyId };
    await requirePromoGuessAllowed(deps.db, deps.config.guessing, promoCaller(request), guess, deps.now);
    return ok(await pricing.quote(companyId, request.body));
  });
}
