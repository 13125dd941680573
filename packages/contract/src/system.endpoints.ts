import { defineEndpoints } from './endpoint.js';

/** The system area's endpoints (being moved here from the server's route files). */
export const systemEndpoints = defineEndpoints('system', {});
