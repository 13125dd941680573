import { billRunEndpoints } from '@portico/contract';
import { isBillRunActive } from '@portico/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

/** How often the page asks again while a run is queued or running. */
export const BILL_RUN_POLL_MS = 1_000;

/** A page of bill runs (`/billRuns`, decision 0085), asked again every second while one is under way. */
export function useBillRuns(query: { page: number; pageSize: number; supplierId?: number }) {
  return useQuery({
    queryKey: ['billing', 'billRuns', query],
    queryFn: ({ signal }) =>
      api.call(billRunEndpoints.billRuns, {
        query: {
          page: String(query.page),
          pageSize: String(query.pageSize),
          supplierId: query.supplierId === undefined ? undefined : String(query.supplierId),
        },
        signal,
        banner: false,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((run) => isBillRunActive(run.status)) ? BILL_RUN_POLL_MS : false),
  });
}

/** Queues a bill run of one supplier (or one company of it), or of every supplier. */
export function useStartBillRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ask: { timestamp: number; supplierId: number | 'all'; companyId: number | null }) =>
      ask.supplierId === 'all'
        ? api.call(billRunEndpoints.startAllBillRuns, {
            params: { timestamp: String(ask.timestamp) },
            banner: false,
          })
        : api.call(billRunEndpoints.startSupplierBillRun, {
            params: { timestamp: String(ask.timestamp), supplierId: String(ask.supplierId) },
            query: { companyId: ask.companyId === null ? undefined : String(ask.companyId) },
            banner: false,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing', 'billRuns'] }),
  });
}
