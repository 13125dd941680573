import type { SocialProvider, UserLogin } from '@portico/contract';
import {
  isAdminLogin,
  isStaffCompany,
  MESSAGES,
  matchTotpStep,
  newTotpSecret,
  passwordPolicyError,
  totpUri,
} from '@portico/domain';
import type { AppConfig } from '../../config.js';
import type { Database, Db, DbOrTx } from '../../db/client.js';
import { AppError, invalid, unauthenticated } from '../../errors.js';
import type { IdTokenVerifier } from '../../integrations/identity/id-token-verifier.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { inChange, recordAudit } from '../audit/index.js';
import type { Actor } from '../../http/actor.js';
import type { LoginContext } from '../../http/context.js';

export type { LoginContext } from '../../http/context.js';
import * as repo from './auth.repository.js';
import { sourceOf } from '../../http/failure-counter.js';
import { createThrottle, loginAccount, reauthAccount, type ThrottleKey } from './login-throttle.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { canLogIn, createAuthenticator, isMfaRequired } from './authenticate.js';

export interface AuthServiceDeps {
  db: Db;
  config: AppConfig;
  idTokens: IdTokenVerifier;
  now: () => Date;
  /** the database's `listen`, which keeps callers exact across processes (decision 0094) */
  listen?: Database['listen'];
  onError?: (err: unknown) => void;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ db, config, idTokens, now, listen, onError }: AuthServiceDeps) {
  const authenticator = createAuthenticator({ db, now, listen, onError });
  // Verifying against a fixed hash when the user does not exist keeps failed logins equally slow either way.
  const dummyHash = hashPassword('not-a-real-password-1A');

  const throttle = createThrottle(db, config.login, now);

  /** The login throttle's key: the account as stored when the person exists, so no spelling escapes its count. */
  const loginKey = (name: string, ctx: LoginContext): ThrottleKey => ({
    account: loginAccount(name),
    source: sourceOf(ctx.ip),
  });

  async function fail(
    username: string,
    key: ThrottleKey,
    code: 'unauthenticated' | 'mfa_required',
    ctx: LoginContext,
  ): Promise<never> {
    await inChange(db, { actor: null, traceId: ctx.traceId }, async ({ tx, audit }) => {
      await throttle.recordFailure(tx, key);
      await audit({ action: 'login.failed', entityType: 'username', entityId: username.toLowerCase().slice(0, 200) });
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

  async function issueToken(
    person: repo.PersonForLogin,
    method: string,
    key: ThrottleKey,
    ctx: LoginContext,
  ): Promise<UserLogin> {
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
      await throttle.recordSuccess(tx, key);
      // Logging in has no actor yet (no session): the person logging in is the audit record's actor, written
      // directly since inChange takes the actor of an authenticated request.
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

  /** A code from the person's authenticator, each accepted once: true when it is right and not used before. */
  async function takeTotpCode(conn: DbOrTx, personId: number, secret: string | null, code: string): Promise<boolean> {
    const step = secret ? await matchTotpStep(secret, code, now().getTime()) : null;
    return step !== null && (await repo.claimTotpStep(conn, personId, step));
  }

  async function checkSecondFactor(
    person: repo.PersonForLogin,
    oneTimePassword: string | undefined,
    key: ThrottleKey,
    ctx: LoginContext,
  ) {
    if (!person.mfaEnabled || !person.totpSecret) return;
    if (!oneTimePassword) throw new AppError('mfa_required', MESSAGES.loginMfaRequired, '2FA');
    if (!(await takeTotpCode(db, person.id, person.totpSecret, oneTimePassword)))
      await fail(person.username, key, 'mfa_required', ctx);
  }

  /**
   * A logged-in person proving again who they are (password change, turning MFA off): wrong guesses are throttled
   * like logins, keyed on the person and the address.
   */
  async function reauthenticate(
    actor: Actor,
    ctx: LoginContext,
    prove: (person: repo.PersonForLogin | null) => Promise<boolean>,
    wrong: string,
  ) {
    const key = { account: reauthAccount(actor.personId), source: sourceOf(ctx.ip) };
    await throttle.requireAllowed(key);
    if (await prove(await repo.findPersonById(db, actor.personId))) {
      await throttle.recordSuccess(db, key);
      return;
    }
    await throttle.recordFailure(db, key);
    throw invalid(wrong);
  }

  const isPassword = async (person: repo.PersonForLogin | null, password: string) =>
    person?.passwordHash ? await verifyPassword(person.passwordHash, password) : false;

  /** A change the signed-in person makes to their own account: one transaction, audited on them as `action`. */
  const ownChange = (actor: Actor, ctx: LoginContext, action: string, work: (tx: DbOrTx) => Promise<void>) =>
    inChange(db, { actor, traceId: ctx.traceId }, async ({ tx, audit }) => {
      await work(tx);
      await audit({ action, entityType: 'person', entityId: actor.personId, companyId: actor.companyId });
    });

  return {
    async login(
      input: { username: string; password: string; oneTimePassword?: string },
      ctx: LoginContext,
    ): Promise<UserLogin> {
      const person = await repo.findPersonByUsername(db, input.username);
      const key = loginKey(person?.username ?? input.username, ctx);
      await throttle.requireAllowed(key);
      if (!canLogIn(person) || !person.passwordHash) {
        await verifyPassword(await dummyHash, input.password);
        return fail(input.username, key, 'unauthenticated', ctx);
      }
      const ok = await verifyPassword(person.passwordHash, input.password);
      if (!ok) return fail(input.username, key, 'unauthenticated', ctx);
      await checkSecondFactor(person, input.oneTimePassword, key, ctx);
      return issueToken(person, 'password', key, ctx);
    },

    async socialLogin(
      provider: SocialProvider,
      input: { idToken: string; oneTimePassword?: string },
      ctx: LoginContext,
    ): Promise<UserLogin> {
      const identity = await idTokens.verify(provider, input.idToken).catch(() => null);
      if (!identity) throw unauthenticated(MESSAGES.loginFailed);
      const person = await repo.findPersonByEmail(db, identity.email);
      // The same count as the person's password logins: an MFA code is guessed no faster one way than the other.
      const key = loginKey(person?.username ?? identity.email, ctx);
      await throttle.requireAllowed(key);
      if (!canLogIn(person)) return fail(identity.email, key, 'unauthenticated', ctx);
      const oneTimePassword = input.oneTimePassword === '' ? undefined : input.oneTimePassword;
      await checkSecondFactor(person, oneTimePassword, key, ctx);
      return issueToken(person, `social:${provider}`, key, ctx);
    },

    authenticate: authenticator.authenticate,
    flushKeyUses: authenticator.flushKeyUses,
    /** Starts keeping callers (the API; a job worker authenticates no one). */
    start: authenticator.start,
    close: authenticator.close,

    async logout(actor: Actor, ctx: LoginContext): Promise<void> {
      await ownChange(actor, ctx, 'logout', async (tx) => {
        await repo.revokeToken(tx, actor.tokenId, now());
      });
    },

    async changePassword(actor: Actor, input: { passwordCurrent: string; passwordNew: string }, ctx: LoginContext) {
      const policy = passwordPolicyError(input.passwordNew);
      if (policy) throw invalid(policy);
      await reauthenticate(
        actor,
        ctx,
        (person) => isPassword(person, input.passwordCurrent),
        MESSAGES.passwordChangeFailed,
      );
      const passwordHash = await hashPassword(input.passwordNew);
      await ownChange(actor, ctx, 'password.changed', async (tx) => {
        await repo.updatePerson(tx, actor.personId, { passwordHash, forcePasswordReset: false });
        // A changed password ends every other session of the person.
        await repo.revokeOtherTokens(tx, actor.personId, actor.tokenId, now());
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
      await ownChange(actor, ctx, 'mfa.enrolment.started', async (tx) => {
        // A new secret has used none of its codes yet.
        await repo.updatePerson(tx, actor.personId, { totpSecret: secret, totpLastStep: null });
      });
      return { secret, otpauthUri: totpUri(secret, actor.username) };
    },

    async verifyMfaEnrolment(actor: Actor, code: string, ctx: LoginContext) {
      const person = await repo.findPersonById(db, actor.personId);
      if (!person?.totpSecret) throw invalid(MESSAGES.mfaNotStarted);
      const secret = person.totpSecret;
      await ownChange(actor, ctx, 'mfa.enabled', async (tx) => {
        if (!(await takeTotpCode(tx, actor.personId, secret, code))) throw invalid(MESSAGES.mfaInvalidCode);
        await repo.updatePerson(tx, actor.personId, { mfaEnabled: true, mfaReset: false });
      });
    },

    /** Turning MFA off takes a current code or the password, so a left-open session cannot weaken the account. */
    async disableMfa(actor: Actor, proof: { oneTimePassword?: string; password?: string }, ctx: LoginContext) {
      if (actor.companyEnforcedMfa) throw invalid(MESSAGES.mfaDisabledByPolicy);
      const code = proof.oneTimePassword?.trim();
      const password = proof.password;
      if (!code && !password) throw invalid(MESSAGES.mfaDisableProofRequired);
      await reauthenticate(
        actor,
        ctx,
        async (person) =>
          code
            ? person !== null && (await takeTotpCode(db, actor.personId, person.totpSecret, code))
            : isPassword(person, password ?? ''),
        code ? MESSAGES.mfaInvalidCode : MESSAGES.mfaDisablePasswordWrong,
      );
      await ownChange(actor, ctx, 'mfa.disabled', async (tx) => {
        await repo.updatePerson(tx, actor.personId, { mfaEnabled: false, totpSecret: null, totpLastStep: null });
      });
    },

    async purgeDeadTokens(olderThanMs = 86_400_000): Promise<number> {
      await throttle.purge();
      return repo.deleteDeadTokens(db, new Date(now().getTime() - olderThanMs));
    },
  };
}
