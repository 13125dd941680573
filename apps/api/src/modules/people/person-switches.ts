import type { PersonView } from '@portico/contract';
import { addFeatureFlag as withFeatureFlag, featureFlagError, PEOPLE_MESSAGES } from '@portico/domain';
import { invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { changePerson } from './change-person.js';
import type { PeopleDeps } from './people-deps.js';
import * as repo from './people.repository.js';

// The switches of a person and their feature flags: each one change, audited with the person's before and after.

/** Activates or deactivates a person; a deactivated person's sessions end at once. Never one's own. */
export function setActive(
  { db, now, sessions }: Pick<PeopleDeps, 'db' | 'now' | 'sessions'>,
  ctx: ChangeContext,
  personId: number,
  active: boolean,
): Promise<PersonView> {
  if (!active && ctx.actor.personId === personId) throw invalid(PEOPLE_MESSAGES.cannotDeactivateSelf);
  return changePerson(db, ctx, personId, 'manage', active ? 'person.activated' : 'person.deactivated', async (tx) => {
    await repo.updatePerson(tx, personId, { active });
    if (!active) await sessions.endAll(tx, personId, now());
  });
}

/** A yes/no column of a person, set as one change by `need` (see `changePerson`) and audited as `action`. */
function personSwitch(
  column: 'notificationsEnabled' | 'forcePasswordReset' | 'requireTotp',
  need: 'manage' | 'self',
  action: string,
) {
  return ({ db }: Pick<PeopleDeps, 'db'>, ctx: ChangeContext, personId: number, enabled: boolean) =>
    changePerson(db, ctx, personId, need, action, (tx) => repo.updatePerson(tx, personId, { [column]: enabled }));
}

/** Notifications on or off: the person themself or whoever manages them. */
export const setNotifications = personSwitch('notificationsEnabled', 'self', 'person.notifications');
export const setForcePasswordReset = personSwitch('forcePasswordReset', 'manage', 'person.forcePasswordReset');
export const setRequireTotp = personSwitch('requireTotp', 'manage', 'person.requireTotp');

/** A person's feature flags, changed by whoever manages them. */
function changeFeatureFlags(
  { db }: Pick<PeopleDeps, 'db'>,
  ctx: ChangeContext,
  personId: number,
  action: string,
  flags: (current: readonly string[]) => string[],
): Promise<PersonView> {
  return changePerson(db, ctx, personId, 'manage', action, (tx, person) =>
    repo.updatePerson(tx, personId, { featureFlags: flags(person.featureFlags) }),
  );
}

export function addFeatureFlag(
  deps: Pick<PeopleDeps, 'db'>,
  ctx: ChangeContext,
  personId: number,
  flag: string,
): Promise<PersonView> {
  const problem = featureFlagError(flag);
  if (problem) throw invalid(problem);
  return changeFeatureFlags(deps, ctx, personId, 'person.featureFlag.added', (current) =>
    withFeatureFlag(current, flag),
  );
}

export function removeFeatureFlag(
  deps: Pick<PeopleDeps, 'db'>,
  ctx: ChangeContext,
  personId: number,
  flag: string,
): Promise<PersonView> {
  return changeFeatureFlags(deps, ctx, personId, 'person.featureFlag.removed', (current) =>
    current.filter((f) => f !== flag.trim()),
  );
}
