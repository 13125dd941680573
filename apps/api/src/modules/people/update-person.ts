import type { EmployeeUpdate, PersonProfileUpdate, PersonView } from '@portico/contract';
import { notFound } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { changePerson } from './change-person.js';
import type { PeopleDeps } from './people-deps.js';
import * as repo from './people.repository.js';
import { loadPerson } from './person-access.js';

type Deps = Pick<PeopleDeps, 'db'>;

type ProfileFields = Pick<
  PersonProfileUpdate,
  'firstName' | 'lastName' | 'salutation' | 'phone' | 'mobile' | 'dateOfBirth'
>;

/** A person's profile columns as stored: the names trimmed, an optional field left out cleared. */
function profileValues(body: ProfileFields) {
  return {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    salutation: body.salutation ?? null,
    phone: body.phone ?? null,
    mobile: body.mobile ?? null,
    dateOfBirth: body.dateOfBirth ?? null,
  };
}

/** The same with the fields a company admin keeps of an employee: an alternative id and a description. */
export function employeeValues(body: ProfileFields & { altId?: string | null; description?: string | null }) {
  return { ...profileValues(body), altId: body.altId ?? null, description: body.description ?? null };
}

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
      ...employeeValues(body),
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
    repo.updatePerson(tx, personId, profileValues(body)),
  );
}
