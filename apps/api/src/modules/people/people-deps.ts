import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { PersonSessions } from './person-sessions.js';

/** What the people area's use cases work with. */
export interface PeopleDeps {
  db: Db;
  config: AppConfig;
  queue: JobQueue;
  now: () => Date;
  /** a person's sessions, auth's (given from above: `PersonSessions`) */
  sessions: PersonSessions;
}
