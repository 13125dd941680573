import { FINAL_BILLING_STATUSES } from '@portico/domain';
import { and, desc, eq, gt, inArray, notInArray, type Placeholder, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { columnsOf } from '../../db/rows.js';
import { type ShapedWrite, shapedInsertRows } from '../../db/sql-text.js';
import { billables, billRuns } from './billing.tables.js';

export type BillableRow = typeof billables.$inferSelect;
export type NewBillable = typeof billables.$inferInsert;

/** The supplier billing a service: the market of its location (read in the insert, from the service's own row). */
const serviceSupplierSql = (serviceId: number | Placeholder) =>
  sql<number | null>`(select l.supplier_id from technical_services s join locations l on l.id = s.location_id
                       where s.id = ${serviceId})`;

/** The supplier billing a service (the market of its location), or null for a service without a location. */
export async function supplierOfService(db: DbOrTx, serviceId: number): Promise<number | null> {
  const [row] = await queryRows<{ supplier: number | null }>(
    db,
    sql`select ${serviceSupplierSql(serviceId)} as supplier`,
  );
  return row?.supplier ?? null;
}

export async function insertBillables(tx: DbOrTx, rows: readonly NewBillable[]): Promise<BillableRow[]> {
  if (rows.length === 0) return [];
  return billablesInsert(tx, rows).returning();
}

/** The insert of some billables, not sent. */
function billablesInsert(tx: DbOrTx, rows: readonly NewBillable[]) {
  return tx.insert(billables).values(
    rows.map((row) => ({
      ...row,
      supplierId: row.supplierId ?? serviceSupplierSql(row.serviceId),
      // an order's billable is named after its service, as it was named when ordered
      billableName: row.billableName ?? serviceNameSql(row.serviceId),
    })),
  );
}

/** The service's name, as a billable is named when its order set it up. */
const serviceNameSql = (serviceId: number | Placeholder) =>
  sql<string>`(select name from technical_services where id = ${serviceId})`;

/**
 * `billablesInsert` built once per shape (decision 0101): an order sends it with its ordered prices, on every order.
 */
export function billablesShapedInsert(rows: readonly NewBillable[]): ShapedWrite {
  return shapedInsertRows('billables', billables, rows, (placeholder, row) => ({
    ...(row.supplierId === undefined ? { supplierId: serviceSupplierSql(placeholder('serviceId')) } : {}),
    ...(row.billableName === undefined ? { billableName: serviceNameSql(placeholder('serviceId')) } : {}),
  }));
}

export async function deleteByServices(tx: DbOrTx, serviceIds: readonly number[]): Promise<void> {
  if (serviceIds.length === 0) return;
  await tx.delete(billables).where(inArray(billables.serviceId, [...serviceIds]));
}

export async function billRunSince(db: DbOrTx, since: Date) {
  const [row] = await db
    .select(columnsOf(billRuns, ['periodStart', 'periodEnd', 'ranAt']))
    .from(billRuns)
    .where(gt(billRuns.ranAt, since))
    .orderBy(desc(billRuns.ranAt))
    .limit(1);
  return row ?? null;
}

/** A billable still open: neither killed nor completed (the domain's final statuses, the unique index's too). */
export const isOpenBillable = () => notInArray(billables.billingStatus, [...FINAL_BILLING_STATUSES]);

/** The service's open billable (not killed or completed): at most one, by the partial unique index. */
export async function billableOf(db: DbOrTx, serviceId: number) {
  const [row] = await db
    .select(columnsOf(billables, ['monthlyCents', 'currency', 'termMonths']))
    .from(billables)
    .where(and(eq(billables.serviceId, serviceId), isOpenBillable()));
  return row ?? null;
}

/**
 * The condition "nobody bills the service", for a list of services: it has no billable but killed ones. An open
 * billable bills it; a COMPLETED one billed it to its end (decision 0085), so it is not unbilled either.
 */
export const noOpenBillable = (serviceId: AnyPgColumn) =>
  sql`not exists (select 1 from ${billables} where ${and(
    sql`${billables.serviceId} = ${serviceId}`,
    sql`${billables.billingStatus} <> 'KILLED'`,
  )})`;
