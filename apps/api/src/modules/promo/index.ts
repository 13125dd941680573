import { defineModule } from '../define-module.js';
import { promoRoutes } from './promo.routes.js';
import { seedPromoDemo } from './promo.seed.js';

/**
 * What other modules may use of promo codes (decisions 0025, 0026): whether a company may use a code now for a
 * product type in a country, with its terms (the price lookup), and taking one use of it for a service inside the
 * caller's transaction (ordering: one use per order, `takeOrderPromoUse`).
 */
export { findUsablePromo, returnOrderPromoUse, takeOrderPromoUse, takePromoUse } from './promo-use.js';
/** The same check read inside the price lookup's one statement (decision 0096). */
export { usablePromoOf } from './promo-use.js';
export { promoReadJson, promoReadOf } from './promo.repository.js';
/** The guard against guessing codes, for every route that takes one (decision 0032). */
export { promoCaller, requirePromoGuessAllowed } from './promo-guessing.js';

export const promoModule = defineModule({
  name: 'promo',
  description: 'Promo codes: the list and form, generated codes, company subscriptions, removal from services',
  routes: promoRoutes,
  seed: { demo: seedPromoDemo },
});
