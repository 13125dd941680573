import { API_KEY_MESSAGES, API_KEY_NAME_MAX, API_KEY_PERMISSIONS } from '@portico/domain';
import { z } from 'zod';
import { epochMs, idBody, idParam } from './envelope.js';

/** A key's name: required, trimmed, at most 100 characters. */
export const apiKeyNameSchema = z
  .string({ error: API_KEY_MESSAGES.nameRequired })
  .trim()
  .min(1, API_KEY_MESSAGES.nameRequired)
  .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong);

/**
 * `POST /v2/apikeys`: a name and the permissions the key carries (each one its creator holds), for the company the
 * creator acts for (`companyId`; their own company when absent, decision 0075).
 */
export const createApiKeySchema = z.object({
  companyId: idBody.optional(),
  name: apiKeyNameSchema,
  permissions: z
    .array(z.enum(API_KEY_PERMISSIONS, { error: API_KEY_MESSAGES.permissionNotAllowed }), {
      error: API_KEY_MESSAGES.permissionsRequired,
    })
    .min(1, API_KEY_MESSAGES.permissionsRequired)
    .max(API_KEY_PERMISSIONS.length)
    .transform((list) => [...new Set(list)]),
});
export type CreateApiKey = z.input<typeof createApiKeySchema>;

/** `GET /v2/apikeys`: the keys of `companyId` (one the caller acts for), or of the caller's own company. */
export const apiKeysQuerySchema = z.object({ companyId: idParam.optional() });

/** A key as its company's list shows it: never its secret. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  keyId: z.string(),
  permissions: z.array(z.string()),
  createdAt: epochMs,
  createdBy: z.string(),
  lastUsedAt: epochMs.nullable(),
  revokedAt: epochMs.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer of a key's creation: the key and, this once only, its secret. */
export const createdApiKeySchema = apiKeySchema.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyParamsSchema = z.object({ apiKeyId: idParam });

/** `POST /oauth2/token`: grant_type in the query (as the Go SDK sends it) or in the form body (as OAuth2 allows). */
export const tokenGrantQuerySchema = z.object({ grant_type: z.string().max(100).optional() });
export const tokenGrantBodySchema = z.object({ grant_type: z.string().max(100).optional() }).nullish();

/** The OAuth2 token answer (RFC 6749 §5.1; client.go `accessTokenResponse`): plain JSON, not the envelope. */
export const tokenGrantAnswerSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type TokenGrantAnswer = z.infer<typeof tokenGrantAnswerSchema>;

/** An OAuth2 error answer (RFC 6749 §5.2): `invalid_client`, `unsupported_grant_type`, … */
export const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });
