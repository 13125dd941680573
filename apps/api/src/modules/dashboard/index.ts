import { defineModule } from '../define-module.js';
import { dashboardRoutes } from './dashboard.routes.js';

/**
 * The customer's dashboard (decision 0052): it owns no tables; it reads the services, the audit log, the catalogue
 * and the telemetry through their areas' indexes.
 */
export const dashboardModule = defineModule({
  name: 'dashboard',
  description: "Dashboard: a company's services live and provisioning, utilisation, busiest VXCs, activity, map",
  routes: dashboardRoutes,
});
