import { and, desc, eq, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { countUpTo, totalFromPage } from '../../db/capped-count.js';
import type { DbOrTx } from '../../db/client.js';
import { keysetBatches } from '../../db/keyset.js';
import { matching } from '../../db/list-query.js';
import { textSearch } from '../../db/sql-text.js';
import { locations } from '../catalogue/catalogue.tables.js';
import { technicalServices as t } from './services.tables.js';

/** The billing area's condition on a service (its own SQL over its own table), given the service's id column. */
export type KeptCondition = (serviceId: AnyPgColumn) => SQL;

/** Which services a billing list asks for: past NEW, of one supplier's market, named like the search. */
export interface BillingServiceFilters {
  supplierId?: number;
  search?: string;
}

const whereOf = (filters: BillingServiceFilters, kept: KeptCondition) =>
  and(
    ne(t.provisioningStatus, 'NEW'),
    matching(filters, { supplierId: locations.supplierId }),
    textSearch(filters.search, [t.name], t.id),
    kept(t.id),
  );

/** The rows of a billing list under `where`, newest first, `limit` of them from `offset`. */
const rowsWhere = (db: DbOrTx, where: SQL | undefined, window: { limit: number; offset: number }) =>
  db
    .select({
      technicalServiceId: t.id,
      technicalServiceUid: t.uid,
      name: t.name,
      productType: t.productType,
      provisioningStatus: t.provisioningStatus,
      companyId: t.companyId,
      location: locations.name,
      supplierId: locations.supplierId,
      contractStartDate: t.contractStartDate,
      termMonths: t.termMonths,
    })
    .from(t)
    .leftJoin(locations, eq(locations.id, t.locationId))
    .where(where)
    .orderBy(desc(t.id))
    .limit(window.limit)
    .offset(window.offset);
export type BillingServiceRowOf = Awaited<ReturnType<typeof rowsWhere>>[number];

/**
 * Services as billing lists them (the unbilled list, admin console §9; decision 0081): every service but NEW ones,
 * newest first, with its location and the supplier of that location's market, of those the caller's
 * condition keeps (`kept`, the billing area's own SQL over its own table: "no open billable"), a page at a time
 * with its total (counted up to the lists' cap).
 */
export async function billingServiceRows(
  db: DbOrTx,
  filters: BillingServiceFilters,
  kept: KeptCondition,
  window: { limit: number; offset: number },
) {
  const where = whereOf(filters, kept);
  const rows = await rowsWhere(db, where, window);
  const counted =
    totalFromPage({ ...window, rows: rows.length }) ??
    (await countUpTo(
      db,
      db.select({ id: t.id }).from(t).leftJoin(locations, eq(locations.id, t.locationId)).where(where),
    ));
  return { rows, counted };
}

/** Every row of a billing list, in batches read by keyset (newest first), for its export. */
export function billingServiceRowBatches(db: DbOrTx, filters: BillingServiceFilters, kept: KeptCondition) {
  const where = whereOf(filters, kept);
  return keysetBatches({
    read: (after: number | null, limit) =>
      rowsWhere(db, and(where, after === null ? undefined : lt(t.id, after)), { limit, offset: 0 }),
    keyOf: (row) => row.technicalServiceId,
    map: (row) => row,
  });
}

/** A service's provisioning status, as a scalar select for another area's list of rows naming it (one index lookup). */
export function provisioningStatusOf(serviceId: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`(select ${t.provisioningStatus} from ${t} where ${t.id} = ${serviceId})`;
}
