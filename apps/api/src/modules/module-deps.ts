import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { CreditBureau } from '../integrations/credit/credit-bureau.js';
import type { JobQueue } from '../jobs/queue.js';

/** What a business module's routes receive; services are built from these inside the module. */
export interface ModuleDeps {
  db: Db;
  config: AppConfig;
  queue: JobQueue;
  /** null when credit checks are switched off (production without a bureau) */
  creditBureau: CreditBureau | null;
}
