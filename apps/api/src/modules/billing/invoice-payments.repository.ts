import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';

/** A committed invoice as payments allocate to it (decision 0090): what it totals and what it has due. */
export interface PayableInvoice {
  invoiceId: number;
  companyId: number;
  supplierId: number;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  dueDate: string | null;
  currency: string;
  totalCents: number;
  dueCents: number;
}

const PAYABLE_COLUMNS = sql`id as "invoiceId", company_id as "companyId", supplier_id as "supplierId",
  invoice_number as "invoiceNumber", invoice_date::text as "invoiceDate", due_date::text as "dueDate", currency,
  total_cents::int8 as "totalCents", due_amount_cents::int8 as "dueCents"`;

type RawPayable = Omit<PayableInvoice, 'totalCents' | 'dueCents'> & { totalCents: string; dueCents: string };
const payable = (r: RawPayable): PayableInvoice => ({
  ...r,
  totalCents: Number(r.totalCents),
  dueCents: Number(r.dueCents),
});

/**
 * The committed invoices (not credit notes) of `ids`, locked for the allocation's transaction in id order (so that
 * two allocations touching the same invoices wait for each other rather than deadlock).
 */
export async function lockPayableInvoices(tx: DbOrTx, ids: readonly number[]): Promise<PayableInvoice[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<RawPayable>(
    tx,
    sql`select ${PAYABLE_COLUMNS} from invoices
        where id = any(${sql.param([...ids])}::int[]) and kind = 'INVOICE' and status = 'COMMITTED'
        order by id for update`,
  );
  return rows.map(payable);
}

/**
 * A company's committed invoices with an amount due, oldest first (by invoice date, then id), optionally of one
 * supplier: what a payment may pay. `lock` locks them for an auto-allocation's transaction.
 */
export async function openInvoicesOf(
  db: DbOrTx,
  companyId: number,
  supplierId: number | null,
  options: { lock?: boolean; limit?: number } = {},
): Promise<PayableInvoice[]> {
  const rows = await queryRows<RawPayable>(
    db,
    sql`select ${PAYABLE_COLUMNS} from invoices
        where company_id = ${companyId} and kind = 'INVOICE' and status = 'COMMITTED' and due_amount_cents <> 0
          ${supplierId === null ? sql`` : sql`and supplier_id = ${supplierId}`}
        order by invoice_date, id
        ${options.limit ? sql`limit ${options.limit}` : sql``}
        ${options.lock ? sql`for update` : sql``}`,
  );
  return rows.map(payable);
}

/**
 * Lowers each invoice's due amount by its share (a negative share raises it again), in one statement. The table's
 * check keeps every due amount between nothing and the invoice's total, so a share that would pass either fails
 * the whole statement and with it the caller's transaction. Answers the invoices moved with the due amount each
 * now has.
 */
export async function applyInvoicePayments(
  tx: DbOrTx,
  shares: readonly { invoiceId: number; amountCents: number }[],
): Promise<{ invoiceId: number; companyId: number; dueCents: number }[]> {
  if (shares.length === 0) return [];
  const rows = await queryRows<{ invoiceId: number; companyId: number; due: string }>(
    tx,
    sql`update invoices i set due_amount_cents = i.due_amount_cents - s.amount, updated_at = now()
        from (select "invoiceId" as id, sum("amountCents")::int8 as amount
              from json_to_recordset(${JSON.stringify(shares)}::json) as x("invoiceId" int, "amountCents" bigint)
              group by "invoiceId") s
        where i.id = s.id and i.kind = 'INVOICE' and i.status = 'COMMITTED'
        returning i.id as "invoiceId", i.company_id as "companyId", i.due_amount_cents::text as due`,
  );
  return rows.map((r) => ({ invoiceId: r.invoiceId, companyId: r.companyId, dueCents: Number(r.due) }));
}

/**
 * A company's open committed invoices with a supplier, summed: what it owes before payments not yet allocated. A
 * credit note's credit left over after its invoice was paid (a negative due amount) counts against it.
 */
export async function openInvoiceTotals(
  db: DbOrTx,
  companyId: number,
  supplierId: number | null,
  today: string,
): Promise<{ supplierId: number; currency: string; dueCents: number; count: number; overdueCents: number }[]> {
  const rows = await queryRows<{ supplierId: number; currency: string; due: string; count: number; overdue: string }>(
    db,
    sql`select supplier_id as "supplierId", currency, sum(due_amount_cents)::int8 as due,
          count(*) filter (where kind = 'INVOICE')::int as count,
          coalesce(sum(due_amount_cents) filter (where kind = 'INVOICE' and due_date < ${today}::date), 0)::int8
            as overdue
        from invoices
        where company_id = ${companyId} and status = 'COMMITTED' and due_amount_cents <> 0
          ${supplierId === null ? sql`` : sql`and supplier_id = ${supplierId}`}
        group by supplier_id, currency`,
  );
  return rows.map((r) => ({
    supplierId: r.supplierId,
    currency: r.currency,
    dueCents: Number(r.due),
    count: r.count,
    overdueCents: Number(r.overdue),
  }));
}
