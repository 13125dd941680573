import { defineModule } from '../define-module.js';
import { pricingRoutes } from './pricing.routes.js';
import { seedPricingDemo } from './pricing.seed.js';

/**
 * What other modules may use of pricing: the one price lookup and the order priced with one promo code (ordering
 * and the bill run price every product here, so they agree with the quote the customer saw), and their context.
 */
export { priceContext } from './price-lookup.js';
export { lookupPrice, priceOrder } from './price-order.js';
export { quoteOf } from './quote.js';

export const pricingModule = defineModule({
  name: 'pricing',
  description:
    "Pricing: list prices of ports, MCRs, IX and MegaDirect, customers' own price books, and the price lookup",
  routes: pricingRoutes,
  seed: { demo: seedPricingDemo },
});
