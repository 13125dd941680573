import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Provisioner } from '../../integrations/provisioning/provisioner.js';
import type { JobQueue } from '../../jobs/queue.js';

/** What the ordering use cases are built with. */
export interface OrderingDeps {
  db: Db;
  now: () => Date;
  queue: JobQueue;
  provisioner: Provisioner | null;
  guessing: AppConfig['guessing'];
}
