import type { DbOrTx } from '../../db/client.js';
import { findCompanies } from '../companies/index.js';
import * as repo from './unbilled-services.repository.js';

/** A service as billing lists it: its row, with its company's name. */
type BillingServiceRow = repo.BillingServiceRowOf & { companyName: string };

/** Names the companies of some rows (one query for them all). */
async function named(db: DbOrTx, rows: readonly repo.BillingServiceRowOf[]): Promise<BillingServiceRow[]> {
  const names = new Map(
    (
      await findCompanies(
        db,
        rows.map((r) => r.companyId),
      )
    ).map((c) => [c.id, c.name]),
  );
  return rows.map((r) => ({ ...r, companyName: names.get(r.companyId) ?? `Company ${r.companyId}` }));
}

/**
 * Services as billing lists them (decision 0081): every one but NEW ones that `kept` (billing's own SQL over its own
 * table) keeps, newest first, with company, location and supplier, a page at a time with its total.
 */
export async function billingServicePage(
  db: DbOrTx,
  filters: repo.BillingServiceFilters,
  kept: repo.KeptCondition,
  window: { limit: number; offset: number },
) {
  const { rows, counted } = await repo.billingServiceRows(db, filters, kept, window);
  return { rows: await named(db, rows), counted };
}

/** Every row of such a list in batches (keyset, newest first), each batch's companies named: an export. */
export async function* billingServiceBatches(
  db: DbOrTx,
  filters: repo.BillingServiceFilters,
  kept: repo.KeptCondition,
): AsyncGenerator<BillingServiceRow[]> {
  for await (const batch of repo.billingServiceRowBatches(db, filters, kept)) yield named(db, batch);
}
