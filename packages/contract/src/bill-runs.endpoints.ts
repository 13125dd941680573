import {
  billRunAllParams,
  billRunParams,
  billRunSchema,
  billRunsPageSchema,
  billRunsQuerySchema,
  billRunStartedSchema,
  billRunStartQuery,
  billRunSupplierParams,
  setTestClockSchema,
  testClockParams,
  testClockSchema,
} from './bill-runs.js';
import { access, defineEndpoints } from './endpoint.js';

/** Bill runs (admin console §7; decision 0085): staff holding `financials`. */
export const billRunEndpoints = defineEndpoints('billing', {
  startSupplierBillRun: {
    method: 'POST',
    path: '/secure/billrun/:timestamp/supplierId/:supplierId',
    summary: "Queues a supplier's bill run (or one company's) over its local month holding the timestamp (ms)",
    access: access.staff('financials'),
    params: billRunSupplierParams,
    query: billRunStartQuery,
    response: billRunStartedSchema,
  },
  startAllBillRuns: {
    method: 'POST',
    path: '/secure/billrun/:timestamp/allSuppliers',
    summary: "Queues every supplier's bill run over its local month holding the timestamp (ms)",
    access: access.staff('financials'),
    params: billRunAllParams,
    response: billRunStartedSchema,
  },
  billRuns: {
    method: 'GET',
    path: '/secure/billruns',
    summary: 'Bill runs, newest first, optionally of one supplier, with their progress and what they made',
    access: access.staff('financials'),
    query: billRunsQuerySchema,
    response: billRunsPageSchema,
  },
  billRun: {
    method: 'GET',
    path: '/secure/billrun/:billRunId',
    summary: "One bill run's progress (chunks done of chunks) and summary",
    access: access.staff('financials'),
    params: billRunParams,
    response: billRunSchema,
  },

  testClock: {
    method: 'GET',
    path: '/secure/testclock/company/:companyId',
    summary: "A company's test clock: the moment billing takes as now for it (demo mode only)",
    access: access.staff('financials'),
    params: testClockParams,
    response: testClockSchema,
  },
  setTestClock: {
    method: 'PUT',
    path: '/secure/testclock/company/:companyId',
    summary:
      "Moves a company's test clock forward: its bill runs and estimate take that moment as now (demo mode only)",
    access: access.staff('financials'),
    params: testClockParams,
    body: setTestClockSchema,
    response: testClockSchema,
  },
  removeTestClock: {
    method: 'DELETE',
    path: '/secure/testclock/company/:companyId',
    summary: "Removes a company's test clock: it is billed on the real clock again (demo mode only)",
    access: access.staff('financials'),
    params: testClockParams,
    response: testClockSchema,
  },
});
