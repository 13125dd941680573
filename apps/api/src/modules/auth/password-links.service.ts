import { MESSAGES, PASSWORD_LINK_LIFETIMES, passwordPolicyError } from '@portico/domain';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { invalid } from '../../errors.js';
import { queueMail } from '../mail/index.js';
import type { JobQueue } from '../../jobs/queue.js';
import { inChange, recordAudit } from '../audit/index.js';
import { hashPassword } from '../../platform/passwords.js';
import type { LoginContext } from './auth.service.js';
import { findPersonByEmail, findPersonByUsername } from './auth.repository.js';
import { issuePasswordLink, setPasswordByLink, setPasswordUrl } from '../people/index.js';
import { revokeSessionsOf } from './sessions.repository.js';

export function createPasswordLinkService(deps: { db: Db; config: AppConfig; queue: JobQueue; now: () => Date }) {
  const { db, config, queue, now } = deps;

  return {
    /** Always answers the same, known or not, so the form cannot be used to find out who has an account. */
    async requestReset(usernameOrEmail: string, ctx: LoginContext): Promise<void> {
      const person = usernameOrEmail.includes('@')
        ? await findPersonByEmail(db, usernameOrEmail)
        : await findPersonByUsername(db, usernameOrEmail);
      const email = person?.email;
      if (!person?.active || !person.companyActive || !email) return;
      // The link and its mail commit together: a reset is never recorded without its mail queued.
      // Asked for anonymously: the audit record has no actor.
      await inChange(db, { actor: null, traceId: ctx.traceId }, async ({ tx, audit }) => {
        const token = await issuePasswordLink(tx, person.id, 'reset', now());
        await audit({
          action: 'password.reset.requested',
          entityType: 'person',
          entityId: person.id,
          companyId: person.companyId,
        });
        await queueMail(
          queue,
          {
            to: email,
            kind: 'password-reset',
            subject: 'Set a new Portico password',
            text: `Hello ${person.firstName},\n\nSomeone (hopefully you) asked to set a new password for the Portico portal user ${person.username}.\nChoose it here ${PASSWORD_LINK_LIFETIMES.reset.inWords}: ${setPasswordUrl(config, token)}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
          },
          { tx },
        );
      });
    },

    /** Sets the password of the link's person, once; every session of the person ends. */
    async setPassword(token: string, password: string, ctx: LoginContext): Promise<void> {
      const policy = passwordPolicyError(password);
      if (policy) throw invalid(policy);
      const at = now();
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        // people use the link, once, on an active person's password; a refusal undoes the claim with the transaction
        const used = await setPasswordByLink(tx, token, passwordHash, at);
        if (!used) throw invalid(MESSAGES.passwordLinkInvalid);
        const { person, purpose } = used;
        await revokeSessionsOf(tx, person.id, at);
        // The link's person is its actor, known only once the link is claimed inside this transaction, so the
        // audit record is written here rather than through inChange (whose actor is known before it starts).
        await recordAudit(tx, {
          actor: { personId: person.id, companyId: person.companyId },
          action: purpose === 'welcome' ? 'password.set.welcome' : 'password.set.reset',
          entityType: 'person',
          entityId: person.id,
          companyId: person.companyId,
          traceId: ctx.traceId,
        });
      });
    },
  };
}
