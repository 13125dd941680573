import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { persons } from './people.tables.js';

/** Some people's names ("First Last", else their username) by id; ids not found are left out. */
export async function findPersonNames(db: DbOrTx, personIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(personIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName, username: persons.username })
    .from(persons)
    .where(inArray(persons.id, ids));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim() || r.username]));
}
