import type { Db } from '../../db/client.js';
import { listPrices } from './list-prices.js';
import { saveMvePrice } from './save-mve-price.js';
import { saveVxcPrice } from './save-vxc-price.js';

export interface PricebookServiceDeps {
  db: Db;
  /** the clock that says which day is today (tests may fix it) */
  now: () => Date;
}

export type PricebookService = ReturnType<typeof createPricebookService>;

/** The price book's use cases, one file each: the lists and their exports, VXC prices, MVE prices. */
export function createPricebookService(deps: PricebookServiceDeps) {
  return {
    ...listPrices(deps),
    ...saveVxcPrice(deps),
    ...saveMvePrice(deps),
  };
}
