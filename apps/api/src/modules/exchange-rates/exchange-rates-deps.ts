import type { Db } from '../../db/client.js';

/** What the exchange-rates area's use cases work with (apart from the service, so that they need not import it). */
export interface ExchangeRatesServiceDeps {
  db: Db;
  now: () => Date;
}
