import { defineEndpoints } from './endpoint.js';

/** The supplies area's endpoints (being moved here from the server's route files). */
export const suppliesEndpoints = defineEndpoints('supplies', {});
