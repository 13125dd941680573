import { MESSAGES } from '@portico/domain';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { personEmails, persons, positions } from '../../db/schema/index.js';
import { invalid } from '../../errors.js';
import { hashPassword } from '../auth/auth.service.js';

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

/** A position usable by the company: its own, or one shared by every company. */
export async function findPositionByName(db: DbOrTx, companyId: number, name: string) {
  const [row] = await db
    .select()
    .from(positions)
    .where(
      and(
        sql`lower(${positions.name}) = lower(${name.trim()})`,
        or(isNull(positions.companyId), eq(positions.companyId, companyId)),
      ),
    )
    .orderBy(sql`${positions.companyId} nulls last`)
    .limit(1);
  return row ?? null;
}

/**
 * Creates a person with a unique username and primary e-mail in the given position. Call it inside the
 * transaction of the change that needs the person (new employee, company registration).
 */
export async function createPerson(tx: DbOrTx, input: NewPerson): Promise<{ id: number; uid: string }> {
  if (!input.positionName?.trim()) throw invalid(MESSAGES.positionNameRequired);
  const position = await findPositionByName(tx, input.companyId, input.positionName);
  if (!position) throw invalid(MESSAGES.positionNameRequired);
  const [taken] = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(sql`lower(${persons.username}) = lower(${input.username.trim()})`);
  if (taken) throw invalid(MESSAGES.uniqueUsernameEmails);
  const [emailTaken] = await tx
    .select({ id: personEmails.id })
    .from(personEmails)
    .where(sql`lower(${personEmails.email}) = lower(${input.email.trim()})`);
  if (emailTaken) throw invalid(MESSAGES.emailTaken);

  const [person] = await tx
    .insert(persons)
    .values({
      companyId: input.companyId,
      username: input.username.trim(),
      passwordHash: input.password ? await hashPassword(input.password) : null,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      salutation: input.salutation ?? null,
      phone: input.phone ?? null,
      mobile: input.mobile ?? null,
      dateOfBirth: input.dateOfBirth ?? null,
      altId: input.altId ?? null,
      description: input.description ?? null,
      positionId: position.id,
    })
    .returning({ id: persons.id, uid: persons.uid });
  if (!person) throw new Error('person insert returned nothing');
  await tx.insert(personEmails).values({ personId: person.id, email: input.email.trim(), isPrimary: true });
  return person;
}
