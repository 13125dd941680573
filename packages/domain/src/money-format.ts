import { minorDigitsOf } from './money.js';

/*
 * Money as people read it (decision 0031): one formatter for every screen, the price book, the quote, the promo
 * codes' summaries and the server's own texts, so that an amount reads the same wherever it is shown.
 */

/**
 * The one locale amounts are written in, in the browser and on the server alike: Portico speaks English and its
 * books are kept in Australia. A fixed locale (not the browser's) keeps the server's texts (a promo's summary) and
 * the screens' identical, and a German browser does not turn 'AUD 1,234.50' into '1.234,50 AUD' inside English text.
 */
export const MONEY_LOCALE = 'en-AU';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, display: 'code' | 'narrowSymbol'): Intl.NumberFormat {
  const key = `${currency}:${display}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(MONEY_LOCALE, { style: 'currency', currency, currencyDisplay: display });
    formatters.set(key, found);
  }
  return found;
}

/** The decimals Intl writes for a currency (ISO 4217's minor units: 2, and 0 for JPY). */
export function currencyDigits(currency: string): number {
  return formatter(currency, 'code').resolvedOptions().maximumFractionDigits ?? 2;
}

/** Minor units as an exact decimal text ('-1234.50'), in integers only: a float would lose cents past 2^53. */
function decimalText(amountMinor: number, digits: number): `${number}` {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`Not a whole number of minor units: ${amountMinor}`);
  const text = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const minor = digits > 0 ? `.${text.slice(text.length - digits)}` : '';
  return `${amountMinor < 0 ? '-' : ''}${whole}${minor}` as `${number}`;
}

/**
 * Minor units as the price people read: the currency's code, then the amount with thousands separators and the
 * currency's own decimals ('AUD 1,234.50', 'JPY 12,000', '-USD 0.05'), written by Intl.NumberFormat in
 * `MONEY_LOCALE` from an exact decimal text (never through a float).
 *
 * `symbol` replaces the code: '€' for the prices of the spec's euro supplier (`priceSymbol` in pricing.ts) gives
 * '€1,234.50' (a symbol is written against the amount, a code is followed by a space). Passing the code itself,
 * or nothing, gives the code.
 *
 * A well-formed code the app does not list (an answer that carries its currency as text) is written the same way
 * with two decimals, so no screen needs a format of its own for it.
 */
export function formatMinor(amountMinor: number, currency: string, symbol: string = currency): string {
  const digits = minorDigitsOf(currency);
  const isCode = symbol === currency;
  const parts = formatter(currency, isCode ? 'code' : 'narrowSymbol').formatToParts(decimalText(amountMinor, digits));
  return (
    parts
      .map((part) => (part.type === 'currency' ? symbol : part.value))
      .join('')
      // Intl puts a no-break space between a code and the amount: a plain one copies into spreadsheets and tests
      .replace(/\s/g, ' ')
  );
}

let counts: Intl.NumberFormat | undefined;

/** A count of things as people read it, grouped in thousands in the same locale as money: 12,345. */
export function formatCount(count: number): string {
  counts ??= new Intl.NumberFormat(MONEY_LOCALE, { maximumFractionDigits: 0 });
  return counts.format(count);
}
