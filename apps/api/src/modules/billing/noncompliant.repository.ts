import {
  BILLED_STATUS_LIST,
  NON_COMPLIANCES,
  type NonCompliance,
  OFFERED_TERMS,
  SUPPLIER_CURRENCIES,
} from '@portico/domain';
import { and, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import { countUpTo, totalFromPage } from '../../db/capped-count.js';
import type { DbOrTx } from '../../db/client.js';
import { keysetBatches } from '../../db/keyset.js';
import { isOpenBillable } from './billing.repository.js';
import { billables } from './billing.tables.js';

export interface NonCompliantFilters {
  reason?: NonCompliance;
  supplierId?: number;
}

/** How many of the billable's active charges charge more than 0, read per row in the list's own statement. */
// the outer billable named by its table, as a column of the subquery's own table would otherwise shadow it
const chargesAboveZero = sql<number>`(select count(*)::int from billable_charges c
  where c.billable_id = "billables"."id" and c.active and c.charge > 0)`;

const billed = sql`${billables.billingStatus} = any(${sql.param([...BILLED_STATUS_LIST])}::text[])`;
const offered = (column: SQL | typeof billables.termMonths) =>
  sql`${column} = any(${sql.param([...OFFERED_TERMS])}::int[])`;
const supplierCurrency = sql`(case ${billables.supplierId} ${sql.join(
  SUPPLIER_CURRENCIES.map((s) => sql`when ${s.supplierId}::int then ${s.currency}::text`),
  sql` `,
)} end)`;

/** Each rule as SQL: the domain's `breaks` says the same of a row (decision 0088; a test holds the two together). */
const RULE_SQL: Readonly<Record<NonCompliance, SQL>> = {
  NO_SUPPLIER: sql`${billables.supplierId} is null`,
  CURRENCY_NOT_SUPPLIERS: sql`${supplierCurrency} <> ${billables.currency}`,
  TERM_NOT_OFFERED: sql`(not ${offered(billables.termMonths)} or (${billables.autoRenewTermMonths} is not null
    and not ${offered(sql`${billables.autoRenewTermMonths}`)}))`,
  BILLED_WITHOUT_ACTIVATION: sql`(${billed} and ${billables.activatedOn} is null)`,
  ACTIVATED_BEFORE_START: sql`${billables.activatedOn} < ${billables.startDate}`,
  BILLED_AT_NOTHING: sql`(${billed} and ${billables.monthlyCents} = 0 and ${chargesAboveZero} = 0
    and not (${billables.postpaid} and coalesce(${billables.postpaidBaseRateCents}, 0) > 0))`,
};

const whereOf = (f: NonCompliantFilters) =>
  and(
    isOpenBillable(),
    f.reason === undefined ? or(...NON_COMPLIANCES.map((r) => RULE_SQL[r])) : RULE_SQL[f.reason],
    f.supplierId === undefined ? undefined : eq(billables.supplierId, f.supplierId),
  );

const select = (db: DbOrTx) => db.select({ billable: billables, chargesAboveZero }).from(billables);

/** A page of billables that break a billing rule, newest first, each with what the rules read of its charges. */
export async function nonCompliantPage(
  db: DbOrTx,
  filters: NonCompliantFilters,
  window: { limit: number; offset: number },
) {
  const where = whereOf(filters);
  const rows = await select(db).where(where).orderBy(desc(billables.id)).limit(window.limit).offset(window.offset);
  const counted =
    totalFromPage({ ...window, rows: rows.length }) ??
    (await countUpTo(db, db.select({ id: billables.id }).from(billables).where(where)));
  return { rows, counted };
}

/** Every such billable in batches (keyset, newest first): the export. */
export function nonCompliantBatches(db: DbOrTx, filters: NonCompliantFilters) {
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
