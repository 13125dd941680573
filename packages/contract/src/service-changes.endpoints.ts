import { defineEndpoints } from './endpoint.js';

/** Changes of a service's network settings and a VXC's speed change (decision 0051). */
export const serviceChangeEndpoints = defineEndpoints('services', {});
