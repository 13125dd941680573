import type { TechnicalService } from '@portico/contract';
import { SERVICE_CHANGE_MESSAGES } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { found } from '../../db/rows.js';
import { invalid } from '../../errors.js';
import * as services from './services.repository.js';
import { serviceView } from './service-view.js';
import { inVlanChange, vlanEnd } from './vlan-change.js';
import { auditService } from './service-audit.js';
import type { ChangeBy } from './changeable-service.js';

/** `PUT technicalservice/vxc` as the body gives it: the VXC, and one change. */
export interface VxcChangeAsked {
  nServiceId: number;
  jServiceId?: number;
  speed?: number;
  aVlan?: number;
  bVlan?: number;
}

/**
 * An edit names one service (jServiceId is the service's id again, decision 0040) and makes one change. Checked
 * after the caller's right to change the service, so that another company learns nothing from the answer.
 */
export function requireOneChange(
  ask: { nServiceId: number; jServiceId?: number | undefined },
  changes: readonly unknown[],
  message: string,
): void {
  if (ask.jServiceId !== undefined && ask.jServiceId !== ask.nServiceId)
    throw invalid(SERVICE_CHANGE_MESSAGES.idsDiffer);
  if (changes.filter((c) => c !== undefined).length !== 1) throw invalid(message);
}

/**
 * A VXC's A-End or B-End VLAN moved (admin console §5, §7): checked free on the end's Port, the end's own VLAN
 * counting as free, in one audited change of the locked service. A speed alone is the VXC's speed change.
 */
export async function changeVxcVlan(db: DbOrTx, by: ChangeBy, ask: VxcChangeAsked): Promise<TechnicalService> {
  const side = ask.aVlan !== undefined ? 'a' : 'b';
  const input = (side === 'a' ? ask.aVlan : ask.bVlan) ?? 0;
  return inVlanChange(db, by, { id: ask.nServiceId }, 'VXC', async (vxc, { tx, audit, move }) => {
    requireOneChange(ask, [ask.speed, ask.aVlan, ask.bVlan], SERVICE_CHANGE_MESSAGES.oneVxcChange);
    const end = vlanEnd(vxc, side);
    const to = await move(end, input);
    const column = side === 'a' ? 'aVlan' : 'bVlan';
    await auditService(audit, vxc, 'service.vlan', { [column]: end.current }, { [column]: to });
    return serviceView(tx, found(await services.findService(tx, vxc.id), 'service'));
  });
}
