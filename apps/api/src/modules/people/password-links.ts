import { PASSWORD_LINK_LIFETIMES } from '@portico/domain';
import type { AppConfig } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import * as links from './password-links.repository.js';
import type { PasswordLinkPurpose } from './password-links.repository.js';

// A person's set-password links (decision 0067): people keep a person's password, so they issue the links that set
// it — the welcome link of a new employee here, the forgot-password link for auth's form — and use them.

export function setPasswordUrl(config: AppConfig, token: string, origin = config.publicUrl): string {
  return `${origin}/#/setPassword?token=${encodeURIComponent(token)}`;
}

/**
 * A new single-use link for the person; earlier unused links of the person stop working. Call it inside the
 * transaction that creates the person or records the request. Returns the token to put in the mail.
 */
export async function issuePasswordLink(
  tx: DbOrTx,
  personId: number,
  purpose: PasswordLinkPurpose,
  now: Date,
): Promise<string> {
  await links.expireOpenLinks(tx, personId, now);
  const token = newToken();
  await links.insertLink(tx, {
    tokenHash: hashToken(token),
    personId,
    purpose,
    expiresAt: new Date(now.getTime() + PASSWORD_LINK_LIFETIMES[purpose].ms),
  });
  return token;
}

/**
 * Uses an open link, once, to set its person's password (ending a forced reset), in the caller's transaction: the
 * person and the link's purpose, or null when the link is not open or its person is not active (the caller then
 * refuses, which undoes the claim with its transaction). Claiming the link and using it is one statement, so two
 * clicks cannot both set a password.
 */
export async function setPasswordByLink(
  tx: DbOrTx,
  token: string,
  passwordHash: string,
  at: Date,
): Promise<{ person: { id: number; companyId: number }; purpose: PasswordLinkPurpose } | null> {
  const link = await links.claimLink(tx, hashToken(token), at);
  if (!link) return null;
  const person = await links.setPasswordOfActivePerson(tx, link.personId, passwordHash);
  return person ? { person, purpose: link.purpose as PasswordLinkPurpose } : null;
}
