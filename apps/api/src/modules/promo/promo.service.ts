import { promoSubscriptions } from './promo-subscriptions.js';
import { promoUse } from './promo-use.js';
import { savePromo } from './save-promo.js';
import { searchPromos } from './search-promos.js';
import { composeUseCases } from '../define-module.js';
import type { PromoServiceDeps } from './promo-deps.js';

/** The promo module's use cases, one file each, composed into the service the routes call. */
export function createPromoService(deps: PromoServiceDeps) {
  return composeUseCases(deps, [searchPromos, savePromo, promoSubscriptions, promoUse]);
}
