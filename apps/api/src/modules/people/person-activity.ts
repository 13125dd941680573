import type { PeopleDeps } from './people-deps.js';
import * as repo from './people.repository.js';
import { requirePerson } from './person-access.js';
import type { Actor } from '../../http/actor.js';

/** A page of what happened to a person and what they did, newest first: the person themself or their managers. */
export async function personActivity(
  { db }: Pick<PeopleDeps, 'db'>,
  actor: Actor,
  personId: number,
  paging: { page: number; pageSize: number },
) {
  await requirePerson(db, actor, personId, 'self');
  const { rows, total } = await repo.findActivity(db, personId, {
    limit: paging.pageSize,
    offset: (paging.page - 1) * paging.pageSize,
  });
  return {
    items: rows.map((r) => ({ ...r, id: Number(r.id), at: new Date(r.at).getTime() })),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}
