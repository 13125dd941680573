import { bankOptions, consumerLabel } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { DEMO_COMPANIES } from '../demo-constants.js';
import { allocateIn } from './allocate.js';
import { recordPayment } from './record-payment.js';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The demo's payments (decision 0090), after its year of invoices: every committed invoice dated more than 40 days
 * ago was paid by bank transfer two days before it fell due and allocated in full, so the demo's customers owe only
 * their last month or two; Acme also has a payment received but not yet allocated, for auto-allocation to show.
 */
export async function payDemoYear(tx: DbOrTx): Promise<void> {
  const cutoff = isoDay(Date.now() - 40 * DAY);
  const open = await queryRows<{
    id: number;
    companyId: number;
    companyName: string;
    supplierId: number;
    currency: string;
    due: string;
    dueDate: string;
    invoiceNumber: string;
  }>(
    tx,
    sql`select i.id, i.company_id as "companyId", c.legal_name as "companyName", i.supplier_id as "supplierId",
          i.currency, i.due_amount_cents::text as due, i.due_date::text as "dueDate", i.invoice_number as "invoiceNumber"
        from invoices i join companies c on c.id = i.company_id
        where i.kind = 'INVOICE' and i.status = 'COMMITTED' and i.due_amount_cents > 0 and i.invoice_date < ${cutoff}
        order by i.invoice_date, i.id`,
  );
  for (const invoice of open) {
    const paidOn = isoDay(Date.parse(invoice.dueDate) - 2 * DAY);
    const { row } = await recordPayment(tx, {
      companyId: invoice.companyId,
      supplierId: invoice.supplierId,
      currency: invoice.currency,
      amountCents: Number(invoice.due),
      transactionType: 'CREDIT',
      paymentMethod: 'EFT',
      transactionDate: paidOn,
      receiptDate: paidOn,
      notes: `Payment of ${invoice.invoiceNumber}`,
      bank: bankOptions(invoice.supplierId, invoice.currency)[0] ?? null,
      receipterId: null,
      externalId: `DEMO-${invoice.id}`,
      consumerName: consumerLabel(invoice.companyName, invoice.companyId),
    });
    await allocateIn(tx, row, [{ invoiceId: invoice.id, amountCents: Number(invoice.due) }], null);
  }
  const [acme] = await queryRows<{ name: string }>(
    tx,
    sql`select legal_name as name from companies where id = ${DEMO_COMPANIES.acme}`,
  );
  if (acme)
    await recordPayment(tx, {
      companyId: DEMO_COMPANIES.acme,
      supplierId: 808,
      currency: 'AUD',
      amountCents: 25_000,
      transactionType: 'CREDIT',
      paymentMethod: 'EFT',
      transactionDate: isoDay(Date.now() - 3 * DAY),
      receiptDate: isoDay(Date.now() - 2 * DAY),
      notes: 'Part payment, not yet allocated',
      bank: 'ANZ',
      receipterId: null,
      externalId: 'DEMO-ACME-PART',
      consumerName: consumerLabel(acme.name, DEMO_COMPANIES.acme),
    });
}
