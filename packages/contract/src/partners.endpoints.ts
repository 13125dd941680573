import { defineEndpoints } from './endpoint.js';

/** The partners area's endpoints (being moved here from the server's route files). */
export const partnersEndpoints = defineEndpoints('partners', {});
