import { defineEndpoints } from './endpoint.js';

/** The people area's endpoints (being moved here from the server's route files). */
export const peopleEndpoints = defineEndpoints('people', {});
