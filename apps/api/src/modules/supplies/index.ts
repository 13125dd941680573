import { defineModule } from '../define-module.js';
import { suppliesRoutes } from './supplies.routes.js';
import { seedSuppliesReference } from './supplies.seed.js';

/** What other modules may use of supplies: the currency a company is billed in by a supplier (pricing). */
export { findSupplyCurrency } from './supply-currency.js';

export const suppliesModule = defineModule({
  name: 'supplies',
  description: 'Supplies: the markets a company buys in, with their billing and tax settings',
  routes: suppliesRoutes,
  seed: { reference: seedSuppliesReference },
});
