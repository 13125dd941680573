import type { InvoiceLineRow, InvoiceSummary, Page } from '@portico/contract';
import { localDayAt, SUPPLIERS } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';
import * as repo from './customer-invoices.repository.js';
import { invoiceLineView, invoiceSummaries } from './invoice-view.js';
import { linesOfInvoices } from './invoices.repository.js';

/** A search as the route passes it: the company, the window (epoch ms, both included), unpaid only. */
export interface InvoiceSearch {
  companyId: number;
  from: number;
  to: number;
  unpaidOnly: boolean;
}

/**
 * The local days of `timeZone` that overlap [from, to]: an invoice is dated in its supplier's local day (decision
 * 0085) and the search window is two instants (decision 0080), each the midnight of a day the customer picked in
 * their own zone. Every supplier day the window touches is in, so a customer always finds an invoice dated the day
 * they picked, wherever they are; a day at the window's edge in another zone may come along.
 */
export function daysWithin(from: number, to: number, timeZone: string): { fromDay: string; toDay: string } {
  return { fromDay: localDayAt(from, timeZone), toDay: localDayAt(to, timeZone) };
}

function filtersOf(actor: Actor, search: InvoiceSearch): repo.InvoiceSearchFilters {
  // defence in depth (decision 0014): the route checked the company too
  requireCompanyAccess(actor, search.companyId, 'financials');
  return {
    companyId: search.companyId,
    unpaidOnly: search.unpaidOnly,
    days: SUPPLIERS.map((s) => ({ supplierId: s.supplierId, ...daysWithin(search.from, search.to, s.timeZone) })),
  };
}

/**
 * `GET /secure/invoices/company/{companyId}` (customer portal §5, §7; decision 0087): the company's committed
 * invoices and credit notes dated in the window, unpaid only when asked (a due amount above zero), newest first.
 */
export async function searchInvoices(
  db: DbOrTx,
  actor: Actor,
  search: InvoiceSearch,
  paging: { page: number; pageSize: number },
): Promise<Page<InvoiceSummary>> {
  const page = await repo.invoiceSearch.page(db, filtersOf(actor, search), paging, (row) => row);
  return { ...page, items: await invoiceSummaries(db, page.items) };
}

/** Every invoice the search finds, in batches with their companies' names: the CSV export. */
export async function* invoiceExport(
  db: DbOrTx,
  actor: Actor,
  search: InvoiceSearch,
): AsyncGenerator<InvoiceSummary[]> {
  for await (const batch of repo.invoiceSearch.batches(db, filtersOf(actor, search), (row) => row))
    yield invoiceSummaries(db, batch);
}

async function linesOf(db: DbOrTx, invoices: readonly InvoiceSummary[]): Promise<InvoiceLineRow[]> {
  const byId = new Map(invoices.map((i) => [i.invoiceId, i]));
  const lines = await linesOfInvoices(
    db,
    invoices.map((i) => i.invoiceId),
  );
  return lines.map((line) => {
    const invoice = byId.get(line.invoiceId);
    return {
      ...invoiceLineView(line),
      invoiceId: line.invoiceId,
      invoiceNumber: invoice?.invoiceNumber ?? null,
      invoiceDate: invoice?.invoiceDate ?? null,
    };
  });
}

/** The lines of one page of the search's invoices. */
export async function searchInvoiceLines(
  db: DbOrTx,
  actor: Actor,
  search: InvoiceSearch,
  paging: { page: number; pageSize: number },
): Promise<InvoiceLineRow[]> {
  return linesOf(db, (await searchInvoices(db, actor, search, paging)).items);
}

/** The lines of every invoice the search finds, in batches: the lines' CSV export. */
export async function* invoiceLinesExport(
  db: DbOrTx,
  actor: Actor,
  search: InvoiceSearch,
): AsyncGenerator<InvoiceLineRow[]> {
  for await (const batch of invoiceExport(db, actor, search)) yield linesOf(db, batch);
}
