import { listExchangeRates } from './list-exchange-rates.js';
import { saveExchangeRates } from './save-exchange-rates.js';
import { composeUseCases } from '../define-module.js';
import type { ExchangeRatesServiceDeps } from './exchange-rates-deps.js';

export function createExchangeRatesService(deps: ExchangeRatesServiceDeps) {
  return composeUseCases(deps, [listExchangeRates, saveExchangeRates]);
}
