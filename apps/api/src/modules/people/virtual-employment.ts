import type { PeopleDeps } from './people-deps.js';
import * as repo from './people.repository.js';
import { requirePerson } from './person-access.js';
import type { Actor } from '../../http/actor.js';

/** The companies that virtually employ a person: for the person themself or whoever manages them. */
export async function virtualEmployers({ db }: Pick<PeopleDeps, 'db'>, actor: Actor, personId: number) {
  await requirePerson(db, actor, personId, 'self');
  const rows = await repo.findVirtualEmployers(db, personId);
  return rows.map((r) => ({ ...r, since: new Date(r.since).getTime() }));
}
