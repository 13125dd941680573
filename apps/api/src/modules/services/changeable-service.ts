import { endedRefusal, lockRefusal, type ProvisioningStatus, SERVICE_MESSAGES } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { ChangeActor } from '../audit/index.js';
import * as repo from './services.repository.js';
import type { NetworkSender } from './network-change.js';

/** Who changes a service: the change's context, the owner check done again, and whether -1 (automatic) is theirs. */
export interface ChangeBy {
  who: ChangeActor;
  requireEditor: (companyId: number) => void;
  /** staff may ask for VLAN -1: the first free one (admin console §5) */
  mayUseAutomaticVlan: boolean;
  /** where a VLAN, MAC address or IX rate limit change goes to the network; null: applied at once (decision 0061) */
  network: NetworkSender | null;
  /** the one clock: the day a change is dated and priced */
  now: () => Date;
}

/**
 * The service a change is about, its row locked for the change's transaction so that two changes of one service
 * apply one after the other (the second sees the first's result). A NEW service (an order not placed yet, which
 * every list hides) is not found; a locked service (decision 0049) refuses with 409 and the lock's message; so does
 * a cancelled or decommissioned one, unless the change is a lifecycle action (`ended: 'allow'`, which asks the
 * state machine itself) or words its own refusal (`ended: { refuseWith }`). Every change of a service — an edit, a
 * speed change, a lifecycle action — starts here.
 */
export async function changeableService(
  tx: DbOrTx,
  by: { id: number } | { uid: string },
  options: { ended?: 'allow' | { refuseWith: string } } = {},
): Promise<repo.ServiceRow> {
  const row = await repo.lockService(tx, by);
  if (!row || row.provisioningStatus === 'NEW') throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
  const locked = lockRefusal(row);
  if (locked) throw new AppError('conflict', locked);
  if (options.ended !== 'allow') {
    const ended = endedRefusal(row.provisioningStatus as ProvisioningStatus);
    if (ended) throw new AppError('conflict', options.ended?.refuseWith ?? ended);
  }
  return row;
}
