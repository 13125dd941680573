import {
  type CreateServiceKey,
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

/** How a product's order is quoted and placed (its Idempotency-Key in the header). */
export interface OrderCalls<B> {
  quote(body: B): Promise<Quote>;
  place(body: B, key: string): Promise<PlacedOrder>;
}

const headers = (key: string) => ({ 'Idempotency-Key': key });

// The forms show their own failures beside them, so these keep out of the shared banner.
export const mcrCalls = (admin: boolean): OrderCalls<McrOrder> => ({
  quote: (body) => api.call(endpoints.quoteMcr, { body, banner: false }),
  place: (body, key) =>
    api.call(admin ? endpoints.adminOrderMcr : endpoints.orderMcr, { body, banner: false, headers: headers(key) }),
});
export const mveCalls = (admin: boolean): OrderCalls<MveOrder> => ({
  quote: (body) => api.call(endpoints.quoteMve, { body, banner: false }),
  place: (body, key) =>
    api.call(admin ? endpoints.adminOrderMve : endpoints.orderMve, { body, banner: false, headers: headers(key) }),
});

export const pxcCalls: OrderCalls<PxcOrder> = {
  quote: (body) => api.call(endpoints.quotePxc, { body, banner: false }),
  place: (body, key) => api.call(endpoints.orderPxc, { body, banner: false, headers: headers(key) }),
};
export const megaDirectCalls: OrderCalls<MegaDirectOrder> = {
  quote: (body) => api.call(endpoints.quoteMegaDirect, { body, banner: false }),
  place: (body, key) => api.call(endpoints.orderMegaDirect, { body, banner: false, headers: headers(key) }),
};

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
