import { type SupplyInput, suppliesEndpoints as endpoints } from '@portico/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

export const supplyKeys = {
  markets: ['supplies', 'markets'] as const,
  company: (companyId: number) => ['supplies', 'company', companyId] as const,
  estimate: (companyId: number, supplierId: number) => ['supplies', 'estimate', companyId, supplierId] as const,
};

export function useMarkets() {
  return useQuery({
    queryKey: supplyKeys.markets,
    queryFn: ({ signal }) => api.call(endpoints.markets, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useCompanySupplies(companyId: number) {
  return useQuery({
    queryKey: supplyKeys.company(companyId),
    queryFn: ({ signal }) => api.call(endpoints.companySupplies, { params: { companyId }, signal }),
  });
}

// The supply form shows its own failures next to the fields, so saves keep out of the shared banner.

export function useSaveSupply(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ supplyId, input }: { supplyId: number | null; input: SupplyInput }) =>
      supplyId === null
        ? api.call(endpoints.create, { params: { companyId }, body: input, banner: false })
        : api.call(endpoints.update, { params: { companyId, supplyId }, body: input, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplyKeys.company(companyId) }),
  });
}

export function useDeleteSupply(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (supplyId: number) => api.call(endpoints.remove, { params: { companyId, supplyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplyKeys.company(companyId) }),
  });
}

export function useInvoiceEstimate(companyId: number, supplierId: number) {
  return useQuery({
    queryKey: supplyKeys.estimate(companyId, supplierId),
    queryFn: ({ signal }) =>
      api.call(endpoints.invoiceEstimate, { params: { companyId, supplierId }, signal, banner: false }),
  });
}
