import {
  companySuppliesSchema,
  invoiceEstimateSchema,
  marketTaxRulesSchema,
  type SupplyInput,
  supplySchema,
} from '@portico/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../api';

export const supplyKeys = {
  markets: ['supplies', 'markets'] as const,
  company: (companyId: number) => ['supplies', 'company', companyId] as const,
  estimate: (companyId: number, supplierId: number) => ['supplies', 'estimate', companyId, supplierId] as const,
};

const supplyPath = (companyId: number, supplyId?: number) =>
  `/secure/party/company/${companyId}/supply${supplyId === undefined ? '' : `/${supplyId}`}`;

export function useMarkets() {
  return useQuery({
    queryKey: supplyKeys.markets,
    queryFn: () => api.get('/secure/supplier/taxRules', { schema: z.array(marketTaxRulesSchema) }),
    staleTime: 10 * 60_000,
  });
}

export function useCompanySupplies(companyId: number) {
  return useQuery({
    queryKey: supplyKeys.company(companyId),
    queryFn: () => api.get(supplyPath(companyId), { schema: companySuppliesSchema }),
  });
}

// The supply form shows its own failures next to the fields, so saves keep out of the shared banner.

export function useSaveSupply(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ supplyId, input }: { supplyId: number | null; input: SupplyInput }) =>
      supplyId === null
        ? api.post(supplyPath(companyId), { body: input, schema: supplySchema, banner: false })
        : api.put(supplyPath(companyId, supplyId), { body: input, schema: supplySchema, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplyKeys.company(companyId) }),
  });
}

export function useDeleteSupply(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (supplyId: number) => api.delete(supplyPath(companyId, supplyId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplyKeys.company(companyId) }),
  });
}

export function useInvoiceEstimate(companyId: number, supplierId: number) {
  return useQuery({
    queryKey: supplyKeys.estimate(companyId, supplierId),
    queryFn: () =>
      api.get(`/v2/company/${companyId}/estimate/supplierId/${supplierId}`, {
        schema: invoiceEstimateSchema,
        banner: false,
      }),
  });
}
