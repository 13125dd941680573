import type { InvoicePage } from '@portico/contract';
import { INVOICE_PAGE_SIZE, type InvoiceStatus } from '@portico/domain';
import { pageTotal } from '../../db/capped-count.js';
import type { DbOrTx } from '../../db/client.js';
import { invoiceSummaries } from './invoice-view.js';
import * as repo from './invoice-workflow.repository.js';

/**
 * "Invoices by status" (customer portal §7, §9): a supplier's invoices in one status, optionally of one company,
 * newest first, the spec's 60 a page, read on `invoices_status_idx` (supplier, status, id).
 */
export async function invoicesByStatus(
  db: DbOrTx,
  ask: { supplierId: number; status: InvoiceStatus; consumer?: number; page: number },
): Promise<InvoicePage> {
  const pageSize = INVOICE_PAGE_SIZE;
  const offset = (ask.page - 1) * pageSize;
  const { rows, counted } = await repo.invoicePage(
    db,
    { supplierId: ask.supplierId, status: ask.status, companyId: ask.consumer },
    { limit: pageSize, offset },
  );
  return {
    items: await invoiceSummaries(db, rows),
    page: ask.page,
    pageSize,
    ...pageTotal(counted, { offset, rows: rows.length }),
  };
}
