import { defineModule, type ModuleDefinition } from '../define-module.js';
import { suppliesRoutes } from './supplies.routes.js';
import { seedSuppliesReference } from './supplies.seed.js';
import type { SupplyServices } from './supply-services.js';

/** What other modules may use of supplies: the currency a company is billed in by a supplier (pricing). */
export { findSupplyCurrency } from './supply-currency.js';
/** The same currency as SQL, for the price lookup's one statement (decision 0096). */
export { supplyCurrencySql } from './supplies.repository.js';
/** A company's supply of one supplier: whom its invoices name and mail, and how (billing's invoices, decision 0087). */
export { findSupplyBySupplier } from './supplies.repository.js';
/** The supplies of some companies with one supplier: the currency, tax and payment term a bill run invoices in. */
export { suppliesWithSupplier, supplyCurrenciesOf } from './supplies.repository.js';

/** What supplies need of services, given from above by the modules' list (decision 0067). */
export type { SupplyServices } from './supply-services.js';

/** The supplies area, given the markets a company's services are priced in (services' `supplyServices`). */
export function suppliesModule(services: SupplyServices): ModuleDefinition {
  return defineModule({
    name: 'supplies',
    description: 'Supplies: the markets a company buys in, with their billing and tax settings',
    routes: (app, ctx) => suppliesRoutes(app, ctx, services),
    seed: { reference: seedSuppliesReference },
  });
}
