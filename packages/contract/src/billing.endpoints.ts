import { z } from 'zod';
import {
  activateBillableSchema,
  billableParams,
  billableRowSchema,
  billableSchema,
  billablesPageSchema,
  billablesQuerySchema,
  billingProductParams,
  billingServiceParams,
  billingSetupSchema,
  resetToMonthlySchema,
  resetToMonthlyResultSchema,
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
  billables: {
    method: 'GET',
    path: '/secure/billables',
    summary: 'Billables by text, filter status, supplier and the day they were set up, newest first (paged; CSV)',
    access: access.staff('financials'),
    query: billablesQuerySchema,
    response: billablesPageSchema,
    alsoCsv: true,
  },
  productBillables: {
    method: 'GET',
    path: '/secure/billables/product/:productUid',
    summary: "A product's billables, newest first (the billable product detail)",
    access: access.staff('financials'),
    params: billingProductParams,
    response: z.array(billableRowSchema),
  },
  activateBillable: {
    method: 'POST',
    path: '/v2/billable/:id/activate',
    summary: 'Activate a billable from an optional day (today where not given), never before its contract start',
    access: access.staff('financials'),
    params: billableParams,
    body: activateBillableSchema,
    response: billableSchema,
  },
  killBilling: {
    method: 'DELETE',
    path: '/secure/service/:id/billable/kill',
    summary: "Kill a service's billing: its open billable KILLED, the service then listed as unbilled",
    access: access.staff('financials'),
    params: billingServiceParams,
    response: billableSchema,
  },
  resetToMonthly: {
    method: 'POST',
    path: '/secure/pricing/resettom2m',
    summary: "Put services' billing on month to month (ROLLING) from now; each one that cannot is named with why",
    access: access.staff('financials'),
    body: resetToMonthlySchema,
    response: resetToMonthlyResultSchema,
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
