import { z } from 'zod';
import {
  apiKeyParamsSchema,
  apiKeySchema,
  apiKeysQuerySchema,
  createApiKeySchema,
  createdApiKeySchema,
  tokenGrantAnswerSchema,
  tokenGrantBodySchema,
  tokenGrantQuerySchema,
} from './api-keys.js';
import { access, defineEndpoints } from './endpoint.js';

/**
 * A company's API keys and the OAuth2 client-credentials token (decision 0050). A company admin manages the keys of
 * the company they act for from the portal (decision 0075); a program trades a key and its secret for a bearer token at `/oauth2/token`.
 */
export const apiKeyEndpoints = defineEndpoints('auth', {
  apiKeys: {
    method: 'GET',
    path: '/v2/apikeys',
    summary:
      "The API keys of the company (`companyId`, or the caller's own), newest first, with their last use (never their secrets)",
    access: access.tenantWhenGiven('company', 'companyId', 'query', 'company_admin'),
    query: apiKeysQuerySchema,
    response: z.array(apiKeySchema),
  },
  createApiKey: {
    method: 'POST',
    path: '/v2/apikeys',
    summary:
      'Create an API key of the company (`companyId`, or the creator’s own) with permissions the creator holds there; its secret is shown in this answer only',
    access: access.tenantWhenGiven('company', 'companyId', 'body', 'company_admin'),
    body: createApiKeySchema,
    response: createdApiKeySchema,
    status: 201,
  },
  revokeApiKey: {
    method: 'DELETE',
    path: '/v2/apikeys/:apiKeyId',
    summary: 'Revoke an API key: its tokens are refused from the next call on',
    access: access.tenant('apiKey', 'apiKeyId', 'company_admin'),
    params: apiKeyParamsSchema,
    response: apiKeySchema,
  },
  token: {
    method: 'POST',
    path: '/oauth2/token',
    summary:
      'OAuth2 client credentials: HTTP Basic key:secret, grant_type=client_credentials; answers {access_token, token_type, expires_in}',
    access: access.public,
    query: tokenGrantQuerySchema,
    body: tokenGrantBodySchema,
    response: tokenGrantAnswerSchema,
    envelope: false,
    errors: 'oauth2',
  },
});
