import type { PromoTerms } from './promo-rules.js';

/** A promo code's terms for the price tests: valid always, for every product and region, but what `terms` says. */
export const promoTerms = (terms: Partial<PromoTerms>): PromoTerms => ({
  id: 1,
  code: 'TEST',
  validFrom: null,
  validTo: null,
  productTypes: [],
  regions: [],
  ...terms,
});
