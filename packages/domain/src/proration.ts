import type { BillingPeriod, DaySpan, LocalDay } from './billing-period.js';
import { billableDays, splitDays } from './billing-period.js';
import { supplierById } from './markets.js';
import { applyRateBp, type CurrencyCode, type Money, money, sumMoney } from './money.js';
import type { PromoSpan } from './price-quote.js';
import { TAX_WORDING, taxWording } from './pricing.js';
import { addDays } from './service-lifecycle.js';

/*
 * What a bill run charges (decision 0080), in integer minor units only. One rounding rule for every amount an invoice
 * line holds: the exact fraction rounded to the nearest minor unit, a half away from zero (12.5 → 13, −12.5 → −13),
 * once per line, the rule `applyRateBp` already applies to a term discount and a promo. Away from zero, not to even,
 * so a credit is exactly minus its charge; per line, because a line is what a customer checks.
 */

/** `numerator / denominator` rounded half away from zero; the denominator is positive. */
function roundedQuotient(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator; // truncates towards zero
  const remainder = numerator % denominator; // has the numerator's sign
  const twice = 2n * (remainder < 0n ? -remainder : remainder);
  return twice >= denominator ? quotient + (numerator < 0n ? -1n : 1n) : quotient;
}

function requireWhole(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole number, got ${value}`);
}

/**
 * The charge of a monthly price for `days` of a period of `daysInPeriod` days: monthly × days / daysInPeriod,
 * rounded half away from zero to the minor unit. A whole period is exactly the monthly price; a negative price (a
 * credit) prorates to exactly minus the charge. Throws when `days` is not 0 to `daysInPeriod`.
 */
export function prorate(monthly: Money, days: number, daysInPeriod: number): Money {
  requireWhole(days, 'Days');
  requireWhole(daysInPeriod, 'The days in the period');
  if (daysInPeriod === 0 || days > daysInPeriod) {
    throw new RangeError(`Cannot charge ${days} days of a period of ${daysInPeriod}`);
  }
  const amount = roundedQuotient(
    BigInt(money(monthly.amount, monthly.currency).amount) * BigInt(days),
    BigInt(daysInPeriod),
  );
  return money(Number(amount), monthly.currency);
}

/**
 * The monthly price in month `monthIndex` of a line's billing (1 is the first, as `billingMonthIndex` counts), once
 * its promo's schedule has taken that month's discount off (`PromoSpan`: months `fromMonth` to `toMonth`, null for
 * as long as it runs). Never below zero: a discount fixed in cents when the order was placed takes at most the
 * whole price after a speed change lowered it.
 */
export function monthlyChargeAt(monthIndex: number, monthly: Money, schedule: readonly PromoSpan[]): Money {
  if (!Number.isSafeInteger(monthIndex) || monthIndex < 1) {
    throw new RangeError(`A month of billing is counted from 1, got ${monthIndex}`);
  }
  const span = schedule.find((s) => s.fromMonth <= monthIndex && (s.toMonth === null || monthIndex <= s.toMonth));
  const discount = span?.monthlyCents ?? 0;
  const price = money(monthly.amount, monthly.currency).amount;
  return money(price <= 0 ? price : Math.max(price - discount, 0), monthly.currency);
}

/** A monthly price in force from a local day on (the service's dated prices: ordered, then each change). */
export interface DatedPrice {
  from: LocalDay;
  monthly: Money;
}

/** One line of a period's charge: the days at one price and what they cost. */
export interface ChargeLine extends DaySpan {
  /** the monthly price of these days, after the promo's discount of the period's month */
  monthly: Money;
  charge: Money;
}

/** The price in force on `day`: the latest dated price from that day or before; throws when none is. */
function priceOn(prices: readonly DatedPrice[], day: LocalDay): Money {
  const inForce = prices.filter((price) => price.from <= day).sort((a, b) => (a.from < b.from ? -1 : 1));
  const price = inForce.at(-1);
  if (!price) throw new RangeError(`No price is in force on ${day}`);
  return price.monthly;
}

/**
 * A service's charge lines for one period: the days it is billable (`from` and `to` as `billableDays` takes them),
 * one line per price in force over them — a speed change that applies mid-period splits the period into a line at
 * the old price up to the day before and one at the new price from that day — each prorated on its own against the
 * period's days, after the promo's discount of the period's month (`promo`, when it has one). No line when no day of
 * the period is billable. Every price must be in one currency.
 */
export function periodChargeLines(
  period: Pick<BillingPeriod, 'startDay' | 'endDay' | 'days'>,
  billable: { from: LocalDay; to: LocalDay | null },
  prices: readonly DatedPrice[],
  promo?: { monthIndex: number; schedule: readonly PromoSpan[] },
): ChargeLine[] {
  const span = billableDays(period, billable.from, billable.to);
  if (span === null) return [];
  const currency = prices[0]?.monthly.currency;
  if (prices.some((price) => price.monthly.currency !== currency)) {
    throw new RangeError('A service’s prices must all be in one currency');
  }
  return splitDays(
    span,
    prices.map((price) => price.from),
  ).map((part) => {
    const listed = priceOn(prices, part.first);
    const monthly = promo ? monthlyChargeAt(promo.monthIndex, listed, promo.schedule) : listed;
    return { ...part, monthly, charge: prorate(monthly, part.days, period.days) };
  });
}

/**
 * The charge of an un-cancel after a bill run (admin console §4): the run billed the cancelled service up to its
 * termination date, so the days of the run's period after it are charged now, pro rata. Nothing when the
 * termination date is at the period's end or after it.
 */
export function unCancelCharge(
  monthly: Money,
  terminationDay: LocalDay,
  period: Pick<BillingPeriod, 'startDay' | 'endDay' | 'days'>,
): Money {
  const span = billableDays(period, addDays(terminationDay, 1), null);
  return prorate(monthly, span?.days ?? 0, period.days);
}

/** The tax at `taxRateBp` basis points (as `SUPPLIERS` hold rates) of a net amount, rounded by the same rule. */
export function taxOf(net: Money, taxRateBp: number): Money {
  if (!Number.isSafeInteger(taxRateBp) || taxRateBp < 0) {
    throw new RangeError(`A tax rate must be a whole number of basis points, got ${taxRateBp}`);
  }
  return money(applyRateBp(money(net.amount, net.currency).amount, taxRateBp), net.currency);
}

/** An invoice's tax at one rate: the net of its lines at that rate, and the tax on it. */
export interface TaxAtRate {
  taxRateBp: number;
  net: Money;
  tax: Money;
}

export interface InvoiceTax {
  /** per rate, in the order the rates first appear */
  rates: TaxAtRate[];
  net: Money;
  tax: Money;
  gross: Money;
}

/**
 * An invoice's tax: computed once per rate on the net total of the lines at that rate (not line by line, so an
 * invoice of many small lines is not taxed a cent per line more or less than its total), rounded by the one rule.
 * Every line must be in `currency`.
 */
export function invoiceTax(lines: readonly { net: Money; taxRateBp: number }[], currency: CurrencyCode): InvoiceTax {
  const rateOrder = [...new Set(lines.map((line) => line.taxRateBp))];
  const rates = rateOrder.map((taxRateBp) => {
    const net = sumMoney(
      lines.filter((line) => line.taxRateBp === taxRateBp).map((line) => line.net),
      currency,
    );
    return { taxRateBp, net, tax: taxOf(net, taxRateBp) };
  });
  const net = sumMoney(
    rates.map((rate) => rate.net),
    currency,
  );
  const tax = sumMoney(
    rates.map((rate) => rate.tax),
    currency,
  );
  return { rates, net, tax, gross: sumMoney([net, tax], currency) };
}

/** The currencies whose wording the spec gives (customer portal §9): it holds whichever supplier invoices. */
const SPEC_WORDED = ['AUD', 'NZD', 'EUR', 'USD'];

/**
 * How an invoice says what its amounts leave out (customer portal §9; decision 0080): the spec's words for AUD and
 * NZD (ex-GST), EUR (ex-EU VAT) and USD (ex-TAX) from any supplier; in another currency, the tax of the supplier
 * that charges it — its own currency's wording (`TAX_WORDING`, decision 0031), so a Singapore supplier's invoice in
 * HKD says ex-GST — and for a supplier the project does not know, the currency's. In the supplier's own currency
 * this is always what the quote said (`taxWording`).
 */
export function invoiceTaxWording(currency: string, supplierId: number): string {
  const supplier = supplierById(supplierId);
  if (SPEC_WORDED.includes(currency) || !supplier) return taxWording(currency);
  return TAX_WORDING[supplier.currency];
}
