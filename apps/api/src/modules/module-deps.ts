import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { MailSimulator } from '../integrations/mail/mailer.js';
import type { JobQueue } from '../jobs/queue.js';

/** What a business module's routes receive; services are built from these inside the module. */
export interface ModuleDeps {
  db: Db;
  config: AppConfig;
  queue: JobQueue;
  /** the mail adapter; modules queue mail as `mail.send` jobs rather than sending inside a request */
  mailer: MailSimulator;
}
