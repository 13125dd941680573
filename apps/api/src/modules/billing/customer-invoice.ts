import type { Invoice } from '@portico/contract';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../../http/actor.js';
import { holds } from '../../http/company-access.js';
import { invoiceWithLines } from './invoice-view.js';

/** What a customer is told of an invoice it may not see, or that does not exist: the same words (decision 0087). */
export const INVOICE_NOT_FOUND = 'Invoice not found';

/**
 * `GET /secure/invoice/{invoiceId}` (customer portal §2 `/customerInvoice/{invoiceId}`; decision 0087): staff read
 * any invoice; anyone else only a COMMITTED one of a company they act for with `financials` — a draft, a rejected
 * one or another company's is not found, so its existence is not told.
 */
export async function readableInvoice(db: DbOrTx, actor: Actor, invoiceId: number): Promise<Invoice> {
  const invoice = await invoiceWithLines(db, invoiceId);
  if (!invoice) throw new AppError('not_found', INVOICE_NOT_FOUND);
  if (actor.isStaff) return invoice;
  if (invoice.status !== 'COMMITTED' || !holds(actor, invoice.companyId, 'financials'))
    throw new AppError('not_found', INVOICE_NOT_FOUND);
  return invoice;
}
