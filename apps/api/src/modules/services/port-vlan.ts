import { parseVlan, SERVICE_CHANGE_MESSAGES, SERVICE_MESSAGES, vlanAvailability } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import { vlansTakenOnPort } from './ports.js';
import * as services from './services.repository.js';

/**
 * The SDK's `GET /v2/product/port/{uid}/vlan?vlan=N` (port.go CheckPortVLANAvailability): `[vlan]` when the VLAN is
 * free on the caller's Port (the SDK looks for it in the list), else the free VLANs nearest to it with the spec's
 * taken message. `mayRead` is the route's owner check, done again.
 */
export async function portVlanAvailability(
  db: DbOrTx,
  ask: { uid: string; vlan: number },
  mayRead: (companyId: number) => boolean,
): Promise<{ available: number[]; message: string | null }> {
  const port = await services.findServiceByUid(db, ask.uid);
  if (!port || !mayRead(port.companyId)) throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
  if (port.productType !== 'PORT') throw new AppError('not_found', SERVICE_CHANGE_MESSAGES.notAPort);
  const parsed = parseVlan(ask.vlan, { mayUseAutomatic: false });
  if ('error' in parsed) throw invalid(parsed.error);
  const availability = vlanAvailability(parsed.vlan, await vlansTakenOnPort(db, port.id));
  return availability.free
    ? { available: [parsed.vlan], message: null }
    : { available: availability.alternatives, message: availability.message };
}
