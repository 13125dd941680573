import {
  type AccountTypeChange,
  type CompanyAddressInput,
  type CompanyConfigSettingsSave,
  type CompanyRegistration,
  type CompanySearchQuery,
  type CompanyUpdate,
  companyAddressSchema,
  companyConfigSettingsSchema,
  companyDetailSchema,
  companyHistoryPageSchema,
  companyPageSchema,
  companyRegistrationResultSchema,
  creditCheckResultSchema,
  imageUploadResultSchema,
  personRefSchema,
} from '@portico/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../api';
import { session } from '../auth/session';

export const COMPANY_SEARCH_PATH = '/secure/party/company';

export const companyKeys = {
  all: ['companies'] as const,
  search: (query: CompanySearchQuery) => ['companies', 'search', query] as const,
  detail: (companyId: number) => ['companies', 'detail', companyId] as const,
  config: (companyId: number) => ['companies', 'config', companyId] as const,
  history: (companyId: number, page: number) => ['companies', 'history', companyId, page] as const,
  logo: (companyId: number) => ['companies', 'logo', companyId] as const,
  accountManagers: ['companies', 'accountManagers'] as const,
};

export function useCompanySearch(query: CompanySearchQuery) {
  return useQuery({
    queryKey: companyKeys.search(query),
    queryFn: ({ signal }) => api.get(COMPANY_SEARCH_PATH, { query: { ...query }, schema: companyPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCompany(companyId: number) {
  return useQuery({
    queryKey: companyKeys.detail(companyId),
    queryFn: ({ signal }) => api.get(`/secure/party/company/${companyId}`, { schema: companyDetailSchema, signal }),
    enabled: Number.isSafeInteger(companyId) && companyId > 0,
    retry: false,
  });
}

export function useAccountManagers(enabled: boolean) {
  return useQuery({
    queryKey: companyKeys.accountManagers,
    queryFn: ({ signal }) => api.get('/v2/company/accountManagers', { schema: z.array(personRefSchema), signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Every change to a company can show up in its details, history and the search list: refresh them all. */
function useCompanyMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

export function useUpdateCompany() {
  return useCompanyMutation((body: CompanyUpdate) =>
    api.put('/secure/party/company', { body, schema: companyDetailSchema }),
  );
}

export function useSaveAddress(companyId: number) {
  return useCompanyMutation(({ addressId, body }: { addressId: number; body: CompanyAddressInput }) =>
    api.post(`/secure/party/company/${companyId}/address/${addressId}`, { body, schema: companyAddressSchema }),
  );
}

export function useSetActive(companyId: number) {
  return useCompanyMutation((active: boolean) =>
    api.put(`/secure/party/company/${companyId}/active`, { body: { active }, schema: companyDetailSchema }),
  );
}

export function useSetPublished(companyId: number) {
  return useCompanyMutation((published: boolean) =>
    api.put(`/secure/party/company/${companyId}/published`, { body: { published }, schema: companyDetailSchema }),
  );
}

export function useDeleteCompany(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/secure/party/company/${companyId}`),
    onSuccess() {
      // the deleted company's own queries would now answer 404: drop them rather than refetch
      queryClient.removeQueries({ queryKey: companyKeys.detail(companyId) });
      return queryClient.invalidateQueries({ queryKey: ['companies', 'search'] });
    },
  });
}

export function useCreditCheck(companyId: number) {
  return useCompanyMutation(() =>
    api.post(`/secure/party/company/${companyId}/creditcheck`, { schema: creditCheckResultSchema }),
  );
}

export function useRegisterCompany() {
  // The dialog covers the page's error banner, so it shows the failure itself.
  return useCompanyMutation((body: CompanyRegistration) =>
    api.post('/secure/party/admincompanyregistration', {
      body,
      schema: companyRegistrationResultSchema,
      banner: false,
    }),
  );
}

export function useChangeAccountType(companyId: number) {
  return useCompanyMutation((body: AccountTypeChange) =>
    api.put(`/secure/party/company/${companyId}/accountType`, { body, schema: companyDetailSchema }),
  );
}

export function useConfigSettings(companyId: number) {
  return useQuery({
    queryKey: companyKeys.config(companyId),
    queryFn: ({ signal }) =>
      api.get(`/v2/company/${companyId}/configSettings`, { schema: companyConfigSettingsSchema, signal }),
  });
}

export function useSaveConfigSettings(companyId: number) {
  return useCompanyMutation(({ create, body }: { create: boolean; body: CompanyConfigSettingsSave }) =>
    (create ? api.post : api.put)(`/v2/company/${companyId}/configSettings`, {
      body,
      schema: companyConfigSettingsSchema,
    }),
  );
}

export function useCompanyHistory(companyId: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: companyKeys.history(companyId, page),
    queryFn: ({ signal }) =>
      api.get(`/secure/party/company/${companyId}/history`, {
        query: { page, pageSize },
        schema: companyHistoryPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function logoPath(companyId: number) {
  return `/secure/image/company/${companyId}`;
}

/**
 * The logo as an object URL: an <img> cannot send the bearer token, so the image is fetched and handed over as a
 * blob. Null when the company has none.
 */
export function useLogo(companyId: number, hasLogo: boolean) {
  const query = useQuery({
    queryKey: companyKeys.logo(companyId),
    enabled: hasLogo,
    queryFn: async ({ signal }) => {
      const token = session.token();
      const response = await fetch(`${logoPath(companyId)}?name=logo`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal,
      });
      if (!response.ok) return null;
      return response.blob();
    },
  });
  return query;
}

export function useUploadLogo(companyId: number) {
  return useCompanyMutation((file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return api.post(logoPath(companyId), { body, query: { name: 'logo' }, schema: imageUploadResultSchema });
  });
}
