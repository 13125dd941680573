import {
  type CatalogueQuery,
  catalogueEndpoints as endpoints,
  type MarketSave,
  type ZoneLinkSave,
  type ZoneSave,
} from '@portico/contract';
import { api } from '../../api';
import { useChange, useEndpointQuery, usePageQuery } from '../../api/hooks';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  list: (query: CatalogueQuery) => ['catalogue', 'list', query] as const,
  metros: ['catalogue', 'metros'] as const,
  zones: ['catalogue', 'zones'] as const,
  zoneLinks: ['catalogue', 'zoneLinks'] as const,
};

export const useCatalogue = (query: CatalogueQuery) =>
  usePageQuery(catalogueKeys.list(query), endpoints.list, { query: { ...query } });
export const useMetros = () => useEndpointQuery(catalogueKeys.metros, endpoints.metros, {}, { staleTime: 5 * 60_000 });
export const useZones = () => useEndpointQuery(catalogueKeys.zones, endpoints.zones, {});
export const useZoneLinks = () => useEndpointQuery(catalogueKeys.zoneLinks, endpoints.zoneLinks, {});

/** A change to the catalogue: every catalogue read (list, markets, zones, links) may show it. */
const useCatalogueChange = <T, R>(mutationFn: (body: T) => Promise<R>) => useChange(catalogueKeys.all, mutationFn);

export const useSaveMarket = () => useCatalogueChange((body: MarketSave) => api.call(endpoints.saveMarket, { body }));
export const useSaveZone = () => useCatalogueChange((body: ZoneSave) => api.call(endpoints.saveZone, { body }));
export const useSaveZoneLink = () =>
  useCatalogueChange((body: ZoneLinkSave) => api.call(endpoints.saveZoneLink, { body }));
