import type { AdminPortOrderParsed, PortOrderParsed } from '@portico/contract';
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

/** A port order as the use cases take it: the customer's fields, and staff's overrides when staff order. */
export type AnyPortOrder = PortOrderParsed & Partial<Omit<AdminPortOrderParsed, keyof PortOrderParsed>>;
