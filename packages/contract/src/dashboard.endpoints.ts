import { defineEndpoints } from './endpoint.js';

/** The customer's dashboard (decision 0052). */
export const dashboardEndpoints = defineEndpoints('services', {});
