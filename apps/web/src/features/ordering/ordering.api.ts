import {
  catalogueEndpoints,
  type OrderServices,
  orderingEndpoints as endpoints,
  type PortOrder,
  servicesEndpoints,
} from '@portico/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

export const orderingKeys = {
  all: ['ordering'] as const,
  order: (orderId: number) => ['ordering', 'order', orderId] as const,
  locations: ['ordering', 'locations'] as const,
};

/** How often the order page asks for its services' status until every one is LIVE. */
export const ORDER_POLL_MS = 3_000;

/** Orderable locations as [id, name, state, country]. */
export function useOrderableLocations() {
  return useQuery({
    queryKey: orderingKeys.locations,
    queryFn: ({ signal }) => api.call(catalogueEndpoints.locationDropdown, { signal }),
    staleTime: 5 * 60_000,
  });
}

// The order form shows its own failures beside it, so these keep out of the shared banner.
export function useQuotePort() {
  return useMutation({
    mutationFn: (body: PortOrder) => api.call(endpoints.quotePort, { body, banner: false }),
  });
}

/** Places the order under its Idempotency-Key: a retry of the same confirmation places nothing twice. */
export function usePlacePort(admin: boolean) {
  return useMutation({
    mutationFn: ({ body, key }: { body: PortOrder; key: string }) =>
      api.call(admin ? endpoints.adminOrderPort : endpoints.orderPort, {
        body,
        banner: false,
        headers: { 'Idempotency-Key': key },
      }),
  });
}

const allLive = (data: OrderServices | undefined) =>
  data !== undefined && data.services.every((s) => s.provisioningStatus === 'LIVE');

/** The order's services, asked for every few seconds until all are LIVE. */
export function useOrderServices(orderId: number) {
  return useQuery({
    queryKey: orderingKeys.order(orderId),
    queryFn: ({ signal }) => api.call(endpoints.orderServices, { params: { orderId: String(orderId) }, signal }),
    refetchInterval: (query) => (allLive(query.state.data) ? false : ORDER_POLL_MS),
  });
}

/** Staff move a service one provisioning step on (production without a provisioner). */
export function useAdvanceProvisioning(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: number) =>
      api.call(servicesEndpoints.advanceProvisioning, { params: { id: String(serviceId) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderingKeys.order(orderId) }),
  });
}
