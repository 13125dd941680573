import { invoiceWorkflowEndpoints as endpoints } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import { changeContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { approveAll } from './approve-all.js';
import { commitAll } from './commit-all.js';
import { raiseCreditNote } from './credit-note.js';
import { processInvoiceStatus } from './invoice-moves.js';
import { invoicesByStatus } from './invoices-by-status.js';

/** The staff invoice workflow (customer portal §7 "Invoices by status"; decision 0086). */
export function invoiceWorkflowRoutes(app: FastifyInstance, deps: RouteContext): void {
  route(app, endpoints.invoicesByStatus, async (request) =>
    ok(await invoicesByStatus(deps.db, { ...request.params, ...request.query })),
  );
  route(app, endpoints.processInvoiceStatus, async (request) => {
    const { invoice, message } = await processInvoiceStatus(
      deps,
      changeContext(request),
      request.params.invoiceId,
      request.body.action,
    );
    return ok(invoice, message);
  });
  route(app, endpoints.approveAll, async (request) => {
    const { result, message } = await approveAll(deps.db, changeContext(request), {
      supplierId: request.params.supplierId,
      companyId: request.body.consumer,
    });
    return ok(result, message);
  });
  route(app, endpoints.commitAll, async (request) => {
    const { result, message } = await commitAll(deps, changeContext(request), {
      supplierId: request.params.supplierId,
      companyId: request.body.consumer,
    });
    return ok(result, message);
  });
  route(app, endpoints.creditNote, async (request) => {
    const { invoice, message } = await raiseCreditNote(
      deps,
      changeContext(request),
      request.params.invoiceId,
      request.body,
    );
    return ok(invoice, message);
  });
}
