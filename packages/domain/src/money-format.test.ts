import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_MINOR_DIGITS, currencyDigits, formatCount, formatMinor, priceSymbol } from './index.js';

describe('formatMinor', () => {
  it('writes the code, thousands separators and two decimals', () => {
    expect(formatMinor(108_000, 'AUD')).toBe('AUD 1,080.00');
    expect(formatMinor(123_450, 'EUR')).toBe('EUR 1,234.50');
    expect(formatMinor(5, 'USD')).toBe('USD 0.05');
    expect(formatMinor(0, 'SGD')).toBe('SGD 0.00');
    expect(formatMinor(99, 'GBP')).toBe('GBP 0.99');
    expect(formatMinor(100_000_000, 'NZD')).toBe('NZD 1,000,000.00');
  });

  it('writes JPY in whole yen, as Intl counts its digits', () => {
    expect(formatMinor(1_200_000, 'JPY')).toBe('JPY 1,200,000');
    expect(formatMinor(7, 'JPY')).toBe('JPY 7');
  });

  it('puts the sign before the code', () => {
    expect(formatMinor(-16_200, 'AUD')).toBe('-AUD 162.00');
    expect(formatMinor(-1, 'USD')).toBe('-USD 0.01');
  });

  it('writes a symbol against the amount: the euro supplier’s prices', () => {
    expect(formatMinor(-123_456_789, 'EUR', '€')).toBe('-€1,234,567.89');
    expect(formatMinor(123_450, 'EUR', priceSymbol('EUR', 4515))).toBe('€1,234.50');
    expect(formatMinor(123_450, 'EUR', priceSymbol('EUR', 808))).toBe('€1,234.50');
  });

  it('separates the code by a plain space, not Intl’s no-break space', () => {
    expect(formatMinor(100, 'AUD')).toBe('AUD\u00201.00');
    expect(formatMinor(100, 'AUD')).not.toContain('\u00a0');
  });

  it('is exact to the cent up to the largest safe integer (no float in between)', () => {
    expect(formatMinor(Number.MAX_SAFE_INTEGER, 'AUD')).toBe('AUD 90,071,992,547,409.91');
    expect(formatMinor(-Number.MAX_SAFE_INTEGER, 'JPY')).toBe('-JPY 9,007,199,254,740,991');
    expect(formatMinor(900_719_925_474_099, 'USD')).toBe('USD 9,007,199,254,740.99');
  });

  it('refuses what is not a whole number of minor units', () => {
    expect(() => formatMinor(12.5, 'AUD')).toThrow(RangeError);
    expect(() => formatMinor(Number.NaN, 'AUD')).toThrow(RangeError);
    expect(() => formatMinor(2 ** 53, 'AUD')).toThrow(RangeError);
    expect(() => formatMinor(12.5, 'AUD')).toThrow('Not a whole number of minor units: 12.5');
  });

  it('writes the symbol it is given, not the one Intl would choose', () => {
    // Intl's narrow symbol for AUD is '$'
    expect(formatMinor(123_456, 'AUD', 'A$')).toBe('A$1,234.56');
  });

  it('agrees with ISO 4217 on the digits of every currency the project knows', () => {
    for (const currency of CURRENCIES) expect(currencyDigits(currency), currency).toBe(CURRENCY_MINOR_DIGITS[currency]);
  });

  it('writes a well-formed code it does not list the same way, with two decimals', () => {
    expect(formatMinor(123_450, 'XTS')).toBe('XTS 1,234.50');
    expect(formatMinor(-5, 'XTS')).toBe('-XTS 0.05');
  });
});

describe('formatCount', () => {
  it('groups a count in thousands, in the locale of money', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(10_000)).toBe('10,000');
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });
});
