import { dashboardParamsSchema, dashboardSchema } from './dashboard.js';
import { access, defineEndpoints } from './endpoint.js';

/** The customer's dashboard (decision 0052). */
export const dashboardEndpoints = defineEndpoints('dashboard', {
  company: {
    method: 'GET',
    path: '/secure/dashboard/company/:id',
    summary:
      "A company's dashboard: services live and provisioning, network utilisation and the five busiest VXCs over " +
      'the last 24 hours, recent activity on its services and the locations they stand in',
    access: access.tenant('company', 'id', 'services'),
    params: dashboardParamsSchema,
    response: dashboardSchema,
  },
});
