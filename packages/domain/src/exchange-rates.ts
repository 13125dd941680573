import { CURRENCIES, CURRENCY_MINOR_DIGITS, type Currency } from './markets.js';

/*
 * Exchange rates (decision 0022). A rate is an integer count of millionths ("micros") of a currency that ONE unit of
 * the base currency buys, so that no rate is ever a floating-point number; a conversion between two currencies goes
 * through the base with BigInt maths and rounds once, a half away from zero (the rule of applyRateBp, decision 0019).
 */

/** The currency every rate is quoted against: the provider's home currency and the books' (decision 0022). */
export const BASE_CURRENCY: Currency = 'AUD';

/** Millionths in one unit of a rate: a rate of 0.65 USD per AUD is stored as 650000. */
export const RATE_MICROS_PER_UNIT = 1_000_000;

/** The base currency's own rate, always exactly 1: it is not stored and cannot be edited. */
export const BASE_RATE_MICROS = 1_000_000;

/** The most decimals a rate may have (it is stored in millionths). */
export const RATE_MAX_DECIMALS = 6;

/** The largest rate accepted: a million units of a currency per unit of the base currency. */
export const MAX_RATE_MICROS = 1_000_000 * RATE_MICROS_PER_UNIT;

/** The currencies that carry a stored rate: every known currency but the base. */
export const RATED_CURRENCIES: readonly Currency[] = CURRENCIES.filter((c) => c !== BASE_CURRENCY);

export const EXCHANGE_RATE_MESSAGES = {
  /** the spec's words, exactly (admin console §5) */
  nullOrZero: 'cannot be Null Or Zero',
  /** the spec's success message (admin console §8) */
  saved: 'Exchange Rates Saved!',
  negative: 'A rate cannot be negative',
  tooManyDecimals: `A rate has at most ${RATE_MAX_DECIMALS} decimals`,
  notANumber: 'A rate must be a decimal number such as 0.654321',
  tooLarge: 'A rate must be at most 1000000',
  baseCurrency: `${BASE_CURRENCY} is the base currency: its rate is always 1`,
  duplicateCurrency: 'Each currency may appear only once',
  noRates: 'Enter at least one rate',
  noRateInForce: 'No exchange rate is in force for that currency on that date',
} as const;

export type RateParse = { ok: true; micros: number } | { ok: false; message: string };

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * A rate a person typed (or a JSON number) as integer millionths, with text maths only — never through a float:
 * '0.654321' → 654321, '1' → 1000000, '.5' → 500000, '1,234.5' → 1234500000. Null, blank or zero is the spec's
 * 'cannot be Null Or Zero'; a negative rate, more than six decimals, or anything but a plain decimal is refused.
 * A JSON number is read through its shortest decimal text (`String(n)`), so 0.1 + 0.2 (0.30000000000000004) is
 * refused for its decimals rather than rounded.
 */
export function parseRateToMicros(input: string | number | null | undefined): RateParse {
  if (input === null || input === undefined) return { ok: false, message: EXCHANGE_RATE_MESSAGES.nullOrZero };
  if (typeof input === 'number' && !Number.isFinite(input))
    return { ok: false, message: EXCHANGE_RATE_MESSAGES.notANumber };
  let text = String(input).trim();
  if (text === '') return { ok: false, message: EXCHANGE_RATE_MESSAGES.nullOrZero };
  let negative = false;
  if (text.startsWith('-')) {
    negative = true;
    text = text.slice(1).trim();
  } else if (text.startsWith('+')) text = text.slice(1).trim();
  // Thousands separators only in their places (1,234.5), as an amount is typed elsewhere.
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/.test(text)) text = text.replace(/,/g, '');
  const match = DECIMAL.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, message: EXCHANGE_RATE_MESSAGES.notANumber };
  const isZero = /^0*$/.test(whole) && /^0*$/.test(fraction);
  if (isZero) return { ok: false, message: EXCHANGE_RATE_MESSAGES.nullOrZero };
  if (negative) return { ok: false, message: EXCHANGE_RATE_MESSAGES.negative };
  // Trailing zeros carry no precision: 1.2500000 is 1.25.
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > RATE_MAX_DECIMALS) return { ok: false, message: EXCHANGE_RATE_MESSAGES.tooManyDecimals };
  const micros =
    BigInt(whole === '' ? '0' : whole) * BigInt(RATE_MICROS_PER_UNIT) +
    BigInt(significant.padEnd(RATE_MAX_DECIMALS, '0'));
  if (micros > BigInt(MAX_RATE_MICROS)) return { ok: false, message: EXCHANGE_RATE_MESSAGES.tooLarge };
  return { ok: true, micros: Number(micros) };
}

/** Millionths as the plain decimal a person reads and types back, with no trailing zeros: 654320 → '0.65432'. */
export function microsToRate(micros: number): string {
  if (!Number.isSafeInteger(micros) || micros < 0) throw new RangeError(`Not a rate in millionths: ${micros}`);
  const fraction = micros % RATE_MICROS_PER_UNIT;
  const whole = (micros - fraction) / RATE_MICROS_PER_UNIT;
  const digits = String(fraction).padStart(RATE_MAX_DECIMALS, '0').replace(/0+$/, '');
  return digits === '' ? String(whole) : `${whole}.${digits}`;
}

/** A currency with the rate used for it: millionths of the currency per unit of the base currency. */
export interface RatedCurrency {
  currency: Currency;
  rateMicros: number;
}

function requireRate(side: RatedCurrency, what: string): void {
  if (!Number.isSafeInteger(side.rateMicros) || side.rateMicros <= 0)
    throw new RangeError(`The ${what} rate must be a positive whole number of millionths, got ${side.rateMicros}`);
  if (side.currency === BASE_CURRENCY && side.rateMicros !== BASE_RATE_MICROS)
    throw new RangeError(`The base currency ${BASE_CURRENCY} has the rate ${BASE_RATE_MICROS}, got ${side.rateMicros}`);
  if (!(side.currency in CURRENCY_MINOR_DIGITS)) throw new RangeError(`Unknown currency ${side.currency}`);
}

/**
 * An amount of minor units of `from` as minor units of `to`, through the base currency:
 *
 *   amount × rateTo × 10^digitsTo / (rateFrom × 10^digitsFrom)
 *
 * computed exactly in BigInt and rounded ONCE to the nearest minor unit of `to`, a half away from zero — the rule of
 * applyRateBp (decision 0019), so converting a credit note gives exactly minus its invoice. The minor-unit digits
 * of each currency are ISO 4217's (JPY 0), so 100 yen is not read as one yen. The same currency converts to itself
 * unchanged. Throws (a programming error) for an amount that is not a safe integer, a rate that is not a positive
 * integer, or a result beyond the safe integers.
 */
export function convertMinor(amountMinor: number, from: RatedCurrency, to: RatedCurrency): number {
  if (!Number.isSafeInteger(amountMinor))
    throw new RangeError(`An amount must be a whole number of minor units, got ${amountMinor}`);
  requireRate(from, 'source');
  requireRate(to, 'target');
  if (from.currency === to.currency) {
    if (from.rateMicros !== to.rateMicros) throw new RangeError(`Two different rates for ${from.currency}`);
    return amountMinor;
  }
  const numerator = BigInt(amountMinor) * BigInt(to.rateMicros) * 10n ** BigInt(CURRENCY_MINOR_DIGITS[to.currency]);
  const denominator = BigInt(from.rateMicros) * 10n ** BigInt(CURRENCY_MINOR_DIGITS[from.currency]);
  const quotient = numerator / denominator; // truncates towards zero
  const remainder = numerator % denominator; // has the sign of the numerator
  const twice = 2n * (remainder < 0n ? -remainder : remainder);
  const rounded = twice >= denominator ? quotient + (numerator < 0n ? -1n : 1n) : quotient;
  if (rounded > BigInt(Number.MAX_SAFE_INTEGER) || rounded < BigInt(Number.MIN_SAFE_INTEGER))
    throw new RangeError(`The result is beyond ${Number.MAX_SAFE_INTEGER} minor units`);
  return Number(rounded);
}

/** A stored rate: its currency, the day it takes effect (ISO yyyy-mm-dd) and its millionths. */
export interface DatedRate {
  currency: Currency;
  effectiveDate: string;
  rateMicros: number;
}

/**
 * The rate of `currency` in force on `date` (ISO yyyy-mm-dd): the one with the latest effective date on or before
 * it, or null when none had taken effect yet. ISO dates compare as text. The base currency is always 1, dated
 * nowhere.
 */
export function rateInForce<R extends DatedRate>(rates: readonly R[], currency: Currency, date: string): R | null {
  let best: R | null = null;
  for (const rate of rates) {
    if (rate.currency !== currency || rate.effectiveDate > date) continue;
    if (best === null || rate.effectiveDate > best.effectiveDate) best = rate;
  }
  return best;
}

/** Today's calendar date as ISO yyyy-mm-dd, in UTC (the day a rate saved "today" takes effect; decision 0022). */
export function isoDateOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
