import { access, defineEndpoints } from './endpoint.js';
import { exchangeRatesQuerySchema, exchangeRatesSaveSchema, exchangeRatesSchema } from './exchange-rates.js';

/** The exchange rate table (decision 0022): staff read it; staff with financials change it. */
export const exchangeRatesEndpoints = defineEndpoints('exchangeRates', {
  list: {
    method: 'GET',
    path: '/v2/exchangeRates',
    summary:
      'The rate in force per currency today (or on `date`), or with `currency` the history of that currency, newest first',
    access: access.staff(),
    query: exchangeRatesQuerySchema,
    response: exchangeRatesSchema,
  },
  save: {
    method: 'POST',
    path: '/v2/exchangeRates',
    summary:
      "Save the rates of one day (today by default), all or nothing; a second save of a currency on the same day replaces that day's rate",
    access: access.staff('financials'),
    body: exchangeRatesSaveSchema,
    response: exchangeRatesSchema,
  },
});
