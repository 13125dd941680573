import { MESSAGES } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { invalid } from '../../errors.js';
import { hashPassword } from '../../platform/passwords.js';
import * as repo from './people.repository.js';
import { findPositionByName } from './people.repository.js';
import { employeeValues } from './update-person.js';

export interface NewPerson {
  companyId: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  positionName: string;
  password?: string | null;
  salutation?: string | null;
  phone?: string | null;
  mobile?: string | null;
  dateOfBirth?: string | null;
  altId?: string | null;
  description?: string | null;
}

/**
 * Creates a person with a unique username and primary e-mail in the given position. Call it inside the
 * transaction of the change that needs the person (new employee, company registration).
 */
export async function createPerson(tx: DbOrTx, input: NewPerson): Promise<{ id: number; uid: string }> {
  if (!input.positionName?.trim()) throw invalid(MESSAGES.positionNameRequired);
  const position = await findPositionByName(tx, input.companyId, input.positionName);
  if (!position) throw invalid(MESSAGES.positionNameRequired);
  if (await repo.findPersonIdByUsername(tx, input.username.trim())) throw invalid(MESSAGES.uniqueUsernameEmails);
  if (await repo.findEmailOwner(tx, input.email)) throw invalid(MESSAGES.emailTaken);

  const person = await repo.insertPerson(tx, {
    companyId: input.companyId,
    username: input.username.trim(),
    passwordHash: input.password ? await hashPassword(input.password) : null,
    ...employeeValues(input),
    positionId: position.id,
  });
  await repo.insertEmail(tx, person.id, input.email, true);
  return person;
}
