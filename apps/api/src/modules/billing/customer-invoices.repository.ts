import { and, asc, between, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { countIds, listQuery } from '../../db/list-query.js';
import { invoices } from './billing.tables.js';
import type { InvoiceRow } from './invoices.repository.js';

/** The invoice days a search keeps, per supplier: each supplier dates its invoices in its own local days. */
export interface InvoiceSearchFilters {
  companyId: number;
  /** per supplier, its first and last local day whose midnight lies in the searched window */
  days: readonly { supplierId: number; fromDay: string; toDay: string }[];
  unpaidOnly: boolean;
}

/** Customers see committed documents only (decision 0087): invoices and credit notes. */
const committed = eq(invoices.status, 'COMMITTED');

function searchWhere(filters: InvoiceSearchFilters): SQL | undefined {
  const dated = or(
    ...filters.days.map((d) =>
      and(eq(invoices.supplierId, d.supplierId), between(invoices.invoiceDate, d.fromDay, d.toDay)),
    ),
  );
  return and(
    eq(invoices.companyId, filters.companyId),
    committed,
    dated ?? sql`false`,
    filters.unpaidOnly ? gt(invoices.dueAmountCents, 0) : undefined,
  );
}

/** A company's committed invoices by invoice date, newest first (the `invoices_company_idx` index reads them). */
export const invoiceSearch = listQuery({
  select: (db) => db.select().from(invoices).$dynamic(),
  count: countIds(invoices),
  where: searchWhere,
  key: { invoiceDate: invoices.invoiceDate, id: invoices.id },
  descending: true,
});

/** The tenant resolver of `invoice`: the company an invoice belongs to, and some invoice of a company. */
export const invoiceOwners = {
  async owner(db: DbOrTx, id: number | string): Promise<number | null> {
    if (typeof id !== 'number') return null;
    const [row] = await db.select({ companyId: invoices.companyId }).from(invoices).where(eq(invoices.id, id));
    return row?.companyId ?? null;
  },
  /** a committed one first: the one its company's people may read */
  async sampleOwnedBy(db: DbOrTx, companyId: number): Promise<number | null> {
    const [row] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.companyId, companyId))
      .orderBy(sql`${invoices.status} <> 'COMMITTED'`, asc(invoices.id))
      .limit(1);
    return row?.id ?? null;
  },
};

/** A supplier's committed invoices not yet notified, locked so that two notify-alls cannot both take one. */
export function unnotifiedInvoices(tx: DbOrTx, supplierId: number): Promise<InvoiceRow[]> {
  return tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.supplierId, supplierId), committed, isNull(invoices.notifiedAt)))
    .orderBy(asc(invoices.id))
    .for('update', { skipLocked: true });
}

/** Marks invoices notified (their mail queued in the same transaction). */
export async function markNotified(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(invoices)
    .set({ notifiedAt: sql`now()` })
    .where(inArray(invoices.id, [...ids]));
}
