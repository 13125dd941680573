/**
 * A billable's charges (customer portal §3 "Charge", §9; decision 0082): what the bill run charges beside the
 * recurring price of the service — once-off charges, recurring ones (an A end's or B end's part, a post-paid rate)
 * and discounts — each between a start and an optional end, active until deactivated.
 */

/** The spec's charge types (§3's examples and §9's ONCE_OFF and RECURRING). */
export const CHARGE_TYPES = [
  'RECURRING',
  'ONCE_OFF',
  'A_END',
  'B_END',
  'POST_PAID_RATE',
  'DISCOUNT_PERCENT',
  'DISCOUNT_AMOUNT',
] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];

/** The charge types that take a share off rather than add an amount: their `charge` is basis points (1000 = 10 %). */
export const PERCENT_CHARGE_TYPES: readonly ChargeType[] = ['DISCOUNT_PERCENT'];

export const CHARGE_LABELS: Readonly<Record<ChargeType, string>> = {
  RECURRING: 'Recurring',
  ONCE_OFF: 'Once-off',
  A_END: 'A end',
  B_END: 'B end',
  POST_PAID_RATE: 'Post-paid rate',
  DISCOUNT_PERCENT: 'Discount (%)',
  DISCOUNT_AMOUNT: 'Discount (amount)',
};

export const CHARGE_MESSAGES = {
  // Our words (the spec gives the fields, not the messages).
  nameRequired: 'Please enter the charge name',
  typeRequired: 'Please choose the charge type',
  amountInvalid: 'The charge must be an amount of 0 or more',
  percentInvalid: 'A discount is a percentage from 0 to 100',
  endBeforeStart: 'The charge must end after it starts',
  startRequired: 'Please enter the day the charge starts',
  nominalDateRequired: 'A once-off charge needs the day it is charged',
  notFound: 'Charge not found',
  currencyNotBillables: "A charge is in its billable's currency",
  alreadyInactive: 'This charge is already inactive',
  billableEnded: 'The billing of this service has ended: its charges cannot change',
  saved: 'Charge saved',
  deactivated: 'Charge deactivated',
} as const;

/** A charge as it is saved. */
export interface ChargeDraft {
  name: string;
  chargeType: ChargeType;
  /** minor units of the billable's currency; basis points for a percentage discount */
  charge: number;
  start: string;
  end: string | null;
  nominalChargeDate: string | null;
}

/** Why a charge cannot be saved, or null: its name, an amount or a percentage in range, its dates in order. */
export function chargeProblem(draft: ChargeDraft): string | null {
  if (draft.name.trim() === '') return CHARGE_MESSAGES.nameRequired;
  if (PERCENT_CHARGE_TYPES.includes(draft.chargeType)) {
    if (!Number.isInteger(draft.charge) || draft.charge < 0 || draft.charge > 10_000)
      return CHARGE_MESSAGES.percentInvalid;
  } else if (!Number.isInteger(draft.charge) || draft.charge < 0) return CHARGE_MESSAGES.amountInvalid;
  if (draft.end !== null && draft.end <= draft.start) return CHARGE_MESSAGES.endBeforeStart;
  if (draft.chargeType === 'ONCE_OFF' && draft.nominalChargeDate === null) return CHARGE_MESSAGES.nominalDateRequired;
  return null;
}
