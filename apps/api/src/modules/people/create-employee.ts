import type { NewEmployee, PersonView } from '@portico/contract';
import { MESSAGES, newEmployeePosition, PASSWORD_LINK_LIFETIMES, passwordPolicyError } from '@portico/domain';
import type { AppConfig } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, invalid, notFound } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import type { JobQueue } from '../../jobs/queue.js';
import { inChange } from '../audit/index.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import { queueMail } from '../mail/index.js';
import { createPerson } from './create-person.js';
import { issuePasswordLink, setPasswordUrl } from './password-links.js';
import { findPositionByName } from './people.repository.js';
import type { PeopleDeps } from './people-deps.js';
import * as repo from './people.repository.js';
import { isUniqueViolation } from '../../db/sql-text.js';
import { loadPerson, permissionsIn } from './person-access.js';
import { auditView, personEventData, toPersonView } from './person-views.js';
import { requireRoles } from './security-roles.js';
import { TakenError } from './taken-guard.js';

/** Where the welcome mail's link points: the caller's portal address when it is ours, else the configured one. */
function portalUrl(config: AppConfig, serverUrl: string | undefined): string {
  const configured = new URL(config.publicUrl);
  if (serverUrl) {
    try {
      const given = new URL(serverUrl);
      // Never mail a link to a host the provider does not run: that would make the welcome mail a phishing tool.
      if (given.origin === configured.origin) return given.origin + given.pathname.replace(/\/+$/, '');
    } catch {
      // not a URL: fall through to the configured address
    }
  }
  return configured.origin;
}

/**
 * Queues the welcome mail in the transaction that creates the person: both commit or neither does, so a person
 * committed just before a crash still gets the mail, and a client's retry after a failure is not refused as a
 * duplicate. The key makes the mail one job however often this runs. With a set-password link when the
 * administrator gave no first password, else how to log in with it.
 */
async function queueWelcome(
  { config, queue }: { config: AppConfig; queue: JobQueue },
  tx: DbOrTx,
  person: PersonView,
  serverUrl: string | undefined,
  welcomeToken: string | null,
) {
  if (!person.email) return;
  const portal = portalUrl(config, serverUrl);
  const next = welcomeToken
    ? `Choose your password ${PASSWORD_LINK_LIFETIMES.welcome.inWords} here: ${setPasswordUrl(config, welcomeToken, portal)}\nThen log in at ${portal}/#/login with the username ${person.username}.`
    : `Log in at ${portal}/#/login with the username ${person.username} and the first password your administrator gives you, then choose your own under Account security (${portal}/#/resetPassword).`;
  await queueMail(
    queue,
    {
      to: person.email,
      kind: 'welcome',
      subject: 'Welcome to the Portico portal',
      text: `Hello ${person.firstName},\n\n${person.companyName} has added you to the Portico portal.\n${next}\n`,
    },
    { tx, key: `welcome:${person.personId}` },
  );
}

/**
 * A company admin (or staff) adds an employee in a position the company may use, whose roles the company may
 * hold. A first password given by the admin must be replaced; without one the welcome mail brings a set-password
 * link. The person, the audit record and the welcome mail commit together.
 */
export async function addEmployee(
  deps: Pick<PeopleDeps, 'db' | 'config' | 'queue' | 'now'>,
  ctx: ChangeContext,
  companyId: number,
  body: NewEmployee & { username: string; email: string; firstName: string; lastName: string },
  options: { positionName?: string; serverUrl?: string },
): Promise<PersonView> {
  const { db, now } = deps;
  const { actor } = ctx;
  if (!actor.isStaff && !permissionsIn(actor, companyId).includes('company_admin')) throw forbidden();
  const position = newEmployeePosition(options.positionName);
  if ('error' in position) throw invalid(position.error);
  if (body.password) {
    const policy = passwordPolicyError(body.password);
    if (policy) throw invalid(policy);
  }
  if (!(await repo.companyExists(db, companyId))) throw notFound();

  try {
    const created = await inChange(db, ctx, async ({ tx, audit }) => {
      // A username or address someone has, here or in another company: the spec's one message for either.
      if ((await repo.findPersonIdByUsername(tx, body.username.trim())) || (await repo.findEmailOwner(tx, body.email)))
        throw new TakenError(MESSAGES.uniqueUsernameEmails);
      const usable = await findPositionByName(tx, companyId, position.name);
      if (!usable) throw invalid(MESSAGES.positionNameRequired);
      // The position's roles must be ones this company may hold (a shared position could have been given more).
      await requireRoles(tx, (await repo.findPosition(tx, usable.id))?.securityRoles.map((r) => r.id) ?? [], companyId);
      const { id } = await createPerson(tx, { ...body, companyId, positionName: position.name });
      // A password chosen by an administrator is a first password only: the employee should replace it.
      let welcomeToken: string | null = null;
      if (body.password) await repo.updatePerson(tx, id, { forcePasswordReset: true });
      else welcomeToken = await issuePasswordLink(tx, id, 'welcome', now());
      const row = await loadPerson(tx, id);
      await audit({
        action: 'employee.created',
        entityType: 'person',
        entityId: id,
        companyId,
        after: { ...auditView(row), welcomeMailTo: body.email },
      });
      await emitWebhookEvent(
        tx,
        { companyId, key: 'PERSON_CREATED', payload: personEventData(toPersonView(row)) },
        { at: now() },
      );
      await queueWelcome(deps, tx, toPersonView(row), options.serverUrl, welcomeToken);
      return row;
    });
    return toPersonView(created);
  } catch (error) {
    if (isUniqueViolation(error)) throw new TakenError(MESSAGES.uniqueUsernameEmails);
    throw error;
  }
}
