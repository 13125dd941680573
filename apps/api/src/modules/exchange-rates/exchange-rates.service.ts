import { listExchangeRates } from './list-exchange-rates.js';
import { saveExchangeRates } from './save-exchange-rates.js';
import type { ExchangeRatesServiceDeps } from './exchange-rates-deps.js';

export type { ExchangeRatesServiceDeps } from './exchange-rates-deps.js';

export type ExchangeRatesService = ReturnType<typeof createExchangeRatesService>;

export function createExchangeRatesService(deps: ExchangeRatesServiceDeps) {
  return {
    ...listExchangeRates(deps),
    ...saveExchangeRates(deps),
  };
}
