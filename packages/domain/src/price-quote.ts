import type { Currency } from './markets.js';
import { applyRateBp, BP_PER_UNIT, bpToPercent, type Money, money, sumMoney } from './money.js';
import { PRICE_LOOKUP_MESSAGES } from './price-messages.js';
import type { RateType } from './pricing.js';
import type { PromoProductType, PromoTerms } from './promo-rules.js';

/**
 * The arithmetic of a price (decision 0027): the term discount, the daily rate, and what a promo code takes off.
 * Every amount is integer minor units of one currency; every percentage basis points; each step rounds once, half
 * away from zero (`applyRateBp`). The price lookup service and the bill run call these, so a quote, an order and an
 * invoice agree to the cent.
 */

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

/** One step of how a price was reached, for the breakdown a quote shows. */
export interface PriceStep {
  kind: 'list' | 'custom' | 'connect' | 'termDiscount' | 'exchange' | 'promo';
  label: string;
  /** the change this step makes to the monthly rate (a discount is negative) */
  monthlyCents: number;
}

/** The parts of a VXC's list rate that the VXC price modifier scales separately; they add up to the monthly rate. */
export interface VxcParts {
  baseCents: number;
  aEndCents: number;
  bEndCents: number;
}

/** One line of an order as a promo code sees it: its monthly rate after every other step, before the promo. */
export interface PromoLine {
  productType: PromoProductType;
  currency: Currency;
  /** after the customer's own price, the term discount and the exchange, before the promo */
  monthlyCents: number;
  /** the months the line is contracted for: a credit is spent within them */
  termMonths: number;
  speedMbps: number;
  countryCode: string | null;
  /** a VXC's list rate card; absent for a customer's own price, which is one rate */
  vxcParts?: VxcParts;
}

/** A line the code may not be used for at all (another product, place or company: `findUsablePromo`'s answer). */
export interface RefusedLine {
  refusal: string;
}

/** Months `fromMonth` to `toMonth` of a line (1 is its first month; null: as long as it runs) at one discount. */
export interface PromoSpan {
  fromMonth: number;
  toMonth: number | null;
  monthlyCents: number;
}

/** What a promo code takes off one line, month by month (decision 0028). */
export interface PromoDiscount {
  code: string;
  /** what it takes off the line's first month */
  monthlyDiscountCents: number;
  /** how many months it takes something off; null: for as long as the service runs */
  forMonths: number | null;
  /** the whole discount over `forMonths`; null when open-ended */
  totalDiscountCents: number | null;
  label: string;
  /** which months it takes how much off: an order and the bill run read month m here (`promoInMonth`) */
  schedule: PromoSpan[];
}

/** A promo on one line: its discount and the breakdown steps explaining it (they add up to minus the first month's). */
export type PromoDiscountResult =
  { ok: true; discount: PromoDiscount; steps: PriceStep[] } | { ok: false; message: string };

const monthsText = (n: number) => `${n} month${n === 1 ? '' : 's'}`;
const termOf = (n: number | null | undefined) => (typeof n === 'number' && n > 0 ? n : 1);
/** A modifier counts between 0 and 100%: a promo never adds to a price. */
const modifierBp = (bp: number | null | undefined, unset: number) => Math.min(Math.max(bp ?? unset, 0), BP_PER_UNIT);

/** Why the code gives this line nothing, or null when it gives something (what it gives is worked out after). */
function refusal(promo: PromoTerms, line: PromoLine): string | null {
  const products = promo.productTypes ?? [];
  if (products.length > 0 && !products.includes(line.productType)) return PRICE_LOOKUP_MESSAGES.promoNotForProduct;
  switch (promo.discountType) {
    case 'PERCENTAGE':
    case 'MONTHLY':
      return null;
    case 'FLOATING_AMOUNT':
      return promo.currency === line.currency ? null : PRICE_LOOKUP_MESSAGES.promoOtherCurrency;
    case 'VXC_PRICE_MODIFIER': {
      if (line.productType !== 'VXC') return PRICE_LOOKUP_MESSAGES.promoNotForProduct;
      const regions = promo.regions ?? [];
      if (regions.length > 0 && (line.countryCode === null || !regions.includes(line.countryCode)))
        return PRICE_LOOKUP_MESSAGES.promoNotInRegion;
      if (typeof promo.speedCapMbps === 'number' && line.speedMbps > promo.speedCapMbps)
        return PRICE_LOOKUP_MESSAGES.promoAboveSpeedCap;
      return null;
    }
    default:
      return PRICE_LOOKUP_MESSAGES.promoNotForProduct;
  }
}

/** The same discount every month for `forMonths` months (null: as long as the line runs). */
function steady(
  promo: PromoTerms,
  perMonth: number,
  forMonths: number | null,
  label: string,
): Extract<PromoDiscountResult, { ok: true }> {
  return {
    ok: true,
    discount: {
      code: promo.code,
      monthlyDiscountCents: perMonth,
      forMonths,
      totalDiscountCents: forMonths === null ? null : perMonth * forMonths,
      label,
      schedule: perMonth > 0 ? [{ fromMonth: 1, toMonth: forMonths, monthlyCents: perMonth }] : [],
    },
    steps: [{ kind: 'promo', label, monthlyCents: -perMonth }],
  };
}

/**
 * The VXC price modifier (decision 0028): the base rate × the base modifier, the A-end connect rate × the A-end
 * modifier, the B-end connect rate × the B-end modifier (unset: base 0, ends 100%), then their sum × the recurring
 * modifier (unset: 100%). Each product rounds once, half away from zero. A customer's own price is one rate, not a
 * rate card: only the recurring modifier applies to it. One step per part with a rate, and one for the recurring
 * modifier, so the quote shows what each modifier did.
 */
function vxcModifier(promo: PromoTerms, line: PromoLine): PromoDiscountResult {
  const label = 'VXC price modifier';
  const parts = line.vxcParts;
  const scaledParts = parts
    ? [
        { name: 'base rate', cents: parts.baseCents, bp: modifierBp(promo.baseRateModifierBp, 0) },
        { name: 'A-end connect rate', cents: parts.aEndCents, bp: modifierBp(promo.aEndModifierBp, BP_PER_UNIT) },
        { name: 'B-end connect rate', cents: parts.bEndCents, bp: modifierBp(promo.bEndModifierBp, BP_PER_UNIT) },
      ]
        .filter((part) => part.cents !== 0)
        .map((part) => ({ ...part, after: applyRateBp(part.cents, part.bp) }))
    : [];
  const steps: PriceStep[] = scaledParts.map((part) => ({
    kind: 'promo',
    label: `${label}: ${part.name} × ${bpToPercent(part.bp)}%`,
    monthlyCents: part.after - part.cents,
  }));
  const scaled = parts ? scaledParts.reduce((sum, part) => sum + part.after, 0) : line.monthlyCents;
  const recurringBp = modifierBp(promo.recurringModifierBp, BP_PER_UNIT);
  const modified = applyRateBp(scaled, recurringBp);
  steps.push({
    kind: 'promo',
    label: `${label}: recurring charge × ${bpToPercent(recurringBp)}%`,
    monthlyCents: modified - scaled,
  });
  const perMonth = line.monthlyCents - modified;
  return { ...steady(promo, perMonth, null, label), steps };
}

function lineDiscount(promo: PromoTerms, line: PromoLine): PromoDiscountResult {
  switch (promo.discountType) {
    case 'PERCENTAGE': {
      const term = termOf(promo.termMonths);
      const bp = promo.percentageBp ?? 0;
      const perMonth = Math.min(applyRateBp(line.monthlyCents, Math.max(bp, 0)), line.monthlyCents);
      return steady(promo, perMonth, term, `${bpToPercent(bp)}% off for ${monthsText(term)}`);
    }
    case 'MONTHLY': {
      const term = termOf(promo.termMonths);
      return steady(promo, line.monthlyCents, term, `${monthsText(term)} free`);
    }
    default:
      return vxcModifier(promo, line);
  }
}

/** A line's share of a credit: which months take how much. */
export interface CreditLine {
  currency: Currency;
  monthlyCents: number;
  termMonths: number;
}

export interface CreditSpend {
  /** per line, in the order given */
  lines: { schedule: PromoSpan[]; total: Money }[];
  spent: Money;
  /** what is left when every line's term has ended: it lapses */
  left: Money;
}

/** Consecutive months of the same amount, from month 1, as spans. */
function spansOf(amounts: readonly number[]): PromoSpan[] {
  const spans: PromoSpan[] = [];
  amounts.forEach((cents, i) => {
    const last = spans.at(-1);
    if (last && last.monthlyCents === cents) last.toMonth = i + 1;
    else spans.push({ fromMonth: i + 1, toMonth: i + 1, monthlyCents: cents });
  });
  return spans;
}

/**
 * A FLOATING_AMOUNT credit spent once across a whole order (decision 0028): month by month — month 1 of every line
 * in line order, then month 2 of every line, and so on — each month of a line taking the credit left up to its
 * monthly rate, within the line's term, until the credit is used up. Lines in another currency take nothing. Never
 * more than the credit in all; what is left when every term has ended lapses. The quote, the order and the bill
 * run call this with the same lines and so spend the same cents in the same months.
 */
export function spreadCredit(credit: Money, lines: readonly CreditLine[]): CreditSpend {
  const taken = lines.map((): number[] => []);
  let left = Math.max(credit.amount, 0);
  const longest = Math.max(0, ...lines.map((line) => line.termMonths));
  for (let month = 1; month <= longest && left > 0; month++)
    lines.forEach((line, i) => {
      if (month > line.termMonths || line.currency !== credit.currency) return;
      const take = Math.min(left, Math.max(line.monthlyCents, 0));
      if (take === 0) return;
      taken[i]!.push(take);
      left -= take;
    });
  const currency = credit.currency;
  const perLine = taken.map((amounts) => ({
    schedule: spansOf(amounts),
    total: sumMoney(
      amounts.map((cents) => money(cents, currency)),
      currency,
    ),
  }));
  return {
    lines: perLine,
    spent: sumMoney(
      perLine.map((line) => line.total),
      currency,
    ),
    left: money(left, currency),
  };
}

function creditDiscounts(promo: PromoTerms, lines: readonly (PromoLine | RefusedLine)[]): PromoDiscountResult[] {
  const refusals = lines.map((line) => ('refusal' in line ? line.refusal : refusal(promo, line)));
  const eligible = lines.filter((line, i): line is PromoLine => refusals[i] === null);
  const first = eligible[0];
  if (!first) return refusals.map((message) => ({ ok: false, message: message ?? '' }));
  const spend = spreadCredit(money(promo.floatingAmountCents ?? 0, first.currency), eligible);
  const label = `${first.currency} credit`;
  let next = 0;
  return refusals.map((message): PromoDiscountResult => {
    if (message !== null) return { ok: false, message };
    const line = eligible[next]!;
    const share = spend.lines[next++]!;
    if (share.total.amount === 0 && line.monthlyCents > 0)
      return { ok: false, message: PRICE_LOOKUP_MESSAGES.promoCreditUsedUp };
    const firstMonth = promoInMonth(share, 1);
    return {
      ok: true,
      discount: {
        code: promo.code,
        monthlyDiscountCents: firstMonth,
        forMonths: share.schedule.at(-1)?.toMonth ?? 0,
        totalDiscountCents: share.total.amount,
        label,
        schedule: share.schedule,
      },
      steps: [{ kind: 'promo', label, monthlyCents: -firstMonth }],
    };
  });
}

/**
 * What one promo code takes off each line of an order (admin console spec §3 promo code; decision 0028), the lines
 * in the order's order:
 * - PERCENTAGE: its percentage off each line's monthly rate, for its term in months;
 * - MONTHLY: each line's whole monthly rate, for its term in months (months free);
 * - FLOATING_AMOUNT: one credit for the whole order, spent month by month across the lines (`spreadCredit`);
 * - VXC_PRICE_MODIFIER: each VXC's base and end rates scaled by their modifiers, then the recurring modifier, for
 *   VXCs in its regions up to its speed cap, for as long as the VXC runs.
 * A line the code is refused for (`RefusedLine`), or one it does not fit, gets nothing, with the reason. The order
 * takes one use of the code whatever the number of lines.
 */
export function applyOrderPromo(promo: PromoTerms, lines: readonly (PromoLine | RefusedLine)[]): PromoDiscountResult[] {
  if (promo.discountType === 'FLOATING_AMOUNT') return creditDiscounts(promo, lines);
  return lines.map((line) => {
    const message = 'refusal' in line ? line.refusal : refusal(promo, line);
    return message === null && !('refusal' in line) ? lineDiscount(promo, line) : { ok: false, message: message ?? '' };
  });
}

/** What a promo code takes off one product on its own: an order of one line. */
export function promoDiscount(promo: PromoTerms, line: PromoLine): PromoDiscountResult {
  return applyOrderPromo(promo, [line])[0]!;
}

/** What a discount takes off month `month` (1 is the first) of its line; 0 outside its schedule. */
export function promoInMonth(discount: Pick<PromoDiscount, 'schedule'> | null, month: number): number {
  const span = discount?.schedule.find((s) => s.fromMonth <= month && (s.toMonth === null || month <= s.toMonth));
  return span?.monthlyCents ?? 0;
}

/** The monthly rate in the first month, once the promo's first month is taken off. */
export function monthlyAfterPromoCents(monthlyCents: number, discount: PromoDiscount | null): number {
  return monthlyCents - promoInMonth(discount, 1);
}

/** The first invoice of a line: its first month after the promo, and its setup charge. */
export function firstMonthCents(monthlyCents: number, setupCents: number, discount: PromoDiscount | null): number {
  return monthlyAfterPromoCents(monthlyCents, discount) + setupCents;
}

/** Whether an order's promo code applies, and what to tell the customer: it is used once, or why it gives nothing. */
export function orderPromoStatus(results: readonly PromoDiscountResult[]): { applied: boolean; message: string } {
  if (results.some((r) => r.ok)) return { applied: true, message: PRICE_LOOKUP_MESSAGES.promoOncePerOrder };
  const refused = results.find((r): r is { ok: false; message: string } => !r.ok);
  return { applied: false, message: refused?.message ?? PRICE_LOOKUP_MESSAGES.promoNothingToPrice };
}

/** A priced line as the totals read it. */
export interface TotalLine {
  currency: Currency;
  monthlyCents: number;
  setupCents: number;
  promo: PromoDiscount | null;
}

/** An order's totals in one currency (decision 0028); every amount minor units of `currency`. */
export interface OrderTotal {
  currency: Currency;
  /** the monthly rates before the promo */
  monthly: number;
  /** the monthly rates in the first month, after the promo */
  monthlyAfterPromo: number;
  setup: number;
  /** the first invoice: the first month after the promo, and the setup charges */
  firstMonth: number;
  /** what the promo takes off over its months, where it ends */
  promoTotal: number;
  /** what an open-ended promo (the VXC price modifier) takes off each month, for as long as the lines run */
  promoMonthlyOpenEnded: number;
}

/** Totals per currency, in the order the currencies first appear; sums of Money, never across currencies. */
export function orderTotals(lines: readonly TotalLine[]): OrderTotal[] {
  const currencies = [...new Set(lines.map((line) => line.currency))];
  return currencies.map((currency) => {
    const mine = lines.filter((line) => line.currency === currency);
    const sum = (amount: (line: TotalLine) => number) =>
      sumMoney(
        mine.map((line) => money(amount(line), currency)),
        currency,
      ).amount;
    return {
      currency,
      monthly: sum((line) => line.monthlyCents),
      monthlyAfterPromo: sum((line) => monthlyAfterPromoCents(line.monthlyCents, line.promo)),
      setup: sum((line) => line.setupCents),
      firstMonth: sum((line) => firstMonthCents(line.monthlyCents, line.setupCents, line.promo)),
      promoTotal: sum((line) => line.promo?.totalDiscountCents ?? 0),
      promoMonthlyOpenEnded: sum((line) =>
        line.promo && line.promo.forMonths === null ? line.promo.monthlyDiscountCents : 0,
      ),
    };
  });
}

/** Only VXCs are charged by the day (customer portal spec: rateType MONTHLY or DAILY on the VXC order). */
export function rateTypeAllowed(productType: string, rateType: RateType): boolean {
  return rateType === 'MONTHLY' || productType === 'VXC';
}
