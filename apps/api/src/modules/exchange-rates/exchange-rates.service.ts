import type { Db } from '../../db/client.js';
import { listExchangeRates } from './list-exchange-rates.js';
import { saveExchangeRates } from './save-exchange-rates.js';

export interface ExchangeRatesServiceDeps {
  db: Db;
  now: () => Date;
}

export type ExchangeRatesService = ReturnType<typeof createExchangeRatesService>;

export function createExchangeRatesService(deps: ExchangeRatesServiceDeps) {
  return {
    ...listExchangeRates(deps),
    ...saveExchangeRates(deps),
  };
}
