import { defineModule } from '../define-module.js';

/**
 * Billing set-ups of services. Ordering creates one per service, PENDING, in the order's transaction
 * (`createPendingBillingSetups`); activating them, bill runs and invoices come with the billing issue.
 */
export { createPendingBillingSetups, type PendingBillingSetup, removePendingBillingSetups } from './billing-setups.js';

export { billingSetupOf, billRunSince } from './billing-events.js';
/** A bill run recorded over a period (decision 0049: an un-cancel after one is charged pro rata). */
export { recordBillRun } from './bill-runs.repository.js';
/** The set-ups of a page of services at once (the products list). */
export { billingSetupsOf } from './billing-setup-reads.repository.js';

export const billingModule = defineModule({
  name: 'billing',
  description: 'Billing set-ups of services: created pending with each order',
});
