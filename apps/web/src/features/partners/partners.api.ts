import {
  type CompanyPartnerSettingsUpdate,
  companyPartnerSettingsSchema,
  type ManagedAccountCreate,
  managedAccountSchema,
  type PartnerContext,
  type PartnerListQuery,
  type PartnerReportRequest,
  pageSchema,
  partnerContextAnswerSchema,
  partnerDetailSchema,
  partnerReportSchema,
  partnerSummarySchema,
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
    queryFn: () => api.get('/secure/party/partners', { query, schema: pageSchema(partnerSummarySchema) }),
    placeholderData: keepPreviousData,
  });
}

export function usePartner(id: number | null) {
  return useQuery({
    queryKey: partnerKeys.detail(id ?? 0),
    queryFn: () => api.get(`/secure/party/partner/${id}`, { schema: partnerDetailSchema }),
    enabled: id !== null,
  });
}

/** The context is optional: a partner without one answers 404, which is "none yet", not an error to show. */
export function usePartnerContext(id: number) {
  return useQuery({
    queryKey: partnerKeys.context(id),
    queryFn: async () => {
      try {
        return await api.get(`/v2/partner/${id}/context`, { schema: partnerContextAnswerSchema, banner: false });
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
    queryFn: () => api.get(`/v2/company/${companyId}/settings`, { schema: companyPartnerSettingsSchema }),
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
      api.put(`/secure/party/partner/${partnerId}/commission`, { body: { commissionRateBp }, banner: false }),
    onSuccess: invalidate,
  });
}

export function useUpdatePartnerSettings(companyId: number) {
  const invalidate = useInvalidatePartners();
  return useMutation({
    mutationFn: (body: CompanyPartnerSettingsUpdate) =>
      api.put(`/v2/company/${companyId}/settings`, { body, banner: false }),
    onSuccess: invalidate,
  });
}

export function useLinkCustomer(partnerId: number) {
  const invalidate = useInvalidatePartners();
  return useMutation({
    mutationFn: (customerId: number) =>
      api.post('/secure/party/partner', { query: { partnerId, customerId }, banner: false }),
    onSuccess: invalidate,
  });
}

export function useUnlinkCustomer(partnerId: number) {
  const invalidate = useInvalidatePartners();
  return useMutation({
    mutationFn: (customerId: number) => api.delete(`/secure/party/partner/${partnerId}/customer/${customerId}`),
    onSuccess: invalidate,
  });
}

export function useCreateManagedAccount(partnerId: number) {
  const invalidate = useInvalidatePartners();
  return useMutation({
    mutationFn: (body: ManagedAccountCreate) =>
      api.post(`/v2/vantage/partner/${partnerId}/managedAccount`, {
        body,
        schema: managedAccountSchema,
        banner: false,
      }),
    onSuccess: invalidate,
  });
}

export function useSaveContext(partnerId: number, exists: boolean) {
  const invalidate = useInvalidatePartners();
  return useMutation({
    mutationFn: (body: PartnerContext) =>
      exists
        ? api.put(`/v2/partner/${partnerId}/context`, { body, schema: partnerContextAnswerSchema, banner: false })
        : api.post(`/v2/partner/${partnerId}/context`, { body, schema: partnerContextAnswerSchema, banner: false }),
    onSuccess: invalidate,
  });
}

export function useDeleteContext(partnerId: number) {
  const invalidate = useInvalidatePartners();
  return useMutation({
    mutationFn: () => api.delete(`/v2/partner/${partnerId}/context`, { banner: false }),
    onSuccess: invalidate,
  });
}

export function usePartnerReport() {
  return useMutation({
    mutationFn: (body: PartnerReportRequest) =>
      api.post('/secure/party/partners/report', { body, schema: partnerReportSchema, banner: false }),
  });
}
