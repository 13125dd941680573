import {
  billingEndpoints,
  type BillingSetup,
  type ChargeSave,
  type ContractDates,
  type SharedDiscount,
  type Postpaid,
  type UnbilledService,
} from '@portico/contract';
import type { BillingFilter, BillingMismatch, NonCompliance } from '@portico/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

type UnbilledQuery = { page: number; pageSize: number; search?: string; supplierId?: number };

/** A page of the services nobody bills (`/unbilledServices`, decision 0081). */
export function useUnbilledServices(query: UnbilledQuery) {
  return useQuery({
    queryKey: ['billing', 'unbilled', query],
    queryFn: ({ signal }) =>
      api.call(billingEndpoints.unbilledServices, {
        query: {
          ...query,
          page: String(query.page),
          pageSize: String(query.pageSize),
          supplierId: query.supplierId === undefined ? undefined : String(query.supplierId),
        },
        signal,
        banner: false,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Sets up a service's billing (`POST /secure/technicalservice/{id}/billing`); the unbilled list is read again. */
export function useSetUpBilling(service: UnbilledService) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingSetup) =>
      api.call(billingEndpoints.setUpBilling, {
        params: { id: String(service.technicalServiceId) },
        body,
        banner: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing', 'unbilled'] }),
  });
}

type BillablesQuery = {
  page: number;
  pageSize: number;
  search?: string;
  status?: BillingFilter;
  supplierId?: number;
  from?: number;
  to?: number;
};

const text = (n: number | undefined) => (n === undefined ? undefined : String(n));

/** A page of billables (`/billingProducts`, decision 0081). */
export function useBillables(query: BillablesQuery) {
  return useQuery({
    queryKey: ['billing', 'billables', query],
    queryFn: ({ signal }) =>
      api.call(billingEndpoints.billables, {
        query: {
          ...query,
          page: String(query.page),
          pageSize: String(query.pageSize),
          supplierId: text(query.supplierId),
          from: text(query.from),
          to: text(query.to),
        },
        signal,
        banner: false,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A product's billables, newest first (`/billingProductDetail/{productUid}`). */
export function useProductBillables(productUid: string) {
  return useQuery({
    queryKey: ['billing', 'billables', 'product', productUid],
    queryFn: ({ signal }) =>
      api.call(billingEndpoints.productBillables, { params: { productUid }, signal, banner: false }),
  });
}

/** Activates a billable from an optional day; the billables are read again. */
export function useActivateBillable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ billableId, date }: { billableId: number; date?: string }) =>
      api.call(billingEndpoints.activateBillable, {
        params: { id: String(billableId) },
        body: date ? { date } : {},
        banner: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}

/** Kills a service's billing; the billables and the unbilled list are read again. */
export function useKillBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: number) =>
      api.call(billingEndpoints.killBilling, { params: { id: String(serviceId) }, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}

/** Puts services' billing on month to month (`POST /secure/pricing/resettom2m`); the billables are read again. */
export function useResetToMonthly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceIds: string) =>
      api.call(billingEndpoints.resetToMonthly, { body: { serviceIds }, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}

/** A billable's charges (`GET /v2/billable/{id}/charges`). */
export function useCharges(billableId: number) {
  return useQuery({
    queryKey: ['billing', 'charges', billableId],
    queryFn: ({ signal }) =>
      api.call(billingEndpoints.charges, { params: { id: String(billableId) }, signal, banner: false }),
  });
}

/** Saves a charge of a billable; its charges are read again. */
export function useSaveCharge(billableId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChargeSave) =>
      api.call(billingEndpoints.saveCharge, { params: { id: String(billableId) }, body, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing', 'charges', billableId] }),
  });
}

/** Deactivates a charge; the billable's charges are read again. */
export function useDeactivateCharge(billableId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chargeId: number) =>
      api.call(billingEndpoints.deactivateCharge, {
        params: { id: String(billableId), chargeId: String(chargeId) },
        banner: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing', 'charges', billableId] }),
  });
}

/** A page of billables their services disagree with (the mismatched-billing tool, decision 0083). */
export function useMismatchedBilling(query: { page: number; pageSize: number; kind?: BillingMismatch }) {
  return useQuery({
    queryKey: ['billing', 'mismatched', query],
    queryFn: ({ signal }) =>
      api.call(billingEndpoints.mismatchedBilling, {
        query: { ...query, page: String(query.page), pageSize: String(query.pageSize) },
        signal,
        banner: false,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Bills a billable in arrears (postpaid) or in advance again (standard); the billables are read again. */
export function usePostpaid(billableId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ask: Postpaid | 'standard') =>
      ask === 'standard'
        ? api.call(billingEndpoints.makeStandard, { params: { id: String(billableId) }, banner: false })
        : api.call(billingEndpoints.makePostpaid, { params: { id: String(billableId) }, body: ask, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}

/** A page of billables that break a billing rule (`/nonCompliantBillables`, decision 0088). */
export function useNonCompliantBillables(query: { page: number; pageSize: number; reason?: NonCompliance }) {
  return useQuery({
    queryKey: ['billing', 'noncompliant', query],
    queryFn: ({ signal }) =>
      api.call(billingEndpoints.nonCompliantBillables, {
        query: { ...query, page: String(query.page), pageSize: String(query.pageSize) },
        signal,
        banner: false,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Puts a billable right with its service (defunkify); the billables are read again. */
export function useDefunkify(billableId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(billingEndpoints.defunkify, { params: { id: String(billableId) }, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}

/** A billable's term as a timeline (`GET /v2/billable/{id}/termActivity`). */
export function useTermActivity(billableId: number) {
  return useQuery({
    queryKey: ['billing', 'termActivity', billableId],
    queryFn: ({ signal }) =>
      api.call(billingEndpoints.termActivity, { params: { id: String(billableId) }, signal, banner: false }),
  });
}

/** Shares a discount with other billables; every billable's charges are read again. */
export function useSharedDiscount(billableId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SharedDiscount) =>
      api.call(billingEndpoints.sharedDiscount, { params: { id: String(billableId) }, body, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing', 'charges'] }),
  });
}

/** Changes a billable's contract dates; the billables are read again. */
export function useContractDates(billableId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractDates) =>
      api.call(billingEndpoints.contractDates, { params: { id: String(billableId) }, body, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}
