import type { ServiceHistoryItem } from '@portico/contract';
import {
  describeChange,
  lifecycleEventWords,
  PROVISIONING_STATUSES,
  type ProvisioningStatus,
  routingKeyOf,
  SERVICE_MESSAGES,
  systemActorName,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { findEntityChanges } from '../audit/index.js';
import { findPersonNames } from '../people/index.js';
import * as repo from './services.repository.js';
import { findEventsWithActors } from './service-stats.repository.js';

const PERSON_ACTOR = /^person:(\d{1,12})$/;

/**
 * A step of provisioning (or the scheduled decommissioning of a cancelled service) to a status with a routing key
 * records that lifecycle event in the same transaction: the event tells it, so the change is not told twice. A
 * person's lifecycle action (cancel, terminate…) is kept: it says who did it and how.
 */
function toldByItsEvent(action: string, after: unknown): boolean {
  if (after === null || typeof after !== 'object') return false;
  const { provisioningStatus: to, action: lifecycleAction } = after as Record<string, unknown>;
  const bySystemStep = action === 'service.provisioning' || (action === 'service.lifecycle' && !lifecycleAction);
  const isStatus = (value: unknown): value is ProvisioningStatus =>
    (PROVISIONING_STATUSES as readonly unknown[]).includes(value);
  return bySystemStep && isStatus(to) && routingKeyOf(to) !== null;
}

const nameIn = (record: unknown): string | null => {
  const name = record !== null && typeof record === 'object' ? (record as Record<string, unknown>).name : null;
  return typeof name === 'string' ? name : null;
};

/**
 * The service's name at any moment of its history, from its renames (the 'service.update' records whose name
 * changed): an entry is told with the name the service had then, not today's (issue 28).
 */
function namesInTime(
  current: string,
  changes: readonly { action: string; at: Date; before: unknown; after: unknown }[],
): (at: number) => string {
  const renames = changes
    .filter((c) => c.action === 'service.update')
    .flatMap((c) => {
      const [from, to] = [nameIn(c.before), nameIn(c.after)];
      return from !== null && to !== null && from !== to ? [{ at: c.at.getTime(), from, to }] : [];
    })
    .sort((a, b) => a.at - b.at);
  return (at) => {
    let name = renames[0]?.from ?? current;
    for (const rename of renames) if (rename.at <= at) name = rename.to;
    return name;
  };
}

/**
 * `GET /v2/product/{id}/history` (admin console §7; decision 0052): the service's lifecycle events and the changes
 * recorded about it, in time order, each with the person or the part of the system that made it.
 */
export async function serviceHistory(
  db: DbOrTx,
  id: number,
  /** throws when the caller may not read this company's services (the route's own check, done again) */
  requireReader: (companyId: number) => void,
): Promise<ServiceHistoryItem[]> {
  const row = await repo.findService(db, id);
  if (!row) throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
  requireReader(row.companyId);
  const [events, changes] = await Promise.all([
    findEventsWithActors(db, id),
    findEntityChanges(db, 'technical_service', id),
  ]);
  const personIds = [
    ...events.flatMap((e) => {
      const match = PERSON_ACTOR.exec(e.actor);
      return match ? [Number(match[1])] : [];
    }),
    ...changes.flatMap((c) => (c.actorPersonId === null ? [] : [c.actorPersonId])),
  ];
  const names = await findPersonNames(db, personIds);
  const person = (personId: number) => names.get(personId) ?? `Person ${personId}`;
  const nameAt = namesInTime(row.name, changes);

  const items: ServiceHistoryItem[] = [
    ...events.map((e) => {
      const match = PERSON_ACTOR.exec(e.actor);
      return {
        at: e.at.getTime(),
        kind: 'event' as const,
        code: e.routingKey,
        what: `${nameAt(e.at.getTime())} ${lifecycleEventWords(e.routingKey)}`,
        who: match ? person(Number(match[1])) : systemActorName(e.actor),
        byPerson: match !== null,
      };
    }),
    ...changes
      .filter((c) => !toldByItsEvent(c.action, c.after))
      .map((c) => {
        const what = describeChange({ ...c, subject: nameAt(c.at.getTime()) });
        return {
          at: c.at.getTime(),
          kind: 'change' as const,
          code: c.action,
          what: what.charAt(0).toUpperCase() + what.slice(1),
          who: c.actorPersonId === null ? systemActorName(c.actorSystem) : person(c.actorPersonId),
          byPerson: c.actorPersonId !== null,
        };
      }),
  ];
  return items.sort((a, b) => a.at - b.at);
}
