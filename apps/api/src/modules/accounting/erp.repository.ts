import type { ErpBatchItem } from '@portico/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';

/*
 * The ERP's customer batches and records (this area's tables), and the supplies they send, read with them
 * (TABLE_READS: supplies; decision 0092).
 */

const ms = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

export interface SupplyRecord {
  supplyId: number;
  companyId: number;
  companyName: string;
  supplierId: number;
  country: string | null;
  taxNumber: string | null;
  currency: string;
  email: string | null;
}

const SUPPLY_COLUMNS = sql`s.id as "supplyId", s.company_id as "companyId", s.company_legal_name as "companyName",
  s.supplier_id as "supplierId", s.country, s.tax_number as "taxNumber", s.currency,
  s.billing_contact_email as email`;

/** The supplies an export sends, in id order: every one, one supplier's or one company's. */
export async function suppliesToExport(
  db: DbOrTx,
  filter: { supplierId: number | null; companyId: number | null },
): Promise<SupplyRecord[]> {
  return queryRows<SupplyRecord>(
    db,
    sql`select ${SUPPLY_COLUMNS} from supplies s
        where (${filter.supplierId}::int is null or s.supplier_id = ${filter.supplierId})
          and (${filter.companyId}::int is null or s.company_id = ${filter.companyId})
        order by s.id`,
  );
}

export async function suppliesByIds(db: DbOrTx, ids: readonly number[]): Promise<SupplyRecord[]> {
  return queryRows<SupplyRecord>(
    db,
    sql`select ${SUPPLY_COLUMNS} from supplies s where s.id = any(${sql.param([...ids])}::int[]) order by s.id`,
  );
}

export interface BatchRow {
  id: number;
  erp: string;
  scope: 'ALL' | 'SUPPLIER' | 'COMPANY';
  supplierId: number | null;
  companyId: number | null;
  status: 'SENT' | 'FAILED';
  error: string | null;
  createdAt: number;
  retriedAt: number | null;
  responseJson: { items: ErpBatchItem[] };
}

const BATCH_COLUMNS = sql`id, erp, scope, supplier_id as "supplierId", company_id as "companyId", status, error,
  ${ms(sql`created_at`)} as "createdAt", ${ms(sql`retried_at`)} as "retriedAt", response_json as "responseJson"`;

export async function insertBatch(
  db: DbOrTx,
  batch: {
    erp: string;
    scope: BatchRow['scope'];
    supplierId: number | null;
    companyId: number | null;
    supplyIds: number[];
    requestedBy: number | null;
  },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into erp_customer_batches (erp, scope, supplier_id, company_id, supply_ids, requested_by)
        values (${batch.erp}, ${batch.scope}, ${batch.supplierId}, ${batch.companyId},
          ${JSON.stringify(batch.supplyIds)}::jsonb, ${batch.requestedBy})
        returning id`,
  );
  if (!row) throw new Error('batch insert returned nothing');
  return row.id;
}

/** The ERP's answer to a batch (or to its retry), and each supply's record as it left it. */
export async function saveBatchAnswer(
  db: DbOrTx,
  batch: { id: number; erp: string; status: BatchRow['status']; error: string | null; items: ErpBatchItem[] },
  sent: readonly ErpBatchItem[],
  retry: boolean,
): Promise<void> {
  await db.execute(
    sql`update erp_customer_batches
        set status = ${batch.status}, error = ${batch.error},
          response_json = ${JSON.stringify({ items: batch.items })}::jsonb
          ${retry ? sql`, retried_at = now()` : sql``}
        where id = ${batch.id}`,
  );
  if (sent.length === 0) return;
  await db.execute(
    sql`insert into erp_customers (erp, supply_id, batch_id, success, customer_number, error)
        select ${batch.erp}, x.supply_id, ${batch.id}, x.success, x.customer_number, x.error
        from jsonb_to_recordset(${JSON.stringify(
          sent.map((i) => ({
            supply_id: i.supplyId,
            success: i.success,
            customer_number: i.customerNumber,
            error: i.error,
          })),
        )}::jsonb) as x(supply_id int, success boolean, customer_number text, error text)
        on conflict (erp, supply_id) do update
          set batch_id = excluded.batch_id, success = excluded.success, customer_number = excluded.customer_number,
            error = excluded.error, sent_at = now()`,
  );
}

export async function findBatch(db: DbOrTx, erp: string, id: number): Promise<BatchRow | null> {
  const [row] = await queryRows<BatchRow>(
    db,
    sql`select ${BATCH_COLUMNS} from erp_customer_batches where erp = ${erp} and id = ${id}`,
  );
  return row ?? null;
}

export async function batchPage(
  db: DbOrTx,
  erp: string,
  page: { limit: number; offset: number; descending: boolean },
): Promise<BatchRow[]> {
  return queryRows<BatchRow>(
    db,
    sql`select ${BATCH_COLUMNS} from erp_customer_batches where erp = ${erp}
        order by id ${page.descending ? sql`desc` : sql`asc`} limit ${page.limit} offset ${page.offset}`,
  );
}

export async function countBatches(db: DbOrTx, erp: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from erp_customer_batches where erp = ${erp}`,
  );
  return row?.n ?? 0;
}

export interface SupplyExportRow extends SupplyRecord {
  success: boolean | null;
  customerNumber: string | null;
  error: string | null;
  batchId: number | null;
  sentAt: number | null;
}

export async function supplyExportPage(
  db: DbOrTx,
  erp: string,
  page: { limit: number; offset: number },
): Promise<SupplyExportRow[]> {
  return queryRows<SupplyExportRow>(
    db,
    sql`select ${SUPPLY_COLUMNS}, e.success, e.customer_number as "customerNumber", e.error, e.batch_id as "batchId",
          ${ms(sql`e.sent_at`)} as "sentAt"
        from supplies s left join erp_customers e on e.erp = ${erp} and e.supply_id = s.id
        order by s.id limit ${page.limit} offset ${page.offset}`,
  );
}

export async function countSupplies(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from supplies`);
  return row?.n ?? 0;
}
