import { eq, sql } from 'drizzle-orm';
import { appMeta } from './app-meta.tables.js';
import type { DbOrTx } from './client.js';

/** Whether `key` was ever recorded in app_meta (a seed that ran). */
export async function hasMeta(db: DbOrTx, key: string): Promise<boolean> {
  const [meta] = await db.select().from(appMeta).where(eq(appMeta.key, key));
  return meta !== undefined;
}

/**
 * Runs `work` in one transaction unless app_meta already holds `key` at `version` (any version when none is named),
 * then records it. `lock` serialises concurrent first starts (an API and a worker process starting together).
 */
export async function seedOnce(
  db: DbOrTx,
  options: { key: string; lock: number; version?: string },
  work: (tx: DbOrTx) => Promise<void>,
): Promise<void> {
  const { key, lock, version } = options;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(lock))})`);
    const [meta] = await tx.select().from(appMeta).where(eq(appMeta.key, key));
    if (meta && (version === undefined || meta.value === version)) return;
    await work(tx);
    const value = version ?? new Date().toISOString();
    await tx
      .insert(appMeta)
      .values({ key, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
  });
}
