import { defineModule } from '../define-module.js';
import { accountingRoutes } from './accounting.routes.js';
import { erpExportJob, erpRetryJob } from './erp-jobs.js';
import { syncRunJob } from './sync-jobs.js';

/**
 * Accounting sync and the ERP export (decision 0092): payments, allocations and committed invoices posted to the
 * accounting system once each, and companies' supplies sent to the ERP in customer batches — all as background
 * jobs, from the integrations config chose (off in production until a real adapter exists).
 */
export const accountingModule = defineModule({
  name: 'accounting',
  description: 'Accounting sync of payments, allocations and invoices; the ERP export of customer records',
  routes: accountingRoutes,
  jobs: [syncRunJob, erpExportJob, erpRetryJob],
});
