/** A company's API keys and the OAuth2 client-credentials tokens made from them (decision 0050). */
export const API_KEY_MESSAGES = {
  created: 'API key created',
  revoked: 'API key revoked',
} as const;
