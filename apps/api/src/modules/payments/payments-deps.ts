import type { Db } from '../../db/client.js';

/** What the payments use cases need (decision 0090). */
export interface PaymentsDeps {
  db: Db;
  now: () => Date;
}
