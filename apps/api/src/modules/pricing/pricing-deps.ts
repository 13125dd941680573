import type { Db } from '../../db/client.js';

/** What the pricing area's use cases work with (apart from the service, so that they need not import it). */
export interface PricingServiceDeps {
  db: Db;
  now: () => Date;
}
