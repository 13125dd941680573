import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
// E2E_PORT lets a second run (another checkout) use a port of its own.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// Every run seeds a fresh embedded database, so journeys never depend on what an earlier run left behind.
const dataDir = mkdtempSync(path.join(tmpdir(), 'portico-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // Journeys are whole user flows (several pages, dialogs, saves) beside the API tests on two cores: 30 s was too close.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // a trace records every step and screencasts the page: a third of a journey's CPU. CI retries a failed journey
    // once, and the retry keeps its trace; E2E_TRACE=1 keeps the trace of any failed run
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'on-first-retry',
    screenshot: 'only-on-failure',
    // the app then opens dialogs, drawers and menus at once (theme.ts): no step waits for an animation, and the
    // browser draws no frames of one
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // The API serves the built web app (apps/web/dist) at `/`: build both first (`npm run build`).
    command: `node ${JSON.stringify(path.resolve(here, '../api/dist/main.js'))}`,
    cwd: path.resolve(here, '../..'),
    // E2E_DATABASE_URL (npm test sets it when it has a PostgreSQL server): a fresh database there instead of the
    // embedded one, which leaves the cores to the tests running beside the journeys
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // the journeys run side by side as a handful of demo people: the per-person VLAN check limit is for guessers
      VLAN_CHECKS_PER_MINUTE: '10000',
      // every journey logs in from 127.0.0.1: the per-address login limit is for one guesser, not a test run
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // a provisioning step a second (the demo's three): the journeys watch a service go LIVE, not wait for it
      PROVISIONING_STEP_SECONDS: '1',
      // a refused accounting post is retried after a tenth of a second: the journeys watch a sync fail, not wait
      SYNC_RETRY_BACKOFF_MS: '100',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : { DATA_DIR: dataDir }),
    },
    url: `${BASE_URL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
