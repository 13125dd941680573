import { hash, verify } from '@node-rs/argon2';
import type { SocialProvider, UserLogin } from '@portico/contract';
import {
  isAdminLogin,
  isStaffCompany,
  isValidTotp,
  MESSAGES,
  newTotpSecret,
  passwordPolicyError,
  totpUri,
} from '@portico/domain';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError, invalid, unauthenticated } from '../../errors.js';
import type { IdTokenVerifier } from '../../integrations/identity/id-token-verifier.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Actor } from './actor.js';
import * as repo from './auth.repository.js';
import { hashToken, newToken } from './tokens.js';

/** OWASP's argon2id baseline (19 MiB, 2 passes): costly to guess offline, about 20 ms per login here. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** MFA is required when the company enforces it or staff require it of this person. */
function isMfaRequired(person: repo.PersonForLogin): boolean {
  return person.enforceMfa || person.requireTotp;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export interface LoginContext {
  ip?: string;
  userAgent?: string;
  traceId?: string;
}

export interface AuthServiceDeps {
  db: Db;
  config: AppConfig;
  idTokens: IdTokenVerifier;
  now?: () => Date;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ db, config, idTokens, now = () => new Date() }: AuthServiceDeps) {
  // Verifying against a fixed hash when the user does not exist keeps failed logins equally slow either way.
  const dummyHash = hashPassword('not-a-real-password-1A');

  async function throttleCheck(username: string) {
    const windowStart = new Date(now().getTime() - config.login.failureWindowMs);
    const failures = await repo.failuresInWindow(db, username.toLowerCase(), windowStart);
    if (failures >= config.login.maxFailuresPerUsername) throw new AppError('rate_limited', MESSAGES.tooManyAttempts);
  }

  async function fail(username: string, code: 'unauthenticated' | 'mfa_required', ctx: LoginContext): Promise<never> {
    const at = now();
    const windowStart = new Date(at.getTime() - config.login.failureWindowMs);
    await db.transaction(async (tx) => {
      await repo.recordFailure(tx, username.toLowerCase(), at, windowStart);
      await recordAudit(tx, {
        actor: null,
        action: 'login.failed',
        entityType: 'username',
        entityId: username.toLowerCase().slice(0, 200),
        traceId: ctx.traceId,
      });
    });
    throw code === 'mfa_required'
      ? new AppError('mfa_required', MESSAGES.loginMfaRequired, '2FA')
      : unauthenticated(MESSAGES.loginFailed);
  }

  async function buildLogin(person: repo.PersonForLogin, token: string, expiresAt: Date): Promise<UserLogin> {
    const { permissions } = await repo.loadPermissions(db, person.id);
    const base = { companyId: person.companyId, companyUid: person.companyUid, permissions };
    return {
      username: person.username,
      oAuthToken: { accessToken: token, tokenType: 'Bearer', expiresAt: expiresAt.getTime() },
      companyId: person.companyId,
      companyUid: person.companyUid,
      companyName: person.companyName,
      personId: person.id,
      personUid: person.uid,
      firstName: person.firstName,
      lastName: person.lastName,
      permissions,
      featureFlags: person.featureFlags,
      channelPartner: person.channelPartner,
      mfaReset: person.mfaReset,
      companyEnforcedMFA: isMfaRequired(person),
      mfaEnabled: person.mfaEnabled,
      forcePasswordReset: person.forcePasswordReset,
      staff: isStaffCompany(person.companyId),
      admin: isAdminLogin(base),
    };
  }

  async function issueToken(person: repo.PersonForLogin, method: string, ctx: LoginContext): Promise<UserLogin> {
    const token = newToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + config.tokenTtlMs);
    await db.transaction(async (tx) => {
      await repo.insertToken(tx, {
        tokenHash: hashToken(token),
        personId: person.id,
        method,
        expiresAt,
        userAgent: ctx.userAgent,
        ip: ctx.ip,
      });
      await repo.updatePerson(tx, person.id, { lastLoginAt: at });
      await repo.clearFailures(tx, person.username.toLowerCase());
      await recordAudit(tx, {
        actor: { personId: person.id, companyId: person.companyId },
        action: 'login',
        entityType: 'person',
        entityId: person.id,
        companyId: person.companyId,
        after: { method },
        traceId: ctx.traceId,
      });
    });
    return buildLogin(person, token, expiresAt);
  }

  function canLogIn(person: repo.PersonForLogin | null): person is repo.PersonForLogin {
    return Boolean(person?.active && person.companyActive);
  }

  async function checkSecondFactor(
    person: repo.PersonForLogin,
    oneTimePassword: string | undefined,
    ctx: LoginContext,
  ) {
    if (!person.mfaEnabled || !person.totpSecret) return;
    if (!oneTimePassword) throw new AppError('mfa_required', MESSAGES.loginMfaRequired, '2FA');
    if (!(await isValidTotp(person.totpSecret, oneTimePassword, now().getTime())))
      await fail(person.username, 'mfa_required', ctx);
  }

  return {
    async login(
      input: { username: string; password: string; oneTimePassword?: string },
      ctx: LoginContext,
    ): Promise<UserLogin> {
      await throttleCheck(input.username);
      const person = await repo.findPersonByUsername(db, input.username);
      if (!canLogIn(person) || !person.passwordHash) {
        await verify(await dummyHash, input.password).catch(() => false);
        return fail(input.username, 'unauthenticated', ctx);
      }
      const ok = await verify(person.passwordHash, input.password).catch(() => false);
      if (!ok) return fail(input.username, 'unauthenticated', ctx);
      await checkSecondFactor(person, input.oneTimePassword, ctx);
      return issueToken(person, 'password', ctx);
    },

    async socialLogin(
      provider: SocialProvider,
      input: { idToken: string; oneTimePassword?: string },
      ctx: LoginContext,
    ): Promise<UserLogin> {
      const identity = await idTokens.verify(provider, input.idToken).catch(() => null);
      if (!identity) throw unauthenticated(MESSAGES.loginFailed);
      await throttleCheck(identity.email);
      const person = await repo.findPersonByEmail(db, identity.email);
      if (!canLogIn(person)) return fail(identity.email, 'unauthenticated', ctx);
      await checkSecondFactor(person, input.oneTimePassword, ctx);
      return issueToken(person, `social:${provider}`, ctx);
    },

    async authenticate(token: string): Promise<Actor | null> {
      if (token.length > 200) return null;
      const owner = await repo.findTokenOwner(db, hashToken(token), now());
      if (!owner || !canLogIn(owner.person)) return null;
      const { person, permissions, companyUidById } = owner;
      const live = { id: owner.tokenId, expiresAt: owner.expiresAt };
      const base = { companyId: person.companyId, companyUid: person.companyUid, permissions };
      return {
        tokenId: live.id,
        tokenExpiresAt: live.expiresAt,
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
    },

    async logout(actor: Actor, ctx: LoginContext): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.revokeToken(tx, actor.tokenId, now());
        await recordAudit(tx, {
          actor,
          action: 'logout',
          entityType: 'person',
          entityId: actor.personId,
          companyId: actor.companyId,
          traceId: ctx.traceId,
        });
      });
    },

    async changePassword(actor: Actor, input: { passwordCurrent: string; passwordNew: string }, ctx: LoginContext) {
      const policy = passwordPolicyError(input.passwordNew);
      if (policy) throw invalid(policy);
      const person = await repo.findPersonById(db, actor.personId);
      const ok = person?.passwordHash
        ? await verify(person.passwordHash, input.passwordCurrent).catch(() => false)
        : false;
      if (!ok) throw invalid(MESSAGES.passwordChangeFailed);
      const passwordHash = await hashPassword(input.passwordNew);
      await db.transaction(async (tx) => {
        await repo.updatePerson(tx, actor.personId, { passwordHash, forcePasswordReset: false });
        // A changed password ends every other session of the person.
        await repo.revokeOtherTokens(tx, actor.personId, actor.tokenId, now());
        await recordAudit(tx, {
          actor,
          action: 'password.changed',
          entityType: 'person',
          entityId: actor.personId,
          companyId: actor.companyId,
          traceId: ctx.traceId,
        });
      });
    },

    isUsernameAvailable: async (username: string) => !(await repo.isUsernameTaken(db, username)),
    isEmailAvailable: async (email: string) => !(await repo.isEmailTaken(db, email)),

    mfaStatus(actor: Actor) {
      return { mfaEnabled: actor.mfaEnabled, companyEnforcedMFA: actor.companyEnforcedMfa };
    },

    /** Starts (or restarts) enrolment: the secret only protects logins once a code from it has been verified. */
    async startMfaEnrolment(actor: Actor, ctx: LoginContext) {
      if (actor.mfaEnabled) throw new AppError('conflict', MESSAGES.mfaAlreadyEnabled);
      const secret = newTotpSecret();
      await db.transaction(async (tx) => {
        await repo.updatePerson(tx, actor.personId, { totpSecret: secret });
        await recordAudit(tx, {
          actor,
          action: 'mfa.enrolment.started',
          entityType: 'person',
          entityId: actor.personId,
          companyId: actor.companyId,
          traceId: ctx.traceId,
        });
      });
      return { secret, otpauthUri: totpUri(secret, actor.username) };
    },

    async verifyMfaEnrolment(actor: Actor, code: string, ctx: LoginContext) {
      const person = await repo.findPersonById(db, actor.personId);
      if (!person?.totpSecret) throw invalid(MESSAGES.mfaNotStarted);
      if (!(await isValidTotp(person.totpSecret, code, now().getTime()))) throw invalid(MESSAGES.mfaInvalidCode);
      await db.transaction(async (tx) => {
        await repo.updatePerson(tx, actor.personId, { mfaEnabled: true, mfaReset: false });
        await recordAudit(tx, {
          actor,
          action: 'mfa.enabled',
          entityType: 'person',
          entityId: actor.personId,
          companyId: actor.companyId,
          traceId: ctx.traceId,
        });
      });
    },

    async disableMfa(actor: Actor, ctx: LoginContext) {
      if (actor.companyEnforcedMfa) throw invalid(MESSAGES.mfaDisabledByPolicy);
      await db.transaction(async (tx) => {
        await repo.updatePerson(tx, actor.personId, { mfaEnabled: false, totpSecret: null });
        await recordAudit(tx, {
          actor,
          action: 'mfa.disabled',
          entityType: 'person',
          entityId: actor.personId,
          companyId: actor.companyId,
          traceId: ctx.traceId,
        });
      });
    },

    purgeDeadTokens: (olderThanMs = 86_400_000) => repo.deleteDeadTokens(db, new Date(now().getTime() - olderThanMs)),
  };
}
