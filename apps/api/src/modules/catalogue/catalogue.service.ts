import { networkGraph } from './network-graph.js';
import { saveMarket } from './save-market.js';
import { saveZone } from './save-zone.js';
import { saveZoneLink } from './save-zone-link.js';
import { searchCatalogue } from './search-catalogue.js';
import { composeUseCases } from '../define-module.js';
import type { CatalogueServiceDeps } from './catalogue-deps.js';

/**
 * The catalogue module's use cases, one file each (the list and its reads, markets, zones, zone links, the network
 * graph), composed into the service the routes call.
 */
export function createCatalogueService(deps: CatalogueServiceDeps) {
  return composeUseCases(deps, [searchCatalogue, saveMarket, saveZone, saveZoneLink, networkGraph]);
}
