import {
  NETWORK_PAGE_LIMIT,
  type NetworkQuery,
  type Page,
  type ProductUpdate,
  serviceEditEndpoints,
  type FoundService,
  type ServiceSearchQuery,
  servicesEndpoints,
  servicesNetworkEndpoints,
  trafficEndpoints,
} from '@portico/contract';
import { dayWindow } from '@portico/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../api';

/** Changes a service's name and cost centre (`PUT /v2/product/{uid}`); the service is read again after. */
export function useUpdateProduct(id: number, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductUpdate) =>
      api.call(serviceEditEndpoints.updateProduct, { params: { productUid: uid }, body, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['services', id] }),
  });
}

/** One technical service with its components, resources and lifecycle events. */
export function useService(id: number) {
  return useQuery({
    queryKey: ['services', id],
    queryFn: ({ signal }) => api.call(servicesEndpoints.service, { params: { id: String(id) }, signal, banner: false }),
    // read again while a change waits for the network, so the page shows it applied (decision 0061)
    refetchInterval: (query) =>
      query.state.data?.networkChanges.some((change) => change.status === 'PENDING') ? 2_000 : false,
  });
}

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * The service's last 24 hours of traffic (288 five-minute points), read again every five minutes; not asked for
 * (`enabled` false) by a person the server would refuse.
 */
export function useDayTraffic(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['services', id, 'traffic'],
    enabled,
    queryFn: ({ signal }) => {
      const window = dayWindow(Date.now());
      return api.call(trafficEndpoints.traffic, {
        params: {
          nServiceId: String(id),
          from: String(window.fromMs),
          to: String(window.toMs),
          points: String(window.points),
        },
        signal,
        banner: false,
      });
    },
    refetchInterval: FIVE_MINUTES,
  });
}

/** One page of the company's network (`limit` 1000), each port followed by its VXCs and IXs. */
export function useNetwork(companyId: number, query: Omit<NetworkQuery, 'format' | 'limit'>) {
  return useQuery({
    queryKey: ['services', 'network', companyId, query],
    queryFn: ({ signal }) =>
      api.call(servicesNetworkEndpoints.network, {
        params: { id: companyId },
        query: { ...query, limit: NETWORK_PAGE_LIMIT },
        signal,
        banner: false,
      }),
    placeholderData: keepPreviousData,
  });
}

/** What the service search asks: text (a page of matches) or an id (that one service), never both. */
export type ServiceCriteria =
  { kind: 'text'; query: Omit<ServiceSearchQuery, 'pageSize'> & { pageSize: number } } | { kind: 'id'; id: number };

/**
 * The service search's answer as one page, whichever criterion was given; a service not found by id is none. With
 * `companyId` (a customer's acting company, decision 0075) only that company's services are found.
 */
export function useServiceSearch(criteria: ServiceCriteria | null, companyId?: number) {
  return useQuery({
    queryKey: ['services', 'search', companyId ?? null, criteria],
    enabled: criteria !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<Page<FoundService>> => {
      const none = { items: [], total: 0, page: 1, pageSize: 1 };
      if (criteria?.kind === 'text') {
        const query = { ...criteria.query, ...(companyId === undefined ? {} : { companyId: String(companyId) }) };
        return api.call(servicesNetworkEndpoints.search, { query, signal, banner: false });
      }
      const id = criteria?.id ?? 0;
      try {
        const one = await api.call(servicesNetworkEndpoints.one, { params: { id }, signal, banner: false });
        if (companyId !== undefined && one.companyId !== companyId) return none;
        return { items: [one], total: 1, page: 1, pageSize: 1 };
      } catch (error) {
        if (isApiError(error) && error.code === 'not_found') return none;
        throw error;
      }
    },
  });
}
