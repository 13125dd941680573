import { type PersonAccess, personAccess } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../errors.js';
import { findPersonRow, type PersonRow } from './people.repository.js';
import type { Actor } from '../../http/actor.js';

/** The caller's permissions in a company: those of its own company or of a company that virtually employs it. */
export function permissionsIn(actor: Actor, companyId: number): readonly string[] {
  const uid = actor.companyUidById.get(companyId);
  return uid ? (actor.permissions[uid] ?? []) : [];
}

export async function loadPerson(db: DbOrTx, personId: number): Promise<PersonRow> {
  const row = await findPersonRow(db, personId);
  if (!row) throw notFound();
  return row;
}

function accessTo(actor: Actor, person: { id: number; companyId: number }): PersonAccess {
  return personAccess({
    isStaff: actor.isStaff,
    personId: actor.personId,
    permissionsInCompany: permissionsIn(actor, person.companyId),
    targetPersonId: person.id,
  });
}

/** What a caller needs with a person: 'manage', 'self' (manage, or being the person) or 'read'. */
export type PersonNeed = 'manage' | 'self' | 'read';

/** Loads the person and checks the caller may do `need` with them. */
export async function requirePerson(db: DbOrTx, actor: Actor, personId: number, need: PersonNeed) {
  const person = await loadPerson(db, personId);
  const granted = accessTo(actor, person);
  const allowed =
    granted === 'manage' ||
    (need === 'self' && granted === 'self') ||
    (need === 'read' && (granted === 'self' || granted === 'read'));
  if (!allowed) throw forbidden();
  return person;
}
