import type { LifecycleRoutingKey } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './services.repository.js';

/** A Port as ordering needs it: whose, where, how fast, and whether it may take new connections. */
export interface PortFacts {
  id: number;
  uid: string;
  name: string;
  companyId: number;
  locationId: number | null;
  rateLimitMbps: number;
  usable: boolean;
}

const factsOf = (row: repo.PortRow): PortFacts => ({
  id: row.id,
  uid: row.uid,
  name: row.name,
  companyId: row.companyId,
  locationId: row.locationId,
  rateLimitMbps: row.rateLimitMbps,
  usable: !(repo.UNUSABLE_PORT_STATUSES as readonly string[]).includes(row.provisioningStatus),
});

/** Ports by id (any company's); an id that is not a Port is left out. */
export async function findPorts(db: DbOrTx, ids: readonly number[]): Promise<PortFacts[]> {
  return (await repo.findPortsById(db, ids)).map(factsOf);
}

/** The Ports that may take new connections: of the companies given, or of every company (null). */
export async function usablePorts(db: DbOrTx, companyIds: readonly number[] | null): Promise<PortFacts[]> {
  return (await repo.findUsablePorts(db, companyIds)).map(factsOf);
}

/** The VLANs already held on a Port, ascending. */
export function vlansTakenOnPort(db: DbOrTx, portId: number): Promise<number[]> {
  return repo.vlansOnPort(db, portId);
}

/** Records a lifecycle event of a service once (VXC_ORDER_PENDING, VXC_ORDER_APPROVED…), in the caller's change. */
export async function recordServiceEvent(
  tx: DbOrTx,
  event: { serviceId: number; routingKey: LifecycleRoutingKey; at: Date; actor: string },
): Promise<void> {
  await repo.recordEvent(tx, event);
}

/**
 * `recordServiceEvent`'s write, not sent: for a change to send with a write of its own in one statement (decision
 * 0099). The event reads the service's row, so that row must be written before.
 */
export function serviceEventWrite(event: {
  serviceId: number;
  routingKey: LifecycleRoutingKey;
  at: Date;
  actor: string;
}) {
  return repo.shapedEventWrite(event);
}

/**
 * Ends an order that never started (a rejected VXC, decision 0042): the service NEW → CANCELLED with its event, and
 * the VLANs it held on its Ports freed for others. False when the service had already moved on from NEW.
 */
export async function cancelUnstartedService(
  tx: DbOrTx,
  q: { serviceId: number; at: Date; actor: string },
): Promise<boolean> {
  const moved = await repo.moveStatus(tx, q.serviceId, 'NEW', 'CANCELLED');
  if (!moved) return false;
  await repo.recordEvent(tx, { serviceId: q.serviceId, routingKey: 'CANCELLED', at: q.at, actor: q.actor });
  await repo.releaseVlans(tx, q.serviceId);
  return true;
}
