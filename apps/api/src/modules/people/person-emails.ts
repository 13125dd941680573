import type { PersonView } from '@portico/contract';
import {
  emailDeleteError,
  emailNotAvailableMessage,
  isValidEmail,
  isValidMobile,
  MESSAGES,
  PEOPLE_MESSAGES,
  sameEmail,
} from '@portico/domain';
import { AppError, invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { changePerson } from './change-person.js';
import { TakenError } from './taken-guard.js';
import type { PeopleDeps } from './people-deps.js';
import * as repo from './people.repository.js';
import { isUniqueViolation } from '../../db/sql-text.js';

type Deps = Pick<PeopleDeps, 'db'>;

/**
 * Adds an address no one else uses (the person themself or whoever manages them). A taken address gets the spec's
 * one message, whoever has it, and counts towards the caller's limit (`countingTaken`).
 */
export async function addEmail({ db }: Deps, ctx: ChangeContext, personId: number, email: string): Promise<PersonView> {
  if (!isValidEmail(email)) throw invalid(PEOPLE_MESSAGES.emailInvalid);
  try {
    return await changePerson(db, ctx, personId, 'self', 'person.email.added', async (tx) => {
      if (await repo.findEmailOwner(tx, email)) throw new TakenError(emailNotAvailableMessage(email.trim()));
      await repo.insertEmail(tx, personId, email, false);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new TakenError(emailNotAvailableMessage(email.trim()));
    throw error;
  }
}

/** Makes one of the person's addresses the primary one. */
export function setPrimaryEmail(
  { db }: Deps,
  ctx: ChangeContext,
  personId: number,
  email: string,
): Promise<PersonView> {
  return changePerson(db, ctx, personId, 'self', 'person.email.primary', async (tx, person) => {
    if (!person.emails.some((e) => sameEmail(e.email, email)))
      throw new AppError('not_found', PEOPLE_MESSAGES.emailNotFound);
    await repo.setPrimaryEmail(tx, personId, email);
  });
}

/** Deletes one of the person's addresses, never the primary one. */
export function deleteEmail({ db }: Deps, ctx: ChangeContext, personId: number, email: string): Promise<PersonView> {
  return changePerson(db, ctx, personId, 'self', 'person.email.deleted', async (tx, person) => {
    const problem = emailDeleteError(person.emails, email);
    if (problem === MESSAGES.cannotDeletePrimaryEmail) throw invalid(problem);
    if (problem) throw new AppError('not_found', problem);
    await repo.deleteEmail(tx, personId, email);
  });
}

/** Is the address well formed and free (and the mobile number, when given, well formed)? */
export async function validateEmail({ db }: Deps, email: string, mobile: string | undefined) {
  const valid = isValidEmail(email);
  const available = valid ? !(await repo.findEmailOwner(db, email)) : false;
  return {
    email,
    valid,
    available,
    mobileValid: mobile === undefined || mobile === '' ? null : isValidMobile(mobile),
    message: !valid ? PEOPLE_MESSAGES.emailInvalid : available ? null : emailNotAvailableMessage(email),
  };
}
