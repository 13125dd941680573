import { isAdminLogin, isStaffCompany } from '@portico/domain';
import type { Database, Db } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
import { hashToken } from '../../platform/tokens.js';
import { apiKeyActor } from './api-key-actor.js';
import { markApiKeysUsed } from './api-keys.repository.js';
import * as repo from './auth.repository.js';
import { AUTH_CHANNEL, createTokenCache, type KeptCaller } from './token-cache.js';

/** How often a process writes the last use of the API keys its requests saw (never in the request itself). */
const KEY_USES_EVERY_MS = 5_000;

export interface AuthenticatorDeps {
  db: Db;
  now: () => Date;
  /** the database's `listen`; without it (a job worker) nothing is kept and every request reads its token */
  listen?: Database['listen'];
  onError?: (err: unknown) => void;
}

/** MFA is required when a company the person acts for enforces it, or staff require it of this person. */
export function isMfaRequired(person: repo.PersonForLogin): boolean {
  return person.enforceMfa || person.requireTotp;
}

/** Whether the person may use the portal at all: they and their company are active. */
export function canLogIn(person: repo.PersonForLogin | null): person is repo.PersonForLogin {
  return Boolean(person?.active && person.companyActive);
}

function callerOf(owner: repo.TokenOwner): KeptCaller {
  const { person, permissions, companyUidById } = owner;
  const base = { companyId: person.companyId, companyUid: person.companyUid, permissions };
  const actor: Actor = {
    tokenId: owner.tokenId,
    tokenExpiresAt: owner.expiresAt,
    personId: person.id,
    personUid: person.uid,
    username: person.username,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    companyId: person.companyId,
    companyUid: person.companyUid,
    companyName: person.companyName,
    isStaff: isStaffCompany(person.companyId),
    isAdmin: isAdminLogin(base),
    channelPartner: person.channelPartner,
    featureFlags: person.featureFlags,
    permissions,
    companyUidById,
    mfaEnabled: person.mfaEnabled,
    mfaReset: person.mfaReset,
    companyEnforcedMfa: isMfaRequired(person),
    mustEnrolMfa: isMfaRequired(person) && !person.mfaEnabled,
    mustChangePassword: person.forcePasswordReset,
  };
  const companyIds = [person.companyId, ...companyUidById.keys()];
  if (owner.apiKey) companyIds.push(owner.apiKey.companyId);
  return {
    // an API key's token: its powers narrowed to the key's
    actor: owner.apiKey ? apiKeyActor(actor, owner.apiKey) : actor,
    tokenId: owner.tokenId,
    personId: person.id,
    companyIds,
    apiKeyId: owner.apiKey?.id ?? null,
    expiresAt: owner.expiresAt,
  };
}

/**
 * Turns a bearer token into its caller (decision 0094): from this process's kept callers when it holds the token,
 * else with the one token lookup, kept for the next request. The database tells every process of each change to a
 * kept caller (migration 0038's triggers on `AUTH_CHANNEL`); this process hears its own commits before they return,
 * so the request after a logout, a revoked key or a role change here is refused, and one in another process within
 * the notification's way there. An API key's last use is written in batches, never by the request.
 */
export function createAuthenticator({ db, now, listen, onError = () => {} }: AuthenticatorDeps) {
  const cache = createTokenCache();
  let stopListening: (() => Promise<void>) | null = null;

  let keyUses = new Map<number, Date>();
  let keyUsesTimer: NodeJS.Timeout | null = null;
  const flushKeyUses = async () => {
    if (keyUsesTimer) clearTimeout(keyUsesTimer);
    keyUsesTimer = null;
    const uses = keyUses;
    keyUses = new Map();
    await markApiKeysUsed(db, uses).catch((err: unknown) => {
      // kept for the next batch: a failed write loses no use
      for (const [id, at] of uses) if (!keyUses.has(id)) keyUses.set(id, at);
      throw err;
    });
  };
  const markKeyUsed = (id: number, at: Date) => {
    const last = keyUses.get(id);
    if (!last || last < at) keyUses.set(id, at);
    keyUsesTimer ??= setTimeout(() => void flushKeyUses().catch(onError), KEY_USES_EVERY_MS).unref();
  };

  return {
    async authenticate(token: string): Promise<Actor | null> {
      if (token.length > 200) return null;
      const tokenHash = hashToken(token);
      const at = now();
      let caller = cache.get(tokenHash, at);
      if (!caller) {
        const readAt = cache.generation();
        const owner = await repo.findTokenOwner(db, tokenHash, at);
        if (!owner || !canLogIn(owner.person)) return null;
        caller = callerOf(owner);
        cache.keep(tokenHash, caller, readAt);
      }
      if (caller.apiKeyId !== null) markKeyUsed(caller.apiKeyId, at);
      return caller.actor;
    },

    /** Writes the API keys' last uses this process holds (before a list that shows them, and on close). */
    flushKeyUses,

    /** Starts hearing changes; callers are kept from the moment this process listens. */
    async start(): Promise<void> {
      if (!listen || stopListening) return;
      stopListening = await listen(AUTH_CHANNEL, (payload) => cache.forget(payload), {
        hearOwnCommits: true,
        onListening: (listening) => cache.setListening(listening),
      });
    },

    async close(): Promise<void> {
      await stopListening?.();
      stopListening = null;
      await flushKeyUses();
    },
  };
}
