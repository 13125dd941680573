import { customPrices } from './custom-prices.js';
import { productPrices } from './product-prices.js';
import { quotes } from './quote.js';
import { composeUseCases } from '../define-module.js';
import type { PricingServiceDeps } from './pricing-deps.js';

/** The pricing area's use cases, one file each. */
export function createPricingService(deps: PricingServiceDeps) {
  return composeUseCases(deps, [productPrices, customPrices, quotes]);
}
