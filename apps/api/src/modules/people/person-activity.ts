import { findPersonChangesPage } from '../audit/index.js';
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
  const { rows, total } = await findPersonChangesPage(db, personId, {
    limit: paging.pageSize,
    offset: (paging.page - 1) * paging.pageSize,
  });
  // the log is audit's (read through its index); who acted, people name
  const names = await repo.findActorNames(
    db,
    rows.flatMap((r) => (r.actorPersonId === null ? [] : [r.actorPersonId])),
  );
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      at: new Date(r.at).getTime(),
      action: r.action,
      actorPersonId: r.actorPersonId,
      actorName: r.actorPersonId === null ? null : (names.get(r.actorPersonId) ?? null),
      before: r.before,
      after: r.after,
    })),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}
