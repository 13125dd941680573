import { invoiceTax, invoiceTaxWording, money, supplierById } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../src/db/client.js';

export interface InvoiceFixture {
  companyId: number;
  supplierId?: number;
  status?: 'PENDING' | 'APPROVED' | 'SUSPENDED' | 'COMMITTED' | 'REJECTED';
  periodStart?: string;
  periodEnd?: string;
  /** only for a COMMITTED one: its number and dates */
  invoiceNumber?: string;
  numberSeq?: number;
  invoiceDate?: string;
  dueDate?: string;
  lines?: { amount: number; chargeType?: string; description?: string; billableId?: number; serviceId?: number }[];
}

/**
 * An invoice written straight to the tables (decision 0085), in its supplier's currency and tax, its totals by the
 * domain's rule: for tests of what reads or moves invoices without running a bill run first.
 */
export async function anInvoice(db: DbOrTx, fixture: InvoiceFixture): Promise<{ id: number; total: number }> {
  const supplierId = fixture.supplierId ?? 808;
  const supplier = supplierById(supplierId);
  if (!supplier) throw new Error(`unknown supplier ${supplierId}`);
  const currency = supplier.currency;
  const lines = fixture.lines ?? [{ amount: 50_000 }];
  const tax = invoiceTax(
    lines.map((l) => ({ net: money(l.amount, currency), taxRateBp: supplier.taxRateBp })),
    currency,
  );
  const status = fixture.status ?? 'PENDING';
  const committed = status === 'COMMITTED';
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into invoices (supplier_id, company_id, status, period_start, period_end, currency,
          exchange_rate_micros, tax_rate_bp, tax_wording, net_cents, tax_cents, total_cents, due_amount_cents,
          invoice_number, number_seq, invoice_date, due_date, committed_at)
        values (${supplierId}, ${fixture.companyId}, ${status}, ${fixture.periodStart ?? '2026-11-01'},
          ${fixture.periodEnd ?? '2026-11-30'}, ${currency}, 1000000, ${supplier.taxRateBp},
          ${invoiceTaxWording(currency, supplierId)}, ${tax.net.amount}, ${tax.tax.amount}, ${tax.gross.amount},
          ${tax.gross.amount}, ${committed ? (fixture.invoiceNumber ?? null) : null},
          ${committed ? (fixture.numberSeq ?? null) : null}, ${committed ? (fixture.invoiceDate ?? '2026-11-01') : null},
          ${committed ? (fixture.dueDate ?? '2026-12-01') : null}, ${committed ? sql`now()` : null})
        returning id`,
  );
  const id = row!.id;
  for (const line of lines) {
    await db.execute(
      sql`insert into invoice_lines (invoice_id, billable_id, service_id, charge_type, description, amount_cents,
            currency, tax_rate_bp)
          values (${id}, ${line.billableId ?? null}, ${line.serviceId ?? null}, ${line.chargeType ?? 'MONTHLY'},
            ${line.description ?? 'Port'}, ${line.amount}, ${currency}, ${supplier.taxRateBp})`,
    );
  }
  return { id, total: tax.gross.amount };
}
