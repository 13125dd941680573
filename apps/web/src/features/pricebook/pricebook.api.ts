import {
  type MvePriceQuery,
  pricingEndpoints,
  type ProductPriceQuery,
  type ProductPriceSave,
  type MvePriceSave,
  pricebookEndpoints as endpoints,
  type VxcPriceQuery,
  type VxcPriceSave,
} from '@portico/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

export const pricebookKeys = {
  all: ['pricebook'] as const,
  vxc: (query: VxcPriceQuery) => ['pricebook', 'vxc', query] as const,
  mve: (query: MvePriceQuery) => ['pricebook', 'mve', query] as const,
};

export function useVxcPrices(query: VxcPriceQuery) {
  return useQuery({
    queryKey: pricebookKeys.vxc(query),
    queryFn: ({ signal }) => api.call(endpoints.vxcPrices, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMvePrices(query: MvePriceQuery) {
  return useQuery({
    queryKey: pricebookKeys.mve(query),
    queryFn: ({ signal }) => api.call(endpoints.mvePrices, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A change to the price book: every list may show it. The forms show their own failures, so no shared banner. */
function usePriceMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: pricebookKeys.all }) });
}

export const useAddVxcPrice = () =>
  usePriceMutation((body: VxcPriceSave) => api.call(endpoints.addVxcPrice, { body, banner: false }));
export const useEditVxcPrice = () =>
  usePriceMutation(({ id, body }: { id: number; body: VxcPriceSave }) =>
    api.call(endpoints.editVxcPrice, { params: { id }, body, banner: false }),
  );
export const useDeleteVxcPrice = () =>
  usePriceMutation((id: number) => api.call(endpoints.deleteVxcPrice, { params: { id }, banner: false }));

export const useAddMvePrice = () =>
  usePriceMutation((body: MvePriceSave) => api.call(endpoints.addMvePrice, { body, banner: false }));
export const useEditMvePrice = () =>
  usePriceMutation(({ id, body }: { id: number; body: MvePriceSave }) =>
    api.call(endpoints.editMvePrice, { params: { id }, body, banner: false }),
  );
export const useDeleteMvePrice = () =>
  usePriceMutation((id: number) => api.call(endpoints.deleteMvePrice, { params: { id }, banner: false }));

/**
 * List prices and connection rates are served by the pricing endpoints; their keys stay under 'pricing', so a
 * change to a list price also refreshes a company's price book.
 */
const pricingKeys = {
  all: ['pricing'] as const,
  productPrices: (query: ProductPriceQuery) => ['pricing', 'productPrices', query] as const,
  connectionRates: ['pricing', 'connectionRates'] as const,
};

export function useProductPrices(query: ProductPriceQuery) {
  return useQuery({
    queryKey: pricingKeys.productPrices(query),
    queryFn: ({ signal }) => api.call(pricingEndpoints.productPrices, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAddProductPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductPriceSave) => api.call(pricingEndpoints.addProductPrice, { body, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingKeys.all }),
  });
}

export function useEditProductPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProductPriceSave }) =>
      api.call(pricingEndpoints.editProductPrice, { params: { id: String(id) }, body, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingKeys.all }),
  });
}

export function useConnectionRates() {
  return useQuery({
    queryKey: pricingKeys.connectionRates,
    queryFn: ({ signal }) => api.call(pricingEndpoints.connectionRates, { signal }),
  });
}

export function useDeleteProductPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(pricingEndpoints.deleteProductPrice, { params: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingKeys.all }),
  });
}
