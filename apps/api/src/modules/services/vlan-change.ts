import {
  parseVlan,
  SERVICE_CHANGE_MESSAGES,
  VLAN_AUTOMATIC,
  VLAN_MAX,
  VLAN_MIN,
  vlanAvailability,
  vlanTakenMessage,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/sql-text.js';
import { AppError, invalid } from '../../errors.js';
import { type Change, inChange } from '../audit/index.js';
import { changeableService } from './changeable-service.js';
import type { ChangeBy } from './changeable-service.js';
import { vlansTakenOnPort } from './ports.js';
import * as repo from './service-changes.repository.js';
import { type NetworkSender, sendNetworkChange } from './network-change.js';
import type { ServiceRow } from './services.repository.js';

/** One end of a VXC (an IX has only its A end): the Port it is on and the VLAN it holds there. */
export interface VlanEnd {
  end: 'a' | 'b';
  portId: number;
  current: number | null;
}

/** The end of the service named, or the message when it has no Port there. */
export function vlanEnd(service: ServiceRow, end: 'a' | 'b'): VlanEnd {
  const portId = end === 'a' ? service.aEndServiceId : service.bEndServiceId;
  if (portId === null) throw invalid(SERVICE_CHANGE_MESSAGES.vlanEndMissing);
  return { end, portId, current: end === 'a' ? service.aVlan : service.bVlan };
}

/**
 * The VLAN an end moves to: in range (staff may ask for -1, the first free one) and free on its Port, the VLAN the
 * end holds already counting as free (a service keeps its own VLAN). Refused with the spec's message and the free
 * VLANs nearest to the one asked for.
 */
async function chosenVlan(tx: DbOrTx, end: VlanEnd, input: number, mayUseAutomatic: boolean): Promise<number> {
  const parsed = parseVlan(input, { mayUseAutomatic });
  if ('error' in parsed) throw invalid(parsed.error);
  const taken = (await vlansTakenOnPort(tx, end.portId)).filter((v) => v !== end.current);
  if (parsed.vlan === VLAN_AUTOMATIC) {
    const used = new Set(taken);
    for (let v = VLAN_MIN; v <= VLAN_MAX; v++) if (!used.has(v)) return v;
    throw invalid(vlanTakenMessage([]));
  }
  const availability = vlanAvailability(parsed.vlan, taken);
  if (!availability.free) throw invalid(availability.message, { alternatives: availability.alternatives });
  return parsed.vlan;
}

/** Moves the end to the VLAN (nothing when it holds it already). */
async function moveVlan(tx: DbOrTx, serviceId: number, end: VlanEnd, to: number): Promise<void> {
  if (to === end.current) return;
  await repo.moveEndVlan(tx, { serviceId, end: end.end, portId: end.portId, from: end.current, to });
}

/**
 * Runs a VLAN change; when the Port's unique (port, VLAN) refuses it because another service took the VLAN after
 * the check (its transaction is over), answers the taken message with what is free now.
 */
async function refusingTakenVlan<T>(
  db: DbOrTx,
  asked: () => { portId: number; vlan: number } | null,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const vlan = asked();
    if (!vlan || !isUniqueViolation(error, repo.PORT_VLAN_UNIQUE)) throw error;
    const offer = vlanAvailability(vlan.vlan, [...(await vlansTakenOnPort(db, vlan.portId)), vlan.vlan]);
    throw invalid(offer.free ? vlanTakenMessage([]) : offer.message);
  }
}

/** The answer when the service named is not of the product a VLAN change is for. */
const NOT_OF_TYPE = { VXC: SERVICE_CHANGE_MESSAGES.notAVxc, IX: SERVICE_CHANGE_MESSAGES.notAnIx };

/** What a VLAN change's work receives: the change, and `move` to move an end of the service to the VLAN asked for. */
export interface VlanChange extends Change {
  /** checks the VLAN asked for (`chosenVlan`), moves the end there and answers the VLAN it moved to */
  move(end: VlanEnd, input: number): Promise<number>;
  /** where the service's other network settings go (decision 0061); null: applied at once */
  network: NetworkSender | null;
  /** the one clock: the day a change is dated and priced */
  now: () => Date;
}

/**
 * One audited change of a VXC's or an IX's VLANs (and whatever else `work` changes): the service locked
 * (`changeableService`), the caller's right to change it checked again, the product type checked (else not found);
 * a VLAN another service took after the check answers the taken message.
 */
export function inVlanChange<T>(
  db: DbOrTx,
  by: ChangeBy,
  service: { id: number } | { uid: string },
  productType: keyof typeof NOT_OF_TYPE,
  work: (service: ServiceRow, change: VlanChange) => Promise<T>,
): Promise<T> {
  let asked: { portId: number; vlan: number } | null = null;
  return refusingTakenVlan(
    db,
    () => asked,
    () =>
      inChange(db, by.who, async (change) => {
        const row = await changeableService(change.tx, service);
        by.requireEditor(row.companyId);
        if (row.productType !== productType) throw new AppError('not_found', NOT_OF_TYPE[productType]);
        return work(row, {
          ...change,
          network: by.network,
          now: by.now,
          move: async (end, input) => {
            const to = await chosenVlan(change.tx, end, input, by.mayUseAutomaticVlan);
            asked = { portId: end.portId, vlan: to };
            if (!by.network) await moveVlan(change.tx, row.id, end, to);
            else if (to !== end.current)
              await sendNetworkChange(change.tx, by.network, {
                serviceId: row.id,
                field: end.end === 'a' ? 'aVlan' : 'bVlan',
                from: end.current === null ? null : String(end.current),
                to: String(to),
              });
            return to;
          },
        });
      }),
  );
}
