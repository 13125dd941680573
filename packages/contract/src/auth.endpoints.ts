import { defineEndpoints } from './endpoint.js';

/** The auth area's endpoints (being moved here from the server's route files). */
export const authEndpoints = defineEndpoints('auth', {});
