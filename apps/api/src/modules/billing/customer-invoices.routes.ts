import { customerInvoicesEndpoints as endpoints, type InvoiceLineRow, type InvoiceSummary } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/actor.js';
import { changeContext } from '../../http/context.js';
import { csvColumns, sendCsv } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { readableInvoice } from './customer-invoice.js';
import { invoiceExport, invoiceLinesExport, searchInvoiceLines, searchInvoices } from './customer-invoice-search.js';
import { readableInvoicePdf } from './invoice-pdf.js';
import { notifyAll } from './notify-invoices.js';

// amounts in minor units and days as ISO days, as the API gives them
const INVOICE_CSV_COLUMNS = csvColumns<InvoiceSummary>([
  'invoiceId',
  'invoiceNumber',
  'kind',
  'status',
  'companyId',
  'companyName',
  'supplierId',
  'invoiceDate',
  'dueDate',
  'periodStart',
  'periodEnd',
  'currency',
  'taxWording',
  'net',
  'tax',
  'total',
  'dueAmount',
  'creditedInvoiceId',
]);

const LINE_CSV_COLUMNS = csvColumns<InvoiceLineRow>([
  'invoiceId',
  'invoiceNumber',
  'invoiceDate',
  'lineItemId',
  'billableId',
  'serviceId',
  'chargeType',
  'description',
  'firstDay',
  'lastDay',
  'days',
  'amount',
  'currency',
]);

/** Customers' invoices (decision 0087): the search and its exports, one invoice, its PDF; staff's notify-all. */
export async function customerInvoiceRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  route(app, endpoints.searchInvoices, async (request, reply) => {
    const { format, page, pageSize, from, to, unpaidOnly } = request.query;
    // both dates are there: the query's schema refuses a search without them, in the spec's words
    const search = { companyId: request.params.companyId, from: from!, to: to!, unpaidOnly };
    const actor = requireActor(request);
    if (format === 'csv')
      return sendCsv(reply, 'invoices.csv', INVOICE_CSV_COLUMNS, invoiceExport(deps.db, actor, search));
    return ok(await searchInvoices(deps.db, actor, search, { page, pageSize }));
  });
  route(app, endpoints.searchInvoiceLines, async (request, reply) => {
    const { format, page, pageSize, from, to, unpaidOnly } = request.query;
    const search = { companyId: request.params.companyId, from: from!, to: to!, unpaidOnly };
    const actor = requireActor(request);
    if (format === 'csv')
      return sendCsv(reply, 'invoice-lines.csv', LINE_CSV_COLUMNS, invoiceLinesExport(deps.db, actor, search));
    return ok(await searchInvoiceLines(deps.db, actor, search, { page, pageSize }));
  });
  route(app, endpoints.invoice, async (request) =>
    ok(await readableInvoice(deps.db, requireActor(request), request.params.invoiceId)),
  );
  route(app, endpoints.invoicePdf, async (request, reply) => {
    const pdf = await readableInvoicePdf(deps.db, requireActor(request), request.params.invoiceId);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${pdf.filename}"`)
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(pdf.content);
  });
  route(app, endpoints.notifyAll, async (request) => {
    const result = await notifyAll(deps.db, deps.queue, changeContext(request), request.params.supplierId);
    return ok(result, `${result.queued} invoice mails queued`);
  });
}
