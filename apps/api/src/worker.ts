import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedReferenceData } from './modules/seed.js';
import { startQueue } from './jobs/queue.js';
import { createModuleContext } from './modules/context.js';
import { moduleJobs } from './modules/index.js';

/**
 * A separate job worker (`npm run worker`) for PostgreSQL deployments that run the API with JOBS=external.
 * PGlite lives inside one process, so with the embedded database jobs always run inside the API.
 * It builds the same modules from the same config as the API: a worker in production mails through SMTP.
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
const ctx = await createModuleContext(config, database, (message, fields) =>
  process.stdout.write(`${message} ${JSON.stringify(fields)}\n`),
);
const queue = await startQueue(database, moduleJobs(ctx), { mode: 'in-process', work: true, ctx, log });
process.stdout.write('Portico worker running; Ctrl-C to stop.\n');

async function shutdown() {
  await queue.stop();
  ctx.integrations.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
