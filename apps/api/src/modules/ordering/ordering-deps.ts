import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { CloudPartners } from '../../integrations/cloud/cloud-partners.js';
import type { Provisioner } from '../../integrations/provisioning/provisioner.js';
import type { JobQueue } from '../../jobs/queue.js';

/** What the ordering use cases are built with. */
export interface OrderingDeps {
  db: Db;
  now: () => Date;
  queue: JobQueue;
  provisioner: Provisioner | null;
  guessing: AppConfig['guessing'];
  /** Azure and Google key lookups; null when none is configured */
  cloudPartners: CloudPartners | null;
}
