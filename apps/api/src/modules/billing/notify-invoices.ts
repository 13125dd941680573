import type { NotifyAllResult } from '@portico/contract';
import { formatDay, formatMinor } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import type { ChangeContext } from '../../http/context.js';
import type { JobQueue } from '../../jobs/queue.js';
import { inChange, rowAudit } from '../audit/index.js';
import { findCompany } from '../companies/index.js';
import { queueMail } from '../mail/index.js';
import { findSupplyBySupplier } from '../supplies/index.js';
import * as repo from './customer-invoices.repository.js';
import type { InvoiceRow } from './invoices.repository.js';

const auditInvoice = rowAudit('invoice');

/** The attachment source of an invoice's PDF, as the mail job knows it (decision 0087). */
export const INVOICE_PDF_SOURCE = 'invoicePdf';

function mailOf(invoice: InvoiceRow, supplierName: string): { subject: string; text: string } {
  const what = invoice.kind === 'CREDIT_NOTE' ? 'Credit note' : 'Invoice';
  const amount = (cents: number) => formatMinor(cents, invoice.currency);
  return {
    subject: `${what} ${invoice.invoiceNumber ?? invoice.id} from ${supplierName}`,
    text: [
      `${what} ${invoice.invoiceNumber ?? invoice.id}, dated ${formatDay(invoice.invoiceDate)}.`,
      `Total ${amount(invoice.totalCents)} (${invoice.taxWording} ${amount(invoice.netCents)}).`,
      `Due amount ${amount(invoice.dueAmountCents)} by ${formatDay(invoice.dueDate)}.`,
      'You can read it and download its PDF under Payments and invoices in the portal.',
    ].join('\n'),
  };
}

/**
 * `POST /secure/invoices/supplierId/{supplierId}/notify` (customer portal §7 "notify all"; decision 0087): one mail
 * per committed invoice of the supplier not yet notified, to its supply's billing contact, each queued once under
 * its invoice's key in one transaction with the invoices marked notified. A zero-total invoice only when the supply
 * says notifyZeroInvoice (otherwise it stays unnotified: turning the setting on later mails it); the PDF attached
 * when it says attachInvoiceToEmail; an invoice whose supply names no billing e-mail stays unnotified too.
 */
export async function notifyAll(
  db: DbOrTx,
  queue: JobQueue,
  who: ChangeContext,
  supplierId: number,
): Promise<NotifyAllResult> {
  return inChange(db, who, async ({ tx, audit }) => {
    const supplier = await findCompany(tx, supplierId);
    const supplierName = supplier?.legalName ?? `Supplier ${supplierId}`;
    const notified: number[] = [];
    for (const invoice of await repo.unnotifiedInvoices(tx, supplierId)) {
      const supply = await findSupplyBySupplier(tx, invoice.companyId, supplierId);
      const to = supply?.billingContactEmail;
      if (!supply || !to) continue;
      if (invoice.totalCents === 0 && !supply.notifyZeroInvoice) continue;
      await queueMail(
        queue,
        {
          to,
          kind: 'invoice',
          ...mailOf(invoice, supplierName),
          attachments: supply.attachInvoiceToEmail ? [{ source: INVOICE_PDF_SOURCE, id: invoice.id }] : undefined,
        },
        { tx, key: `invoice-notify:${invoice.id}` },
      );
      await auditInvoice(audit, invoice, 'invoice.notified', { notifiedAt: null }, { to });
      notified.push(invoice.id);
    }
    await repo.markNotified(tx, notified);
    return { queued: notified.length };
  });
}
