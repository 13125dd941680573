import type { Db } from '../../db/client.js';

/** What the promo area's use cases work with (apart from the service, so that they need not import it). */
export interface PromoServiceDeps {
  db: Db;
  /** the app's clock (a code's window, a removal's date) */
  now: () => Date;
}
