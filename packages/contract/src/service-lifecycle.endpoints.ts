import { defineEndpoints } from './endpoint.js';

/** A service's lifecycle actions, their price check and the service lock (decision 0049). */
export const lifecycleEndpoints = defineEndpoints('services', {});
