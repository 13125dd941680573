import { apiKeyEndpoints as endpoints, type CreateApiKey } from '@portico/contract';
import { api } from '../../api';
import { useChange, useEndpointQuery } from '../../api/hooks';

export const apiKeyKeys = {
  all: ['apiKeys'] as const,
  company: (companyId: number) => ['apiKeys', companyId] as const,
};

/** The API keys (never their secrets) of the company the person acts for; not asked for when they may not manage them. */
export const useApiKeys = (companyId: number, enabled = true) =>
  useEndpointQuery(
    apiKeyKeys.company(companyId),
    endpoints.apiKeys,
    { query: { companyId: String(companyId) } },
    { enabled },
  );

/** Creates a key; the answer carries its secret, which nothing else ever shows again. The form shows failures itself. */
export const useCreateApiKey = () =>
  useChange(apiKeyKeys.all, (body: CreateApiKey) => api.call(endpoints.createApiKey, { body, banner: false }));

export const useRevokeApiKey = () =>
  useChange(apiKeyKeys.all, (apiKeyId: number) =>
    api.call(endpoints.revokeApiKey, { params: { apiKeyId }, banner: false }),
  );
