import {
  type AccountTypeChange,
  type CompanyAddressInput,
  type CompanyConfigSettingsSave,
  type CompanyRegistration,
  type CompanySearchQuery,
  type CompanyUpdate,
  companiesEndpoints as endpoints,
} from '@portico/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { useChange, useEndpointQuery, usePageQuery } from '../../api/hooks';

export const companyKeys = {
  all: ['companies'] as const,
  search: (query: CompanySearchQuery) => ['companies', 'search', query] as const,
  detail: (companyId: number) => ['companies', 'detail', companyId] as const,
  config: (companyId: number) => ['companies', 'config', companyId] as const,
  history: (companyId: number, page: number) => ['companies', 'history', companyId, page] as const,
  logo: (companyId: number) => ['companies', 'logo', companyId] as const,
  accountManagers: ['companies', 'accountManagers'] as const,
};

export const useCompanySearch = (query: CompanySearchQuery) =>
  usePageQuery(companyKeys.search(query), endpoints.search, { query: { ...query } });

export const useCompany = (companyId: number) =>
  useEndpointQuery(
    companyKeys.detail(companyId),
    endpoints.get,
    { params: { companyId } },
    { enabled: Number.isSafeInteger(companyId) && companyId > 0, retry: false },
  );

export const useAccountManagers = (enabled: boolean) =>
  useEndpointQuery(companyKeys.accountManagers, endpoints.accountManagers, {}, { enabled, staleTime: 5 * 60_000 });

/** Every change to a company can show up in its details, history and the search list: refresh them all. */
const useCompanyMutation = <TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) =>
  useChange(companyKeys.all, mutationFn);

export function useUpdateCompany() {
  return useCompanyMutation((body: CompanyUpdate) => api.call(endpoints.update, { body }));
}

export function useSaveAddress(companyId: number) {
  return useCompanyMutation(({ addressId, body }: { addressId: number; body: CompanyAddressInput }) =>
    api.call(endpoints.saveAddress, { params: { companyId, addressId }, body }),
  );
}

export function useSetActive(companyId: number) {
  return useCompanyMutation((active: boolean) =>
    api.call(endpoints.setActive, { params: { companyId }, body: { active } }),
  );
}

export function useSetPublished(companyId: number) {
  return useCompanyMutation((published: boolean) =>
    api.call(endpoints.setPublished, { params: { companyId }, body: { published } }),
  );
}

export function useDeleteCompany(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.remove, { params: { companyId } }),
    onSuccess() {
      // the deleted company's own queries would now answer 404: drop them rather than refetch
      queryClient.removeQueries({ queryKey: companyKeys.detail(companyId) });
      return queryClient.invalidateQueries({ queryKey: ['companies', 'search'] });
    },
  });
}

export function useCreditCheck(companyId: number) {
  return useCompanyMutation(() => api.call(endpoints.creditCheck, { params: { companyId } }));
}

export function useRegisterCompany() {
  // The dialog covers the page's error banner, so it shows the failure itself.
  return useCompanyMutation((body: CompanyRegistration) => api.call(endpoints.register, { body, banner: false }));
}

export function useChangeAccountType(companyId: number) {
  return useCompanyMutation((body: AccountTypeChange) =>
    api.call(endpoints.changeAccountType, { params: { companyId }, body }),
  );
}

export const useConfigSettings = (companyId: number) =>
  useEndpointQuery(companyKeys.config(companyId), endpoints.configSettings, { params: { companyId } });

export function useSaveConfigSettings(companyId: number) {
  return useCompanyMutation(({ create, body }: { create: boolean; body: CompanyConfigSettingsSave }) =>
    api.call(create ? endpoints.createConfigSettings : endpoints.updateConfigSettings, { params: { companyId }, body }),
  );
}

export const useCompanyHistory = (companyId: number, page: number, pageSize: number) =>
  usePageQuery(companyKeys.history(companyId, page), endpoints.history, {
    params: { companyId },
    query: { page, pageSize },
  });

/**
 * The logo as an object URL: an <img> cannot send the bearer token, so the image is fetched and handed over as a
 * blob. Null when the company has none.
 */
export function useLogo(companyId: number, hasLogo: boolean) {
  return useQuery({
    queryKey: companyKeys.logo(companyId),
    enabled: hasLogo,
    // a logo that cannot be read is shown as none: no banner
    queryFn: ({ signal }) =>
      api
        .download(endpoints.logo, {
          params: { kind: 'company', companyId },
          query: { name: 'logo' },
          signal,
          banner: false,
          accept: 'image/*',
        })
        .catch(() => null),
  });
}

export function useUploadLogo(companyId: number) {
  return useCompanyMutation((file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return api.call(endpoints.uploadLogo, { params: { kind: 'company', companyId }, body, query: { name: 'logo' } });
  });
}
