import { randomUUID } from 'node:crypto';
import type { ApiKey, CreateApiKey, CreatedApiKey } from '@portico/contract';
import { API_KEY_MESSAGES, apiKeyNameError, apiKeyPermissionsError } from '@portico/domain';
import type { Db } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import type { Actor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange, rowAudit } from '../audit/index.js';
import * as repo from './api-keys.repository.js';
import { hashToken, newToken } from '../../platform/tokens.js';

/** Records a change of an API key (its row: never the secret). */
export const auditApiKey = rowAudit('api_key');

type KeyRow = NonNullable<Awaited<ReturnType<typeof repo.findApiKey>>>;

const toApiKey = (row: KeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  keyId: row.keyId,
  permissions: row.permissions,
  createdAt: row.createdAt.getTime(),
  createdBy: row.createdBy,
  lastUsedAt: row.lastUsedAt?.getTime() ?? null,
  revokedAt: row.revokedAt?.getTime() ?? null,
});

/**
 * Keys are managed by a person in the portal: never with a key's own token, and never by staff (decision 0050); for
 * the company they act for (their own, or one that virtually employs them: decision 0075), as its company admin.
 */
function requireKeyManager(actor: Actor, companyId: number): void {
  if (actor.apiKeyId !== undefined) throw new AppError('forbidden', API_KEY_MESSAGES.notFromApiKey);
  if (actor.isStaff) throw new AppError('forbidden', API_KEY_MESSAGES.staffCannotCreate);
  requireCompanyAccess(actor, companyId, 'company_admin');
}

/** A company's API keys (decision 0050): listed, created with a secret shown once, revoked with their tokens. */
export function createApiKeyService({
  db,
  now,
  flushKeyUses,
}: {
  db: Db;
  now: () => Date;
  /** writes the last uses this process has seen but not yet written (decision 0094) */
  flushKeyUses: () => Promise<void>;
}) {
  return {
    /** The keys of the company asked for (the route has checked it; checked again here), or of the caller's own. */
    async list(actor: Actor, companyId: number = actor.companyId): Promise<ApiKey[]> {
      if (actor.apiKeyId !== undefined) throw new AppError('forbidden', API_KEY_MESSAGES.notFromApiKey);
      requireCompanyAccess(actor, companyId, 'company_admin');
      // the uses this process has seen are shown at once; another process's within its next batch
      await flushKeyUses();
      return (await repo.findCompanyApiKeys(db, companyId)).map(toApiKey);
    },

    /** A key of the company the creator acts for, with permissions the creator holds there; its secret as a hash. */
    async create(ctx: ChangeContext, input: CreateApiKey): Promise<CreatedApiKey> {
      const { actor } = ctx;
      const companyId = input.companyId ?? actor.companyId;
      requireKeyManager(actor, companyId);
      const nameError = apiKeyNameError(input.name);
      if (nameError) throw invalid(nameError);
      const held = actor.permissions[actor.companyUidById.get(companyId) ?? ''] ?? [];
      const permissionError = apiKeyPermissionsError(input.permissions, held);
      if (permissionError) throw invalid(permissionError);
      const secret = newToken();
      return inChange(db, ctx, async ({ tx, audit }) => {
        const inserted = await repo.insertApiKey(tx, {
          companyId,
          createdByPersonId: actor.personId,
          name: input.name.trim(),
          keyId: randomUUID(),
          secretHash: hashToken(secret),
          permissions: [...new Set(input.permissions)],
        });
        const key = toApiKey({ ...inserted, createdBy: actor.username });
        const { name, keyId, permissions } = key;
        await auditApiKey(audit, { id: key.id, companyId }, 'api_key.created', undefined, {
          name,
          keyId,
          permissions,
        });
        return { ...key, secret };
      });
    },

    /** Revokes a key of the company: every token made from it is refused from the next call on. */
    async revoke(ctx: ChangeContext, id: number): Promise<ApiKey> {
      const { actor } = ctx;
      if (actor.apiKeyId !== undefined) throw new AppError('forbidden', API_KEY_MESSAGES.notFromApiKey);
      return inChange(db, ctx, async ({ tx, audit }) => {
        const row = await repo.findApiKey(tx, id, true);
        if (!row) throw new AppError('not_found', API_KEY_MESSAGES.notFound);
        // the route's tenant check has allowed it; checked again here (decision 0014)
        requireCompanyAccess(actor, row.companyId, 'company_admin');
        if (row.revokedAt) throw new AppError('conflict', API_KEY_MESSAGES.alreadyRevoked);
        const at = now();
        await repo.revokeApiKey(tx, id, at);
        await auditApiKey(audit, row, 'api_key.revoked', { revokedAt: null }, { revokedAt: at.toISOString() });
        return toApiKey({ ...row, revokedAt: at });
      });
    },
  };
}
