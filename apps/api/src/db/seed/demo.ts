import { eq, sql } from 'drizzle-orm';
import { MODULES } from '../../modules/index.js';
import type { DbOrTx } from '../client.js';
import { appMeta } from '../schema/index.js';
import { seedDemoServices } from './demo-services.js';
import { seedReferenceData } from './reference.js';

// The published demo facts live in demo-constants.ts (which the modules' seeds may import); re-exported here for the
// tests, the bench and the start-up banner.
export { DEMO_COMPANIES, DEMO_MFA_SECRET, DEMO_PASSWORD, DEMO_USERS } from './demo-constants.js';

/** Whether this database holds the demo data (whose logins share a published password). */
export async function hasDemoData(db: DbOrTx): Promise<boolean> {
  const [meta] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_seed'));
  return meta !== undefined;
}

/**
 * Demo customers, people and services on top of the reference data; runs once per database. Each module's
 * `seed.demo` in `MODULES` order (companies, then people), then the locations and services no module owns yet, all in
 * one transaction.
 */
export async function seedDemoData(db: DbOrTx): Promise<void> {
  await seedReferenceData(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(428002)`);
    const [meta] = await tx.select().from(appMeta).where(eq(appMeta.key, 'demo_seed'));
    if (meta) return;

    for (const module of MODULES) await module.seed?.demo?.(tx);
    await seedDemoServices(tx);

    await tx.insert(appMeta).values({ key: 'demo_seed', value: new Date().toISOString() });
  });
}
