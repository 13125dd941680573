import { CURRENCIES, CURRENCY_MINOR_DIGITS, type Currency } from './markets.js';

/*
 * Money in Portico is an integer count of minor units (cents) of one currency; no float ever carries money maths
 * (docs/decisions/0019). Rates and percentages are integer basis points (10,000 bp = 100%).
 */

/** A currency as its 3-letter ISO 4217 code: one of CURRENCIES, the currencies the suppliers invoice in. */
export type CurrencyCode = Currency;

/** An amount of money: a safe integer of minor units (cents; for JPY, yen) of one currency. */
export interface Money {
  readonly amount: number;
  readonly currency: CurrencyCode;
}

/**
 * The largest amount of money any input takes, in minor units of its currency (decision 0030): a list or custom
 * price, a price book charge, a promo amount, a spending limit, a payment. It is the spec's payment limit
 * (2147483647 cents) and what a PostgreSQL `integer` holds; 50 quote lines × 60 months of it (6.4 × 10^12) stay
 * far inside the safe integers (9 × 10^15), so every sum of a quote is exact.
 */
export const MAX_AMOUNT_MINOR = 2_147_483_647;

/** Whether a value is an amount of money an input may carry: whole minor units from 0 to MAX_AMOUNT_MINOR. */
export function isAmountInRange(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_AMOUNT_MINOR;
}

/** Basis points in 100%. */
export const BP_PER_UNIT = 10_000;

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return (CURRENCIES as readonly unknown[]).includes(value);
}

/** Whether the value can be an amount of minor units: an integer that a number holds exactly. */
export function isMinorUnits(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

export function isMoney(value: unknown): value is Money {
  if (typeof value !== 'object' || value === null) return false;
  const { amount, currency } = value as Record<string, unknown>;
  return isMinorUnits(amount) && isCurrencyCode(currency);
}

function assertMinorUnits(value: number, what: string): void {
  if (!Number.isInteger(value)) throw new RangeError(`${what} must be a whole number of minor units, got ${value}`);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what} must be at most ${Number.MAX_SAFE_INTEGER} in size, got ${value}`);
  }
}

/** An amount of minor units in a currency; refuses fractions of a cent, unsafe integers and unknown currencies. */
export function money(amount: number, currency: string): Money {
  assertMinorUnits(amount, 'An amount');
  if (!isCurrencyCode(currency)) {
    throw new RangeError(`Unknown currency ${JSON.stringify(currency)}: expected one of ${CURRENCIES.join(', ')}`);
  }
  return { amount, currency };
}

function sameCurrencySum(total: Money, item: Money): Money {
  if (item.currency !== total.currency) {
    throw new RangeError(`Cannot add ${item.currency} to ${total.currency}: convert to one currency first`);
  }
  const amount = total.amount + item.amount;
  // Both are safe integers, so the float sum is exact unless the true sum is beyond the safe range.
  if (!Number.isSafeInteger(amount)) throw new RangeError(`The sum is beyond ${Number.MAX_SAFE_INTEGER} minor units`);
  return { amount, currency: total.currency };
}

/** The sum of two amounts of the same currency; mixing currencies or leaving the safe integers throws. */
export function addMoney(a: Money, b: Money): Money {
  return sameCurrencySum(money(a.amount, a.currency), money(b.amount, b.currency));
}

/** The sum of amounts that must all be in `currency` (zero of it for none). */
export function sumMoney(items: readonly Money[], currency: CurrencyCode): Money {
  return items.reduce((total, item) => sameCurrencySum(total, money(item.amount, item.currency)), money(0, currency));
}

/**
 * The one rounding rule for a rate or percentage of an amount: amount × rateBp / 10,000, rounded to the nearest
 * minor unit, a half away from zero (12.5 → 13, -12.5 → -13), so a credit note's tax is exactly minus its invoice's.
 * Computed in BigInt: exact for every safe amount and rate. Throws when the result leaves the safe integers.
 */
export function applyRateBp(amountMinor: number, rateBp: number): number {
  assertMinorUnits(amountMinor, 'An amount');
  if (!Number.isSafeInteger(rateBp))
    throw new RangeError(`A rate must be a whole number of basis points, got ${rateBp}`);
  const product = BigInt(amountMinor) * BigInt(rateBp);
  const divisor = BigInt(BP_PER_UNIT);
  const quotient = product / divisor; // truncates towards zero
  const remainder = product % divisor; // has the sign of the product
  const twice = 2n * (remainder < 0n ? -remainder : remainder);
  const rounded = twice >= divisor ? quotient + (product < 0n ? -1n : 1n) : quotient;
  if (rounded > BigInt(Number.MAX_SAFE_INTEGER) || rounded < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`The result is beyond ${Number.MAX_SAFE_INTEGER} minor units`);
  }
  return Number(rounded);
}

/**
 * A database total (PostgreSQL bigint arrives as a string, or a bigint) as minor units; throws when it is not an
 * integer or beyond what a number holds exactly, rather than rounding money silently.
 */
export function minorUnitsFromDb(value: string | number | bigint): number {
  const text = String(value).trim();
  if (!/^-?\d+$/.test(text)) throw new RangeError(`Not a whole number of minor units: ${JSON.stringify(text)}`);
  const exact = BigInt(text);
  if (exact > BigInt(Number.MAX_SAFE_INTEGER) || exact < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${text} minor units is beyond ${Number.MAX_SAFE_INTEGER}: read it as a bigint`);
  }
  return Number(exact);
}

/** Digits with optional thousands commas, then up to `digits` decimals (none for a currency without minor units). */
const amountPattern = (digits: number) =>
  new RegExp(`^(?:\\d{1,3}(?:,\\d{3})+|\\d+)${digits > 0 ? `(?:\\.\\d{1,${digits}})?` : ''}$`);

/** Text typed in major units as minor units with `digits` decimals, in integers only; null past MAX_AMOUNT_MINOR. */
function parseMajorUnits(text: string, digits: number): number | null {
  const value = text.trim();
  if (!amountPattern(digits).test(value)) return null;
  const [whole = '0', fraction = ''] = value.replace(/,/g, '').split('.');
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) && minor <= MAX_AMOUNT_MINOR ? minor : null;
}

/**
 * The spec's amount rule: digits with up to two decimals and optional thousands commas, converted to cents without
 * floating point, at most MAX_AMOUNT_MINOR. Null when the text is not a valid amount.
 */
export function parseAmountToCents(text: string): number | null {
  return parseMajorUnits(text, 2);
}

/** The decimals of a currency's amounts (ISO 4217's minor units; 0 for JPY), and 2 for a code not known here. */
export function minorDigitsOf(currency: string): number {
  return isCurrencyCode(currency) ? CURRENCY_MINOR_DIGITS[currency] : 2;
}

/**
 * An amount typed in major units of `currency` ('1,234.50'; whole yen, '12,000', for JPY) as its minor units, in
 * integers only: the amount rule with the currency's own decimals. Null when it is not such an amount or is above
 * MAX_AMOUNT_MINOR.
 */
export function parseAmountToMinor(text: string, currency: string): number | null {
  return parseMajorUnits(text, minorDigitsOf(currency));
}

/** Splits a safe integer into its sign, whole units of 10^digits and the rest, with integer maths only. */
function unitsOf(value: number, digits: number): { sign: string; whole: number; rest: number } {
  const unit = 10 ** digits;
  const abs = Math.abs(value);
  const rest = abs % unit;
  // abs - rest is a multiple of unit, so the division is exact.
  return { sign: value < 0 ? '-' : '', whole: (abs - rest) / unit, rest };
}

/** Splits a safe integer into its sign, hundreds and the last two digits, with integer maths only. */
const hundredths = (value: number) => unitsOf(value, 2);

/** Cents as a plain decimal amount ('1234.50'), for inputs and CSV (two-decimal currencies). */
export function centsToAmount(cents: number): string {
  return minorToAmount(cents, 'AUD');
}

/**
 * Minor units of `currency` as the plain amount an input holds and `parseAmountToMinor` reads back: '1234.50',
 * '12000' for JPY. Amounts people read go through `formatMinor` instead.
 */
export function minorToAmount(minor: number, currency: string): string {
  const digits = minorDigitsOf(currency);
  const { sign, whole, rest } = unitsOf(minor, digits);
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(rest).padStart(digits, '0')}`;
}

/** A percentage with up to two decimals ('12.5') as basis points (1250); null when not such a number. */
export function parsePercentToBp(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Basis points as a percentage, with integer maths only and no trailing zeros: 1250 → '12.5', 1000 → '10',
 * 7 → '0.07', -5 → '-0.05'. The one formatter of rates (formatRateBp adds the '%'); refuses non-integers.
 */
export function bpToPercent(bp: number): string {
  if (!Number.isSafeInteger(bp)) throw new RangeError(`Basis points must be a whole number, got ${bp}`);
  const { sign, whole, rest } = hundredths(bp);
  const fraction = String(rest).padStart(2, '0').replace(/0$/, '');
  return rest === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}
