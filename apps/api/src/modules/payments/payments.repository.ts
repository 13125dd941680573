import { and, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { keyedRows } from '../../db/keyed-rows.js';
import { countIds, listQuery } from '../../db/list-query.js';
import { findRow } from '../../db/rows.js';
import { invoices } from '../billing/billing.tables.js';
import { paymentAllocations, paymentRequests, paymentTransactions } from './payments.tables.js';

export type TransactionRow = typeof paymentTransactions.$inferSelect;
export type NewTransaction = typeof paymentTransactions.$inferInsert;

/** The money-moving requests' Idempotency-Keys (`db/keyed-rows.ts`). */
const keyed = keyedRows(paymentRequests);
export const claimPaymentRequest = keyed.claim;
export const findPaymentRequest = keyed.find;

export async function settlePaymentRequest(tx: DbOrTx, id: number, transactionId: number): Promise<void> {
  await tx.update(paymentRequests).set({ transactionId }).where(eq(paymentRequests.id, id));
}

/**
 * Inserts a transaction; one with a bank's or provider's reference already recorded under the same method is not
 * inserted again (the partial unique index decides, also between two at once): then the first one is answered.
 */
export async function insertTransaction(
  tx: DbOrTx,
  row: NewTransaction,
): Promise<{ row: TransactionRow; created: boolean }> {
  const [inserted] = await tx
    .insert(paymentTransactions)
    .values(row)
    .onConflictDoNothing({
      target: [paymentTransactions.paymentMethod, paymentTransactions.externalId],
      where: sql`${paymentTransactions.externalId} is not null`,
    })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const first = await findRow(
    tx,
    paymentTransactions,
    and(
      eq(paymentTransactions.paymentMethod, row.paymentMethod ?? 'EFT'),
      eq(paymentTransactions.externalId, row.externalId ?? ''),
    ),
  );
  if (!first) throw new Error('A transaction conflicted on its reference but none holds it');
  return { row: first, created: false };
}

export async function findTransaction(
  db: DbOrTx,
  id: number,
  options: { lock?: boolean; companyId?: number } = {},
): Promise<TransactionRow | null> {
  const where = and(
    eq(paymentTransactions.id, id),
    options.companyId === undefined ? undefined : eq(paymentTransactions.companyId, options.companyId),
  );
  const query = db.select().from(paymentTransactions).where(where);
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

/** Moves what each transaction has left to allocate by its delta (signed like it), in one statement. */
export async function spendAllocatable(
  tx: DbOrTx,
  deltas: readonly { transactionId: number; amountCents: number }[],
): Promise<void> {
  if (deltas.length === 0) return;
  await tx.execute(
    sql`update payment_transactions t set allocatable_cents = t.allocatable_cents - d.amount, updated_at = now()
        from (select "transactionId" as id, sum("amountCents")::int8 as amount
              from json_to_recordset(${JSON.stringify(deltas)}::json) as x("transactionId" int, "amountCents" bigint)
              group by "transactionId") d
        where t.id = d.id`,
  );
}

export interface NewAllocation {
  transactionId: number;
  invoiceId: number;
  companyId: number;
  currency: string;
  amountCents: number;
  description: string | null;
  allocatedBy: number | null;
}

/**
 * Writes allocations in one statement: a transaction already allocated (live) to an invoice adds to that
 * allocation rather than making a second one.
 */
export async function insertAllocations(tx: DbOrTx, rows: readonly NewAllocation[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(
    sql`insert into payment_allocations
          (transaction_id, invoice_id, company_id, currency, amount_cents, description, allocated_by)
        select "transactionId", "invoiceId", "companyId", currency, "amountCents", description, "allocatedBy"
        from json_to_recordset(${JSON.stringify(rows)}::json) as a("transactionId" int, "invoiceId" int,
          "companyId" int, currency text, "amountCents" bigint, description text, "allocatedBy" int)
        on conflict (transaction_id, invoice_id) where reversed_at is null
        do update set amount_cents = payment_allocations.amount_cents + excluded.amount_cents, updated_at = now()`,
  );
}

export type AllocationRow = typeof paymentAllocations.$inferSelect & { invoiceNumber: string | null };

const allocationColumns = {
  id: paymentAllocations.id,
  transactionId: paymentAllocations.transactionId,
  invoiceId: paymentAllocations.invoiceId,
  companyId: paymentAllocations.companyId,
  currency: paymentAllocations.currency,
  amountCents: paymentAllocations.amountCents,
  description: paymentAllocations.description,
  allocatedBy: paymentAllocations.allocatedBy,
  reversedAt: paymentAllocations.reversedAt,
  reversedBy: paymentAllocations.reversedBy,
  createdAt: paymentAllocations.createdAt,
  updatedAt: paymentAllocations.updatedAt,
  invoiceNumber: invoices.invoiceNumber,
};

/** The allocations of transactions, live and reversed, oldest first, with their invoices' numbers. */
export function allocationsOf(db: DbOrTx, transactionIds: readonly number[]): Promise<AllocationRow[]> {
  if (transactionIds.length === 0) return Promise.resolve([]);
  return db
    .select(allocationColumns)
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(inArray(paymentAllocations.transactionId, [...transactionIds]))
    .orderBy(paymentAllocations.id);
}

export async function findLiveAllocation(
  tx: DbOrTx,
  id: number,
): Promise<typeof paymentAllocations.$inferSelect | null> {
  const [row] = await tx.select().from(paymentAllocations).where(eq(paymentAllocations.id, id)).for('update');
  return row ?? null;
}

export async function reverseAllocationRow(tx: DbOrTx, id: number, by: number | null): Promise<void> {
  await tx
    .update(paymentAllocations)
    .set({ reversedAt: sql`now()`, reversedBy: by, updatedAt: sql`now()` })
    .where(and(eq(paymentAllocations.id, id), isNull(paymentAllocations.reversedAt)));
}

export async function markRemoved(tx: DbOrTx, id: number, by: number | null): Promise<void> {
  await tx
    .update(paymentTransactions)
    .set({ removedAt: sql`now()`, removedBy: by, updatedAt: sql`now()` })
    .where(eq(paymentTransactions.id, id));
}

export async function hasLiveAllocations(tx: DbOrTx, transactionId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentAllocations.id })
    .from(paymentAllocations)
    .where(and(eq(paymentAllocations.transactionId, transactionId), isNull(paymentAllocations.reversedAt)))
    .limit(1);
  return row !== undefined;
}

/** A company's credits with something left to allocate, oldest first, locked for an auto-allocation. */
export async function lockOpenCredits(
  tx: DbOrTx,
  companyId: number,
  supplierId: number | null,
): Promise<{ id: number; currency: string; supplierId: number; allocatableCents: number }[]> {
  const rows = await queryRows<{ id: number; currency: string; supplierId: number; allocatable: string }>(
    tx,
    sql`select id, currency, supplier_id as "supplierId", allocatable_cents::int8 as allocatable
        from payment_transactions
        where company_id = ${companyId} and allocatable_cents > 0 and removed_at is null
          ${supplierId === null ? sql`` : sql`and supplier_id = ${supplierId}`}
        order by transaction_date, id
        for update`,
  );
  return rows.map((r) => ({
    id: r.id,
    currency: r.currency,
    supplierId: r.supplierId,
    allocatableCents: Number(r.allocatable),
  }));
}

/** A company's payments not yet allocated, summed per supplier and currency (credits less debits). */
export async function unallocatedTotals(
  db: DbOrTx,
  companyId: number,
  supplierId: number | null,
): Promise<{ supplierId: number; currency: string; unallocatedCents: number }[]> {
  const rows = await queryRows<{ supplierId: number; currency: string; unallocated: string }>(
    db,
    sql`select supplier_id as "supplierId", currency, sum(allocatable_cents)::int8 as unallocated
        from payment_transactions
        where company_id = ${companyId} and allocatable_cents <> 0 and removed_at is null
          ${supplierId === null ? sql`` : sql`and supplier_id = ${supplierId}`}
        group by supplier_id, currency`,
  );
  return rows.map((r) => ({ supplierId: r.supplierId, currency: r.currency, unallocatedCents: Number(r.unallocated) }));
}

export interface TransactionFilters {
  supplierId?: number;
  companyId?: number;
  state: 'all' | 'open' | 'allocated' | 'removed';
  search?: string;
}

function stateCondition(state: TransactionFilters['state']): SQL | undefined {
  if (state === 'removed') return isNotNull(paymentTransactions.removedAt);
  const live = isNull(paymentTransactions.removedAt);
  if (state === 'open') return and(live, ne(paymentTransactions.allocatableCents, 0));
  if (state === 'allocated') return and(live, eq(paymentTransactions.allocatableCents, 0));
  return undefined;
}

/** The transactions list (staff per supplier, a customer's own): newest first, paged and exported by id. */
export const transactionList = listQuery({
  select: (db) => db.select().from(paymentTransactions).$dynamic(),
  count: countIds(paymentTransactions),
  where: (f: TransactionFilters) =>
    and(
      f.supplierId === undefined ? undefined : eq(paymentTransactions.supplierId, f.supplierId),
      f.companyId === undefined ? undefined : eq(paymentTransactions.companyId, f.companyId),
      stateCondition(f.state),
      f.search
        ? sql`(${paymentTransactions.consumerName} ilike ${`%${f.search.replace(/[\\%_]/g, '\\$&')}%`} or ${paymentTransactions.externalId} = ${f.search})`
        : undefined,
    ),
  key: { id: paymentTransactions.id },
  descending: true,
  pageIdsBy: paymentTransactions.id,
});

/** A statement line: a committed invoice or credit note, or a live payment, with the balance owed after it. */
export interface StatementRow {
  date: string;
  kind: 'INVOICE' | 'CREDIT_NOTE' | 'PAYMENT' | 'DEBIT';
  reference: string | null;
  /** what it adds to the balance owed (a payment: negative) */
  amount: string;
  /** the balance owed after it, everything before it included */
  balance: string;
}

/**
 * A company's statement with a supplier in one currency from `from` on: the opening balance (all that came before,
 * summed by the database) and the lines of the period with their running balance. Only the period's rows leave the
 * database, however long the company's history.
 */
export async function statementRows(
  db: DbOrTx,
  input: { companyId: number; supplierId: number; currency: string; from: string },
): Promise<{ opening: string; lines: StatementRow[] }> {
  const { companyId, supplierId, currency, from } = input;
  const rows = await queryRows<StatementRow & { opening: string | null }>(
    db,
    sql`with moves as (
          select invoice_date as day, kind, invoice_number as reference, total_cents::int8 as amount, id
            from invoices
            where company_id = ${companyId} and supplier_id = ${supplierId} and status = 'COMMITTED'
              and currency = ${currency}
          union all
          select transaction_date, case when transaction_type = 'CREDIT' then 'PAYMENT' else 'DEBIT' end,
            coalesce(external_id, 'Payment ' || id), (-amount_cents)::int8, id
            from payment_transactions
            where company_id = ${companyId} and supplier_id = ${supplierId} and removed_at is null
              and currency = ${currency}
        ),
        opening as (select coalesce(sum(amount), 0)::int8 as cents from moves where day < ${from}::date)
        select null as date, null as kind, null as reference, null as amount, null as balance,
          (select cents from opening)::text as opening
        union all
        (select day::text, kind, reference, amount::text,
            ((select cents from opening) + sum(amount) over (order by day, id))::text, null
          from moves where day >= ${from}::date order by day, id)`,
  );
  const [head, ...lines] = rows;
  return { opening: head?.opening ?? '0', lines };
}

/** The supplier and currency of a company's latest committed invoice, or null when it has none. */
export async function latestInvoicedSupplier(
  db: DbOrTx,
  companyId: number,
): Promise<{ supplierId: number; currency: string } | null> {
  const [row] = await queryRows<{ supplierId: number; currency: string }>(
    db,
    sql`select supplier_id as "supplierId", currency from invoices
        where company_id = ${companyId} and status = 'COMMITTED'
        order by invoice_date desc, id desc limit 1`,
  );
  return row ?? null;
}
