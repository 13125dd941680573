import { exchangeRatesEndpoints as endpoints, type ExchangeRatesSave } from '@portico/contract';
import type { Currency } from '@portico/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

export const exchangeRateKeys = {
  all: ['exchangeRates'] as const,
  table: ['exchangeRates', 'table'] as const,
  history: (currency: Currency) => ['exchangeRates', 'history', currency] as const,
};

/** The rate in force today per currency (the server's "today"). */
export function useExchangeRates() {
  return useQuery({
    queryKey: exchangeRateKeys.table,
    queryFn: ({ signal }) => api.call(endpoints.list, { signal }),
  });
}

/** Every rate of one currency, newest first (up to the far future, so rates dated ahead show too). */
export function useExchangeRateHistory(currency: Currency | null) {
  return useQuery({
    queryKey: exchangeRateKeys.history(currency ?? 'AUD'),
    queryFn: ({ signal }) => api.call(endpoints.list, { query: { currency, date: '9999-12-31' }, signal }),
    enabled: currency !== null,
  });
}

// The form shows its own failures next to the fields, so saves keep out of the shared banner.
export function useSaveExchangeRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExchangeRatesSave) => api.call(endpoints.save, { body, banner: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exchangeRateKeys.all }),
  });
}
