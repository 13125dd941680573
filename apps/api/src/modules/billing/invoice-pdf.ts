import { supplierById } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../../http/actor.js';
import { findCompany } from '../companies/index.js';
import { findSupplyBySupplier } from '../supplies/index.js';
import { INVOICE_NOT_FOUND, readableInvoice } from './customer-invoice.js';
import { type InvoiceParties, renderInvoicePdf } from './invoice-pdf-render.js';
import { invoiceWithLines } from './invoice-view.js';
import { findInvoiceRow } from './invoices.repository.js';

/** The invoice's PDF file name: its number, or its id while it has none. */
export function invoicePdfName(invoice: { invoiceId: number; invoiceNumber: string | null }): string {
  return `invoice-${invoice.invoiceNumber ?? invoice.invoiceId}.pdf`;
}

/** An invoice's PDF, whoever asks (a mail being sent): the caller has decided it may be read. */
export async function invoicePdf(db: DbOrTx, invoiceId: number): Promise<{ filename: string; content: Buffer }> {
  const invoice = await invoiceWithLines(db, invoiceId);
  if (!invoice) throw new AppError('not_found', INVOICE_NOT_FOUND);
  const [supplierCompany, supply, credited, row] = await Promise.all([
    findCompany(db, invoice.supplierId),
    findSupplyBySupplier(db, invoice.companyId, invoice.supplierId),
    invoice.creditedInvoiceId ? findInvoiceRow(db, invoice.creditedInvoiceId) : null,
    findInvoiceRow(db, invoiceId),
  ]);
  const market = supplierById(invoice.supplierId);
  const parties: InvoiceParties = {
    supplier: {
      legalName: supplierCompany?.legalName ?? `Supplier ${invoice.supplierId}`,
      taxLabel: market?.identifierType ?? 'Tax number',
      taxNumber: supplierCompany?.legalIdentifier ?? null,
      email: supplierCompany?.email ?? null,
      market: market?.market ?? '',
    },
    customer: {
      legalName: supply?.companyLegalName ?? invoice.companyName,
      address: supply
        ? [
            supply.address1,
            supply.address2,
            [supply.city, supply.state, supply.postcode].filter(Boolean).join(' '),
            supply.country,
          ].filter((line): line is string => Boolean(line))
        : [],
      taxNumber: supply?.taxNumber ?? supply?.companyLegalIdentifier ?? null,
      billingContact: [supply?.billingContactName, supply?.billingContactEmail].filter(Boolean).join(', ') || null,
    },
    creditedInvoiceNumber: credited?.invoiceNumber ?? null,
  };
  const createdAt = row ? (row.committedAt ?? row.createdAt) : undefined;
  return { filename: invoicePdfName(invoice), content: await renderInvoicePdf(invoice, parties, createdAt) };
}

/** `GET /secure/invoice/{invoiceId}/pdf` (decision 0087): the PDF of an invoice the actor may read. */
export async function readableInvoicePdf(
  db: DbOrTx,
  actor: Actor,
  invoiceId: number,
): Promise<{ filename: string; content: Buffer }> {
  await readableInvoice(db, actor, invoiceId);
  return invoicePdf(db, invoiceId);
}
