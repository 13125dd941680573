import type { PortDropdowns, VlanCheck } from '@portico/contract';
import { isVlanInRange, portDropdown, VXC_MESSAGES, vlanAvailability } from '@portico/domain';
import { AppError, invalid } from '../../errors.js';
import { findLocationFacts } from '../catalogue/index.js';
import { findPorts, type PortFacts, usablePorts, vlansTakenOnPort } from '../services/index.js';
import type { OrderingDeps } from './ordering-deps.js';
import type { Actor } from '../../http/actor.js';
import { holds, requireCompanyAccess } from '../../http/company-access.js';

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
     * Whether a VLAN is free on a Port. `currentVlan`, the VLAN the caller already holds there (a change of VLAN),
     * counts as free. On a Port of a company the caller acts for: [vlan] when free, else the alternatives. On
     * another company's Port (an order's B end) only what the order needs: whether this VLAN is free, never which
     * others are, and only on a Port an order may name (any other is not found, as a Port that does not exist);
     * decision 0060.
     */
    async vlanCheck(actor: Actor, q: { portId: number; vlan: number; currentVlan?: number }): Promise<VlanCheck> {
      if (!isVlanInRange(q.vlan)) throw invalid(VXC_MESSAGES.vlanRange);
      const [port] = await findPorts(db, [q.portId]);
      const own = port !== undefined && holds(actor, port.companyId);
      if (!port || (!own && !port.usable)) throw new AppError('not_found', VXC_MESSAGES.portNotFound);
      const taken = (await vlansTakenOnPort(db, port.id)).filter((v) => v !== q.currentVlan);
      const availability = vlanAvailability(q.vlan, taken);
      if (availability.free) return { vlan: q.vlan, free: true, available: [q.vlan], message: null };
      return own
        ? { vlan: q.vlan, free: false, available: availability.alternatives, message: availability.message }
        : { vlan: q.vlan, free: false, available: [], message: VXC_MESSAGES.vlanTakenOnAnothersPort };
    },
  };
}
