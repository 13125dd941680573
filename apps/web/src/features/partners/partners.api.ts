import {
  type CompanyPartnerSettingsUpdate,
  type ManagedAccountCreate,
  type PartnerContext,
  type PartnerListQuery,
  type PartnerReportRequest,
  partnersEndpoints as endpoints,
} from '@portico/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../api';

export const partnerKeys = {
  all: ['partners'] as const,
  list: (query: Partial<PartnerListQuery>) => ['partners', 'list', query] as const,
  detail: (id: number) => ['partners', 'detail', id] as const,
  context: (id: number) => ['partners', 'context', id] as const,
  settings: (companyId: number) => ['partners', 'settings', companyId] as const,
};

export function usePartners(query: Partial<PartnerListQuery>) {
  return useQuery({
    queryKey: partnerKeys.list(query),
    queryFn: ({ signal }) => api.call(endpoints.list, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePartner(id: number | null) {
  return useQuery({
    queryKey: partnerKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.call(endpoints.get, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

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

export function useCompanyPartnerSettings(companyId: number) {
  return useQuery({
    queryKey: partnerKeys.settings(companyId),
    queryFn: ({ signal }) => api.call(endpoints.companySettings, { params: { id: companyId }, signal }),
  });
}

function useInvalidatePartners() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: partnerKeys.all });
}

// Forms of the partner screens show their own failures next to them, so these calls keep out of the banner.

export function useSetCommission(partnerId: number) {
  const invalidate = useInvalidatePartners();
  return useMutation({
    mutationFn: (commissionRateBp: number) =>
      api.call(endpoints.setCommission, { params: { id: partnerId }, body: { commissionRateBp }, banner: false }),
    onSuccess: invalidate,
  });
}

export function useUpdatePartnerSettings(companyId: number) {
  const invalidate = useInvalidatePartners();
  return useMutation({
    mutationFn: (body: CompanyPartnerSettingsUpdate) =>
      api.call(endpoints.updateCompanySettings, { params: { id: companyId }, body, banner: false }),
    onSuccess: invalidate,
  });
}

export function useLinkCustomer(partnerId: number) {
  const invalidate = useInvalidatePartners();
  return useMutation({
    mutationFn: (customerId: number) =>
      api.call(endpoints.linkCustomer, { query: { partnerId, customerId }, banner: false }),
    onSuccess: invalidate,
  });
}

export function useUnlinkCustomer(partnerId: number) {
  const invalidate = useInvalidatePartners();
  return useMutation({
    mutationFn: (customerId: number) => api.call(endpoints.unlinkCustomer, { params: { id: partnerId, customerId } }),
    onSuccess: invalidate,
  });
}

export function useCreateManagedAccount(partnerId: number) {
  const invalidate = useInvalidatePartners();
  return useMutation({
    mutationFn: (body: ManagedAccountCreate) =>
      api.call(endpoints.createManagedAccount, { params: { id: partnerId }, body, banner: false }),
    onSuccess: invalidate,
  });
}

export function useSaveContext(partnerId: number, exists: boolean) {
  const invalidate = useInvalidatePartners();
  return useMutation({
    mutationFn: (body: PartnerContext) =>
      api.call(exists ? endpoints.updateContext : endpoints.createContext, {
        params: { id: partnerId },
        body,
        banner: false,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteContext(partnerId: number) {
  const invalidate = useInvalidatePartners();
  return useMutation({
    mutationFn: () => api.call(endpoints.deleteContext, { params: { id: partnerId }, banner: false }),
    onSuccess: invalidate,
  });
}

export function usePartnerReport() {
  return useMutation({
    mutationFn: (body: PartnerReportRequest) => api.call(endpoints.report, { body, banner: false }),
  });
}

/** The partner report as CSV (the same filters as on screen); a failure goes to the page's banner. */
export const downloadPartnerReport = (body: PartnerReportRequest) =>
  api.download(endpoints.report, { query: { format: 'csv' }, body, accept: 'text/csv' });
