import { z } from 'zod';
import { defineJob } from '../define-module.js';
import { compactServiceCounts } from './service-lists.repository.js';

/**
 * Every five minutes: folds each company's listed-services count changes into one row (decision 0048), so that
 * reading a company's total stays a sum of a row or two however busy it has been. Nothing depends on when it runs:
 * the sum is the same before and after.
 */
export const compactServiceCountsJob = defineJob({
  name: 'services.compactServiceCounts',
  payload: z.object({}),
  cron: '*/5 * * * *',
  manual: true,
  timeLimitSeconds: 120,
  handler: async (_payload, run) => ({ companies: await compactServiceCounts(run.tx) }),
});
