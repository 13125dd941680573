import { timingSafeEqual } from 'node:crypto';
import type { TokenGrantAnswer } from '@portico/contract';
import { API_KEY_TOKEN_TTL_SECONDS } from '@portico/domain';
import type { Db } from '../../db/client.js';
import type { LoginContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import { findLiveKeyByKeyId } from './api-keys.repository.js';
import { auditApiKey } from './api-keys.service.js';
import { findPersonById, insertToken, loadPermissions } from './auth.repository.js';
import { hashToken, newToken } from '../../platform/tokens.js';

/** Why a grant is refused, as OAuth2 names it (RFC 6749 §5.2): the route answers these, not the envelope. */
export type GrantRefusal = 'invalid_request' | 'invalid_client' | 'unsupported_grant_type';

export type GrantResult = { ok: true; answer: TokenGrantAnswer } | { ok: false; error: GrantRefusal };

/** The key id and secret of an `Authorization: Basic` header, or null. */
function basicCredentials(header: string | undefined): { keyId: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]{1,1000})$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const text = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  // no key id or secret holds NUL, and the database cannot look one up (decision 0060)
  if (colon <= 0 || text.includes('\u0000')) return null;
  return { keyId: text.slice(0, colon), secret: text.slice(colon + 1) };
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The OAuth2 client-credentials grant (decision 0050), as the Go SDK's `Authorize` asks for it: HTTP Basic with the
 * key id and its secret, `grant_type=client_credentials` (in the query, or the form). A live key whose secret
 * matches and whose creator can still log in gets a bearer token: an `auth_tokens` row of the creator carrying
 * the key, which narrows it on every call and takes it along when revoked.
 */
export function createClientCredentials({ db, now }: { db: Db; now: () => Date }) {
  return {
    async grant(
      authorization: string | undefined,
      grantType: string | undefined,
      ctx: LoginContext,
    ): Promise<GrantResult> {
      const credentials = basicCredentials(authorization);
      if (!credentials) return { ok: false, error: 'invalid_client' };
      if (grantType === undefined) return { ok: false, error: 'invalid_request' };
      if (grantType !== 'client_credentials') return { ok: false, error: 'unsupported_grant_type' };
      if (credentials.keyId.length > 100 || credentials.secret.length > 200)
        return { ok: false, error: 'invalid_client' };
      const key = await findLiveKeyByKeyId(db, credentials.keyId);
      if (!key || !sameHash(key.secretHash, hashToken(credentials.secret)))
        return { ok: false, error: 'invalid_client' };
      const person = await findPersonById(db, key.createdByPersonId);
      if (!person?.active || !person.companyActive) return { ok: false, error: 'invalid_client' };
      // the creator still acts for the key's company: their own, or one that virtually employs them (decision 0075)
      const reach = person.companyId === key.companyId ? null : await loadPermissions(db, person.id);
      if (reach && !reach.companyUidById.has(key.companyId)) return { ok: false, error: 'invalid_client' };
      const token = newToken();
      const expiresAt = new Date(now().getTime() + API_KEY_TOKEN_TTL_SECONDS * 1000);
      await inChange(
        db,
        { actor: { personId: person.id, companyId: key.companyId }, traceId: ctx.traceId },
        async ({ tx, audit }) => {
          await insertToken(tx, {
            tokenHash: hashToken(token),
            personId: person.id,
            method: 'client_credentials',
            expiresAt,
            userAgent: ctx.userAgent,
            ip: ctx.ip,
            apiKeyId: key.id,
          });
          await auditApiKey(audit, key, 'api_key.token', undefined, { keyId: key.keyId });
        },
      );
      return { ok: true, answer: { access_token: token, token_type: 'Bearer', expires_in: API_KEY_TOKEN_TTL_SECONDS } };
    },
  };
}
