import type { PersonView } from '@portico/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import type { PersonRow } from './people.repository.js';
import { loadPerson, requirePerson } from './person-access.js';
import { auditView, personEventData, toPersonView } from './person-views.js';

/**
 * A change to one person by someone who may make it (`need`: 'manage', or 'self' for the person themself too): in
 * one change with the person's before and after in the audit log. Answers the person as they now are.
 */
export async function changePerson(
  db: Db,
  ctx: ChangeContext,
  personId: number,
  need: 'manage' | 'self',
  action: string,
  apply: (tx: DbOrTx, person: PersonRow) => Promise<void>,
): Promise<PersonView> {
  const after = await inChange(db, ctx, async ({ tx, audit }) => {
    const before = await requirePerson(tx, ctx.actor, personId, need);
    await apply(tx, before);
    const changed = await loadPerson(tx, personId);
    await audit({
      action,
      entityType: 'person',
      entityId: personId,
      companyId: before.companyId,
      before: auditView(before),
      after: auditView(changed),
    });
    await emitWebhookEvent(tx, {
      companyId: before.companyId,
      key: 'PERSON_UPDATED',
      payload: personEventData(toPersonView(changed)),
    });
    return changed;
  });
  return toPersonView(after);
}
