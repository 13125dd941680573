import { apiKeyEndpoints as endpoints, type CreateApiKey } from '@portico/contract';
import { api } from '../../api';
import { useChange, useEndpointQuery } from '../../api/hooks';

export const apiKeyKeys = { all: ['apiKeys'] as const };

/** The company's API keys (never their secrets). */
export const useApiKeys = () => useEndpointQuery(apiKeyKeys.all, endpoints.apiKeys, {});

/** Creates a key; the answer carries its secret, which nothing else ever shows again. The form shows failures itself. */
export const useCreateApiKey = () =>
  useChange(apiKeyKeys.all, (body: CreateApiKey) => api.call(endpoints.createApiKey, { body, banner: false }));

export const useRevokeApiKey = () =>
  useChange(apiKeyKeys.all, (apiKeyId: number) =>
    api.call(endpoints.revokeApiKey, { params: { apiKeyId }, banner: false }),
  );
