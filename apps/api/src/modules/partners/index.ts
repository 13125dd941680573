import { defineModule } from '../define-module.js';
import { partnersRoutes } from './partners.routes.js';

/** What other modules may use of partners: where a company sits among them (supplies decide visibility by it). */
export { findPartnerPlace, type PartnerPlace } from './partner-place.repository.js';

export const partnersModule = defineModule({
  name: 'partners',
  description: 'Partners, their managed companies and commission',
  routes: partnersRoutes,
});
