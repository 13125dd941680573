import type { Db } from '../../db/client.js';

/** What the partners area's use cases work with (apart from the service, so that they need not import it). */
export interface PartnersServiceDeps {
  db: Db;
}
