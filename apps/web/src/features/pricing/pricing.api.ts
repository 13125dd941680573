import { catalogueEndpoints, pricingEndpoints as endpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api';
import { sendBody, useChange, useEndpointQuery } from '../../api/hooks';

export const pricingKeys = {
  all: ['pricing'] as const,
  custom: (companyId: number) => ['pricing', 'custom', companyId] as const,
  locations: ['pricing', 'locations'] as const,
};

/** Orderable locations as [id, name, state, country]. */
export const useOrderableLocations = () =>
  useEndpointQuery(pricingKeys.locations, catalogueEndpoints.locationDropdown, {}, { staleTime: 5 * 60_000 });

// The quote shows its own failure beside the form, so it keeps out of the shared banner.
export const useQuote = () => useMutation({ mutationFn: sendBody(endpoints.quote, { banner: false }) });

export const useCustomPriceBook = (companyId: number) =>
  useEndpointQuery(pricingKeys.custom(companyId), endpoints.customPriceBook, { params: { id: String(companyId) } });

export const useAddCustomPrice = () =>
  useChange(pricingKeys.all, sendBody(endpoints.addCustomPrice, { banner: false }));

export const useRemoveCustomPrice = (companyId: number) =>
  useChange(pricingKeys.all, (itemId: number) =>
    api.call(endpoints.deleteCustomPrice, { params: { id: String(companyId), itemId: String(itemId) } }),
  );
