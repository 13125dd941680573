import {
  type CreateServiceKey,
  type EndpointCall,
  type EndpointDef,
  type McrOrder,
  type MegaDirectOrder,
  type MveOrder,
  type PlacedOrder,
  type PxcOrder,
  productOrderEndpoints as endpoints,
  type Quote,
  serviceKeyEndpoints,
} from '@portico/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import type { CallOptions } from '../../api/client';

/** How a product's order is quoted and placed (its Idempotency-Key in the header). */
export interface OrderCalls<B> {
  quote(body: B): Promise<Quote>;
  place(body: B, key: string): Promise<PlacedOrder>;
}

type BodyOf<E extends EndpointDef> = EndpointCall<E> extends { body: infer B } ? B : never;

// The forms show their own failures beside them, so these keep out of the shared banner.
const send = <E extends EndpointDef>(endpoint: E, body: BodyOf<E>, options: CallOptions) =>
  api.call(endpoint, { ...options, body } as EndpointCall<E> & CallOptions);

/** Places an order under its Idempotency-Key: a retry of the same confirmation places nothing twice. */
export const placeOrder = <E extends EndpointDef>(endpoint: E, body: BodyOf<E>, key: string) =>
  send(endpoint, body, { banner: false, headers: { 'Idempotency-Key': key } });

/** A product's calls: its quote, and the route that places it (staff's own where they have one). */
export const orderCalls = <Q extends EndpointDef, P extends EndpointDef>(quote: Q, place: P) => ({
  quote: (body: BodyOf<Q>) => send(quote, body, { banner: false }),
  place: (body: BodyOf<P>, key: string) => placeOrder(place, body, key),
});

export const mcrCalls = (admin: boolean): OrderCalls<McrOrder> =>
  orderCalls(endpoints.quoteMcr, admin ? endpoints.adminOrderMcr : endpoints.orderMcr);
export const mveCalls = (admin: boolean): OrderCalls<MveOrder> =>
  orderCalls(endpoints.quoteMve, admin ? endpoints.adminOrderMve : endpoints.orderMve);
export const pxcCalls: OrderCalls<PxcOrder> = orderCalls(endpoints.quotePxc, endpoints.orderPxc);
export const megaDirectCalls: OrderCalls<MegaDirectOrder> = orderCalls(
  endpoints.quoteMegaDirect,
  endpoints.orderMegaDirect,
);

/** The MVE sizes and images: read once when the page starts, never again (they are fixed). */
export function useMveCatalogue() {
  const variants = useQuery({
    queryKey: ['ordering', 'mve', 'variants'],
    queryFn: ({ signal }) => api.call(endpoints.mveVariants, { signal }),
    staleTime: Infinity,
  });
  const images = useQuery({
    queryKey: ['ordering', 'mve', 'images'],
    queryFn: ({ signal }) => api.call(endpoints.mveImages, { signal }),
    staleTime: Infinity,
  });
  return { variants, images };
}

const keysOf = (companyId: number) => ['serviceKeys', companyId] as const;

export function useServiceKeys(companyId: number | null, page: number) {
  return useQuery({
    queryKey: [...keysOf(companyId ?? 0), page],
    queryFn: ({ signal }) =>
      api.call(serviceKeyEndpoints.listServiceKeys, {
        query: { companyId: companyId ?? 0, page, pageSize: 25 },
        signal,
      }),
    enabled: companyId !== null,
  });
}

export function useCreateServiceKey(companyId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateServiceKey) => api.call(serviceKeyEndpoints.createServiceKey, { body, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysOf(companyId ?? 0) }),
  });
}

export function useDeactivateServiceKey(companyId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: number) =>
      api.call(serviceKeyEndpoints.deactivateServiceKey, { params: { keyId: String(keyId) }, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysOf(companyId ?? 0) }),
  });
}
