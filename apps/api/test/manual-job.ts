import { expect } from 'vitest';
import type { TestApp } from './harness.js';

/**
 * Starts a manual job as staff do from the batch screen (`POST /secure/batchprocess/run`) and polls its status
 * (`GET /secure/batchprocess/check`) until it has finished: the final status, its output typed by the caller.
 */
export async function runManualJob<Output>(
  t: TestApp,
  staffToken: string,
  method: string,
): Promise<{ running: boolean; state: string; output: Output }> {
  const run = await t.call(staffToken, { method: 'POST', url: '/secure/batchprocess/run', payload: { method } });
  expect(run.statusCode, run.body).toBe(202);
  const { jobId } = run.json().data;
  let status: { running: boolean; state: string; output: Output } | undefined;
  for (let i = 0; i < 60 && (status === undefined || status.running); i++) {
    if (status) await new Promise((r) => setTimeout(r, 250));
    status = (
      await t.call(staffToken, { method: 'GET', url: '/secure/batchprocess/check', query: { method, params: jobId } })
    ).json().data;
  }
  return status!;
}
