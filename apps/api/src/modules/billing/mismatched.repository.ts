import { BILLING_MISMATCH_PAIRS, BILLING_MISMATCHES, type BillingMismatch } from '@portico/domain';
import { and, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { countUpTo, totalFromPage } from '../../db/capped-count.js';
import type { DbOrTx } from '../../db/client.js';
import { keysetBatches } from '../../db/keyset.js';
import { provisioningStatusOf } from '../services/index.js';
import { billables } from './billing.tables.js';

export interface MismatchFilters {
  kind?: BillingMismatch;
  supplierId?: number;
}

/** The service's provisioning status, read per billable in the list's own statement. */
const serviceStatus = provisioningStatusOf(billables.serviceId);

/** Each mismatch as SQL, by the domain's pairs (`BILLING_MISMATCH_PAIRS`, the rule `billingMismatch` states). */
const mismatchSql = (kind: BillingMismatch): SQL => {
  const pair = BILLING_MISMATCH_PAIRS[kind];
  return and(
    inArray(billables.billingStatus, pair.billing),
    sql`${serviceStatus} in (${sql.join(
      pair.provisioning.map((p) => sql`${p}`),
      sql`, `,
    )})`,
  )!;
};

const whereOf = (f: MismatchFilters) =>
  and(
    f.kind === undefined ? or(...BILLING_MISMATCHES.map(mismatchSql)) : mismatchSql(f.kind),
    f.supplierId === undefined ? undefined : eq(billables.supplierId, f.supplierId),
  );

const select = (db: DbOrTx) => db.select({ billable: billables, serviceStatus }).from(billables);

/** A page of billables their services disagree with, newest first, each with its service's status. */
export async function mismatchedPage(db: DbOrTx, filters: MismatchFilters, window: { limit: number; offset: number }) {
  const where = whereOf(filters);
  const rows = await select(db).where(where).orderBy(desc(billables.id)).limit(window.limit).offset(window.offset);
  const counted =
    totalFromPage({ ...window, rows: rows.length }) ??
    (await countUpTo(db, db.select({ id: billables.id }).from(billables).where(where)));
  return { rows, counted };
}

/** Every such billable in batches (keyset, newest first): the export. */
export function mismatchedBatches(db: DbOrTx, filters: MismatchFilters) {
  const where = whereOf(filters);
  return keysetBatches({
    read: (after: number | null, limit) =>
      select(db)
        .where(and(where, after === null ? undefined : lt(billables.id, after)))
        .orderBy(desc(billables.id))
        .limit(limit),
    keyOf: (row) => row.billable.id,
    map: (row) => row,
  });
}
