import { exchangeRatesEndpoints as endpoints } from '@portico/contract';
import type { Currency } from '@portico/domain';
import { sendBody, useChange, useEndpointQuery } from '../../api/hooks';

export const exchangeRateKeys = {
  all: ['exchangeRates'] as const,
  table: ['exchangeRates', 'table'] as const,
  history: (currency: Currency) => ['exchangeRates', 'history', currency] as const,
};

/** The rate in force today per currency (the server's "today"). */
export const useExchangeRates = () => useEndpointQuery(exchangeRateKeys.table, endpoints.list, {});

/** Every rate of one currency, newest first (up to the far future, so rates dated ahead show too). */
export const useExchangeRateHistory = (currency: Currency | null) =>
  useEndpointQuery(
    exchangeRateKeys.history(currency ?? 'AUD'),
    endpoints.list,
    { query: { currency, date: '9999-12-31' } },
    { enabled: currency !== null },
  );

// The form shows its own failures next to the fields, so saves keep out of the shared banner.
export const useSaveExchangeRates = () => useChange(exchangeRateKeys.all, sendBody(endpoints.save, { banner: false }));
