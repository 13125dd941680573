import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companyOwnedRows } from '../../db/company-owned.js';
import { persons } from '../people/people.tables.js';
import { apiKeys, authTokens } from './auth.tables.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

const keyColumns = {
  id: apiKeys.id,
  companyId: apiKeys.companyId,
  createdByPersonId: apiKeys.createdByPersonId,
  name: apiKeys.name,
  keyId: apiKeys.keyId,
  secretHash: apiKeys.secretHash,
  permissions: apiKeys.permissions,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

export async function insertApiKey(
  tx: DbOrTx,
  values: Pick<ApiKeyRow, 'companyId' | 'createdByPersonId' | 'name' | 'keyId' | 'secretHash' | 'permissions'>,
): Promise<ApiKeyRow> {
  const [row] = await tx.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('api key insert returned nothing');
  return row;
}

/** A company's keys with their creator's username, newest first (a company has a handful: one bounded read). */
export function findCompanyApiKeys(db: DbOrTx, companyId: number, limit = 500) {
  return db
    .select({ ...keyColumns, createdBy: persons.username })
    .from(apiKeys)
    .innerJoin(persons, eq(persons.id, apiKeys.createdByPersonId))
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(limit);
}

export async function findApiKey(db: DbOrTx, id: number, forUpdate = false) {
  const query = db
    .select({ ...keyColumns, createdBy: persons.username })
    .from(apiKeys)
    .innerJoin(persons, eq(persons.id, apiKeys.createdByPersonId))
    .where(eq(apiKeys.id, id));
  const [row] = forUpdate ? await query.for('update', { of: apiKeys }) : await query;
  return row ?? null;
}

/** A live key by its public id (the client-credentials grant). */
export async function findLiveKeyByKeyId(db: DbOrTx, keyId: string): Promise<ApiKeyRow | null> {
  const [row] = await db
    .select(keyColumns)
    .from(apiKeys)
    .where(and(eq(apiKeys.keyId, keyId), isNull(apiKeys.revokedAt)));
  return row ?? null;
}

/** Revokes the key and every token made from it, in the caller's transaction. */
export async function revokeApiKey(tx: DbOrTx, id: number, at: Date): Promise<void> {
  await tx.update(apiKeys).set({ revokedAt: at }).where(eq(apiKeys.id, id));
  await tx
    .update(authTokens)
    .set({ revokedAt: at })
    .where(and(eq(authTokens.apiKeyId, id), isNull(authTokens.revokedAt)));
}

/**
 * Marks keys used, each at its time: a key's mark moves only when the last one is a minute old, so a busy program's
 * calls do not each write its row. One statement for every key a process saw used since its last batch.
 */
export async function markApiKeysUsed(db: DbOrTx, uses: ReadonlyMap<number, Date>): Promise<void> {
  if (uses.size === 0) return;
  const ids = [...uses.keys()];
  const ats = ids.map((id) => uses.get(id)?.toISOString() ?? null);
  await db.execute(sql`
    update api_keys k set last_used_at = u.at
      from unnest(${sql.param(ids)}::int[], ${sql.param(ats)}::timestamptz[]) as u(id, at)
     where k.id = u.id and (k.last_used_at is null or k.last_used_at < u.at - interval '1 minute')`);
}

/** Which company owns an API key, and one key a company owns: the tenant check's resolvers. */
export const apiKeyOwners = companyOwnedRows(apiKeys, apiKeys.id);
