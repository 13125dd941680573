import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.js';
import type { AnyJob } from '../src/jobs/define-job.js';
import { type JobQueue, startQueue } from '../src/jobs/queue.js';
import type { ModuleContext } from '../src/modules/define-module.js';

/**
 * What the killed-worker tests share (mail, provisioning, decommissioning): a file a worker process writes a line
 * to for each step it takes, a worker in a process of its own (`fixtures/job-worker.ts`) killed with SIGKILL once
 * the test has seen enough, and a worker in the test's process that takes the dead one's jobs over within seconds.
 */
export function stepsFile(prefix: string): { file: string; lines: () => string[] } {
  const file = join(mkdtempSync(join(tmpdir(), `portico-${prefix}-`)), 'steps.txt');
  return { file, lines: () => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []) };
}

/** Runs `fixtures/job-worker.ts <url> <kind> <file>` and kills it once `seen` holds (within 60 s: a loaded machine starts a worker slowly). */
export async function killWorkerOnce(url: string, kind: string, file: string, seen: () => boolean): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'fixtures/job-worker.ts'), url, kind, file],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await expect.poll(seen, { timeout: 60_000, interval: 20 }).toBe(true);
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
}

/** A worker of `jobs` in this process, on leases short enough to take a dead worker's jobs over in seconds. */
export function survivingWorker(
  database: Database,
  jobs: readonly AnyJob<ModuleContext>[],
  ctx: unknown,
): Promise<JobQueue> {
  return startQueue(database, jobs, {
    mode: 'in-process',
    work: true,
    ctx: ctx as ModuleContext,
    log: () => {},
    leaseSeconds: 2,
    maintenanceSeconds: 1,
  });
}
