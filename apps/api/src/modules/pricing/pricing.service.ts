import type { Db } from '../../db/client.js';
import { customPrices } from './custom-prices.js';
import { productPrices } from './product-prices.js';
import { quotes } from './quote.js';

export interface PricingServiceDeps {
  db: Db;
  now: () => Date;
}

/** The pricing area's use cases, one file each. */
export function createPricingService(deps: PricingServiceDeps) {
  return { ...productPrices(deps), ...customPrices(deps), ...quotes(deps) };
}
