import { type CreditNoteRequest, invoiceWorkflowEndpoints as endpoints } from '@portico/contract';
import type { InvoiceAction, InvoiceStatus } from '@portico/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

const INVOICES = ['invoices'] as const;

/** A page of a supplier's invoices in one status, optionally of one company (`/billRunProcessing`, decision 0086). */
export function useInvoicesByStatus(ask: {
  supplierId: number;
  status: InvoiceStatus;
  consumer: number | null;
  page: number;
}) {
  return useQuery({
    queryKey: [...INVOICES, 'byStatus', ask],
    queryFn: ({ signal }) =>
      api.call(endpoints.invoicesByStatus, {
        params: { supplierId: String(ask.supplierId), status: ask.status },
        query: { page: String(ask.page), consumer: ask.consumer === null ? undefined : String(ask.consumer) },
        signal,
        banner: false,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every change reads the lists again: a move takes an invoice from one tab to another. */
function useInvoiceChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVOICES }),
  });
}

/** "Process invoice status": one action on one invoice. */
export function useInvoiceAction() {
  return useInvoiceChange(({ invoiceId, action }: { invoiceId: number; action: InvoiceAction }) =>
    api.call(endpoints.processInvoiceStatus, {
      params: { invoiceId: String(invoiceId) },
      body: { action },
      banner: false,
    }),
  );
}

/** Approve-all or commit-all of a supplier, or of one of its companies. */
export function useInvoicesAll(supplierId: number) {
  return useInvoiceChange(({ action, consumer }: { action: 'approve' | 'commit'; consumer: number | null }) =>
    api.call(action === 'approve' ? endpoints.approveAll : endpoints.commitAll, {
      params: { supplierId: String(supplierId) },
      body: consumer === null ? {} : { consumer },
      banner: false,
    }),
  );
}

/** A credit note from a committed invoice. */
export function useCreditNote(invoiceId: number) {
  return useInvoiceChange((body: CreditNoteRequest) =>
    api.call(endpoints.creditNote, { params: { invoiceId: String(invoiceId) }, body, banner: false }),
  );
}
