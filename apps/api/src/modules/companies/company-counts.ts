import { z } from 'zod';
import { defineJob } from '../define-module.js';
import { compactCompanyCounts } from './company-list.repository.js';

/**
 * Every five minutes: folds the live companies' count changes into one row per account type and active state
 * (decision 0100), so the staff list's total stays a sum of a row or two however many companies were registered or
 * changed. Nothing depends on when it runs: the sum is the same before and after.
 */
export const compactCompanyCountsJob = defineJob({
  name: 'companies.compactCompanyCounts',
  payload: z.object({}),
  cron: '*/5 * * * *',
  manual: true,
  timeLimitSeconds: 120,
  handler: async (_payload, run) => ({ keys: await compactCompanyCounts(run.tx) }),
});
