import { defineEndpoints } from './endpoint.js';

/** The public product API the provider's Go SDK calls (decision 0050). */
export const publicProductEndpoints = defineEndpoints('services', {});
