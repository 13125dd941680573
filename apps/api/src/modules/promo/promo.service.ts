import type { Db } from '../../db/client.js';
import { promoSubscriptions } from './promo-subscriptions.js';
import { promoUse } from './promo-use.js';
import { savePromo } from './save-promo.js';
import { searchPromos } from './search-promos.js';

export interface PromoServiceDeps {
  db: Db;
  /** the app's clock (a code's window, a removal's date) */
  now: () => Date;
}

export type PromoService = ReturnType<typeof createPromoService>;

/** The promo module's use cases, one file each, composed into the service the routes call. */
export function createPromoService(deps: PromoServiceDeps) {
  return {
    ...searchPromos(deps),
    ...savePromo(deps),
    ...promoSubscriptions(deps),
    ...promoUse(deps),
  };
}
