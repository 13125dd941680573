import type { ExchangeRates } from '@portico/contract';
import { BASE_CURRENCY, type Currency, isoDateOf } from '@portico/domain';
import * as repo from './exchange-rates.repository.js';
import { baseRate, tableOf, toExchangeRate } from './exchange-rates-view.js';
import type { ExchangeRatesServiceDeps } from './exchange-rates-deps.js';

/** The table of rates in force on a day (today by default), or one currency's history up to that day. */
export function listExchangeRates({ db, now }: ExchangeRatesServiceDeps) {
  return {
    async listExchangeRates(query: { date?: string; currency?: Currency }): Promise<ExchangeRates> {
      const date = query.date ?? isoDateOf(now());
      if (query.currency) {
        const rates =
          query.currency === BASE_CURRENCY
            ? [baseRate()]
            : (await repo.findHistory(db, query.currency, date)).map(toExchangeRate);
        return { baseCurrency: BASE_CURRENCY, date, currency: query.currency, rates };
      }
      return {
        baseCurrency: BASE_CURRENCY,
        date,
        currency: null,
        rates: tableOf(await repo.findRatesInForce(db, date)),
      };
    },
  };
}
