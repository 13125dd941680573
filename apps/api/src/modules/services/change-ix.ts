import type { TechnicalService } from '@portico/contract';
import { parseIxMacAddress, parseIxRateLimit, SERVICE_CHANGE_MESSAGES } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { found } from '../../db/rows.js';
import { invalid } from '../../errors.js';
import type { ChangeBy } from './changeable-service.js';
import { requireOneChange } from './change-vxc.js';
import * as repo from './service-changes.repository.js';
import * as services from './services.repository.js';
import { serviceView } from './service-view.js';
import { inVlanChange, vlanEnd } from './vlan-change.js';
import { auditService } from './service-audit.js';

/** `PUT technicalservice/ix` as the body gives it: the IX, and one change. */
export interface IxChangeAsked {
  nServiceId: number;
  jServiceId?: number;
  vlan?: number;
  mac?: string;
  speed?: number | string;
}

/**
 * An IX's VLAN (checked free on its Port, its own counting as free), MAC address (the IX order's rule) or rate limit
 * (a whole number above 0, not above its Port's: the spec's messages), in one audited change of the locked service.
 */
export async function changeIx(db: DbOrTx, by: ChangeBy, ask: IxChangeAsked): Promise<TechnicalService> {
  return inVlanChange(db, by, { id: ask.nServiceId }, 'IX', async (ix, { tx, audit, move }) => {
    requireOneChange(ask, [ask.vlan, ask.mac, ask.speed], SERVICE_CHANGE_MESSAGES.oneIxChange);
    const record = (action: string, before: object, after: object) => auditService(audit, ix, action, before, after);
    if (ask.vlan !== undefined) {
      const end = vlanEnd(ix, 'a');
      await record('service.vlan', { vlan: end.current }, { vlan: await move(end, ask.vlan) });
    } else if (ask.mac !== undefined) {
      const mac = parseIxMacAddress(ask.mac);
      if ('error' in mac) throw invalid(mac.error);
      const before = await services.findMacAddress(tx, ix.id);
      await repo.setMacAddress(tx, ix.id, mac.macAddress);
      await record('service.mac', { macAddress: before }, { macAddress: mac.macAddress });
    } else if (ask.speed !== undefined) {
      const [port] = ix.aEndServiceId === null ? [] : await services.findServices(tx, [ix.aEndServiceId]);
      const rate = parseIxRateLimit(ask.speed, port?.rateLimitMbps ?? ix.rateLimitMbps);
      if ('error' in rate) throw invalid(rate.error);
      await repo.setRateLimit(tx, [ix.id], rate.rateLimitMbps);
      await record('service.rate_limit', { rateLimit: ix.rateLimitMbps }, { rateLimit: rate.rateLimitMbps });
    }
    return serviceView(tx, found(await services.findService(tx, ix.id), 'service'));
  });
}
