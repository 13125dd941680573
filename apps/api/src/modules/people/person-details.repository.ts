import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies } from '../companies/companies.tables.js';
import { personEmails, persons, securityRoles, virtualEmployments } from './people.tables.js';

// A person's e-mail addresses, virtual employers and the names their activity shows: the people area's repository
// beside the person rows.

// E-mail addresses

export async function findEmailOwner(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ personId: personEmails.personId })
    .from(personEmails)
    .where(sql`lower(${personEmails.email}) = lower(${email.trim()})`);
  return row ?? null;
}

export async function insertEmail(db: DbOrTx, personId: number, email: string, isPrimary: boolean) {
  await db.insert(personEmails).values({ personId, email: email.trim(), isPrimary });
}

export async function setPrimaryEmail(db: DbOrTx, personId: number, email: string) {
  await db
    .update(personEmails)
    .set({ isPrimary: sql`lower(${personEmails.email}) = lower(${email.trim()})` })
    .where(eq(personEmails.personId, personId));
}

export async function deleteEmail(db: DbOrTx, personId: number, email: string) {
  await db
    .delete(personEmails)
    .where(and(eq(personEmails.personId, personId), sql`lower(${personEmails.email}) = lower(${email.trim()})`));
}

// Virtual employment

export async function findVirtualEmployers(db: DbOrTx, personId: number) {
  return db
    .select({
      companyId: companies.id,
      companyUid: companies.uid,
      companyName: companies.legalName,
      securityRoleId: virtualEmployments.securityRoleId,
      securityRole: securityRoles.name,
      since: virtualEmployments.createdAt,
    })
    .from(virtualEmployments)
    .innerJoin(companies, eq(companies.id, virtualEmployments.companyId))
    .leftJoin(securityRoles, eq(securityRoles.id, virtualEmployments.securityRoleId))
    .where(and(eq(virtualEmployments.personId, personId), isNull(companies.deletedAt)))
    .orderBy(asc(companies.legalName));
}

// Activity

/** Actors' names as a person's activity shows them ("First Last"), by id; ids not found are left out. */
export async function findActorNames(db: DbOrTx, personIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(personIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: persons.id, name: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}` })
    .from(persons)
    .where(inArray(persons.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
