import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedReferenceData } from '../modules/seed.js';
import { createStaffAdmin, setPasswordUrl } from '../modules/people/index.js';

/**
 * `npm run admin:create -- --username jo.admin --email jo@example.com --first Jo --last Admin`
 * Creates a staff administrator (company 1) on the configured database and prints a single-use link to set the
 * password: how a production install, which has no demo logins, gets its first login.
 */
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    first: { type: 'string' },
    last: { type: 'string' },
  },
});
const { username, email, first, last } = values;
if (!username || !email || !first || !last) {
  process.stderr.write(
    'Usage: npm run admin:create -- --username <name> --email <address> --first <name> --last <name>\n',
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await seedReferenceData(database.db);
  const { personId, setPasswordToken } = await createStaffAdmin(
    database.db,
    {
      username,
      email,
      firstName: first,
      lastName: last,
    },
    new Date(),
  );
  process.stdout.write(
    `Staff administrator ${username} created (person ${personId}).\n` +
      `Set the password within the link's lifetime at:\n  ${setPasswordUrl(config, setPasswordToken)}\n`,
  );
} catch (error) {
  process.stderr.write(
    `Could not create the administrator: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
