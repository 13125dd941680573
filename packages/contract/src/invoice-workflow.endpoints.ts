import { access, defineEndpoints } from './endpoint.js';
import { invoicePageSchema, invoiceParams, invoiceSchema, invoiceSummarySchema } from './invoices.js';
import {
  creditNoteSchema,
  invoiceActionSchema,
  invoicesAllSchema,
  invoicesByStatusParams,
  invoicesByStatusQuery,
  invoicesMovedSchema,
  supplierInvoicesParams,
} from './invoice-workflow.js';

/** The staff invoice workflow (customer portal §7 "Invoices by status"; decision 0086): staff holding `financials`. */
export const invoiceWorkflowEndpoints = defineEndpoints('billing', {
  invoicesByStatus: {
    method: 'GET',
    path: '/secure/invoices/supplierId/:supplierId/status/:status',
    summary: "A supplier's invoices in one status, optionally of one company (consumer), newest first, 60 a page",
    access: access.staff('financials'),
    params: invoicesByStatusParams,
    query: invoicesByStatusQuery,
    response: invoicePageSchema,
  },
  processInvoiceStatus: {
    method: 'POST',
    path: '/secure/invoice/:invoiceId/status',
    summary: 'Move an invoice by one action (approve, unapprove, suspend, unsuspend, reject, commit); 409 if illegal',
    access: access.staff('financials'),
    params: invoiceParams,
    body: invoiceActionSchema,
    response: invoiceSummarySchema,
  },
  approveAll: {
    method: 'POST',
    path: '/secure/invoices/supplierId/:supplierId/approveAll',
    summary: 'Approve every PENDING invoice of a supplier, optionally of one company (consumer)',
    access: access.staff('financials'),
    params: supplierInvoicesParams,
    body: invoicesAllSchema,
    response: invoicesMovedSchema,
  },
  commitAll: {
    method: 'POST',
    path: '/secure/invoices/supplierId/:supplierId/commitAll',
    summary: 'Commit (number and date) every APPROVED invoice of a supplier, optionally of one company (consumer)',
    access: access.staff('financials'),
    params: supplierInvoicesParams,
    body: invoicesAllSchema,
    response: invoicesMovedSchema,
  },
  creditNote: {
    method: 'POST',
    path: '/secure/invoice/:invoiceId/creditNote',
    summary: 'Raise a PENDING credit note on a committed invoice, at most what is still creditable',
    access: access.staff('financials'),
    params: invoiceParams,
    body: creditNoteSchema,
    response: invoiceSchema,
  },
});
