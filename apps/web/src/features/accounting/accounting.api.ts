import { accountingEndpoints, erpEndpoints } from '@portico/contract';
import { SYNC_POLL_MS, type SyncKind } from '@portico/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

/** Which list of sync items: a kind's unsynced items, or the invoices that failed or were never posted. */
export type SyncList = { kind: SyncKind; list: 'unsynced' } | { kind: 'invoices'; list: 'failed' | 'unposted' };

const KEY = ['accounting'] as const;

/**
 * `GET /secure/xero/sync`: the run's status, asked again every 15 seconds while it runs (spec §4), then no more.
 */
export function useSyncStatus() {
  return useQuery({
    queryKey: [...KEY, 'status'],
    queryFn: ({ signal }) => api.call(accountingEndpoints.syncStatus, { signal, banner: false }),
    refetchInterval: (q) => (q.state.data?.run?.running ? SYNC_POLL_MS : false),
  });
}

/** A page of one of the sync lists. */
export function useSyncItems(which: SyncList, paging: { page: number; pageSize: number }) {
  const query = { page: String(paging.page), pageSize: String(paging.pageSize) };
  return useQuery({
    queryKey: [...KEY, 'items', which, paging],
    queryFn: ({ signal }) => {
      if (which.list === 'failed')
        return api.call(accountingEndpoints.failedInvoices, { query, signal, banner: false });
      if (which.list === 'unposted')
        return api.call(accountingEndpoints.unpostedInvoices, { query, signal, banner: false });
      return api.call(accountingEndpoints.unsynced, { params: { kind: which.kind }, query, signal, banner: false });
    },
    placeholderData: keepPreviousData,
  });
}

export type SyncAsk = { scope: 'all' } | { scope: 'selected'; ids: number[] } | { scope: 'one'; id: number };

/** Starts a sync of all, the selected or one item of a kind; the lists and the status are asked again. */
export function useStartSync(kind: SyncKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ask: SyncAsk) => {
      const params = { kind };
      if (ask.scope === 'all') return api.call(accountingEndpoints.syncAll, { params, banner: false });
      if (ask.scope === 'selected')
        return api.call(accountingEndpoints.syncSelected, { params, body: { ids: ask.ids }, banner: false });
      return api.call(accountingEndpoints.syncOne, { params: { kind, id: String(ask.id) }, banner: false });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Marks an item as not to be synced. */
export function useForget(kind: SyncKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.call(accountingEndpoints.forget, { params: { kind, id: String(id) }, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** The configured ERP's name (null: the export is off). */
export function useErpStatus() {
  return useQuery({
    queryKey: [...KEY, 'erp'],
    queryFn: ({ signal }) => api.call(erpEndpoints.erpStatus, { signal, banner: false }),
  });
}

/** How often the ERP lists are asked again while the page is open: an export's batches arrive as the job sends them. */
export const ERP_POLL_MS = 5_000;

/** `GET /v2/supplies/{erp}`: page from 0 (Spring's paging). */
export function useErpSupplies(erp: string | null, page: number, size: number) {
  return useQuery({
    queryKey: [...KEY, 'erpSupplies', erp, page, size],
    enabled: erp !== null,
    queryFn: ({ signal }) =>
      api.call(erpEndpoints.erpSupplies, {
        params: { erp: erp ?? '' },
        query: { page: String(page), size: String(size) },
        signal,
        banner: false,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: ERP_POLL_MS,
  });
}

/** `GET /v2/proxy/{erp}/api/customerBatches?page&size=10&sort=id,desc`. */
export function useCustomerBatches(erp: string | null, page: number, size: number) {
  return useQuery({
    queryKey: [...KEY, 'customerBatches', erp, page, size],
    enabled: erp !== null,
    queryFn: ({ signal }) =>
      api.call(erpEndpoints.customerBatches, {
        params: { erp: erp ?? '' },
        query: { page: String(page), size: String(size), sort: 'id,desc' },
        signal,
        banner: false,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: ERP_POLL_MS,
  });
}

export type ExportAsk =
  { scope: 'all' } | { scope: 'supplier'; supplierId: number } | { scope: 'company'; companyId: string };

/** Queues an export of every supply, one supplier's or one company's. */
export function useErpExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ask: ExportAsk) =>
      ask.scope === 'all'
        ? api.call(erpEndpoints.exportAll, { banner: false })
        : ask.scope === 'supplier'
          ? api.call(erpEndpoints.exportSupplier, {
              params: { supplierId: String(ask.supplierId) },
              banner: false,
            })
          : api.call(erpEndpoints.exportCompany, { params: { companyId: ask.companyId }, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Queues a batch's failed items to be sent again. */
export function useRetryBatch(erp: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.call(erpEndpoints.retryBatch, { params: { erp: erp ?? '', id: String(id) }, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
