import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { createIntegrations } from '../integrations/index.js';
import { createAuthService } from './auth/index.js';
import type { ModuleContext } from './define-module.js';

/** The context every module gets, built the same way by the API and by `npm run worker`. */
export async function createModuleContext(
  config: AppConfig,
  database: Database,
  log: (message: string, fields: Record<string, unknown>) => void,
): Promise<ModuleContext> {
  const integrations = await createIntegrations(config, log);
  const auth = createAuthService({ db: database.db, config, idTokens: integrations.idTokens });
  return { db: database.db, databaseKind: database.kind, config, integrations, auth };
}
