import {
  billableSchema,
  billingServiceParams,
  billingSetupSchema,
  unbilledPageSchema,
  unbilledQuerySchema,
} from './billing.js';
import { access, defineEndpoints } from './endpoint.js';

/** Billing's staff calls (admin console §7, §9; decision 0081): staff holding `financials`. */
export const billingEndpoints = defineEndpoints('billing', {
  unbilledServices: {
    method: 'GET',
    path: '/secure/billing/unbilled',
    summary: 'Services without a billable (every one but NEW), newest first, optionally of one supplier',
    access: access.staff('financials'),
    query: unbilledQuerySchema,
    response: unbilledPageSchema,
    alsoCsv: true,
  },
  setUpBilling: {
    method: 'POST',
    path: '/secure/technicalservice/:id/billing',
    summary:
      "Set up a service's billing: a billable created not activated (admin defaults: setup 0, monthly 500, term 12)",
    access: access.staff('financials'),
    params: billingServiceParams,
    body: billingSetupSchema,
    response: billableSchema,
  },
});
