// Before the browser journeys: find Debian's Chromium, or install it when this machine can (root with apt-get),
// or stop with one line that says what to run. Playwright never downloads a browser of its own here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const INSTALL = 'apt-get install -y chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `Browser journeys need Chromium at ${CHROMIUM}: run \`sudo ${INSTALL}\` (Debian/Ubuntu), then npm test again.`,
    );
    process.exit(1);
  }
  console.log(`Chromium not found: installing it (${INSTALL}) …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  } catch {
    // A fresh machine may not have the package lists yet.
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`Installing Chromium did not provide ${CHROMIUM}; install it by hand: sudo ${INSTALL}`);
    process.exit(1);
  }
}
