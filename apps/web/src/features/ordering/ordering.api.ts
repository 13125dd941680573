import {
  catalogueEndpoints,
  type OrderServices,
  orderingEndpoints as endpoints,
  type PortOrder,
  servicesEndpoints,
} from '@portico/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { orderCalls, type OrderCalls } from './product-orders.api';

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

/** The Port or LAG order's quote, and its placing (staff through their own route, with the internal terms). */
export const portCalls = (admin: boolean): OrderCalls<PortOrder> =>
  orderCalls(endpoints.quotePort, admin ? endpoints.adminOrderPort : endpoints.orderPort);

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
