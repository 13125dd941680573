import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { DEMO_MFA_SECRET, DEMO_PASSWORD, DEMO_USERS } from './modules/seed.js';

/** A configuration the server refuses (production without its settings, say) ends the start with its reason. */
function refuse(error: unknown): never {
  process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n\n`);
  process.exit(2);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return refuse(error);
  }
})();
const built = await buildApp(config).catch(refuse);
const { app } = built;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests and jobs');
  // A second signal while draining means "now".
  const force = setTimeout(() => process.exit(1), 30_000);
  force.unref();
  try {
    await built.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

const db =
  config.database.kind === 'pglite'
    ? `embedded PostgreSQL (PGlite) in ${config.database.dataDir}`
    : 'PostgreSQL (DATABASE_URL)';
const lines = [
  '',
  `  Portico is running at ${config.publicUrl}  (${config.mode} mode)`,
  `  API docs: ${config.publicUrl}/docs    database: ${db}    jobs: ${config.jobs}`,
];
if (config.mode === 'demo') {
  app.log.warn(
    'DEMO MODE: simulated identity providers, mail and credit bureau, and demo logins with a published password. ' +
      'Never expose a demo server to the internet; set RUN_MODE=production for a real one.',
  );
  lines.push(
    '',
    '  DEMO MODE: external systems are simulated and anyone can sign in as a demo user. Not for the internet.',
  );
}
if (config.seedDemo) {
  lines.push('', `  Demo logins (password ${DEMO_PASSWORD}):`);
  for (const user of DEMO_USERS) lines.push(`    ${user.username.padEnd(14)} ${user.note}`);
  lines.push(`  mfa.user TOTP secret (base32): ${DEMO_MFA_SECRET}`);
}
lines.push('', '  Press Ctrl-C to stop.', '');
process.stdout.write(`${lines.join('\n')}\n`);
