import type { ProvisioningStatus } from './service-rules.js';

/**
 * The network screen's rules (admin console §4 usage values, §5 service search): how much of a port its VXCs and
 * IXs use, and what a service search needs. Decision 0048.
 */

export const SERVICE_USAGES = ['UNUSED', 'UNDERUSED'] as const;
export type ServiceUsage = (typeof SERVICE_USAGES)[number];

/** A port whose connections' rate limits add up to less than this share of its speed is UNDERUSED. */
export const UNDERUSED_PERCENT = 10;

/** Connections that no longer (or not yet) carry traffic do not use a port. */
export const NOT_USING: readonly ProvisioningStatus[] = ['NEW', 'CANCELLED', 'DECOMMISSIONED'];

/** A VXC or IX attached to a port at either end. */
export interface PortConnection {
  provisioningStatus: string;
  rateLimitMbps: number;
}

/** The connections that use a port: those not new, cancelled or decommissioned. */
export function connectionsInUse<T extends PortConnection>(connections: readonly T[]): T[] {
  return connections.filter((c) => !NOT_USING.includes(c.provisioningStatus as ProvisioningStatus));
}

/** What uses a port: how many VXCs and IXs do, and their rate limits together (a database may sum them). */
export interface PortLoad {
  inUse: number;
  bookedMbps: number;
}

/** The load of these connections: those in use (`connectionsInUse`) and their rate limits. */
export function portLoad(connections: readonly PortConnection[]): PortLoad {
  const using = connectionsInUse(connections);
  return { inUse: using.length, bookedMbps: using.reduce((sum, c) => sum + c.rateLimitMbps, 0) };
}

/**
 * A port's usage: UNUSED without a VXC or IX (new, cancelled and decommissioned ones do not count), UNDERUSED when
 * their rate limits together are under UNDERUSED_PERCENT of the port's speed, null when it is used. Only ports have
 * a usage: an MCR or MVE is a router, not a line that is paid for whether it carries anything.
 */
export function serviceUsage(
  service: { productType: string; rateLimitMbps: number },
  load: PortLoad | readonly PortConnection[],
): ServiceUsage | null {
  if (service.productType !== 'PORT') return null;
  const { inUse, bookedMbps } = 'inUse' in load ? load : portLoad(load);
  if (inUse === 0) return 'UNUSED';
  return bookedMbps * 100 < service.rateLimitMbps * UNDERUSED_PERCENT ? 'UNDERUSED' : null;
}

export const SERVICE_SEARCH_MESSAGES = {
  criteriaRequired: 'Please enter any one of the Search criteria',
} as const;

/** The search needs text or an id (either one: entering one clears the other on the screen). */
export function serviceSearchProblem(criteria: { search?: string; id?: string }): string | null {
  return criteria.search?.trim() || criteria.id?.trim() ? null : SERVICE_SEARCH_MESSAGES.criteriaRequired;
}
