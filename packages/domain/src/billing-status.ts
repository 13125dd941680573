import { isLocalDay } from './billing-period.js';
import { INPUT_MESSAGES } from './input-messages.js';

/*
 * A billable's billing status as one state machine (admin console §4; customer portal §4; decision 0080). The spec
 * names the eight statuses, says a billing set-up is created not activated and activated as a separate step with an
 * optional date, and that killing billing puts the service back in the un-billed list; the moves between them are
 * ours, written down in BILLING_TRANSITIONS and the decision.
 */

/** The spec's billing statuses, in the spec's order. */
export const BILLING_STATUSES = [
  'ACTIVE',
  'SUSPENDED',
  'COMPLETED',
  'KILLED',
  'NOT_ACTIVATED',
  'LAST_BILLING_PERIOD',
  'QUOTE',
  'ROLLING',
] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** The statuses a billable is created in: an order's or staff's set-up NOT_ACTIVATED, a priced proposal QUOTE. */
export const INITIAL_BILLING_STATUSES = ['NOT_ACTIVATED', 'QUOTE'] as const satisfies readonly BillingStatus[];

/** The statuses nothing leaves: the billing has ended, and the service may be set up again with a new billable. */
export const FINAL_BILLING_STATUSES = ['COMPLETED', 'KILLED'] as const satisfies readonly BillingStatus[];

/**
 * Where each status may go (decision 0080):
 * - QUOTE → NOT_ACTIVATED when it is accepted as a set-up; a quote is never billed, so it is not activated itself.
 * - NOT_ACTIVATED → ACTIVE: activation, from an optional date never before the contract start.
 * - ACTIVE ↔ SUSPENDED; a suspension is lifted to ACTIVE, or to ROLLING when the term ended while suspended.
 * - ACTIVE → ROLLING when the term ends and the service runs on month to month (auto-renew); ROLLING → ACTIVE when
 *   a new term is agreed.
 * - ACTIVE or ROLLING → LAST_BILLING_PERIOD when the service is cancelled or terminated: the bill run still charges
 *   the days up to the termination date; an un-cancel moves it back (to ACTIVE, or ROLLING past its term).
 * - LAST_BILLING_PERIOD → COMPLETED once the service is decommissioned and its last period billed; a SUSPENDED
 *   billable whose service ends → COMPLETED at once: nothing of its period is billed.
 * - every status that is not final → KILLED ('Billable has been killed'): staff stop the billing, and the service
 *   shows in the un-billed list.
 */
export const BILLING_TRANSITIONS: Readonly<Record<BillingStatus, readonly BillingStatus[]>> = {
  QUOTE: ['NOT_ACTIVATED', 'KILLED'],
  NOT_ACTIVATED: ['ACTIVE', 'KILLED'],
  ACTIVE: ['SUSPENDED', 'ROLLING', 'LAST_BILLING_PERIOD', 'KILLED'],
  SUSPENDED: ['ACTIVE', 'ROLLING', 'COMPLETED', 'KILLED'],
  ROLLING: ['ACTIVE', 'SUSPENDED', 'LAST_BILLING_PERIOD', 'KILLED'],
  LAST_BILLING_PERIOD: ['COMPLETED', 'ACTIVE', 'ROLLING', 'KILLED'],
  COMPLETED: [],
  KILLED: [],
};

/** The billing messages: the spec's words where the spec gives them, ours (marked) otherwise. */
export const BILLING_MESSAGES = {
  /** admin console §8 */
  killed: 'Billable has been killed',
  /** customer portal §5 */
  contractEndBeforeStart: 'Contract End Date must be after Contract Start Date',
  /** Our words: an activation dated before the contract starts would bill days the customer has not agreed to. */
  activationBeforeContractStart: 'The activation date cannot be before the Contract Start Date',
  /** Our words: an activation dated after the contract has ended would bill a contract that is over. */
  activationAfterContractEnd: 'The activation date cannot be after the Contract End Date',
  /** Our words: the billable is activated. */
  activated: 'Billable has been activated',
} as const;

export function isBillingStatus(value: unknown): value is BillingStatus {
  return (BILLING_STATUSES as readonly unknown[]).includes(value);
}

export function isFinalBillingStatus(status: BillingStatus): boolean {
  return (FINAL_BILLING_STATUSES as readonly BillingStatus[]).includes(status);
}

/** Whether a billable in `from` may move to `to` (never to the status it is in). */
export function canMoveBilling(from: BillingStatus, to: BillingStatus): boolean {
  return BILLING_TRANSITIONS[from].includes(to);
}

/**
 * Why a billable in `from` cannot move to `to`, naming its status, for the 409 the refusal answers; null when it
 * can. Our words.
 */
export function billingTransitionProblem(from: BillingStatus, to: BillingStatus): string | null {
  if (canMoveBilling(from, to)) return null;
  if (isFinalBillingStatus(from)) return `This billable is ${from}: its billing cannot change`;
  if (from === to) return `This billable is already ${from}`;
  return `This billable is ${from}: it cannot become ${to}`;
}

/** The billables list's filter statuses (customer portal §4). */
export const BILLING_FILTERS = ['unactivated', 'active', 'suspended', 'terminated'] as const;
export type BillingFilter = (typeof BILLING_FILTERS)[number];

/**
 * The billing statuses each filter shows (decision 0080): every status under exactly one filter. A billable still
 * charged (running on month to month, or in its last period) is active; one whose billing has ended, by completion
 * or a kill, terminated.
 */
export const BILLING_FILTER_STATUSES: Readonly<Record<BillingFilter, readonly BillingStatus[]>> = {
  unactivated: ['NOT_ACTIVATED', 'QUOTE'],
  active: ['ACTIVE', 'ROLLING', 'LAST_BILLING_PERIOD'],
  suspended: ['SUSPENDED'],
  terminated: ['COMPLETED', 'KILLED'],
};

/** The filter a billing status is listed under. */
export function billingFilterOf(status: BillingStatus): BillingFilter {
  return BILLING_FILTERS.find((filter) => BILLING_FILTER_STATUSES[filter].includes(status))!;
}

/**
 * Why a billable cannot be activated from `activation` (a day, 'YYYY-MM-DD', in the supplier's time zone); null when
 * it can. Never before the contract start; never after the contract end, when it has one. The activation's date is
 * optional in the spec: the caller passes today's when none is given.
 */
export function activationDateProblem(
  activation: string,
  contractStart: string | null,
  contractEnd: string | null = null,
): string | null {
  if (!isLocalDay(activation)) return INPUT_MESSAGES.isoDate;
  if (contractStart !== null && activation < contractStart) return BILLING_MESSAGES.activationBeforeContractStart;
  if (contractEnd !== null && activation > contractEnd) return BILLING_MESSAGES.activationAfterContractEnd;
  return null;
}

/** The spec's contract dates rule: the end, when there is one, strictly after the start (days, 'YYYY-MM-DD'). */
export function contractDatesProblem(start: string, end: string | null): string | null {
  if (!isLocalDay(start) || (end !== null && !isLocalDay(end))) return INPUT_MESSAGES.isoDate;
  return end !== null && end <= start ? BILLING_MESSAGES.contractEndBeforeStart : null;
}
