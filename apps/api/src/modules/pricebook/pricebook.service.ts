import { listPrices } from './list-prices.js';
import { saveMvePrice } from './save-mve-price.js';
import { saveVxcPrice } from './save-vxc-price.js';
import { composeUseCases } from '../define-module.js';
import type { PricebookServiceDeps } from './pricebook-deps.js';

/** The price book's use cases, one file each: the lists and their exports, VXC prices, MVE prices. */
export function createPricebookService(deps: PricebookServiceDeps) {
  return composeUseCases(deps, [listPrices, saveVxcPrice, saveMvePrice]);
}
