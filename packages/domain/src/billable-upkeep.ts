import { type LocalDay, isLocalDay } from './billing-period.js';
import {
  type BillingStatus,
  billingTransitionProblem,
  contractDatesProblem,
  FINAL_BILLING_STATUSES,
} from './billing-status.js';
import { BILLED_STATUSES } from './bill-lines.js';
import { SUPPLIERS } from './markets.js';
import { STAFF_TERMS_MONTHS } from './pricing.js';
import { contractEndDate } from './service-rules.js';

/*
 * A billable's upkeep (customer portal §5, §7; admin console §2, §7; decision 0088): the billables that break a
 * billing rule (non-compliant), putting a billable right with its service (defunkify), its term as a timeline (term
 * activity), one discount shared across billables, and its contract dates. The spec names these tools and nothing
 * else; each rule below is ours, written down in the decision.
 */

export const BILLABLE_UPKEEP_MESSAGES = {
  // Our words.
  nothingToFix: 'Nothing to fix: this billable agrees with its service',
  fixed: 'Billable put right with its service',
  sharedDiscountSaved: 'Shared discount saved',
  sharedWithItself: 'Share the discount with other billables, not with itself',
  sharedNeedsOthers: 'Choose at least one other billable to share the discount with',
  sharedTooMany: 'A discount is shared by at most 50 billables',
  sharedOneKind: 'Give a percentage or an amount, not both',
  sharedNoKind: 'Give a percentage or an amount',
  sharedOtherCompany: 'A discount is shared only by billables of the same company',
  sharedOtherCurrency: 'An amount is shared only by billables in the same currency',
  sharedEnded: 'A billable whose billing has ended cannot share a discount',
  sharedBillableNotFound: 'One of the billables to share the discount with was not found',
  contractDatesSaved: 'Contract dates saved',
  contractStartRequired: 'Please enter the Contract Start Date',
  sharedIdsInvalid: 'Name the other billables by their ids, separated by commas',
  contractStartAfterActivation: 'The Contract Start Date cannot be after the day the billable was activated',
  contractEndBeforeActivation: 'The Contract End Date cannot be before the day the billable was activated',
  contractDatesUnchanged: 'These are already the contract dates',
} as const;

/** The most billables one discount is shared by (with the billable it is saved from). */
export const SHARED_DISCOUNT_MAX = 50;

// ---------------------------------------------------------------------------------------------------------------
// Non-compliant billables
// ---------------------------------------------------------------------------------------------------------------

/**
 * The billing rules an open billable (neither killed nor completed) may break, each checkable over the billable's
 * own row and its active charges, so that one query lists them (decision 0088):
 * - NO_SUPPLIER: no supplier, so no supplier's bill run ever bills it;
 * - CURRENCY_NOT_SUPPLIERS: in a currency other than its supplier's (a charge saved on it is refused, and its
 *   invoice lines are converted at the run's rate);
 * - TERM_NOT_OFFERED: a term or an auto-renew term that is not one of the staff terms;
 * - BILLED_WITHOUT_ACTIVATION: billed (ACTIVE, ROLLING or LAST_BILLING_PERIOD) with no activation day;
 * - ACTIVATED_BEFORE_START: activated on a day before its contract start (its own start date);
 * - BILLED_AT_NOTHING: billed at a monthly price of 0 with no charge above 0 and no postpaid base rate above 0.
 */
export const NON_COMPLIANCES = [
  'NO_SUPPLIER',
  'CURRENCY_NOT_SUPPLIERS',
  'TERM_NOT_OFFERED',
  'BILLED_WITHOUT_ACTIVATION',
  'ACTIVATED_BEFORE_START',
  'BILLED_AT_NOTHING',
] as const;
export type NonCompliance = (typeof NON_COMPLIANCES)[number];

export const NON_COMPLIANCE_WORDS: Readonly<Record<NonCompliance, string>> = {
  NO_SUPPLIER: 'No supplier: no bill run bills it',
  CURRENCY_NOT_SUPPLIERS: "Not in its supplier's currency",
  TERM_NOT_OFFERED: 'Its term is not one of the terms offered',
  BILLED_WITHOUT_ACTIVATION: 'Billed, but never activated',
  ACTIVATED_BEFORE_START: 'Activated before its contract start',
  BILLED_AT_NOTHING: 'Billed at nothing: no monthly price and no charges',
};

/** What the non-compliance rules read of a billable. */
export interface BillableFacts {
  billingStatus: string;
  supplierId: number | null;
  currency: string;
  termMonths: number;
  autoRenewTermMonths: number | null;
  startDate: LocalDay | null;
  activatedOn: LocalDay | null;
  monthlyCents: number;
  postpaid: boolean;
  postpaidBaseRateCents: number | null;
  /** how many of its active charges charge more than 0 (a discount counts too: it is a rule staff set) */
  chargesAboveZero: number;
}

/** The statuses a billable is billed in (the bill run's), as the rules read them. */
export const BILLED_STATUS_LIST: readonly string[] = BILLED_STATUSES;

/** The staff terms, as the rules read them. */
export const OFFERED_TERMS: readonly number[] = STAFF_TERMS_MONTHS;

/** Each supplier's currency, as the rules read them. */
export const SUPPLIER_CURRENCIES: readonly { supplierId: number; currency: string }[] = SUPPLIERS.map((s) => ({
  supplierId: s.supplierId,
  currency: s.currency,
}));

const isBilled = (status: string) => BILLED_STATUS_LIST.includes(status);

/** Whether the one rule holds of a billable (the query says the same in SQL; a test holds the two together). */
export function breaks(rule: NonCompliance, b: BillableFacts): boolean {
  if (b.billingStatus === 'COMPLETED' || b.billingStatus === 'KILLED') return false;
  switch (rule) {
    case 'NO_SUPPLIER':
      return b.supplierId === null;
    case 'CURRENCY_NOT_SUPPLIERS': {
      const supplier = SUPPLIER_CURRENCIES.find((s) => s.supplierId === b.supplierId);
      return supplier !== undefined && supplier.currency !== b.currency;
    }
    case 'TERM_NOT_OFFERED':
      return (
        !OFFERED_TERMS.includes(b.termMonths) ||
        (b.autoRenewTermMonths !== null && !OFFERED_TERMS.includes(b.autoRenewTermMonths))
      );
    case 'BILLED_WITHOUT_ACTIVATION':
      return isBilled(b.billingStatus) && b.activatedOn === null;
    case 'ACTIVATED_BEFORE_START':
      return b.activatedOn !== null && b.startDate !== null && b.activatedOn < b.startDate;
    case 'BILLED_AT_NOTHING':
      return (
        isBilled(b.billingStatus) &&
        b.monthlyCents === 0 &&
        b.chargesAboveZero === 0 &&
        !(b.postpaid && (b.postpaidBaseRateCents ?? 0) > 0)
      );
  }
}

/** Every billing rule the billable breaks, in the list's order: empty for a compliant one. */
export function nonCompliances(b: BillableFacts): NonCompliance[] {
  return NON_COMPLIANCES.filter((rule) => breaks(rule, b));
}

// ---------------------------------------------------------------------------------------------------------------
// Defunkify: a billable put right with its service
// ---------------------------------------------------------------------------------------------------------------

/** What defunkify reads of a billable. */
export interface DriftBillable {
  billingStatus: BillingStatus;
  supplierId: number | null;
  startDate: LocalDay | null;
}

/** What defunkify reads of the billable's service. */
export interface DriftService {
  provisioningStatus: string;
  /** the supplier of the service's market (its location's), or null when it has no location */
  supplierId: number | null;
  contractStartDate: LocalDay | null;
}

export type DriftField = 'supplierId' | 'startDate' | 'billingStatus';

export interface DriftFix {
  field: DriftField;
  from: string | number | null;
  to: string | number;
  /** why, in words, for the answer and the audit */
  why: string;
}

/**
 * Where a billable has drifted from its service, and what puts it right (decision 0088), each fix one the billing
 * state machine and the bill run accept:
 * - its supplier is not the market of the service's location (the service moved, or the billable has none): the
 *   market's supplier, whose bill runs then bill it (its currency is left as it is: staff decide a price);
 * - it has no start date while the service has a contract start: that day, so the start the bill run reads is
 *   written on the billable;
 * - it is billed (ACTIVE or ROLLING) while its service is DECOMMISSIONED: LAST_BILLING_PERIOD, so the bill run
 *   charges the days up to the service's termination and no more; SUSPENDED while DECOMMISSIONED: COMPLETED, as
 *   nothing of a suspended period is billed.
 * A billable whose billing has ended is never changed: the caller refuses it first.
 */
export function driftFixes(billable: DriftBillable, service: DriftService): DriftFix[] {
  const fixes: DriftFix[] = [];
  if (service.supplierId !== null && billable.supplierId !== service.supplierId)
    fixes.push({
      field: 'supplierId',
      from: billable.supplierId,
      to: service.supplierId,
      why: "The supplier is the market of the service's location",
    });
  if (billable.startDate === null && service.contractStartDate !== null)
    fixes.push({
      field: 'startDate',
      from: null,
      to: service.contractStartDate,
      why: "The start date is the service's contract start",
    });
  if (service.provisioningStatus === 'DECOMMISSIONED') {
    const to: BillingStatus | null =
      billable.billingStatus === 'ACTIVE' || billable.billingStatus === 'ROLLING'
        ? 'LAST_BILLING_PERIOD'
        : billable.billingStatus === 'SUSPENDED'
          ? 'COMPLETED'
          : null;
    if (to !== null && billingTransitionProblem(billable.billingStatus, to) === null)
      fixes.push({
        field: 'billingStatus',
        from: billable.billingStatus,
        to,
        why:
          to === 'COMPLETED'
            ? 'The service is decommissioned: a suspended billing is completed'
            : 'The service is decommissioned: billed up to its termination only',
      });
  }
  return fixes;
}

// ---------------------------------------------------------------------------------------------------------------
// Term activity
// ---------------------------------------------------------------------------------------------------------------

export const TERM_SPANS = ['TERM', 'RENEWAL', 'MONTH_TO_MONTH'] as const;
export type TermSpanKind = (typeof TERM_SPANS)[number];

export const TERM_SPAN_WORDS: Readonly<Record<TermSpanKind, string>> = {
  TERM: 'Term',
  RENEWAL: 'Auto-renewal',
  MONTH_TO_MONTH: 'Month to month',
};

export interface TermSpan {
  kind: TermSpanKind;
  from: LocalDay;
  /** the span's last day, included; null: month to month, open */
  to: LocalDay | null;
  /** the months it commits to; null for month to month */
  months: number | null;
  /** it holds `today` */
  current: boolean;
  /** why it ended early, in words: a reset to month-to-month, or the billing's end */
  endedBy: string | null;
}

export interface TermFacts {
  /** the day the term starts: the activation day, else the start date, else the service's contract start */
  start: LocalDay | null;
  termMonths: number;
  autoRenewTermMonths: number | null;
  billingStatus: BillingStatus;
  /** the day staff reset it to month-to-month (the audit's latest reset), if ever */
  resetToMonthlyOn: LocalDay | null;
  /** the last day billed: the service's termination date, if it has one */
  endDay: LocalDay | null;
  today: LocalDay;
}

export interface TermActivity {
  spans: TermSpan[];
  /** the day the commitment in force ends; null when month to month, not started, or ended */
  committedUntil: LocalDay | null;
}

const RESET_WORDS = 'Reset to month-to-month';
const ENDED_WORDS = 'Billing ended';

/** At most this many spans are listed (a monthly auto-renewal over ten years is 120). */
const MAX_SPANS = 120;

const dayBefore = (day: LocalDay): LocalDay => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};
const dayAfter = (day: LocalDay): LocalDay => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * A billable's term as a timeline (decision 0088): the term from its start for `termMonths`; then, while it runs
 * on, an auto-renewal of `autoRenewTermMonths` each time one ends (none given: month to month from the term's end);
 * a reset to month-to-month (staff's reset, or a ROLLING billable with none recorded: from the end of the span it
 * was in, else today) cuts the span it falls in, and month to month runs on from there; the billing's end (the
 * service's termination date) closes the last span. Spans are listed up to the one holding today, or the end.
 */
export function termActivity(f: TermFacts): TermActivity {
  if (f.start === null || !isLocalDay(f.start)) return { spans: [], committedUntil: null };
  const reset = f.resetToMonthlyOn;
  const horizon = f.endDay !== null && f.endDay < f.today ? f.endDay : f.today;
  const spans: Omit<TermSpan, 'current'>[] = [];
  let from = f.start;
  let kind: TermSpanKind = 'TERM';
  let months = f.termMonths;
  let monthly: LocalDay | null = null;
  for (;;) {
    const to = contractEndDate(from, months);
    if (reset !== null && reset <= to) {
      // reset within this span: it ends the day before, and month to month runs on from the reset
      if (reset > from) spans.push({ kind, from, to: dayBefore(reset), months, endedBy: RESET_WORDS });
      monthly = reset > from ? reset : from;
      break;
    }
    spans.push({ kind, from, to, months, endedBy: null });
    if (to >= horizon || spans.length >= MAX_SPANS) {
      if (reset === null && f.billingStatus === 'ROLLING') {
        // ROLLING with no reset recorded: month to month since the span's end, or since today within it
        if (to < f.today) monthly = dayAfter(to);
        else {
          spans.pop();
          if (f.today > from) spans.push({ kind, from, to: dayBefore(f.today), months, endedBy: RESET_WORDS });
          monthly = f.today > from ? f.today : from;
        }
      }
      break;
    }
    if (f.autoRenewTermMonths === null) {
      monthly = dayAfter(to);
      break;
    }
    from = dayAfter(to);
    kind = 'RENEWAL';
    months = f.autoRenewTermMonths;
  }
  if (monthly !== null) spans.push({ kind: 'MONTH_TO_MONTH', from: monthly, to: null, months: null, endedBy: null });
  // the billing's end closes the span it falls in; later ones never ran
  const clipped: Omit<TermSpan, 'current'>[] = [];
  for (const span of spans) {
    if (f.endDay !== null && span.from > f.endDay) break;
    if (f.endDay !== null && (span.to === null || span.to >= f.endDay)) {
      clipped.push({ ...span, to: f.endDay, endedBy: span.to === f.endDay ? span.endedBy : ENDED_WORDS });
      break;
    }
    clipped.push(span);
  }
  const marked = clipped.map((s) => ({ ...s, current: s.from <= f.today && (s.to === null || f.today <= s.to) }));
  const current = marked.find((s) => s.current);
  return {
    spans: marked,
    committedUntil:
      current && current.kind !== 'MONTH_TO_MONTH' && current.endedBy === null ? (current.to ?? null) : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Shared discount
// ---------------------------------------------------------------------------------------------------------------

/**
 * An amount shared by billables in proportion to their weights (their monthly prices), in whole minor units that
 * add up to the amount exactly: each share rounded down, then the minor units left over given one each to the
 * largest remainders (the first billable first on a tie). Weights all 0: shared equally the same way.
 */
export function splitSharedAmount(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const given = weights.map((w) => Math.max(0, w));
  const sum = given.reduce((a, b) => a + b, 0);
  const used = sum === 0 ? given.map(() => 1) : given;
  const whole = sum === 0 ? given.length : sum;
  const exact = used.map((w) => (BigInt(total) * BigInt(w)) as bigint);
  const shares = exact.map((e) => Number(e / BigInt(whole)));
  const remainders = exact.map((e, i) => ({ i, r: Number(e % BigInt(whole)) }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (const { i } of remainders.sort((a, b) => b.r - a.r || a.i - b.i)) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** Why a shared discount cannot be saved before any billable is read, or null (the charge's own rule follows). */
export function sharedDiscountProblem(ask: {
  billableId: number;
  others: readonly number[];
  percent: number | null;
  amount: number | null;
}): string | null {
  if (ask.others.length === 0) return BILLABLE_UPKEEP_MESSAGES.sharedNeedsOthers;
  if (ask.others.includes(ask.billableId)) return BILLABLE_UPKEEP_MESSAGES.sharedWithItself;
  if (new Set(ask.others).size + 1 > SHARED_DISCOUNT_MAX) return BILLABLE_UPKEEP_MESSAGES.sharedTooMany;
  if (ask.percent !== null && ask.amount !== null) return BILLABLE_UPKEEP_MESSAGES.sharedOneKind;
  if (ask.percent === null && ask.amount === null) return BILLABLE_UPKEEP_MESSAGES.sharedNoKind;
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Contract dates
// ---------------------------------------------------------------------------------------------------------------

/**
 * Why a billable's contract dates cannot be changed to `start` and `end`, or null: the spec's rule (the end after
 * the start), and, once it is activated, a start no later than its activation day and an end no earlier, so that
 * the days already billed stay inside the contract.
 */
export function contractDatesChangeProblem(
  start: LocalDay,
  end: LocalDay | null,
  activatedOn: LocalDay | null,
): string | null {
  const problem = contractDatesProblem(start, end);
  if (problem) return problem;
  if (activatedOn !== null && start > activatedOn) return BILLABLE_UPKEEP_MESSAGES.contractStartAfterActivation;
  if (activatedOn !== null && end !== null && end < activatedOn)
    return BILLABLE_UPKEEP_MESSAGES.contractEndBeforeActivation;
  return null;
}

/** Whether a billable's billing has ended (killed or completed), its status read as stored text. */
export function hasBillingEnded(status: string): boolean {
  return (FINAL_BILLING_STATUSES as readonly string[]).includes(status);
}
