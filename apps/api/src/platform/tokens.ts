// Secret tokens and the hashes they are stored as, the platform's (decision 0067): sessions, API keys and
// set-password links all use them.

import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. The token itself is only ever in the client's hands. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
