import { PROMO_CURRENCIES } from './pricing.js';

/**
 * Promo codes (admin console spec §3, §5): the four discount types, the rules each must meet and the behaviour of
 * the form, written once for the server and the form.
 */
export const PROMO_DISCOUNT_TYPES = ['PERCENTAGE', 'MONTHLY', 'FLOATING_AMOUNT', 'VXC_PRICE_MODIFIER'] as const;
export type PromoDiscountType = (typeof PROMO_DISCOUNT_TYPES)[number];

/** Product types a promo may name. PORT is our port product ({product} in the spec); MCR2 the cloud router. */
export const PROMO_PRODUCT_TYPES = ['PORT', 'MCR2', 'MVE', 'VXC', 'IX'] as const;
export type PromoProductType = (typeof PROMO_PRODUCT_TYPES)[number];

/** A monthly discount applies only to these (spec: "{product}, MCR2, MVE"). */
export const MONTHLY_DISCOUNT_PRODUCT_TYPES: readonly PromoProductType[] = ['PORT', 'MCR2', 'MVE'];

export const PROMO_MESSAGES = {
  saved: 'New promo code saved OK',
  updated: 'Promo code updated OK',
  discountTypeRequired: 'Please choose a discount type',
  percentageRequired: 'A percentage discount needs a percentage above 0',
  termRequired: 'A term above 0 months is required for this discount',
  regionRequired: 'A VXC price modifier needs at least one region',
  recurringModifierNegative: 'The recurring percent modifier cannot be negative',
  speedCapRequired: 'A VXC price modifier needs a speed cap above 0',
  amountRequired: 'A floating amount needs an amount above 0',
  currencyRequired: 'A floating amount needs a currency',
  monthlyProductTypes: 'A monthly discount applies only to Port, MCR2 and MVE',
  vxcModifierProductTypes: 'A VXC price modifier applies only when VXC is the only product type',
} as const;

/** The fields the rules read, as the form and the API carry them (amounts in minor units, percentages in bp). */
export interface PromoDraft {
  discountType?: PromoDiscountType | null;
  percentageBp?: number | null;
  termMonths?: number | null;
  floatingAmountCents?: number | null;
  currency?: string | null;
  speedCapMbps?: number | null;
  recurringModifierBp?: number | null;
  baseRateModifierBp?: number | null;
  aEndModifierBp?: number | null;
  bEndModifierBp?: number | null;
  regions?: readonly string[];
  productTypes?: readonly string[];
  shared?: boolean;
  singleUse?: boolean;
  quantity?: number | null;
}

const positive = (n: number | null | undefined) => typeof n === 'number' && n > 0;

/** Every rule a promo breaks, keyed by the field to show it on; empty when it may be saved. */
export function promoErrors(draft: PromoDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const products = draft.productTypes ?? [];
  switch (draft.discountType) {
    case 'PERCENTAGE':
      if (!positive(draft.percentageBp)) errors.percentageBp = PROMO_MESSAGES.percentageRequired;
      if (!positive(draft.termMonths)) errors.termMonths = PROMO_MESSAGES.termRequired;
      break;
    case 'MONTHLY':
      if (!positive(draft.termMonths)) errors.termMonths = PROMO_MESSAGES.termRequired;
      if (products.some((p) => !(MONTHLY_DISCOUNT_PRODUCT_TYPES as readonly string[]).includes(p)))
        errors.productTypes = PROMO_MESSAGES.monthlyProductTypes;
      break;
    case 'FLOATING_AMOUNT':
      if (!positive(draft.floatingAmountCents)) errors.floatingAmountCents = PROMO_MESSAGES.amountRequired;
      if (!draft.currency || !(PROMO_CURRENCIES as readonly string[]).includes(draft.currency))
        errors.currency = PROMO_MESSAGES.currencyRequired;
      break;
    case 'VXC_PRICE_MODIFIER':
      if ((draft.regions ?? []).length === 0) errors.regions = PROMO_MESSAGES.regionRequired;
      if (typeof draft.recurringModifierBp === 'number' && draft.recurringModifierBp < 0)
        errors.recurringModifierBp = PROMO_MESSAGES.recurringModifierNegative;
      if (!positive(draft.speedCapMbps)) errors.speedCapMbps = PROMO_MESSAGES.speedCapRequired;
      if (products.length !== 1 || products[0] !== 'VXC') errors.productTypes = PROMO_MESSAGES.vxcModifierProductTypes;
      break;
    default:
      errors.discountType = PROMO_MESSAGES.discountTypeRequired;
  }
  return errors;
}

/**
 * What the form does as a promo is filled in, and what the server applies before saving: a floating amount is always
 * shared; a VXC price modifier starts with a base modifier of 0 and end modifiers of 100%.
 */
export function applyPromoBehaviour<T extends PromoDraft>(draft: T): T {
  if (draft.discountType === 'FLOATING_AMOUNT') return { ...draft, shared: true };
  if (draft.discountType === 'VXC_PRICE_MODIFIER')
    return {
      ...draft,
      baseRateModifierBp: draft.baseRateModifierBp ?? 0,
      aEndModifierBp: draft.aEndModifierBp ?? 10_000,
      bEndModifierBp: draft.bEndModifierBp ?? 10_000,
    };
  return draft;
}

/** More than one single-use code is generated, not typed: the code field is disabled and codes are made. */
export function generatesCodes(draft: Pick<PromoDraft, 'singleUse' | 'quantity'>): boolean {
  return draft.singleUse === true && typeof draft.quantity === 'number' && draft.quantity > 1;
}

/** Whether a promo may be used at `at` (epoch ms): inside its window, with uses left. */
export function promoUsableAt(
  promo: { validFrom: number | null; validTo: number | null; quantity: number | null; uses: number },
  at: number,
): boolean {
  if (promo.validFrom !== null && at < promo.validFrom) return false;
  if (promo.validTo !== null && at > promo.validTo) return false;
  return promo.quantity === null || promo.uses < promo.quantity;
}

/** A saved promo code's terms, as the price lookup and ordering read them (amounts in minor units, rates in bp). */
export type PromoTerms = PromoDraft & {
  id: number;
  code: string;
  /** epoch ms; null: open */
  validFrom: number | null;
  validTo: number | null;
};
