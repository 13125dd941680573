import { CUSTOMER_TERMS_MONTHS, PORT_SPEEDS_MBPS, STAFF_TERMS_MONTHS } from './pricing.js';

/**
 * The technical service and its life (customer portal spec §3, §4, §9; admin console §3, §4): what a service is,
 * the one state machine of its provisioning, the routing keys of its lifecycle events, and the rules of a port
 * order. Ordering, provisioning, the network screens and billing all read these.
 */

/** Product types of a technical service; NON_PORT is a port that is not ours (a partner's, a cloud's). */
export const PRODUCT_TYPES = [
  'PORT',
  'MEGADIRECT',
  'IX',
  'VXC',
  'CXC',
  'MCR',
  'MCR2',
  'MVE',
  'TRANSIT',
  'PEERINGPORT',
  'NON_PORT',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** What a port order places: a single port, or a LAG of 1 to 8 ports bound together. */
export const PORT_ORDER_TYPES = ['PORT', 'LAG'] as const;
export type PortOrderType = (typeof PORT_ORDER_TYPES)[number];

/** Components of a technical service (admin console §3: port, MVE, VRouter, VXC, GCI or IX types). */
export const COMPONENT_TYPES = ['PORT', 'MVE', 'VROUTER', 'VXC', 'GCI', 'IX'] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/** Resources a component holds (admin console §3). */
export const RESOURCE_TYPES = [
  'vll',
  'vlan',
  'rate_limit',
  'bgp_connection',
  'interface',
  'aws_virtualinterface',
  'azure_connection',
  'vpls_interface',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const PROVISIONING_STATUSES = [
  'NEW',
  'DESIGN',
  'ON_HOLD',
  'DEPLOYABLE',
  'CONFIGURED',
  'LIVE',
  'CANCELLED',
  'SLEEP',
  'FAILED',
  'DECOMMISSIONED',
] as const;
export type ProvisioningStatus = (typeof PROVISIONING_STATUSES)[number];

/**
 * The provisioning state machine (decision 0038). An order starts NEW; provisioning takes it through DEPLOYABLE and
 * CONFIGURED to LIVE (DESIGN and ON_HOLD are pauses before it is deployable; SLEEP a pause of a configured or live
 * service; FAILED a provisioning that did not work, which may be tried again). Cancel sets CANCELLED, terminate
 * DECOMMISSIONED and un-cancel LIVE (admin console §4); DECOMMISSIONED is the end.
 */
const TRANSITIONS: Readonly<Record<ProvisioningStatus, readonly ProvisioningStatus[]>> = {
  NEW: ['DESIGN', 'ON_HOLD', 'DEPLOYABLE', 'CANCELLED', 'FAILED'],
  DESIGN: ['ON_HOLD', 'DEPLOYABLE', 'CANCELLED', 'FAILED'],
  ON_HOLD: ['DESIGN', 'DEPLOYABLE', 'CANCELLED'],
  DEPLOYABLE: ['ON_HOLD', 'CONFIGURED', 'CANCELLED', 'FAILED'],
  CONFIGURED: ['LIVE', 'SLEEP', 'CANCELLED', 'FAILED', 'DECOMMISSIONED'],
  LIVE: ['SLEEP', 'CANCELLED', 'DECOMMISSIONED'],
  SLEEP: ['LIVE', 'CANCELLED', 'DECOMMISSIONED'],
  FAILED: ['DEPLOYABLE', 'CANCELLED', 'DECOMMISSIONED'],
  CANCELLED: ['LIVE', 'DECOMMISSIONED'],
  DECOMMISSIONED: [],
};

export function canTransition(from: ProvisioningStatus, to: ProvisioningStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function nextStatusesOf(from: ProvisioningStatus): readonly ProvisioningStatus[] {
  return TRANSITIONS[from];
}

/** The road automatic provisioning (and staff advancing by hand) takes a new service along. */
export const PROVISIONING_PATH = [
  'NEW',
  'DEPLOYABLE',
  'CONFIGURED',
  'LIVE',
] as const satisfies readonly ProvisioningStatus[];

/** The next step along the provisioning path, or null when the service is at its end or off the path. */
export function nextProvisioningStep(status: ProvisioningStatus): ProvisioningStatus | null {
  const at = (PROVISIONING_PATH as readonly ProvisioningStatus[]).indexOf(status);
  if (at < 0) return null;
  return PROVISIONING_PATH[at + 1] ?? null;
}

/**
 * Whether a service at `status` has already reached `target` along the provisioning path (so a repeated step has
 * nothing to do). A service off the path (cancelled, failed, asleep) counts as past it: provisioning leaves it be.
 */
export function isPastProvisioningStep(status: ProvisioningStatus, target: ProvisioningStatus): boolean {
  const path = PROVISIONING_PATH as readonly ProvisioningStatus[];
  const at = path.indexOf(status);
  if (at < 0) return true;
  return at >= path.indexOf(target);
}

/** NEW is hidden from every list and search result (admin console §4). */
export function isHiddenFromLists(status: ProvisioningStatus): boolean {
  return status === 'NEW';
}

/** Routing keys of the lifecycle events of a service and of VXC orders (admin console §4). */
export const LIFECYCLE_ROUTING_KEYS = [
  'NEW',
  'DEPLOYABLE',
  'CONFIGURED',
  'CONFIGURED_PLUS_7',
  'CONFIGURED_PLUS_14',
  'LIVE',
  'CANCELLED',
  'DECOMMISSIONED',
  'DECOMMISSIONED_MINUS_7',
  'VXC_ORDER_APPROVED',
  'VXC_ORDER_PENDING',
  'VXC_ORDER_REJECTED',
] as const;
export type LifecycleRoutingKey = (typeof LIFECYCLE_ROUTING_KEYS)[number];

/** The event a change of provisioning status records, when it records one. */
export function routingKeyOf(status: ProvisioningStatus): LifecycleRoutingKey | null {
  return (LIFECYCLE_ROUTING_KEYS as readonly string[]).includes(status) ? (status as LifecycleRoutingKey) : null;
}

/**
 * A service CONFIGURED and not yet LIVE after 7 and after 14 days gets the CONFIGURED_PLUS_7 and _14 events
 * (decision 0045): the customer is reminded that the connection waits for them, and billing may start.
 */
export const CONFIGURED_FOLLOW_UP_DAYS = [7, 14] as const;
export type ConfiguredFollowUpDays = (typeof CONFIGURED_FOLLOW_UP_DAYS)[number];
export const configuredFollowUpKey = (days: ConfiguredFollowUpDays): LifecycleRoutingKey =>
  days === 7 ? 'CONFIGURED_PLUS_7' : 'CONFIGURED_PLUS_14';

export const LAG_PORT_COUNT_MIN = 1;
/** On the order screen; the service screens allow 1 to 7 later (admin console §9). */
export const LAG_PORT_COUNT_MAX = 8;
/** A LAG ordered by staff runs month to month: its overrideTerm is 1 (admin console §9). */
export const LAG_OVERRIDE_TERM_MONTHS = 1;

/** Default billing set-up staff start from (customer portal §9): minor units and months. */
export const DEFAULT_ADMIN_BILLING_SETUP = { setupCents: 0, monthlyCents: 50_000, termMonths: 12 } as const;

export function isPortSpeed(speed: number): boolean {
  return (PORT_SPEEDS_MBPS as readonly number[]).includes(speed);
}

/** The monthly terms offered: staff also get 15 and 18 months. */
export function termsFor(isStaff: boolean): readonly number[] {
  return isStaff ? STAFF_TERMS_MONTHS : CUSTOMER_TERMS_MONTHS;
}

export function isTermAllowed(term: number, isStaff: boolean): boolean {
  return termsFor(isStaff).includes(term);
}

export function isLagPortCount(count: number): boolean {
  return Number.isInteger(count) && count >= LAG_PORT_COUNT_MIN && count <= LAG_PORT_COUNT_MAX;
}

/** Ports added at once to an existing LAG from its service screen (admin console §9: 1 to 7). */
export const LAG_ADD_PORTS_MIN = 1;
export const LAG_ADD_PORTS_MAX = 7;

export function isLagAddCount(count: number): boolean {
  return Number.isInteger(count) && count >= LAG_ADD_PORTS_MIN && count <= LAG_ADD_PORTS_MAX;
}

/**
 * Whether a member counts towards the LAG's ports: every member but a decommissioned one (the end, which never comes
 * back). A cancelled member still counts: an un-cancel brings it back.
 */
export function isCountedLagMember(status: ProvisioningStatus): boolean {
  return status !== 'DECOMMISSIONED';
}

/** How many ports may still be added to a LAG of `members` counted ports at once: 0 when it is full. */
export function lagPortsRoom(members: number): number {
  return Math.max(0, Math.min(LAG_ADD_PORTS_MAX, LAG_PORT_COUNT_MAX - members));
}

/**
 * Adding `count` ports to a LAG of `members` counted ports (decision 0054): 1 to 7 at once, and never more than
 * LAG_PORT_COUNT_MAX in the LAG. Answers the refusal's message, or null when they may be added.
 */
export function lagAddPortsRefusal(count: number, members: number): string | null {
  if (!isLagAddCount(count)) return SERVICE_MESSAGES.lagAddCount;
  return members + count > LAG_PORT_COUNT_MAX ? SERVICE_MESSAGES.lagFull : null;
}

export const MARKETPLACE_VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;
export type MarketplaceVisibility = (typeof MARKETPLACE_VISIBILITIES)[number];

/** Messages of ordering and services: the spec's words where it has them, ours where it does not. */
export const SERVICE_MESSAGES = {
  lagCreated: 'LAG Order Created OK',
  portCreated: 'Port Order Created OK',
  speedNotOffered: 'Please choose a port speed of 1, 10 or 100 Gbps',
  termNotOffered: 'Please choose a term from the list',
  lagCount: 'A LAG has between 1 and 8 ports',
  // adding ports to a LAG from its service screen (decision 0054): our words
  lagAddCount: 'Please add between 1 and 7 ports',
  lagFull: 'A LAG holds at most 8 ports: please add fewer',
  notLagMember: 'This service is not a port of a LAG',
  locationRequired: 'Please choose a location',
  companyRequired: 'Please choose the company you are ordering for',
  nameRequired: 'Please give the service a name',
  diversityZoneNotOffered: 'This location does not offer that diversity zone',
  locationNotOrderable: 'Ports cannot be ordered at this location',
  idempotencyKeyRequired: 'Please send an Idempotency-Key header with the order',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different order',
  orderInProgress: 'An order with this Idempotency-Key is still being placed; please retry shortly',
  orderNotPriced: 'This order cannot be priced',
  provisioningAdvanced: 'Provisioning advanced',
  cannotAdvance: 'This service cannot be advanced any further',
  serviceNotFound: 'Service not found',
  orderNotFound: 'Order not found',
  adminOrderInvalid: 'The order is not valid',
  /** the spec's success message of a service's edits (rename, the product's fields) */
  updated: 'Updated successfully',
  nothingToUpdate: 'Please give at least one field to update',
} as const;

/**
 * A contract's last day: `termMonths` after its first day (YYYY-MM-DD), less one day; the day of month is kept
 * where the month has it, else the month's last day (31 January + 1 month ends on the last day of February).
 */
export function contractEndDate(startDate: string, termMonths: number): string {
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  const targetMonth = month - 1 + termMonths;
  const lastDay = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(year, targetMonth, Math.min(day, lastDay)));
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

/**
 * A product type as the public API names it (decision 0041): MEGAPORT for our PORT — the provider's Go SDK compares
 * it in lower case with "megaport" — and every other type as it is. Only the public API's edge maps it, both ways.
 */
export function publicProductType(productType: string): string {
  return productType === 'PORT' ? 'MEGAPORT' : productType;
}
