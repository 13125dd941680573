import { type PAYMENT_LIST_STATES, paymentsEndpoints as endpoints, type ReceiptInput } from '@portico/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../../api';

export type PaymentListState = (typeof PAYMENT_LIST_STATES)[number];

/** Every payments read starts with this key: a change anywhere refreshes every list, invoice and balance shown. */
const PAYMENTS = ['payments'] as const;

/** The receipt as the form sends it: the contract's fields, with the defaults the form always fills in. */
export type ReceiptBody = Omit<ReceiptInput, 'paymentMethod' | 'transactionType'> &
  Pick<Partial<ReceiptInput>, 'paymentMethod' | 'transactionType'>;

export interface AllocationItem {
  invoiceId: number;
  amountCents: number;
}

/** A supplier's payment transactions (`GET /secure/payments/supplierId/{id}`), paged on the server. */
export function useSupplierTransactions(
  supplierId: number | undefined,
  query: { page: number; pageSize: number; search?: string; state: PaymentListState },
) {
  return useQuery({
    queryKey: [...PAYMENTS, 'supplier', supplierId, query],
    queryFn: ({ signal }) =>
      api.call(endpoints.supplierTransactions, {
        params: { supplierId: supplierId ?? 0 },
        query,
        signal,
        banner: false,
      }),
    enabled: supplierId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** One payment with its allocations. */
export function useTransaction(transactionId: number | null) {
  return useQuery({
    queryKey: [...PAYMENTS, 'transaction', transactionId],
    queryFn: ({ signal }) =>
      api.call(endpoints.transaction, { params: { transactionId: transactionId ?? 0 }, signal, banner: false }),
    enabled: transactionId !== null,
  });
}

/** A company's committed invoices with something due at a supplier, oldest first. */
export function useOpenInvoices(companyId: number | null, supplierId: number | undefined) {
  return useQuery({
    queryKey: [...PAYMENTS, 'openInvoices', companyId, supplierId],
    queryFn: ({ signal }) =>
      api.call(endpoints.openInvoices, { query: { companyId, supplierId }, signal, banner: false }),
    enabled: companyId !== null,
  });
}

/**
 * One Idempotency-Key per attempt of a money-moving call: pressing the button again (or the network retrying) sends
 * the same key, so the server moves the money once; once it has, the next attempt is a new payment with a new key.
 */
function useAttemptKey() {
  const key = useRef<string | null>(null);
  return {
    get: () => (key.current ??= crypto.randomUUID()),
    done: () => {
      key.current = null;
    },
  };
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PAYMENTS });
}

/** Receipts a payment (`POST /secure/payment/receipt`). */
export function useReceipt() {
  const refresh = useRefresh();
  const key = useAttemptKey();
  return useMutation({
    mutationFn: (body: ReceiptBody) =>
      api.call(endpoints.receipt, { body, banner: false, headers: { 'Idempotency-Key': key.get() } }),
    onSuccess: () => {
      key.done();
      return refresh();
    },
  });
}

/** Receipts a payment and allocates it in one transaction (`POST /secure/payment/receiptAndAllocate`). */
export function useReceiptAndAllocate() {
  const refresh = useRefresh();
  const key = useAttemptKey();
  return useMutation({
    mutationFn: (body: { receipt: ReceiptBody; allocations: AllocationItem[] }) =>
      api.call(endpoints.receiptAndAllocate, { body, banner: false, headers: { 'Idempotency-Key': key.get() } }),
    onSuccess: () => {
      key.done();
      return refresh();
    },
  });
}

/** Allocates a payment to invoices (`POST /secure/payment/{id}/allocate`). */
export function useAllocate() {
  const refresh = useRefresh();
  const key = useAttemptKey();
  return useMutation({
    mutationFn: (ask: { transactionId: number; allocations: AllocationItem[] }) =>
      api.call(endpoints.allocate, {
        params: { transactionId: ask.transactionId },
        body: { allocations: ask.allocations },
        banner: false,
        headers: { 'Idempotency-Key': key.get() },
      }),
    onSuccess: () => {
      key.done();
      return refresh();
    },
  });
}

/** Reverses an allocation. */
export function useUnallocate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (allocationId: number) => api.call(endpoints.unallocate, { params: { allocationId }, banner: false }),
    onSuccess: refresh,
  });
}

/** Removes a payment receipted in error (the server refuses one with allocations). */
export function useRemovePayment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (transactionId: number) =>
      api.call(endpoints.removePayment, { params: { transactionId }, banner: false }),
    onSuccess: refresh,
  });
}

/** Allocates a company's unallocated payments to its open invoices, oldest first. */
export function useAutoAllocate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { companyId: number; supplierId?: number }) =>
      api.call(endpoints.autoAllocate, { body, banner: false }),
    onSuccess: refresh,
  });
}
