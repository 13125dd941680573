import { promoSubscriptions } from './promo-subscriptions.js';
import { promoUse } from './promo-use.js';
import { savePromo } from './save-promo.js';
import { searchPromos } from './search-promos.js';
import type { PromoServiceDeps } from './promo-deps.js';

export type { PromoServiceDeps } from './promo-deps.js';

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
