import type { Currency } from './markets.js';
import type { Permission } from './permissions.js';
import { canTransition, type ProvisioningStatus } from './service-rules.js';

/**
 * A service's lifecycle actions (admin console §4, §7; decision 0049): cancel and cancel-now set CANCELLED,
 * terminate sets DECOMMISSIONED, un-cancel sets LIVE again.
 */
export const LIFECYCLE_ACTIONS = ['CANCEL', 'CANCEL_NOW', 'TERMINATE', 'UN_CANCEL'] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

/** The actions that end a service, each priced before it is confirmed (the spec names CANCEL and TERMINATE). */
export const ENDING_ACTIONS = ['CANCEL', 'CANCEL_NOW', 'TERMINATE'] as const;
export type EndingAction = (typeof ENDING_ACTIONS)[number];

export const LIFECYCLE_MESSAGES = {
  cancelled: 'Service has been cancelled',
  terminated: 'Service has been terminated',
  unCancelled: 'Service has been un-cancelled',
  alreadyEnded: 'This service is already cancelled or decommissioned',
  cannotTerminate: 'This service cannot be terminated before it is configured',
  notCancelled: 'Only a cancelled service can be un-cancelled',
  terminateStaffOnly: 'Only staff can terminate a service',
  attachedServices: 'This service still has attached services: cancel its VXCs and IXs first',
  othersAttached: "This service carries another company's VXCs or IXs: they must be cancelled first",
  endCancelled: 'The service it connects to is cancelled: un-cancel that service first',
  endedNoChange: 'A cancelled or decommissioned service cannot be changed: un-cancel a cancelled one first',
  decommissionedNoChange: 'A decommissioned service cannot be changed',
  rejectedOrder: 'This order was rejected by the other end and cannot be un-cancelled: please place a new order',
} as const;

/**
 * A cancelled service is on its way out and a decommissioned one is gone: neither takes an edit (a cancel and an
 * edit racing on one service end with one of them refused, never an edit of a service already ended). Only the
 * lifecycle actions (un-cancel) and the lock move them.
 */
export function endedRefusal(status: ProvisioningStatus): string | null {
  return status === 'CANCELLED' || status === 'DECOMMISSIONED' ? LIFECYCLE_MESSAGES.endedNoChange : null;
}

/**
 * What a cancelled service still takes while it runs to its termination date (decision 0074): its name, cost centre
 * and graph visibility, which change nothing on the network nor in the contract. Its network settings, speed and
 * contract (a buyout) stay as they are until it is un-cancelled.
 */
export const EDITS_WHILE_CANCELLED = ['name', 'costCentre', 'publicGraph'] as const;

/** Why an edit of these fields of the service's own record is refused from its status; null when it is taken. */
export function detailsEditRefusal(status: ProvisioningStatus, fields: readonly string[]): string | null {
  if (status === 'DECOMMISSIONED') return LIFECYCLE_MESSAGES.decommissionedNoChange;
  const whileCancelled: readonly string[] = EDITS_WHILE_CANCELLED;
  if (status === 'CANCELLED' && fields.some((f) => !whileCancelled.includes(f)))
    return LIFECYCLE_MESSAGES.endedNoChange;
  return null;
}

/** The status each action sets. */
export const ACTION_TARGET: Readonly<Record<LifecycleAction, ProvisioningStatus>> = {
  CANCEL: 'CANCELLED',
  CANCEL_NOW: 'CANCELLED',
  TERMINATE: 'DECOMMISSIONED',
  UN_CANCEL: 'LIVE',
};

/** The success message of each action (the spec's words). */
export const ACTION_MESSAGE: Readonly<Record<LifecycleAction, string>> = {
  CANCEL: LIFECYCLE_MESSAGES.cancelled,
  CANCEL_NOW: LIFECYCLE_MESSAGES.cancelled,
  TERMINATE: LIFECYCLE_MESSAGES.terminated,
  UN_CANCEL: LIFECYCLE_MESSAGES.unCancelled,
};

/** Why the action cannot be taken from the service's status (the provisioning state machine decides); null when it can. */
export function lifecycleRefusal(from: ProvisioningStatus, action: LifecycleAction): string | null {
  if (canTransition(from, ACTION_TARGET[action])) return null;
  if (action === 'UN_CANCEL') return LIFECYCLE_MESSAGES.notCancelled;
  if (action === 'TERMINATE' && from !== 'DECOMMISSIONED') return LIFECYCLE_MESSAGES.cannotTerminate;
  return LIFECYCLE_MESSAGES.alreadyEnded;
}

/** Who may do what (decision 0049): terminate is staff's; the others need `modify_service` in the owning company. */
export function canTakeAction(
  action: LifecycleAction,
  who: { isStaff: boolean; permissionsInCompany: readonly Permission[] },
): boolean {
  if (who.isStaff) return true;
  if (action === 'TERMINATE') return false;
  return who.permissionsInCompany.includes('modify_service');
}

/**
 * Who may lock and unlock a service: staff, or a company admin of the owning company; or a program acting through an
 * API key that holds `modify_service`, while the company admin who made the key is still one there (decision 0063).
 * A key never carries `company_admin` itself (decision 0050), but only company admins make keys, and the provider's
 * SDK and Terraform lock and unlock what they manage.
 */
export function canLockService(who: {
  isStaff: boolean;
  permissionsInCompany: readonly Permission[];
  /** for an API key's token: what the key's creator holds in the company */
  keyCreatorPermissionsInCompany?: readonly Permission[];
}): boolean {
  if (who.isStaff || who.permissionsInCompany.includes('company_admin')) return true;
  return (
    who.keyCreatorPermissionsInCompany?.includes('company_admin') === true &&
    who.permissionsInCompany.includes('modify_service')
  );
}

// ---- days (ISO yyyy-mm-dd, UTC) ----

const MS_PER_DAY = 86_400_000;
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The ISO date `days` days after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return isoOf(dayMs(date) + days * MS_PER_DAY);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / MS_PER_DAY);
}

/** The last day of the month of `date`. */
export function endOfMonth(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return isoOf(Date.UTC(year, month, 0));
}

function daysInMonthOf(date: string): number {
  return Number(endOfMonth(date).slice(8, 10));
}

/**
 * The day an ending action ends the service (decision 0049): a CANCEL at the contract's end, or — with no contract
 * end, or one already past — at the end of the current month; CANCEL_NOW and TERMINATE today.
 */
export function terminationDateFor(action: EndingAction, today: string, contractEnd: string | null): string {
  if (action !== 'CANCEL') return today;
  return contractEnd !== null && contractEnd >= today ? contractEnd : endOfMonth(today);
}

/**
 * A monthly charge for the days `first` to `last` (both included) pro rata: each calendar month's days at that
 * month's daily share (a day of February 2028 is 1/29 of the month), each month rounded half up to whole cents, so
 * a whole month is exactly the monthly charge whatever its length. 0 when `last` is before `first`.
 */
export function proRataCents(monthlyCents: number, first: string, last: string): number {
  let total = 0n;
  let from = first;
  while (from <= last) {
    const monthEnd = endOfMonth(from);
    const to = monthEnd < last ? monthEnd : last;
    const days = BigInt(daysBetween(from, to) + 1);
    const inMonth = BigInt(daysInMonthOf(from));
    total += (BigInt(monthlyCents) * days * 2n + inMonth) / (inMonth * 2n);
    from = addDays(to, 1);
  }
  return Number(total);
}

/** What ending the service leaves to pay of its contract: the days after `terminationDate` up to its contract end. */
export function contractPayout(
  monthlyCents: number,
  terminationDate: string,
  contractEnd: string | null,
): { remainingDays: number; payOutCents: number } {
  if (contractEnd === null || contractEnd <= terminationDate) return { remainingDays: 0, payOutCents: 0 };
  return {
    remainingDays: daysBetween(terminationDate, contractEnd),
    payOutCents: proRataCents(monthlyCents, addDays(terminationDate, 1), contractEnd),
  };
}

/** A service whose ending is priced: its monthly charge and contract end. */
export interface PricedService {
  productId: number;
  productName: string;
  monthlyCents: number;
  currency: Currency;
  contractEndDate: string | null;
}

export interface LinkedPayout {
  productId: number;
  productName: string;
  payOutContractCents: number;
  currency: Currency;
}

/** The price check of an ending action (admin console §3), money in minor units. */
export interface PriceCheck {
  terminationDate: string;
  contractEndDate: string | null;
  remainingDays: number;
  recurringChargeCents: number;
  payOutContractCents: number;
  currency: Currency;
  totalCents: number;
  vxcPriceCheck: LinkedPayout[];
  ixPriceCheck: LinkedPayout[];
}

/**
 * What ending a service costs (decision 0049): its remaining contract, and that of each linked VXC and IX ended
 * with it on the same day. The total adds the payouts in the service's currency (a linked service billed in
 * another currency is listed with its own, and billed in it).
 */
export function priceCheck(
  action: EndingAction,
  today: string,
  service: PricedService,
  linked: readonly (PricedService & { productType: string })[],
): PriceCheck {
  const terminationDate = terminationDateFor(action, today, service.contractEndDate);
  const own = contractPayout(service.monthlyCents, terminationDate, service.contractEndDate);
  const payouts = linked.map((l) => ({
    productType: l.productType,
    productId: l.productId,
    productName: l.productName,
    payOutContractCents: contractPayout(l.monthlyCents, terminationDate, l.contractEndDate).payOutCents,
    currency: l.currency,
  }));
  const strip = ({ productType: _type, ...payout }: (typeof payouts)[number]): LinkedPayout => payout;
  const totalCents = payouts
    .filter((p) => p.currency === service.currency)
    .reduce((sum, p) => sum + p.payOutContractCents, own.payOutCents);
  return {
    terminationDate,
    contractEndDate: service.contractEndDate,
    remainingDays: own.remainingDays,
    recurringChargeCents: service.monthlyCents,
    payOutContractCents: own.payOutCents,
    currency: service.currency,
    totalCents,
    vxcPriceCheck: payouts.filter((p) => p.productType === 'VXC').map(strip),
    ixPriceCheck: payouts.filter((p) => p.productType === 'IX').map(strip),
  };
}

/**
 * The charge of an un-cancel after a bill run (admin console §4, decision 0049): the run billed the cancelled
 * service only up to its termination date, so the days of the run's period after it are charged pro rata.
 */
export function unCancelProRataCents(
  monthlyCents: number,
  terminationDate: string,
  run: { periodStart: string; periodEnd: string },
): number {
  const dayAfter = addDays(terminationDate, 1);
  const first = dayAfter > run.periodStart ? dayAfter : run.periodStart;
  return proRataCents(monthlyCents, first, run.periodEnd);
}

/** Days before the termination date that DECOMMISSIONED_MINUS_7 is recorded. */
export const DECOMMISSION_NOTICE_DAYS = 7;

/**
 * When the scheduled steps of a cancelled service fall (epoch ms, UTC): its DECOMMISSIONED_MINUS_7 event at the start
 * of the day seven days before the termination date — null when that has already begun (a termination less than a
 * week away gives no notice) — and its decommissioning at the start of the day after the termination date.
 */
export function decommissionSchedule(
  terminationDate: string,
  nowMs: number,
): { noticeAt: number | null; endAt: number } {
  const noticeAt = dayMs(addDays(terminationDate, -DECOMMISSION_NOTICE_DAYS));
  return { noticeAt: noticeAt > nowMs ? noticeAt : null, endAt: dayMs(addDays(terminationDate, 1)) };
}
