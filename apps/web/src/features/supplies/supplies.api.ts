import { type SupplyInput, suppliesEndpoints as endpoints } from '@portico/contract';
import { api } from '../../api';
import { useChange, useEndpointQuery } from '../../api/hooks';

export const supplyKeys = {
  markets: ['supplies', 'markets'] as const,
  company: (companyId: number) => ['supplies', 'company', companyId] as const,
  estimate: (companyId: number, supplierId: number) => ['supplies', 'estimate', companyId, supplierId] as const,
};

export const useMarkets = () => useEndpointQuery(supplyKeys.markets, endpoints.markets, {}, { staleTime: 10 * 60_000 });

export const useCompanySupplies = (companyId: number) =>
  useEndpointQuery(supplyKeys.company(companyId), endpoints.companySupplies, { params: { companyId } });

// The supply form shows its own failures next to the fields, so saves keep out of the shared banner.

export const useSaveSupply = (companyId: number) =>
  useChange(supplyKeys.company(companyId), ({ supplyId, input }: { supplyId: number | null; input: SupplyInput }) =>
    supplyId === null
      ? api.call(endpoints.create, { params: { companyId }, body: input, banner: false })
      : api.call(endpoints.update, { params: { companyId, supplyId }, body: input, banner: false }),
  );

export const useDeleteSupply = (companyId: number) =>
  useChange(supplyKeys.company(companyId), (supplyId: number) =>
    api.call(endpoints.remove, { params: { companyId, supplyId } }),
  );

export const useInvoiceEstimate = (companyId: number, supplierId: number) =>
  useEndpointQuery(supplyKeys.estimate(companyId, supplierId), endpoints.invoiceEstimate, {
    params: { companyId, supplierId },
    banner: false,
  });
