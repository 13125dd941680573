import type { DbOrTx } from '../db/client.js';
import { hasMeta, seedOnce } from '../db/seed-once.js';
import { MODULES } from './index.js';
import { billDemoYear } from './billing/index.js';
import { payDemoYear } from './payments/index.js';
import { dateDemoNetworkBack } from './services/index.js';

// The published demo facts live in demo-constants.ts (which the areas' seeds may import); re-exported here for the
// tests, the bench and the start-up banner.
export { DEMO_COMPANIES, DEMO_MFA_SECRET, DEMO_PASSWORD, DEMO_USERS } from './demo-constants.js';

/** Bump when reference data changes; the seed runs again for a database that has an older version. */
export const REFERENCE_VERSION = '2';

/**
 * What every installation needs, demo or not: each module's `seed.reference`, in `MODULES` order (companies' provider
 * company, lab and supplier entities; people's security roles and positions; supplies' supplier settings). Runs in one
 * transaction and only when the stored version is older. Every module's seed runs, enabled in this process or not.
 */
export async function seedReferenceData(db: DbOrTx): Promise<void> {
  await seedOnce(db, { key: 'reference_version', lock: 428001, version: REFERENCE_VERSION }, async (tx) => {
    for (const module of MODULES) await module.seed?.reference?.(tx);
  });
}

/** Whether this database holds the demo data (whose logins share a published password). */
export function hasDemoData(db: DbOrTx): Promise<boolean> {
  return hasMeta(db, 'demo_seed');
}

/**
 * Demo customers, people and services on top of the reference data; runs once per database. Each module's
 * `seed.demo` in `MODULES` order (companies, then people, …, the services last), all in one transaction; then the
 * LIVE services, ordered as the seed ran, are dated back so that their traffic graphs have a history (decision 0077),
 * and billed from then: a year of monthly bill runs and invoices (decision 0085).
 */
export async function seedDemoData(db: DbOrTx): Promise<void> {
  await seedReferenceData(db);
  await seedOnce(db, { key: 'demo_seed', lock: 428002 }, async (tx) => {
    for (const module of MODULES) await module.seed?.demo?.(tx);
    await dateDemoNetworkBack(tx);
    await billDemoYear(tx);
    await payDemoYear(tx);
  });
}
