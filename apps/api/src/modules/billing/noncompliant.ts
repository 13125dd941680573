import type { NonCompliantRow, Page } from '@portico/contract';
import { nonCompliances } from '@portico/domain';
import { pageTotal } from '../../db/capped-count.js';
import type { DbOrTx } from '../../db/client.js';
import { listed } from './billables-list.js';
import * as repo from './noncompliant.repository.js';

type Read = { billable: Parameters<typeof listed>[1][number]; chargesAboveZero: number };

/** Rows as the list shows them, each with every billing rule it breaks (the domain's `nonCompliances`). */
async function withReasons(db: DbOrTx, rows: readonly Read[]): Promise<NonCompliantRow[]> {
  const shown = await listed(
    db,
    rows.map((r) => r.billable),
  );
  return shown.flatMap((row, i) => {
    const read = rows[i]!;
    const reasons = nonCompliances({ ...read.billable, chargesAboveZero: Number(read.chargesAboveZero) });
    // the query keeps only rows that break a rule: one that breaks none changed between the two reads
    return reasons.length === 0 ? [] : [{ ...row, reasons }];
  });
}

/**
 * Non-compliant billables (admin console §2; decision 0088): open billables that would bill wrongly or not at all —
 * no supplier, not in its supplier's currency, a term not offered, billed but never activated, activated before its
 * start, billed at nothing — newest first, a page at a time.
 */
export async function nonCompliantBillables(
  db: DbOrTx,
  query: repo.NonCompliantFilters & { page: number; pageSize: number },
): Promise<Page<NonCompliantRow>> {
  const { page, pageSize, ...filters } = query;
  const offset = (page - 1) * pageSize;
  const { rows, counted } = await repo.nonCompliantPage(db, filters, { limit: pageSize, offset });
  return { items: await withReasons(db, rows), page, pageSize, ...pageTotal(counted, { offset, rows: rows.length }) };
}

/** Every non-compliant billable the filters keep, in batches: the CSV export. */
export async function* nonCompliantExport(
  db: DbOrTx,
  filters: repo.NonCompliantFilters,
): AsyncGenerator<NonCompliantRow[]> {
  for await (const batch of repo.nonCompliantBatches(db, filters)) yield withReasons(db, batch);
}
