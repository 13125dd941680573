import { changedFields, fieldChangeWords } from './change-fields.js';
import { formatMinor } from './money-format.js';
import { formatSpeed } from './speed-format.js';
import type { ProvisioningStatus } from './service-rules.js';

/**
 * The customer's dashboard (customer portal §3: servicesLive, servicesProvisioning, networkUtilisation, vxc1 to
 * vxc5, recentActivity; decision 0052) and the words a customer reads for a recorded change.
 */

/** The dashboard's busiest VXCs: the spec's vxc1 to vxc5. */
export const DASHBOARD_TOP_VXCS = 5;
/** How many of the company's latest recorded changes the dashboard lists. */
export const DASHBOARD_RECENT_ACTIVITY = 10;
/** The window the dashboard's traffic covers: the last 24 hours, sampled hourly. */
export const DASHBOARD_TRAFFIC_POINTS = 24;

/** Services on their way to LIVE: ordered and being built (NEW, not yet placed, is never counted; decision 0052). */
export const PROVISIONING_IN_PROGRESS: readonly ProvisioningStatus[] = [
  'DESIGN',
  'ON_HOLD',
  'DEPLOYABLE',
  'CONFIGURED',
];

/** The dashboard's two counts from the company's services counted by status. NEW counts in neither. */
export function dashboardCounts(byStatus: readonly { status: string; count: number }[]): {
  servicesLive: number;
  servicesProvisioning: number;
} {
  let servicesLive = 0;
  let servicesProvisioning = 0;
  for (const { status, count } of byStatus) {
    if (status === 'LIVE') servicesLive += count;
    else if ((PROVISIONING_IN_PROGRESS as readonly string[]).includes(status)) servicesProvisioning += count;
  }
  return { servicesLive, servicesProvisioning };
}

/**
 * Network utilisation in percent, one decimal: the traffic the company's live ports carried (per port, the mean of
 * the busier direction of each step, in b/s) over their capacity (Mbps). Null when there is no capacity to use.
 */
export function utilisationPercent(carriedBps: number, capacityMbps: number): number | null {
  if (capacityMbps <= 0) return null;
  const percent = (carriedBps / (capacityMbps * 1_000_000)) * 100;
  return Math.round(Math.min(100, Math.max(0, percent)) * 10) / 10;
}

/** The mean of the busier direction of each step: what a full-duplex link is filled to. */
export function meanBusierDirection(points: readonly { inBps: number; outBps: number }[]): number {
  if (points.length === 0) return 0;
  return points.reduce((sum, p) => sum + Math.max(p.inBps, p.outBps), 0) / points.length;
}

const STATUS_WORDS: Record<string, string> = {
  NEW: 'was ordered',
  DESIGN: 'is being designed',
  ON_HOLD: 'is on hold',
  DEPLOYABLE: 'is being deployed',
  CONFIGURED: 'is configured and waiting to go live',
  LIVE: 'is live',
  CANCELLED: 'was cancelled',
  SLEEP: 'is asleep',
  FAILED: 'could not be provisioned',
  DECOMMISSIONED: 'was terminated',
};

/** A lifecycle event of a service, in words ("is live"). */
export function lifecycleEventWords(routingKey: string): string {
  const words: Record<string, string> = {
    ...STATUS_WORDS,
    CONFIGURED_PLUS_7: 'has been configured for 7 days and is not live yet',
    CONFIGURED_PLUS_14: 'has been configured for 14 days and is not live yet',
    DECOMMISSIONED_MINUS_7: 'will be terminated in 7 days',
    VXC_ORDER_APPROVED: 'was approved by the other end',
    VXC_ORDER_PENDING: "is waiting for the other end's approval",
    VXC_ORDER_REJECTED: 'was rejected by the other end',
  };
  return words[routingKey] ?? `recorded ${routingKey.toLowerCase().replace(/_/g, ' ')}`;
}

/** A recorded change as the audit log keeps it. */
export interface RecordedChange {
  action: string;
  entityType: string;
  /** what the change is about as people know it (a service's name), when known */
  subject?: string | null;
  before?: unknown;
  after?: unknown;
}

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

const ENTITY_WORDS: Record<string, string> = {
  technical_service: 'a service',
  company: "the company's details",
  company_address: "the company's address",
  company_config_settings: "the company's settings",
  company_image: "the company's logo",
  person: 'a person',
  order: 'an order',
  serviceKey: 'a service key',
  vxc_order: 'a VXC order',
  speed_change_request: 'a speed change',
};

const mbps = (value: unknown) => (typeof value === 'number' ? formatSpeed(value) : null);

/** ", now AUD 1,200.00 a month": the monthly price a change moved a service to, when it recorded one. */
function newPriceWords(after: unknown): string {
  const [cents, currency] = [field(after, 'monthlyCents'), field(after, 'currency')];
  return typeof cents === 'number' && typeof currency === 'string'
    ? `, now ${formatMinor(cents, currency)} a month`
    : '';
}

/**
 * A service's details changed (name, cost centre…): a rename says both names; other fields say what they were and
 * became, in the change's own words (`changedFields`).
 */
function detailsWords(change: RecordedChange, what: string): string {
  const fields = changedFields(change.before, change.after);
  const [from, to] = [field(change.before, 'name'), field(change.after, 'name')];
  const renamed = typeof from === 'string' && typeof to === 'string' && from !== to;
  const others = fields.filter((f) => !(renamed && f.label === 'Name')).map(fieldChangeWords);
  const parts = [
    ...(renamed ? [`renamed ${from} to ${to}`] : []),
    ...(others.length > 0 ? [`changed ${renamed ? to : what}: ${others.join('; ')}`] : []),
  ];
  return parts.length > 0 ? parts.join(', and ') : `changed the details of ${what}`;
}

/** A change of one of a service's settings: "changed the VLAN of X from 100 to 200". */
function settingChange(setting: string, what: string, from: unknown, to: unknown): string {
  const show = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? String(v) : null);
  const [a, b] = [show(from), show(to)];
  return a !== null && b !== null
    ? `changed the ${setting} of ${what} from ${a} to ${b}`
    : `changed the ${setting} of ${what}`;
}

/** A lifecycle action (decision 0049) in words. */
function lifecycleWords(change: RecordedChange, what: string): string {
  const action = field(change.after, 'action');
  if (action === 'CANCEL') return `cancelled ${what} at the end of its contract`;
  if (action === 'CANCEL_NOW') return `cancelled ${what} at once`;
  if (action === 'TERMINATE') return `terminated ${what}`;
  if (action === 'UN_CANCEL') return `un-cancelled ${what}`;
  const to = field(change.after, 'provisioningStatus');
  return `${change.subject ?? 'A service'} ${STATUS_WORDS[String(to)] ?? `moved to ${String(to)}`}`;
}

/**
 * What a recorded change did, in words a customer understands: "Sydney to Melbourne is live", "placed an order",
 * "changed the details of Acme Sydney Edge". An action not known here is still said plainly, never as a code.
 */
export function describeChange(change: RecordedChange): string {
  const what = change.subject ? change.subject : (ENTITY_WORDS[change.entityType] ?? 'a record');
  const { before, after } = change;
  switch (change.action) {
    case 'service.provisioning':
      return `${change.subject ?? 'A service'} ${STATUS_WORDS[String(field(after, 'provisioningStatus'))] ?? 'moved on'}`;
    case 'service.lifecycle':
      return lifecycleWords(change, what);
    case 'service.update':
      return detailsWords(change, what);
    case 'service.lock':
      return `locked ${what}`;
    case 'service.unlock':
      return `unlocked ${what}`;
    case 'service.speed_changed': {
      const [from, to] = [mbps(field(before, 'rateLimitMbps')), mbps(field(after, 'rateLimitMbps'))];
      const words = from && to ? `changed the speed of ${what} from ${from} to ${to}` : `changed the speed of ${what}`;
      return `${words}${newPriceWords(after)}`;
    }
    case 'service.speed_change_requested': {
      const to = mbps(field(after, 'toMbps'));
      return `asked the other end to approve a speed change of ${what}${to ? ` to ${to}` : ''}`;
    }
    case 'speed_change_request.approved':
      return 'approved a speed change';
    case 'speed_change_request.rejected':
      return 'rejected a speed change';
    case 'service.vlan':
      return settingChange('VLAN', what, field(before, 'vlan'), field(after, 'vlan'));
    case 'service.mac':
      return settingChange('MAC address', what, field(before, 'macAddress'), field(after, 'macAddress'));
    case 'service.rate_limit':
      return `${settingChange('rate limit', what, mbps(field(before, 'rateLimit')), mbps(field(after, 'rateLimit')))}${newPriceWords(after)}`;
    case 'service.aws_interface':
      return `changed the AWS interface of ${what}`;
    case 'service.lag_ports_added': {
      const added = field(after, 'added');
      const n = Array.isArray(added) ? added.length : 0;
      return `added ${n === 1 ? 'a port' : `${n} ports`} to the LAG of ${what}`;
    }
    case 'order.placed':
      return 'placed an order';
    case 'login':
      return 'signed in';
    case 'login.failed':
      return 'failed to sign in';
  }
  const action = change.action.toLowerCase();
  if (action.includes('uncancel') || action.includes('un_cancel')) return `un-cancelled ${what}`;
  if (action.includes('cancel')) return `cancelled ${what}`;
  if (action.includes('terminat')) return `terminated ${what}`;
  if (action.includes('approv')) return `approved ${what}`;
  if (action.includes('reject')) return `rejected ${what}`;
  if (/(create|created|register)$/.test(action)) return `added ${what}`;
  if (/(delete|deleted)$/.test(action)) return `removed ${what}`;
  return `changed ${what}`;
}

/**
 * Who did something, when no person did: the part of the system by its name ("system:provisioning" and
 * "provisioning" → "Provisioning"); no name at all is the portal itself.
 */
export function systemActorName(system: string | null | undefined): string {
  const name = system?.replace(/^system:/, '').trim();
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : 'Portico';
}
