/**
 * Staff's billing set-up of a service (admin console §7 `POST /secure/technicalservice/{id}/billing`, §9; decision
 * 0081): created not activated, at the admin defaults unless given.
 */

/** The admin billing set-up's defaults (customer portal §9): setup 0, monthly 500, term 12 (minor units). */
export const BILLING_SETUP_DEFAULTS = { setupCents: 0, monthlyCents: 50_000, termMonths: 12 } as const;

/** The longest bundle or billable name. */
export const BILLABLE_NAME_MAX = 100;

export const BILLABLE_MESSAGES = {
  // Our words (the spec names the call, not its answers).
  setUp: 'Billing set up: it is billed once activated',
  alreadyBilled: 'This service already has a billable: kill it before setting up another',
  notOrdered: 'A service that is not ordered yet has no billing',
  billableNameRequired: 'Please enter the billable name',
  nameTooLong: `A name has at most ${BILLABLE_NAME_MAX} characters`,
  nameNotText: 'A name must be text',
  termNotOffered: 'Please choose one of the terms offered',
  amountInvalid: 'Please enter an amount of 0 or more',
  notFound: 'Billable not found',
  atLeastOneService: 'Please enter at least one service id',
  serviceIdsInvalid: 'Name each service by its id or its uid, separated by commas',
  noBilling: 'This service has no billing',
  serviceNotRunning: 'The service is not running: its billing cannot be activated',
  postpaidRateSource: 'Choose the price book rate or give a base rate, not both',
  postpaidRateMissing: 'Give a base rate or use the price book rate',
  madePostpaid: 'Billable made postpaid',
  madeStandard: 'Billable made standard',
  alreadyStandard: 'This billable is already standard',
  billingEnded: 'The billing of this service has ended: it cannot change',
  nothingToKill: 'This service has no billing to kill',
} as const;

/** A service named by its id (digits) or its uid, as the billing tools take them. */
const SERVICE_REF = /^([1-9][0-9]{0,9}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * Why a list of services typed for a billing tool (admin console §5: reset to monthly) cannot be used, or null: the
 * entries as `parseServiceIdList` splits them (spaces stripped, split on commas), at least one, each a service's id
 * or uid.
 */
export function serviceListProblem(entries: readonly string[]): string | null {
  if (entries.length === 0) return BILLABLE_MESSAGES.atLeastOneService;
  return entries.every((entry) => SERVICE_REF.test(entry)) ? null : BILLABLE_MESSAGES.serviceIdsInvalid;
}

/**
 * Where a billable and its service disagree (the mismatched-billing tool, admin console §2; decision 0083): billed
 * after the service was decommissioned, not billed while it is LIVE, or billed before it is LIVE.
 */
export const BILLING_MISMATCHES = ['BILLED_AFTER_END', 'NOT_BILLED_WHILE_LIVE', 'BILLED_BEFORE_LIVE'] as const;
export type BillingMismatch = (typeof BILLING_MISMATCHES)[number];

export const BILLING_MISMATCH_WORDS: Readonly<Record<BillingMismatch, string>> = {
  BILLED_AFTER_END: 'Still billed: the service is decommissioned',
  NOT_BILLED_WHILE_LIVE: 'Not billed: the service is LIVE and its billing not activated',
  BILLED_BEFORE_LIVE: 'Billed before the service is LIVE',
};

/** The pairs of billing status and provisioning status each mismatch is, for a query (the same rule). */
export const BILLING_MISMATCH_PAIRS: Readonly<Record<BillingMismatch, { billing: string[]; provisioning: string[] }>> =
  {
    // a billable in its last period is settling its end, not a mismatch
    BILLED_AFTER_END: { billing: ['ACTIVE', 'ROLLING', 'SUSPENDED'], provisioning: ['DECOMMISSIONED'] },
    NOT_BILLED_WHILE_LIVE: { billing: ['NOT_ACTIVATED'], provisioning: ['LIVE'] },
    BILLED_BEFORE_LIVE: { billing: ['ACTIVE', 'ROLLING'], provisioning: ['NEW', 'DEPLOYABLE', 'CONFIGURED'] },
  };

/**
 * How a postpaid billable's rate is set (admin console §7 `POST /v2/billable/{id}/postpaid`; decision 0084): the
 * price book's rate, or a base rate staff give — one of the two. Why not, or null.
 */
export function postpaidProblem(ask: { usePricebook: boolean; overrideBaseRate: number | null }): string | null {
  if (ask.usePricebook && ask.overrideBaseRate !== null) return BILLABLE_MESSAGES.postpaidRateSource;
  if (!ask.usePricebook && ask.overrideBaseRate === null) return BILLABLE_MESSAGES.postpaidRateMissing;
  return null;
}

/** How a billable's status and its service's provisioning status disagree (`BILLING_MISMATCH_PAIRS`), or null. */
export function billingMismatch(billingStatus: string, provisioningStatus: string): BillingMismatch | null {
  return (
    BILLING_MISMATCHES.find((m) => {
      const pair = BILLING_MISMATCH_PAIRS[m];
      return pair.billing.includes(billingStatus) && pair.provisioning.includes(provisioningStatus);
    }) ?? null
  );
}
