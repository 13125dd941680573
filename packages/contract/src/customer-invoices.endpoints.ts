import {
  invoiceCompanyParams,
  invoiceSearchQuerySchema,
  invoiceLineRowSchema,
  invoiceSupplierParams,
  notifyAllResultSchema,
} from './customer-invoices.js';
import { z } from 'zod';
import { access, defineEndpoints } from './endpoint.js';
import { invoicePageSchema, invoiceParams, invoiceSchema } from './invoices.js';

/**
 * Customers' invoices (decision 0087): a customer holding `financials` in the company (or staff for any) finds its
 * committed invoices and credit notes, reads one with its lines and downloads its PDF; staff notify a supplier's.
 */
export const customerInvoicesEndpoints = defineEndpoints('invoices', {
  searchInvoices: {
    method: 'GET',
    path: '/secure/invoices/company/:companyId',
    summary: "A company's committed invoices and credit notes dated from/to (epoch ms), newest first (paged; CSV)",
    access: access.tenant('company', 'companyId', 'financials'),
    params: invoiceCompanyParams,
    query: invoiceSearchQuerySchema,
    response: invoicePageSchema,
    alsoCsv: true,
  },
  searchInvoiceLines: {
    method: 'GET',
    path: '/secure/invoices/company/:companyId/lines',
    summary: "The lines of the invoices the same search finds: all as CSV (format=csv), or the page's invoices' lines",
    access: access.tenant('company', 'companyId', 'financials'),
    params: invoiceCompanyParams,
    query: invoiceSearchQuerySchema,
    response: z.array(invoiceLineRowSchema),
    alsoCsv: true,
  },
  invoice: {
    method: 'GET',
    path: '/secure/invoice/:invoiceId',
    summary: 'One invoice with its lines (a customer: a committed one of its own company only)',
    access: access.tenantHidden('invoice', 'invoiceId', 'financials'),
    params: invoiceParams,
    response: invoiceSchema,
  },
  invoicePdf: {
    method: 'GET',
    path: '/secure/invoice/:invoiceId/pdf',
    summary: 'One invoice as a PDF, rendered on the server (same access as the invoice)',
    access: access.tenantHidden('invoice', 'invoiceId', 'financials'),
    params: invoiceParams,
  },
  notifyAll: {
    method: 'POST',
    path: '/secure/invoices/supplierId/:supplierId/notify',
    summary: "Mail each of a supplier's committed invoices not yet notified to its billing contact, once each",
    access: access.staff('financials'),
    params: invoiceSupplierParams,
    response: notifyAllResultSchema,
  },
});
