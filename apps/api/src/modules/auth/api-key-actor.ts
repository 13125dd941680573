import { API_KEY_MESSAGES, apiKeyTokenPermissions } from '@portico/domain';
import { AppError } from '../../errors.js';
import type { Actor } from '../../http/actor.js';
import type { TokenOwner } from './auth.repository.js';

/**
 * The caller of a token made from an API key (decision 0050): its creator, narrowed on every call to the key's
 * permissions that the creator still holds in the key's company. It reaches that company only (no virtual
 * employer), and is never staff nor admin, so no staff route or other company's data is open to a key. The key's
 * company is the actor's company, so a key a service agent made for a company they serve (decision 0075) acts there.
 */
export function apiKeyActor(person: Actor, key: NonNullable<TokenOwner['apiKey']>): Actor {
  const uid = person.companyUidById.get(key.companyId);
  return {
    ...person,
    companyId: key.companyId,
    companyUid: uid ?? '',
    companyName: key.companyName,
    isStaff: false,
    isAdmin: false,
    permissions: uid === undefined ? {} : apiKeyTokenPermissions(key.permissions, person.permissions, uid),
    companyUidById: uid === undefined ? new Map() : new Map([[key.companyId, uid]]),
    apiKeyId: key.id,
    apiKeyCreatorPermissions: uid === undefined ? [] : (person.permissions[uid] ?? []),
  };
}

/** The actor of a person's own session: an API key's token is refused (403) where only the person may act. */
export function requirePersonSession(actor: Actor): Actor {
  if (actor.apiKeyId !== undefined) throw new AppError('forbidden', API_KEY_MESSAGES.accountNotFromApiKey);
  return actor;
}
