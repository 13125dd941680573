import { defineModule } from '../define-module.js';
import { pricingRoutes } from './pricing.routes.js';
import { seedPricingDemo } from './pricing.seed.js';

/**
 * What other modules may use of pricing: the one price lookup (ordering and the bill run price every product here,
 * so they agree with the quote the customer saw) and its context.
 */
export { lookupPrice, type PriceContext, priceContext } from './price-lookup.js';

export const pricingModule = defineModule({
  name: 'pricing',
  description:
    "Pricing: list prices of ports, MCRs, IX and MegaDirect, customers' own price books, and the price lookup",
  async routes(app, ctx) {
    await pricingRoutes(app, ctx);
  },
  seed: { demo: seedPricingDemo },
});
