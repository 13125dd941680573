import type { SyncItemType, SyncKind, SyncStatus } from '@portico/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';

/*
 * The sync runs and records (this area's tables), and the payments, allocations and committed invoices they post,
 * read in the same statements (TABLE_READS: payments, billing, companies; decision 0092).
 */

const ms = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

export interface SyncRunRow {
  id: number;
  kind: SyncKind;
  scope: 'ALL' | 'SELECTED' | 'ONE';
  status: 'QUEUED' | 'RUNNING' | 'COMPLETED';
  total: number;
  done: number;
  failed: number;
  startedAt: number;
  completedAt: number | null;
}

const RUN_COLUMNS = sql`id, kind, scope, status, total, done, failed, ${ms(sql`started_at`)} as "startedAt",
  ${ms(sql`completed_at`)} as "completedAt"`;

/** A new QUEUED run, or null when one is already queued or running (`accounting_sync_runs_active_unique`). */
export async function insertQueuedRun(
  tx: DbOrTx,
  run: { kind: SyncKind; scope: SyncRunRow['scope']; requestedBy: number | null },
): Promise<SyncRunRow | null> {
  const [row] = await queryRows<SyncRunRow>(
    tx,
    sql`insert into accounting_sync_runs (kind, scope, requested_by, status)
        values (${run.kind}, ${run.scope}, ${run.requestedBy}, 'QUEUED')
        on conflict (lane) where status in ('QUEUED', 'RUNNING') do nothing
        returning ${RUN_COLUMNS}`,
  );
  return row ?? null;
}

export async function findActiveRun(db: DbOrTx): Promise<SyncRunRow | null> {
  const [row] = await queryRows<SyncRunRow>(
    db,
    sql`select ${RUN_COLUMNS} from accounting_sync_runs where status in ('QUEUED', 'RUNNING') order by id desc limit 1`,
  );
  return row ?? null;
}

export async function findRun(db: DbOrTx, id: number): Promise<SyncRunRow | null> {
  const [row] = await queryRows<SyncRunRow>(db, sql`select ${RUN_COLUMNS} from accounting_sync_runs where id = ${id}`);
  return row ?? null;
}

export async function latestRun(db: DbOrTx): Promise<SyncRunRow | null> {
  const [row] = await queryRows<SyncRunRow>(
    db,
    sql`select ${RUN_COLUMNS} from accounting_sync_runs order by id desc limit 1`,
  );
  return row ?? null;
}

export async function setRunTotal(tx: DbOrTx, id: number, total: number): Promise<void> {
  await tx.execute(sql`update accounting_sync_runs set total = ${total} where id = ${id}`);
}

export async function markRunRunning(db: DbOrTx, id: number): Promise<void> {
  await db.execute(sql`update accounting_sync_runs set status = 'RUNNING' where id = ${id} and status = 'QUEUED'`);
}

export async function markRunCompleted(db: DbOrTx, id: number): Promise<void> {
  await db.execute(
    sql`update accounting_sync_runs set status = 'COMPLETED', completed_at = now()
        where id = ${id} and status <> 'COMPLETED'`,
  );
}

export async function countItemDone(db: DbOrTx, runId: number, failed: boolean): Promise<void> {
  await db.execute(
    sql`update accounting_sync_runs set done = done + 1, failed = failed + ${failed ? 1 : 0} where id = ${runId}`,
  );
}

/**
 * What a kind's lists and runs take: each item with its sync record (if any), whose status is one of `statuses`
 * (or none yet, when `withoutRecord`). A reversal is owed only for an allocation whose own post went through.
 */
function candidates(kind: SyncKind, statuses: readonly SyncStatus[], withoutRecord: boolean): SQL {
  const statusList = sql`array[${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[]`;
  const recordFilter = sql`(${withoutRecord ? sql`s.status is null or ` : sql``}s.status = any(${statusList}))`;
  const record = sql`s.status, coalesce(s.attempts, 0) as attempts, s.last_error as "lastError",
    s.external_id as "externalId", ${ms(sql`s.last_attempt_at`)} as "lastAttemptAt"`;
  if (kind === 'invoices')
    return sql`select 'INVOICE' as type, i.id, i.company_id as "companyId", c.legal_name as "companyName",
        coalesce(i.invoice_number, '#' || i.id::text)
          || case when i.kind = 'CREDIT_NOTE' then ' (credit note)' else '' end as description,
        i.invoice_date::text as date, i.currency, i.total_cents::float8 as "amountCents", ${record}
      from invoices i
      join companies c on c.id = i.company_id
      left join accounting_sync_items s on s.item_type = 'INVOICE' and s.item_id = i.id
      where i.status = 'COMMITTED' and ${recordFilter}`;
  if (kind === 'payments')
    return sql`select 'PAYMENT' as type, p.id, p.company_id as "companyId", c.legal_name as "companyName",
        p.transaction_type || ' · ' || p.payment_method || coalesce(' · ' || p.bank, '') as description,
        p.transaction_date::text as date, p.currency, p.amount_cents::float8 as "amountCents", ${record}
      from payment_transactions p
      join companies c on c.id = p.company_id
      left join accounting_sync_items s on s.item_type = 'PAYMENT' and s.item_id = p.id
      where p.removed_at is null and ${recordFilter}`;
  return sql`select case when a.reversed_at is null then 'ALLOCATION' else 'ALLOCATION_REVERSAL' end as type, a.id,
      a.company_id as "companyId", c.legal_name as "companyName",
      case when a.reversed_at is null then '' else 'Reversal of ' end || 'payment ' || a.transaction_id::text
        || ' to invoice ' || coalesce(i.invoice_number, '#' || i.id::text) as description,
      (coalesce(a.reversed_at, a.created_at))::date::text as date, a.currency,
      a.amount_cents::float8 as "amountCents", ${record}
    from payment_allocations a
    join companies c on c.id = a.company_id
    join invoices i on i.id = a.invoice_id
    left join accounting_sync_items o on o.item_type = 'ALLOCATION' and o.item_id = a.id
    left join accounting_sync_items s
      on s.item_type = case when a.reversed_at is null then 'ALLOCATION' else 'ALLOCATION_REVERSAL' end
      and s.item_id = a.id
    where (a.reversed_at is null or o.status = 'SYNCED') and ${recordFilter}`;
}

export interface SyncItemRow {
  type: SyncItemType;
  id: number;
  companyId: number;
  companyName: string;
  description: string;
  date: string | null;
  currency: string;
  amountCents: number;
  status: SyncStatus | null;
  attempts: number;
  lastError: string | null;
  externalId: string | null;
  lastAttemptAt: number | null;
}

export interface ItemFilter {
  kind: SyncKind;
  statuses: readonly SyncStatus[];
  withoutRecord: boolean;
}

export async function itemPage(
  db: DbOrTx,
  filter: ItemFilter,
  page: { limit: number; offset: number },
): Promise<SyncItemRow[]> {
  return queryRows<SyncItemRow>(
    db,
    sql`select * from (${candidates(filter.kind, filter.statuses, filter.withoutRecord)}) x
        order by x.id limit ${page.limit} offset ${page.offset}`,
  );
}

export async function countItems(db: DbOrTx, filter: ItemFilter): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${candidates(filter.kind, filter.statuses, filter.withoutRecord)}) x`,
  );
  return row?.n ?? 0;
}

/**
 * Takes the kind's items not yet posted (those of `ids` only, when given) into the run: a new record, or a PENDING
 * or FAILED one moved to the run. Answers how many the run holds.
 */
export async function takeIntoRun(
  tx: DbOrTx,
  runId: number,
  kind: SyncKind,
  ids: readonly number[] | null,
): Promise<number> {
  const only = ids ? sql`where x.id = any(${sql.param([...ids])}::int[])` : sql``;
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with taken as (
          insert into accounting_sync_items (item_type, item_id, company_id, status, run_id)
          select x.type, x.id, x."companyId", 'PENDING', ${runId}
          from (${candidates(kind, ['PENDING', 'FAILED'], true)}) x ${only}
          on conflict (item_type, item_id) do update
            set status = 'PENDING', run_id = excluded.run_id, updated_at = now()
            where accounting_sync_items.status in ('PENDING', 'FAILED')
          returning 1
        )
        select count(*)::int as n from taken`,
  );
  return row?.n ?? 0;
}

export interface PendingItem {
  recordId: number;
  itemType: SyncItemType;
  itemId: number;
  companyId: number;
  attempts: number;
}

export async function pendingOfRun(db: DbOrTx, runId: number, limit: number): Promise<PendingItem[]> {
  return queryRows<PendingItem>(
    db,
    sql`select id as "recordId", item_type as "itemType", item_id as "itemId", company_id as "companyId", attempts
        from accounting_sync_items where run_id = ${runId} and status = 'PENDING' order by id limit ${limit}`,
  );
}

export async function markSynced(db: DbOrTx, recordId: number, externalId: string): Promise<void> {
  await db.execute(
    sql`update accounting_sync_items
        set status = 'SYNCED', external_id = ${externalId}, attempts = attempts + 1, last_error = null,
          last_attempt_at = now(), synced_at = now(), updated_at = now()
        where id = ${recordId}`,
  );
}

/** One failed attempt: the system's words kept; FAILED when it was the last try, else still PENDING. */
export async function markAttemptFailed(db: DbOrTx, recordId: number, error: string, final: boolean): Promise<void> {
  await db.execute(
    sql`update accounting_sync_items
        set attempts = attempts + 1, last_error = ${error}, last_attempt_at = now(), updated_at = now(),
          status = ${final ? 'FAILED' : 'PENDING'}
        where id = ${recordId}`,
  );
}

/** An item with nothing to post (an allocation unallocated before it was posted): no longer waits. */
export async function markNothingToPost(db: DbOrTx, recordId: number, why: string): Promise<void> {
  await db.execute(
    sql`update accounting_sync_items set status = 'FORGOTTEN', last_error = ${why}, forgotten_at = now(),
          updated_at = now()
        where id = ${recordId}`,
  );
}

export interface ItemRecord {
  status: SyncStatus;
  companyId: number;
}

export async function findRecord(db: DbOrTx, itemType: SyncItemType, itemId: number): Promise<ItemRecord | null> {
  const [row] = await queryRows<ItemRecord>(
    db,
    sql`select status, company_id as "companyId" from accounting_sync_items
        where item_type = ${itemType} and item_id = ${itemId}`,
  );
  return row ?? null;
}

export async function forgetItem(
  tx: DbOrTx,
  item: { itemType: SyncItemType; itemId: number; companyId: number; by: number | null },
): Promise<{ forgottenAt: number } | null> {
  const [row] = await queryRows<{ forgottenAt: number }>(
    tx,
    sql`insert into accounting_sync_items (item_type, item_id, company_id, status, forgotten_by, forgotten_at)
        values (${item.itemType}, ${item.itemId}, ${item.companyId}, 'FORGOTTEN', ${item.by}, now())
        on conflict (item_type, item_id) do update
          set status = 'FORGOTTEN', forgotten_by = excluded.forgotten_by, forgotten_at = now(), updated_at = now()
          where accounting_sync_items.status <> 'SYNCED'
        returning ${ms(sql`forgotten_at`)} as "forgottenAt"`,
  );
  return row ?? null;
}

// What is posted

export interface InvoiceDocument {
  id: number;
  kind: 'INVOICE' | 'CREDIT_NOTE';
  companyId: number;
  companyName: string;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  dueDate: string | null;
  currency: string;
  netCents: number;
  taxCents: number;
  totalCents: number;
}

/** A committed invoice or credit note as it is posted. */
export async function committedInvoice(db: DbOrTx, id: number): Promise<InvoiceDocument | null> {
  const [row] = await queryRows<InvoiceDocument>(
    db,
    sql`select i.id, i.kind, i.company_id as "companyId", c.legal_name as "companyName",
          i.invoice_number as "invoiceNumber", i.invoice_date::text as "invoiceDate", i.due_date::text as "dueDate",
          i.currency, i.net_cents::float8 as "netCents", i.tax_cents::float8 as "taxCents",
          i.total_cents::float8 as "totalCents"
        from invoices i join companies c on c.id = i.company_id
        where i.id = ${id} and i.status = 'COMMITTED'`,
  );
  return row ?? null;
}

export interface PaymentDocument {
  id: number;
  companyId: number;
  currency: string;
  amountCents: number;
  transactionDate: string;
}

export async function paymentOf(db: DbOrTx, id: number): Promise<PaymentDocument | null> {
  const [row] = await queryRows<PaymentDocument>(
    db,
    sql`select id, company_id as "companyId", currency, amount_cents::float8 as "amountCents",
          transaction_date::text as "transactionDate"
        from payment_transactions where id = ${id} and removed_at is null`,
  );
  return row ?? null;
}

export interface AllocationDocument {
  id: number;
  companyId: number;
  transactionId: number;
  invoiceId: number;
  currency: string;
  amountCents: number;
  reversed: boolean;
}

export async function allocationOf(db: DbOrTx, id: number): Promise<AllocationDocument | null> {
  const [row] = await queryRows<AllocationDocument>(
    db,
    sql`select id, company_id as "companyId", transaction_id as "transactionId", invoice_id as "invoiceId", currency,
          amount_cents::float8 as "amountCents", reversed_at is not null as reversed
        from payment_allocations where id = ${id}`,
  );
  return row ?? null;
}
