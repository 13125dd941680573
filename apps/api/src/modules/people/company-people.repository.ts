import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { CompanyPeople } from '../companies/index.js';
import { findPersonNames } from './person-names.repository.js';
import { persons } from './people.tables.js';

// The people companies' views name (decision 0067): people read their own tables for them, and the modules' list
// gives these functions to the companies area, which stands below people.

/**
 * Primary e-mail of each person, or null. The subquery names the outer table literally: Drizzle leaves columns
 * unqualified in a single-table select, and an unqualified `id` would bind to the e-mails' own id.
 */
const primaryEmail = sql<string | null>`(select e.email from person_emails e
  where e.person_id = persons.id and e.is_primary limit 1)`;

/** How the company screens name a person (an account manager, a contact). */
const personRefColumns = {
  personId: persons.id,
  personUid: persons.uid,
  firstName: persons.firstName,
  lastName: persons.lastName,
  email: primaryEmail,
};

async function findPersonRef(db: DbOrTx, personId: number) {
  const [row] = await db
    .select({ ...personRefColumns, companyId: persons.companyId, active: persons.active })
    .from(persons)
    .where(eq(persons.id, personId));
  return row ?? null;
}

/** `personRefColumns` of one person as json, for the company detail's statement (decision 0096). */
function personRefJson(personId: SQL): SQL {
  return sql`(select json_build_object('personId', p.id, 'personUid', p.uid, 'firstName', p.first_name,
      'lastName', p.last_name,
      'email', (select e.email from person_emails e where e.person_id = p.id and e.is_primary limit 1))
    from ${persons} p where p.id = ${personId})`;
}

/** Active people of the given companies (the provider's, for account managers). */
function findPeopleOfCompanies(db: DbOrTx, companyIds: readonly number[]) {
  return db
    .select(personRefColumns)
    .from(persons)
    .where(and(inArray(persons.companyId, [...companyIds]), eq(persons.active, true)))
    .orderBy(asc(persons.firstName), asc(persons.lastName), asc(persons.id));
}

/** Users of each company, at most `perCompany` each, ordered by name. */
async function findUsersOfCompanies(db: DbOrTx, companyIds: number[], perCompany: number) {
  if (companyIds.length === 0) return [];
  const ranked = db
    .select({
      companyId: persons.companyId,
      personId: persons.id,
      username: persons.username,
      firstName: persons.firstName,
      lastName: persons.lastName,
      email: primaryEmail.as('email'),
      active: persons.active,
      rank: sql<number>`row_number() over (partition by ${persons.companyId} order by ${persons.firstName}, ${persons.lastName}, ${persons.id})`.as(
        'rank',
      ),
    })
    .from(persons)
    .where(inArray(persons.companyId, companyIds))
    .as('ranked');
  return db
    .select({
      companyId: ranked.companyId,
      personId: ranked.personId,
      username: ranked.username,
      firstName: ranked.firstName,
      lastName: ranked.lastName,
      email: ranked.email,
      active: ranked.active,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perCompany}`)
    .orderBy(ranked.companyId, ranked.rank);
}

export const companyPeople: CompanyPeople = {
  personRef: findPersonRef,
  personRefJson,
  peopleOfCompanies: findPeopleOfCompanies,
  usersOfCompanies: findUsersOfCompanies,
  personNames: findPersonNames,
};
