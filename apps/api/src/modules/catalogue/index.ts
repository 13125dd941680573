import { defineModule } from '../define-module.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { seedCatalogueReference } from './catalogue.seed.js';

/**
 * What other modules may use of the catalogue: where a location sits for pricing, and the distance band of two
 * locations (the one rule, `distanceBand`, over the catalogue's metros and zones). Pricing and ordering call these.
 */
export { distanceBandBetween, getPlace, toPricingLocations } from './network-graph.js';
/** The rows of the price lookup's ends, read in its one statement (decision 0096). */
export { type PricingLocationRow } from './catalogue.repository.js';
export { findLocationDiversityZones } from './location-zones.js';
/** Where locations are (the Port dropdowns) and the internet exchanges of a metro (the IX order). */
export { findInternetExchanges, findLocationDetails, findLocationFacts } from './catalogue.repository.js';
/** Where locations are on a map (the dashboard). */
export { findLocationPoints } from './location-points.repository.js';

export const catalogueModule = defineModule({
  name: 'catalogue',
  description: 'Catalogue: locations, markets, zones and zone links, and the network graph between metros',
  routes: catalogueRoutes,
  seed: { reference: seedCatalogueReference },
});
