import type { PortDropdowns, VlanCheck } from '@portico/contract';
import { isVlanInRange, portDropdown, VXC_MESSAGES, vlanAvailability } from '@portico/domain';
import { AppError, invalid } from '../../errors.js';
import { findLocationFacts } from '../catalogue/index.js';
import { findPorts, type PortFacts, usablePorts, vlansTakenOnPort } from '../services/index.js';
import type { OrderingDeps } from './ordering-deps.js';
import type { Actor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';

/**
 * What the order forms look up (decision 0040): the Port dropdowns as the spec's positional arrays — A ends the
 * company's own Ports, B ends every company's, the excluded cloud partners never — and the VLAN check on blur.
 */
export function orderLookups(deps: OrderingDeps) {
  const { db } = deps;

  async function entries(ports: readonly PortFacts[]) {
    const facts = await findLocationFacts(
      db,
      ports.flatMap((p) => (p.locationId === null ? [] : [p.locationId])),
    );
    const at = new Map(facts.map((f) => [f.locationId, f]));
    return portDropdown(
      ports.flatMap((p) => {
        const where = p.locationId === null ? undefined : at.get(p.locationId);
        return where && p.locationId !== null
          ? [
              {
                nServiceId: p.id,
                name: p.name,
                companyId: p.companyId,
                jServiceId: p.id,
                state: where.state,
                country: where.countryCode,
                rateLimitMbps: p.rateLimitMbps,
                locationId: p.locationId,
              },
            ]
          : [];
      }),
    );
  }

  return {
    async portDropdowns(actor: Actor, companyId: number): Promise<PortDropdowns> {
      requireCompanyAccess(actor, companyId, 'place_order');
      const [own, all] = await Promise.all([usablePorts(db, [companyId]), usablePorts(db, null)]);
      return { aEnds: await entries(own), bEnds: await entries(all) };
    },

    /**
     * Whether a VLAN is free on a Port (any company's: a B end may be another's). `currentVlan`, the VLAN the caller
     * already holds there (a change of VLAN), counts as free. Answers [vlan] when free, else the alternatives.
     */
    async vlanCheck(q: { portId: number; vlan: number; currentVlan?: number }): Promise<VlanCheck> {
      if (!isVlanInRange(q.vlan)) throw invalid(VXC_MESSAGES.vlanRange);
      const [port] = await findPorts(db, [q.portId]);
      if (!port) throw new AppError('not_found', VXC_MESSAGES.portNotFound);
      const taken = (await vlansTakenOnPort(db, port.id)).filter((v) => v !== q.currentVlan);
      const availability = vlanAvailability(q.vlan, taken);
      return availability.free
        ? { vlan: q.vlan, free: true, available: [q.vlan], message: null }
        : { vlan: q.vlan, free: false, available: availability.alternatives, message: availability.message };
    },
  };
}
