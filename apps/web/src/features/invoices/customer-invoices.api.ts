import { customerInvoicesEndpoints as endpoints, type InvoiceSummary } from '@portico/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { saveFile } from '../../lib/save-file';

/** A search as the form last submitted it: the window's instants (epoch ms) and unpaid only. */
export interface InvoiceSearchAsked {
  from: number;
  to: number;
  unpaidOnly: boolean;
}

/** The search's query as the API takes it (also the CSV export's). */
export const searchQuery = (asked: InvoiceSearchAsked) => ({
  from: String(asked.from),
  to: String(asked.to),
  unpaidOnly: String(asked.unpaidOnly),
});

/** A page of a company's committed invoices found by date (`GET /secure/invoices/company/{companyId}`). */
export function useInvoiceSearch(companyId: number, asked: InvoiceSearchAsked, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['invoices', 'company', companyId, asked, page, pageSize],
    queryFn: ({ signal }) =>
      api.call(endpoints.searchInvoices, {
        params: { companyId },
        query: { ...searchQuery(asked), page: String(page), pageSize: String(pageSize) },
        signal,
        banner: false,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One invoice with its lines (`GET /secure/invoice/{invoiceId}`); not found stays a state, not a banner. */
export function useCustomerInvoice(invoiceId: number) {
  return useQuery({
    queryKey: ['invoices', 'invoice', invoiceId],
    queryFn: ({ signal }) => api.call(endpoints.invoice, { params: { invoiceId }, signal, banner: false }),
  });
}

/** Downloads an invoice's PDF with the session's token, as the CSV exports do, and hands it to the browser. */
export async function downloadInvoicePdf(invoice: Pick<InvoiceSummary, 'invoiceId' | 'invoiceNumber'>) {
  const pdf = await api.download(endpoints.invoicePdf, {
    params: { invoiceId: invoice.invoiceId },
    accept: 'application/pdf',
  });
  saveFile(pdf, `invoice-${invoice.invoiceNumber ?? invoice.invoiceId}.pdf`);
}
