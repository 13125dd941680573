import type { LifecycleState } from '@portico/contract';
import { SERVICE_LOCK_MESSAGES, SERVICE_MESSAGES } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { found } from '../../db/rows.js';
import { AppError } from '../../errors.js';
import { type ChangeActor, inChange } from '../audit/index.js';
import { lifecycleStateOf } from './lifecycle-action.js';
import * as lifecycle from './lifecycle.repository.js';
import * as repo from './services.repository.js';
import { auditService } from './service-audit.js';

/**
 * `POST` and `DELETE /v2/product/{uid}/lock` (decision 0049): a company admin of the owning company, or staff, locks
 * a service so that nobody may cancel or change it until it is unlocked. These are the only changes a locked service
 * takes, so they lock the row themselves rather than through changeableService (which refuses a locked one).
 * `requireAdmin` throws unless the caller may (the route's check, done again).
 */
export async function setServiceLock(
  db: DbOrTx,
  who: ChangeActor & { actor: { personId: number } },
  uid: string,
  lock: boolean,
  now: Date,
  requireAdmin: (companyId: number) => void,
): Promise<LifecycleState> {
  return inChange(db, who, async ({ tx, audit }) => {
    const row = await repo.lockService(tx, { uid });
    if (!row || row.provisioningStatus === 'NEW') throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
    requireAdmin(row.companyId);
    const isLocked = row.lockedAt !== null;
    if (lock && isLocked) throw new AppError('conflict', SERVICE_LOCK_MESSAGES.alreadyLocked);
    if (!lock && !isLocked) throw new AppError('conflict', SERVICE_LOCK_MESSAGES.notLocked);
    if (lock && row.provisioningStatus === 'DECOMMISSIONED')
      throw new AppError('conflict', SERVICE_LOCK_MESSAGES.cannotLockEnded);
    const after = found(
      await lifecycle.setLock(tx, row.id, lock ? { lockedAt: now, lockedByPersonId: who.actor.personId } : null),
      'service',
    );
    await auditService(audit, row, lock ? 'service.lock' : 'service.unlock', { locked: isLocked }, { locked: lock });
    return lifecycleStateOf(after);
  });
}
