import type { MismatchedRow, Page } from '@portico/contract';
import { billingMismatch } from '@portico/domain';
import { pageTotal } from '../../db/capped-count.js';
import type { DbOrTx } from '../../db/client.js';
import { listed } from './billables-list.js';
import * as repo from './mismatched.repository.js';

type Read = { billable: Parameters<typeof listed>[1][number]; serviceStatus: string };

/** Rows as the list shows them, each with how its billable and service disagree. */
async function withMismatch(db: DbOrTx, rows: readonly Read[]): Promise<MismatchedRow[]> {
  const shown = await listed(
    db,
    rows.map((r) => r.billable),
  );
  return shown.flatMap((row, i) => {
    const mismatch = billingMismatch(row.billingStatus, rows[i]!.serviceStatus);
    // the query keeps only mismatches: a row that agrees changed between the two reads
    return mismatch === null ? [] : [{ ...row, mismatch }];
  });
}

/**
 * The mismatched-billing tool (admin console §2; decision 0083): billables whose service disagrees — billed after it
 * was decommissioned, not billed while LIVE, billed before it is LIVE — newest first, a page at a time.
 */
export async function mismatchedBilling(
  db: DbOrTx,
  query: repo.MismatchFilters & { page: number; pageSize: number },
): Promise<Page<MismatchedRow>> {
  const { page, pageSize, ...filters } = query;
  const offset = (page - 1) * pageSize;
  const { rows, counted } = await repo.mismatchedPage(db, filters, { limit: pageSize, offset });
  return { items: await withMismatch(db, rows), page, pageSize, ...pageTotal(counted, { offset, rows: rows.length }) };
}

/** Every mismatched billable the filters keep, in batches: the CSV export. */
export async function* mismatchedExport(db: DbOrTx, filters: repo.MismatchFilters): AsyncGenerator<MismatchedRow[]> {
  for await (const batch of repo.mismatchedBatches(db, filters)) yield withMismatch(db, batch);
}
