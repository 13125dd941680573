import type { Currency } from './markets.js';
import { applyRateBp, BP_PER_UNIT, bpToPercent } from './money.js';
import type { RateType } from './pricing.js';
import type { PromoProductType, PromoTerms } from './promo-rules.js';

/**
 * The arithmetic of a price (decision 0027): the term discount, the daily rate, and what a promo code takes off.
 * Every amount is integer minor units of one currency; every percentage basis points; each step rounds once, half
 * away from zero (`applyRateBp`). The price lookup service and the bill run call these, so a quote, an order and an
 * invoice agree to the cent.
 */

export const PRICE_LOOKUP_MESSAGES = {
  noPrice: 'There is no price for this product here yet. Please contact us for a quote.',
  promoNotForProduct: 'This promo code does not apply to this product.',
  promoNotInRegion: 'This promo code does not apply in this country.',
  promoAboveSpeedCap: 'This promo code applies only up to its speed cap.',
  promoOtherCurrency: 'This promo code is for prices in another currency.',
  dailyNotForProduct: 'Only VXCs may be charged by the day.',
  vxcEndsRequired: 'A VXC price needs an A end and a B end.',
  locationRequired: 'Please choose a location.',
} as const;

/**
 * Our messages for list prices and customers' price books, where the spec has none (decision 0027); the dated-price
 * rules they share with the VXC and MVE prices speak with `PRICEBOOK_RULE_MESSAGES`.
 */
export const PRICING_MESSAGES = {
  priceAdded: 'Price added OK',
  priceEdited: 'Future price edited OK',
  priceDeleted: 'Future price deleted OK',
  customAdded: 'Price book item added',
  customRemoved: 'Price book item removed',
  customStartsBeforeToday: 'A price book item cannot start before today.',
  locationNotInMarket: 'That location is not in this market',
  overlap: 'Another price of the same product, place, speed and term starts that day or is set to run into these days.',
  customOverlap:
    'This customer already has a price for the same product and place starting that day or set to run into these days.',
  customNotFound: 'Price book item not found',
  customEnded: 'This item has already ended.',
  companyNotFound: 'Company not found',
  locationNotFound: 'Location not found',
} as const;

/** The monthly rate after the discount a term earns. */
export function termDiscounted(monthlyCents: number, termDiscountBp: number): number {
  return monthlyCents - applyRateBp(monthlyCents, termDiscountBp);
}

/**
 * A daily rate from a monthly one: a year's charge spread over 365 days (× 12 / 365), rounded half away from zero.
 * Computed as basis points of the monthly rate would lose precision, so it is done in integers directly.
 */
export function dailyRateCents(monthlyCents: number): number {
  const numerator = BigInt(monthlyCents) * 12n * 2n + 365n;
  return Number(numerator / (365n * 2n));
}

/** The parts of a VXC's monthly rate that the VXC price modifier scales separately. */
export interface VxcParts {
  baseCents: number;
  aEndCents: number;
  bEndCents: number;
}

/** What a promo code is tried against: one product's monthly rate, before the promo. */
export interface PromoLine {
  productType: PromoProductType;
  currency: Currency;
  monthlyCents: number;
  speedMbps: number;
  countryCode: string | null;
  vxcParts?: VxcParts;
}

/** What a promo code takes off a line: per month, for how many months (null: for as long as the service runs). */
export interface PromoDiscount {
  code: string;
  monthlyDiscountCents: number;
  forMonths: number | null;
  /** the whole discount over `forMonths`; null when open-ended */
  totalDiscountCents: number | null;
  label: string;
}

export type PromoDiscountResult = { ok: true; discount: PromoDiscount } | { ok: false; message: string };

const monthsText = (n: number) => `${n} month${n === 1 ? '' : 's'}`;

/**
 * What a promo code takes off one line (admin console spec §3 promo code):
 * - PERCENTAGE: its percentage off the monthly rate, for its term in months;
 * - MONTHLY: the whole monthly rate, for its term in months (months free);
 * - FLOATING_AMOUNT: an amount of its currency, taken off month by month until used up (same currency only);
 * - VXC_PRICE_MODIFIER: the VXC's base rate and end rates each scaled by its modifiers, then the recurring modifier,
 *   for VXCs in its regions up to its speed cap, for as long as the VXC runs.
 * A product type outside the code's list gets nothing, with the reason.
 */
export function promoDiscount(promo: PromoTerms, line: PromoLine): PromoDiscountResult {
  const products = promo.productTypes ?? [];
  if (products.length > 0 && !products.includes(line.productType))
    return { ok: false, message: PRICE_LOOKUP_MESSAGES.promoNotForProduct };
  const monthly = line.monthlyCents;
  const months = (n: number | null | undefined) => (typeof n === 'number' && n > 0 ? n : 1);
  const done = (monthlyDiscountCents: number, forMonths: number | null, label: string): PromoDiscountResult => {
    const perMonth = Math.max(0, Math.min(monthlyDiscountCents, monthly));
    return {
      ok: true,
      discount: {
        code: promo.code,
        monthlyDiscountCents: perMonth,
        forMonths,
        totalDiscountCents: forMonths === null ? null : perMonth * forMonths,
        label,
      },
    };
  };
  switch (promo.discountType) {
    case 'PERCENTAGE': {
      const term = months(promo.termMonths);
      const bp = promo.percentageBp ?? 0;
      return done(applyRateBp(monthly, bp), term, `${bpToPercent(bp)}% off for ${monthsText(term)}`);
    }
    case 'MONTHLY': {
      const term = months(promo.termMonths);
      return done(monthly, term, `${monthsText(term)} free`);
    }
    case 'FLOATING_AMOUNT': {
      if (promo.currency !== line.currency) return { ok: false, message: PRICE_LOOKUP_MESSAGES.promoOtherCurrency };
      const amount = promo.floatingAmountCents ?? 0;
      if (monthly === 0) return done(0, 0, `${promo.currency} credit`);
      const forMonths = Math.ceil(amount / monthly);
      const result = done(Math.min(amount, monthly), forMonths, `${promo.currency} credit`);
      if (result.ok) result.discount.totalDiscountCents = Math.min(amount, monthly * forMonths);
      return result;
    }
    case 'VXC_PRICE_MODIFIER': {
      if (line.productType !== 'VXC') return { ok: false, message: PRICE_LOOKUP_MESSAGES.promoNotForProduct };
      const regions = promo.regions ?? [];
      if (regions.length > 0 && (line.countryCode === null || !regions.includes(line.countryCode)))
        return { ok: false, message: PRICE_LOOKUP_MESSAGES.promoNotInRegion };
      if (typeof promo.speedCapMbps === 'number' && line.speedMbps > promo.speedCapMbps)
        return { ok: false, message: PRICE_LOOKUP_MESSAGES.promoAboveSpeedCap };
      const parts = line.vxcParts ?? { baseCents: monthly, aEndCents: 0, bEndCents: 0 };
      const scaled =
        applyRateBp(parts.baseCents, promo.baseRateModifierBp ?? 0) +
        applyRateBp(parts.aEndCents, promo.aEndModifierBp ?? BP_PER_UNIT) +
        applyRateBp(parts.bEndCents, promo.bEndModifierBp ?? BP_PER_UNIT);
      const modified = applyRateBp(scaled, promo.recurringModifierBp ?? BP_PER_UNIT);
      return done(monthly - modified, null, 'VXC price modifier');
    }
    default:
      return { ok: false, message: PRICE_LOOKUP_MESSAGES.promoNotForProduct };
  }
}

/** One step of how a price was reached, for the breakdown a quote shows. */
export interface PriceStep {
  kind: 'list' | 'custom' | 'connect' | 'termDiscount' | 'exchange' | 'promo';
  label: string;
  /** the change this step makes to the monthly rate (a discount is negative) */
  monthlyCents: number;
}

/** The monthly rate a customer pays in the first month: the rate less the promo's first-month discount. */
export function firstMonthCents(monthlyCents: number, discount: PromoDiscount | null): number {
  return monthlyCents - (discount?.monthlyDiscountCents ?? 0);
}

/** Only VXCs are charged by the day (customer portal spec: rateType MONTHLY or DAILY on the VXC order). */
export function rateTypeAllowed(productType: string, rateType: RateType): boolean {
  return rateType === 'MONTHLY' || productType === 'VXC';
}
