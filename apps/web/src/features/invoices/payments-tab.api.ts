import { paymentsEndpoints as endpoints } from '@portico/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api';

/** The customer's payments reads share the staff pages' key: a receipt or allocation refreshes them too. */
const PAYMENTS = ['payments'] as const;

/** What a company owes each supplier. */
export function useBalances(companyId: number) {
  return useQuery({
    queryKey: [...PAYMENTS, 'balances', companyId],
    queryFn: ({ signal }) => api.call(endpoints.balances, { params: { companyId }, signal, banner: false }),
  });
}

/** A company's payments, newest first, paged on the server. */
export function useCompanyTransactions(companyId: number, query: { page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...PAYMENTS, 'company', companyId, query],
    queryFn: ({ signal }) =>
      api.call(endpoints.companyTransactions, { params: { companyId }, query, signal, banner: false }),
    placeholderData: keepPreviousData,
  });
}

/** One of a company's payments with its allocations, read when it is opened. */
export function useCompanyTransaction(companyId: number, transactionId: number | null) {
  return useQuery({
    queryKey: [...PAYMENTS, 'company', companyId, 'transaction', transactionId],
    queryFn: ({ signal }) =>
      api.call(endpoints.companyTransaction, {
        params: { companyId, transactionId: transactionId ?? 0 },
        signal,
        banner: false,
      }),
    enabled: transactionId !== null,
  });
}

/** A company's statement with a supplier, with the running balance. */
export function useStatement(companyId: number, supplierId: number | null) {
  return useQuery({
    queryKey: [...PAYMENTS, 'statement', companyId, supplierId],
    queryFn: ({ signal }) =>
      api.call(endpoints.statement, { query: { companyId, supplierId: supplierId ?? 0 }, signal, banner: false }),
    enabled: supplierId !== null,
  });
}
