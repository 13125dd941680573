import type { EmployeeUpdate, PersonProfileUpdate, PersonView } from '@portico/contract';
import { notFound } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { changePerson } from './change-person.js';
import type { PeopleDeps } from './people-deps.js';
import * as repo from './people.repository.js';
import { loadPerson } from './person-access.js';

type Deps = Pick<PeopleDeps, 'db'>;

/** PUT /secure/party/company/{id}/employee: a company admin's update; the person must belong to that company. */
export async function updateEmployee(
  { db }: Deps,
  ctx: ChangeContext,
  companyId: number,
  body: EmployeeUpdate,
): Promise<PersonView> {
  const person = await loadPerson(db, body.personId);
  if (person.companyId !== companyId) throw notFound();
  return changePerson(db, ctx, body.personId, 'manage', 'person.updated', (tx) =>
    repo.updatePerson(tx, body.personId, {
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      salutation: body.salutation ?? null,
      phone: body.phone ?? null,
      mobile: body.mobile ?? null,
      dateOfBirth: body.dateOfBirth ?? null,
      altId: body.altId ?? null,
      description: body.description ?? null,
      ...(body.channelManager === undefined ? {} : { channelManager: body.channelManager }),
    }),
  );
}

/** The person's own profile fields; the person themself or whoever manages them. */
export function updateProfile(
  { db }: Deps,
  ctx: ChangeContext,
  personId: number,
  body: PersonProfileUpdate,
): Promise<PersonView> {
  return changePerson(db, ctx, personId, 'self', 'person.updated', (tx) =>
    repo.updatePerson(tx, personId, {
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      salutation: body.salutation ?? null,
      phone: body.phone ?? null,
      mobile: body.mobile ?? null,
      dateOfBirth: body.dateOfBirth ?? null,
    }),
  );
}
