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
  { db, now }: Pick<PeopleDeps, 'db' | 'now'>,
  ctx: ChangeContext,
  personId: number,
  active: boolean,
): Promise<PersonView> {
  if (!active && ctx.actor.personId === personId) throw invalid(PEOPLE_MESSAGES.cannotDeactivateSelf);
  return changePerson(db, ctx, personId, 'manage', active ? 'person.activated' : 'person.deactivated', async (tx) => {
    await repo.updatePerson(tx, personId, { active });
    if (!active) await repo.revokeAllTokens(tx, personId, now());
  });
}

/** Notifications on or off: the person themself or whoever manages them. */
export function setNotifications(
  { db }: Pick<PeopleDeps, 'db'>,
  ctx: ChangeContext,
  personId: number,
  enabled: boolean,
): Promise<PersonView> {
  return changePerson(db, ctx, personId, 'self', 'person.notifications', (tx) =>
    repo.updatePerson(tx, personId, { notificationsEnabled: enabled }),
  );
}

export function setForcePasswordReset(
  { db }: Pick<PeopleDeps, 'db'>,
  ctx: ChangeContext,
  personId: number,
  enabled: boolean,
): Promise<PersonView> {
  return changePerson(db, ctx, personId, 'manage', 'person.forcePasswordReset', (tx) =>
    repo.updatePerson(tx, personId, { forcePasswordReset: enabled }),
  );
}

export function setRequireTotp(
  { db }: Pick<PeopleDeps, 'db'>,
  ctx: ChangeContext,
  personId: number,
  enabled: boolean,
): Promise<PersonView> {
  return changePerson(db, ctx, personId, 'manage', 'person.requireTotp', (tx) =>
    repo.updatePerson(tx, personId, { requireTotp: enabled }),
  );
}

export function addFeatureFlag(
  { db }: Pick<PeopleDeps, 'db'>,
  ctx: ChangeContext,
  personId: number,
  flag: string,
): Promise<PersonView> {
  const problem = featureFlagError(flag);
  if (problem) throw invalid(problem);
  return changePerson(db, ctx, personId, 'manage', 'person.featureFlag.added', (tx, person) =>
    repo.updatePerson(tx, personId, { featureFlags: withFeatureFlag(person.featureFlags, flag) }),
  );
}

export function removeFeatureFlag(
  { db }: Pick<PeopleDeps, 'db'>,
  ctx: ChangeContext,
  personId: number,
  flag: string,
): Promise<PersonView> {
  return changePerson(db, ctx, personId, 'manage', 'person.featureFlag.removed', (tx, person) =>
    repo.updatePerson(tx, personId, { featureFlags: person.featureFlags.filter((f) => f !== flag.trim()) }),
  );
}
