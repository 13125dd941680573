import {
  type CompanyPartnerSettingsUpdate,
  type ManagedAccountCreate,
  type PartnerContext,
  type PartnerListQuery,
  type PartnerReportRequest,
  partnersEndpoints as endpoints,
} from '@portico/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../api';
import { useChange, useEndpointQuery, usePageQuery } from '../../api/hooks';

export const partnerKeys = {
  all: ['partners'] as const,
  list: (query: Partial<PartnerListQuery>) => ['partners', 'list', query] as const,
  detail: (id: number) => ['partners', 'detail', id] as const,
  context: (id: number) => ['partners', 'context', id] as const,
  settings: (companyId: number) => ['partners', 'settings', companyId] as const,
};

export const usePartners = (query: Partial<PartnerListQuery>) =>
  usePageQuery(partnerKeys.list(query), endpoints.list, { query: { ...query } });

export const usePartner = (id: number | null) =>
  useEndpointQuery(partnerKeys.detail(id ?? 0), endpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

/** The context is optional: a partner without one answers 404, which is "none yet", not an error to show. */
export function usePartnerContext(id: number) {
  return useQuery({
    queryKey: partnerKeys.context(id),
    queryFn: async ({ signal }) => {
      try {
        return await api.call(endpoints.context, { params: { id }, signal, banner: false });
      } catch (error) {
        if (isApiError(error) && error.code === 'not_found') return null;
        throw error;
      }
    },
  });
}

export const useCompanyPartnerSettings = (companyId: number) =>
  useEndpointQuery(partnerKeys.settings(companyId), endpoints.companySettings, { params: { id: companyId } });

// Forms of the partner screens show their own failures next to them, so these calls keep out of the banner.
const quiet = { banner: false } as const;
const usePartnerChange = <T, R>(mutationFn: (input: T) => Promise<R>) => useChange(partnerKeys.all, mutationFn);

export const useSetCommission = (partnerId: number) =>
  usePartnerChange((commissionRateBp: number) =>
    api.call(endpoints.setCommission, { params: { id: partnerId }, body: { commissionRateBp }, ...quiet }),
  );
export const useUpdatePartnerSettings = (companyId: number) =>
  usePartnerChange((body: CompanyPartnerSettingsUpdate) =>
    api.call(endpoints.updateCompanySettings, { params: { id: companyId }, body, ...quiet }),
  );
export const useLinkCustomer = (partnerId: number) =>
  usePartnerChange((customerId: number) =>
    api.call(endpoints.linkCustomer, { query: { partnerId, customerId }, ...quiet }),
  );
export const useUnlinkCustomer = (partnerId: number) =>
  usePartnerChange((customerId: number) =>
    api.call(endpoints.unlinkCustomer, { params: { id: partnerId, customerId } }),
  );
export const useCreateManagedAccount = (partnerId: number) =>
  usePartnerChange((body: ManagedAccountCreate) =>
    api.call(endpoints.createManagedAccount, { params: { id: partnerId }, body, ...quiet }),
  );
export const useSaveContext = (partnerId: number, exists: boolean) =>
  usePartnerChange((body: PartnerContext) =>
    api.call(exists ? endpoints.updateContext : endpoints.createContext, { params: { id: partnerId }, body, ...quiet }),
  );
export const useDeleteContext = (partnerId: number) =>
  usePartnerChange(() => api.call(endpoints.deleteContext, { params: { id: partnerId }, ...quiet }));

export function usePartnerReport() {
  return useMutation({
    mutationFn: (body: PartnerReportRequest) => api.call(endpoints.report, { body, banner: false }),
  });
}

/** The partner report as CSV (the same filters as on screen); a failure goes to the page's banner. */
export const downloadPartnerReport = (body: PartnerReportRequest) =>
  api.download(endpoints.report, { query: { format: 'csv' }, body, accept: 'text/csv' });
