import {
  catalogueEndpoints,
  type CustomPriceItemSave,
  pricingEndpoints as endpoints,
  type QuoteRequest,
} from '@portico/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

export const pricingKeys = {
  all: ['pricing'] as const,
  custom: (companyId: number) => ['pricing', 'custom', companyId] as const,
  locations: ['pricing', 'locations'] as const,
};

/** Orderable locations as [id, name, state, country]. */
export function useOrderableLocations() {
  return useQuery({
    queryKey: pricingKeys.locations,
    queryFn: ({ signal }) => api.call(catalogueEndpoints.locationDropdown, { signal }),
    staleTime: 5 * 60_000,
  });
}

// The quote shows its own failure beside the form, so it keeps out of the shared banner.
export function useQuote() {
  return useMutation({ mutationFn: (body: QuoteRequest) => api.call(endpoints.quote, { body, banner: false }) });
}

export function useCustomPriceBook(companyId: number) {
  return useQuery({
    queryKey: pricingKeys.custom(companyId),
    queryFn: ({ signal }) => api.call(endpoints.customPriceBook, { params: { id: String(companyId) }, signal }),
  });
}

export function useAddCustomPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomPriceItemSave) => api.call(endpoints.addCustomPrice, { body, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingKeys.all }),
  });
}

export function useRemoveCustomPrice(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) =>
      api.call(endpoints.deleteCustomPrice, { params: { id: String(companyId), itemId: String(itemId) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingKeys.all }),
  });
}
