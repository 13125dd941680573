import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { passwordTokens, persons } from './people.tables.js';

export type PasswordLinkPurpose = 'welcome' | 'reset';

/** Ends every still-open link of the person (a new one replaces them). */
export async function expireOpenLinks(tx: DbOrTx, personId: number, now: Date): Promise<void> {
  await tx
    .update(passwordTokens)
    .set({ expiresAt: now })
    .where(
      and(eq(passwordTokens.personId, personId), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)),
    );
}

export async function insertLink(
  tx: DbOrTx,
  link: { tokenHash: string; personId: number; purpose: PasswordLinkPurpose; expiresAt: Date },
): Promise<void> {
  await tx.insert(passwordTokens).values(link);
}

/**
 * Claims an open link by its hash: marking it used and reading it is one statement, so two clicks cannot both use
 * it. Null when there is no such open link.
 */
export async function claimLink(tx: DbOrTx, tokenHash: string, at: Date) {
  const [link] = await tx
    .update(passwordTokens)
    .set({ usedAt: at })
    .where(
      and(eq(passwordTokens.tokenHash, tokenHash), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, at)),
    )
    .returning({ personId: passwordTokens.personId, purpose: passwordTokens.purpose });
  return link ?? null;
}

/** Sets an active person's password (ending a forced reset); null when the person is not active. */
export async function setPasswordOfActivePerson(tx: DbOrTx, personId: number, passwordHash: string) {
  const [person] = await tx
    .update(persons)
    .set({ passwordHash, forcePasswordReset: false })
    .where(and(eq(persons.id, personId), eq(persons.active, true)))
    .returning({ id: persons.id, companyId: persons.companyId });
  return person ?? null;
}
