import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedReferenceData } from './db/seed/reference.js';
import { createIntegrations } from './integrations/index.js';
import { jobDefinitions } from './jobs/definitions.js';
import { startQueue } from './jobs/queue.js';
import { createAuthService } from './modules/auth/auth.service.js';

/**
 * A separate job worker (`npm run worker`) for PostgreSQL deployments that run the API with JOBS=external.
 * PGlite lives inside one process, so with the embedded database jobs always run inside the API.
 */
const config = loadConfig();
if (config.database.kind !== 'postgres') {
  process.stderr.write(
    'npm run worker needs DATABASE_URL (PostgreSQL); with the embedded database jobs run inside `npm start`.\n',
  );
  process.exit(2);
}
const database = await openDatabase(config.database);
await seedReferenceData(database.db);
const log = (msg: string, err?: unknown) => process.stderr.write(`${msg} ${err instanceof Error ? err.stack : ''}\n`);
// The same integrations as the API, chosen from the same config: a worker in production mails through SMTP.
const integrations = await createIntegrations(config, (message, fields) =>
  process.stdout.write(`${message} ${JSON.stringify(fields)}\n`),
);
const auth = createAuthService({ db: database.db, config, idTokens: integrations.idTokens });
const queue = await startQueue(database, jobDefinitions({ auth, mailer: integrations.mailer }), {
  mode: 'in-process',
  work: true,
  log,
});
process.stdout.write('Portico worker running; Ctrl-C to stop.\n');

async function shutdown() {
  await queue.stop();
  integrations.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
