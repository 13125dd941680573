import type { Db } from '../../db/client.js';

/** What the pricebook area's use cases work with (apart from the service, so that they need not import it). */
export interface PricebookServiceDeps {
  db: Db;
  /** the clock that says which day is today (tests may fix it) */
  now: () => Date;
}
