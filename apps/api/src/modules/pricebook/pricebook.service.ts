import { listPrices } from './list-prices.js';
import { saveMvePrice } from './save-mve-price.js';
import { saveVxcPrice } from './save-vxc-price.js';
import type { PricebookServiceDeps } from './pricebook-deps.js';

export type { PricebookServiceDeps } from './pricebook-deps.js';

export type PricebookService = ReturnType<typeof createPricebookService>;

/** The price book's use cases, one file each: the lists and their exports, VXC prices, MVE prices. */
export function createPricebookService(deps: PricebookServiceDeps) {
  return {
    ...listPrices(deps),
    ...saveVxcPrice(deps),
    ...saveMvePrice(deps),
  };
}
