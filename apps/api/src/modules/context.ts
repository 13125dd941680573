import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { createIntegrations } from '../integrations/index.js';
import { type Clock, systemClock } from '../platform/clock.js';
import { createAuthService } from './auth/index.js';
import type { ModuleContext } from './define-module.js';

/** The context every module gets, built the same way by the API and by `npm run worker`. */
export async function createModuleContext(
  config: AppConfig,
  database: Database,
  log: (message: string, fields: Record<string, unknown>) => void,
  clock: Clock = systemClock,
): Promise<ModuleContext> {
  const integrations = await createIntegrations(config, log);
  const now = () => clock.now();
  const auth = createAuthService({
    db: database.db,
    config,
    idTokens: integrations.idTokens,
    now,
    listen: database.listen,
    onError: (err) => log("auth: writing the API keys' last uses failed", { err }),
  });
  return { db: database.db, databaseKind: database.kind, config, integrations, auth, clock, now };
}
