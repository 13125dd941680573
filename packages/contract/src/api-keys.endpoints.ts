import { defineEndpoints } from './endpoint.js';

/** A company's API keys and the OAuth2 client-credentials token (decision 0050). */
export const apiKeyEndpoints = defineEndpoints('auth', {});
