import {
  type CatalogueQuery,
  catalogueEndpoints as endpoints,
  type MarketSave,
  type ZoneLinkSave,
  type ZoneSave,
} from '@portico/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  list: (query: CatalogueQuery) => ['catalogue', 'list', query] as const,
  metros: ['catalogue', 'metros'] as const,
  zones: ['catalogue', 'zones'] as const,
  zoneLinks: ['catalogue', 'zoneLinks'] as const,
};

export function useCatalogue(query: CatalogueQuery) {
  return useQuery({
    queryKey: catalogueKeys.list(query),
    queryFn: ({ signal }) => api.call(endpoints.list, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMetros() {
  return useQuery({
    queryKey: catalogueKeys.metros,
    queryFn: ({ signal }) => api.call(endpoints.metros, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useZones() {
  return useQuery({ queryKey: catalogueKeys.zones, queryFn: ({ signal }) => api.call(endpoints.zones, { signal }) });
}

export function useZoneLinks() {
  return useQuery({
    queryKey: catalogueKeys.zoneLinks,
    queryFn: ({ signal }) => api.call(endpoints.zoneLinks, { signal }),
  });
}

/** A change to the catalogue: every catalogue read (list, markets, zones, links) may show it. */
function useCatalogueMutation<T, R>(mutationFn: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

export const useSaveMarket = () => useCatalogueMutation((body: MarketSave) => api.call(endpoints.saveMarket, { body }));
export const useSaveZone = () => useCatalogueMutation((body: ZoneSave) => api.call(endpoints.saveZone, { body }));
export const useSaveZoneLink = () =>
  useCatalogueMutation((body: ZoneLinkSave) => api.call(endpoints.saveZoneLink, { body }));
