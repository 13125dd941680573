import { type ProductPrice, pricingEndpoints as endpoints } from '@portico/contract';
import { bpToPercent, centsToAmount, PRICING_MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { csvColumns } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { actorRoute, changeRoute, listRoute, route, rowChangeRoutes } from '../../http/route.js';
import { requireActor } from '../../plugins/access.js';
import type { RouteContext } from '../define-module.js';
import { promoCaller, requirePromoGuessAllowed } from '../promo/index.js';
import { priceContext } from './price-lookup.js';
import { lookupPrice } from './price-order.js';
import { createPricingService } from './pricing.service.js';
import { requireCompanyAccess } from '../../http/company-access.js';

const PRODUCT_PRICE_CSV = csvColumns<ProductPrice>([
  'id',
  'productType',
  'market',
  'location',
  'speedMbps',
  'termMonths',
  {
    monthly: (p) => centsToAmount(p.monthlyCents),
    setup: (p) => centsToAmount(p.setupCents),
    termDiscountPercent: (p) => bpToPercent(p.termDiscountBp),
  },
  'currency',
  'fromDate',
  'toDate',
]);

export async function pricingRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const pricing = createPricingService({ db: deps.db, now: deps.now });
  /** Whose prices: the named company (the access check has allowed it), else the caller's own unless staff. */
  const companyOf = (request: Parameters<typeof requireActor>[0], named: number | undefined) => {
    const actor = requireActor(request);
    // the route's tenant check has allowed `named`; the service checks again (defence in depth)
    if (named !== undefined) requireCompanyAccess(actor, named);
    return named ?? (actor.isStaff ? null : actor.companyId);
  };

  listRoute(app, endpoints.productPrices, {
    page: (filters, paging) => pricing.listProductPrices({ ...filters, ...paging }),
    csv: {
      filename: 'product-prices.csv',
      columns: PRODUCT_PRICE_CSV,
      rows: (filters) => pricing.exportProductPrices(filters),
    },
  });
  rowChangeRoutes(
    app,
    { add: endpoints.addProductPrice, edit: endpoints.editProductPrice, remove: endpoints.deleteProductPrice },
    { add: PRICING_MESSAGES.priceAdded, edit: PRICING_MESSAGES.priceEdited, remove: PRICING_MESSAGES.priceDeleted },
    { add: pricing.addProductPrice, edit: pricing.editProductPrice, remove: pricing.deleteProductPrice },
  );
  route(app, endpoints.connectionRates, async () => ok(await pricing.connectionRates()));

  actorRoute(app, endpoints.customPriceBook, (actor, { params, query }) => {
    requireCompanyAccess(actor, params.id);
    return pricing.customPriceBook(params.id, query.productType);
  });
  changeRoute(app, endpoints.addCustomPrice, PRICING_MESSAGES.customAdded, (ctx, { body }) =>
    pricing.addCustomPrice(ctx, body),
  );
  changeRoute(app, endpoints.deleteCustomPrice, PRICING_MESSAGES.customRemoved, (ctx, { params }) =>
    pricing.removeCustomPrice(ctx, params.id, params.itemId),
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
