import { eq, sql } from 'drizzle-orm';
import { MODULES } from '../../modules/index.js';
import type { DbOrTx } from '../client.js';
import { appMeta } from '../schema/index.js';

/** Bump when reference data changes; the seed runs again for a database that has an older version. */
export const REFERENCE_VERSION = '2';

/**
 * What every installation needs, demo or not: each module's `seed.reference`, in `MODULES` order (companies' provider
 * company, lab and supplier entities; people's security roles and positions; supplies' supplier settings). Runs in one
 * transaction and only when the stored version is older. Every module's seed runs, enabled in this process or not.
 */
export async function seedReferenceData(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    // Serialise concurrent first starts (an API and a worker process starting together).
    await tx.execute(sql`select pg_advisory_xact_lock(428001)`);
    const [meta] = await tx.select().from(appMeta).where(eq(appMeta.key, 'reference_version'));
    if (meta?.value === REFERENCE_VERSION) return;

    for (const module of MODULES) await module.seed?.reference?.(tx);

    await tx
      .insert(appMeta)
      .values({ key: 'reference_version', value: REFERENCE_VERSION })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: REFERENCE_VERSION, updatedAt: new Date() } });
  });
}
