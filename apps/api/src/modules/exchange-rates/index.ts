import { defineModule } from '../define-module.js';
import { exchangeRatesRoutes } from './exchange-rates.routes.js';
import { seedExchangeRatesDemo } from './exchange-rates.seed.js';

/**
 * What other modules may use of exchange rates (decision 0022): conversion of minor units between currencies with
 * the rates in force on a day — one amount (`convert`), or many of one day with one read (`converterOn`).
 */
export { convert, converterOf, converterOn, ratesInForceOn } from './convert-amount.js';
/** The rates in force as SQL for the price lookup's one statement (decision 0096). */
export { ratesInForceJson } from './exchange-rates.repository.js';

export const exchangeRatesModule = defineModule({
  name: 'exchangeRates',
  description: 'Exchange rates: the dated rate of each currency per AUD, and conversion between currencies',
  routes: exchangeRatesRoutes,
  seed: { demo: seedExchangeRatesDemo },
});
