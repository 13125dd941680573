import type { MailAttachmentSources } from '../mail/index.js';
import { defineModule } from '../define-module.js';
import { billRunChunkJob, billRunJob } from './bill-run-jobs.js';
import { billRunRoutes } from './bill-runs.routes.js';
import { billingRoutes } from './billing.routes.js';
import { invoiceWorkflowRoutes } from './invoice-workflow.routes.js';
import { invoiceOwners } from './customer-invoices.repository.js';
import { customerInvoiceRoutes } from './customer-invoices.routes.js';
import { invoicePdf } from './invoice-pdf.js';
import { INVOICE_PDF_SOURCE } from './notify-invoices.js';

/**
 * Billing stands on services (decisions 0062, 0067): it reads their dated changes through the services index and
 * services never call it. Ordering creates one billable per service, NOT_ACTIVATED, in the order's transaction
 * (`createBillables`, decision 0081), and has billing charge an un-cancel in its change (`chargeUnCancels`).
 */
export { billablesWrite, createBillables, type OrderedBillable, removeBillables } from './billing-setups.js';
export { chargeUnCancels } from './billing-events.js';
/** A bill run recorded over a period (decision 0049: an un-cancel after one is charged pro rata). */
export { recordBillRun } from './bill-runs.repository.js';
/** The bill run's jobs (decision 0085), for a worker of their own in the killed-worker test. */
export { billRunChunkJob, billRunJob } from './bill-run-jobs.js';
/** The demo's year of bill runs and invoices (decision 0085): the demo seed's step after the services are dated back. */
export { billDemoYear } from './billing-demo.seed.js';
/** The next invoice as the next bill run would make it (decision 0085), for supplies' next-invoice estimate. */
export { estimateNextInvoice } from './invoice-estimate.js';

/**
 * What payments need of invoices (decision 0090): committed invoices locked for an allocation, a company's open ones
 * oldest first, their due amounts moved in the allocation's transaction, and what is open in sum.
 */
export {
  applyInvoicePayments,
  lockPayableInvoices,
  openInvoicesOf,
  openInvoiceTotals,
} from './invoice-payments.repository.js';

/** The files billing's mails carry, which mail renders when it sends (decision 0087): an invoice's PDF. */
export const billingMailAttachments: MailAttachmentSources = {
  [INVOICE_PDF_SOURCE]: async (db, id) => ({ contentType: 'application/pdf', ...(await invoicePdf(db, id)) }),
};

export const billingModule = defineModule({
  name: 'billing',
  description:
    'Billables of services: created not activated with each order or by staff; the services nobody bills; bill runs; ' +
    "the staff invoice workflow (approve, commit, credit notes); customers' invoices and their PDFs",
  // an invoice belongs to its company (decision 0087)
  tenantResolvers: { invoice: invoiceOwners },
  routes: async (app, ctx) => {
    await billingRoutes(app, ctx);
    billRunRoutes(app, ctx);
    invoiceWorkflowRoutes(app, ctx);
    await customerInvoiceRoutes(app, ctx);
  },
  jobs: [billRunJob, billRunChunkJob],
});
