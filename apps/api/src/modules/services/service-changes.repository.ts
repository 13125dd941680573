import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { componentResources, serviceComponents, technicalServices } from './services.tables.js';

/** The unique (port, VLAN) of the resources: what really holds a VLAN on a Port. */
export const PORT_VLAN_UNIQUE = 'component_resources_port_vlan_unique';

/** The resources of one service's components. */
const ofService = (tx: DbOrTx, serviceId: number) =>
  inArray(
    componentResources.componentId,
    tx.select({ id: serviceComponents.id }).from(serviceComponents).where(eq(serviceComponents.serviceId, serviceId)),
  );

/**
 * Moves the VLAN one end of a VXC (or an IX's only end) holds on its Port: the service's column, its `vll` path and
 * the `vlan` resource holding it on the Port (the one of the old VLAN, so that a VXC with both ends on one Port
 * moves only this end). The unique (port, VLAN) refuses a VLAN another service took meanwhile.
 */
export async function moveEndVlan(
  tx: DbOrTx,
  q: { serviceId: number; end: 'a' | 'b'; portId: number; from: number | null; to: number },
): Promise<void> {
  await tx
    .update(technicalServices)
    .set(q.end === 'a' ? { aVlan: q.to, updatedAt: sql`now()` } : { bVlan: q.to, updatedAt: sql`now()` })
    .where(eq(technicalServices.id, q.serviceId));
  await tx
    .update(componentResources)
    .set(q.end === 'a' ? { aVlan: q.to } : { bVlan: q.to })
    .where(and(eq(componentResources.resourceType, 'vll'), ofService(tx, q.serviceId)));
  if (q.from === null) return;
  await tx
    .update(componentResources)
    .set({ vlan: q.to })
    .where(
      and(
        eq(componentResources.resourceType, 'vlan'),
        eq(componentResources.portServiceId, q.portId),
        eq(componentResources.vlan, q.from),
        ofService(tx, q.serviceId),
      ),
    );
}

/**
 * A service's rate limit (the Ports of a LAG, an IX, a VXC's speed change): its column, its `rate_limit` and `vll`
 * resources, and a Port's `interface` speed.
 */
export async function setRateLimit(tx: DbOrTx, serviceIds: readonly number[], mbps: number): Promise<void> {
  const ids = [...serviceIds];
  await tx
    .update(technicalServices)
    .set({ rateLimitMbps: mbps, updatedAt: sql`now()` })
    .where(inArray(technicalServices.id, ids));
  const components = tx
    .select({ id: serviceComponents.id })
    .from(serviceComponents)
    .where(inArray(serviceComponents.serviceId, ids));
  await tx
    .update(componentResources)
    .set({ rateLimitMbps: mbps })
    .where(
      and(
        inArray(componentResources.resourceType, ['rate_limit', 'vll']),
        inArray(componentResources.componentId, components),
      ),
    );
  await tx
    .update(componentResources)
    .set({ portSpeed: mbps })
    .where(
      and(
        eq(componentResources.resourceType, 'interface'),
        sql`${componentResources.portSpeed} is not null`,
        inArray(componentResources.componentId, components),
      ),
    );
}

/** The MAC address an IX's interface holds. */
export async function setMacAddress(tx: DbOrTx, serviceId: number, macAddress: string): Promise<void> {
  await tx
    .update(componentResources)
    .set({ macAddress })
    .where(and(eq(componentResources.resourceType, 'interface'), ofService(tx, serviceId)));
  await tx
    .update(technicalServices)
    .set({ updatedAt: sql`now()` })
    .where(eq(technicalServices.id, serviceId));
}

/** The ids of a LAG's members (the Port alone when it is not in a LAG), locked for the change. */
export async function lagMembers(tx: DbOrTx, port: { id: number; aggregationId: number | null }): Promise<number[]> {
  if (port.aggregationId === null) return [port.id];
  const rows = await tx
    .select({ id: technicalServices.id })
    .from(technicalServices)
    .where(eq(technicalServices.aggregationId, port.aggregationId))
    .for('update');
  return rows.map((r) => r.id);
}

/** The fastest VXC or IX on some Ports (either end), ended ones left out; 0 when none. */
export async function fastestConnectionOn(db: DbOrTx, portIds: readonly number[]): Promise<number> {
  const ids = [...portIds];
  const [row] = await db
    .select({ fastest: sql<number | null>`max(${technicalServices.rateLimitMbps})` })
    .from(technicalServices)
    .where(
      and(
        or(inArray(technicalServices.aEndServiceId, ids), inArray(technicalServices.bEndServiceId, ids)),
        notInArray(technicalServices.provisioningStatus, ['CANCELLED', 'DECOMMISSIONED']),
      ),
    );
  return Number(row?.fastest ?? 0);
}
