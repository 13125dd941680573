import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './markets.js';
import { MESSAGES } from './messages.js';
import {
  addMoney,
  applyRateBp,
  bpToPercent,
  centsToAmount,
  isAmountInRange,
  isCurrencyCode,
  isMinorUnits,
  isMoney,
  MAX_AMOUNT_MINOR,
  minorDigitsOf,
  minorToAmount,
  minorUnitsFromDb,
  money,
  parseAmountToCents,
  parseAmountToMinor,
  parsePercentToBp,
  sumMoney,
} from './money.js';

const MAX = Number.MAX_SAFE_INTEGER;

describe('amounts (spec: up to two decimals, thousands commas, at most 2147483647 cents)', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    ['19.99', 1999],
    ['1,234.56', 123456],
    ['21,474,836.47', MAX_AMOUNT_MINOR],
    [' 12.50 ', 1250],
  ])('reads %s as %i cents', (text, cents) => expect(parseAmountToCents(text)).toBe(cents));

  it.each(['', 'abc', '12.345', '1,23', '12,34.00', '-5', '21474836.48', '1e3', '.5'])('refuses %j', (text) =>
    expect(parseAmountToCents(text)).toBeNull(),
  );

  it('writes cents back as an amount', () => {
    expect(centsToAmount(123456)).toBe('1234.56');
    expect(centsToAmount(5)).toBe('0.05');
    expect(centsToAmount(0)).toBe('0.00');
    expect(centsToAmount(-5)).toBe('-0.05');
    expect(centsToAmount(-250)).toBe('-2.50');
    expect(centsToAmount(MAX)).toBe('90071992547409.91');
  });
});

describe('amounts in major units of a currency (the price forms: whole yen for JPY)', () => {
  it('reads a currency with cents as the amount rule does', () => {
    for (const text of ['0', '12.5', '1,234.56', '21,474,836.47', '12.345', '-5', '21474836.48', ''])
      expect(parseAmountToMinor(text, 'EUR'), text).toBe(parseAmountToCents(text));
  });

  it('reads whole yen, and refuses decimals where the currency has none', () => {
    expect(parseAmountToMinor('12,000', 'JPY')).toBe(12_000);
    expect(parseAmountToMinor('0', 'JPY')).toBe(0);
    expect(parseAmountToMinor('2,147,483,647', 'JPY')).toBe(MAX_AMOUNT_MINOR);
    expect(parseAmountToMinor('2,147,483,648', 'JPY')).toBeNull();
    expect(parseAmountToMinor('12.5', 'JPY')).toBeNull();
    expect(parseAmountToMinor('12.', 'JPY')).toBeNull();
  });

  it('writes minor units back as what the input reads', () => {
    expect(minorToAmount(123_456, 'AUD')).toBe('1234.56');
    expect(minorToAmount(-5, 'USD')).toBe('-0.05');
    expect(minorToAmount(12_000, 'JPY')).toBe('12000');
    expect(minorToAmount(-7, 'JPY')).toBe('-7');
    for (const currency of CURRENCIES)
      for (const minor of [0, 5, 1_999, MAX_AMOUNT_MINOR])
        expect(parseAmountToMinor(minorToAmount(minor, currency), currency), `${currency} ${minor}`).toBe(minor);
  });

  it('knows each currency’s decimals, and takes two for a code it does not know', () => {
    expect(minorDigitsOf('JPY')).toBe(0);
    expect(minorDigitsOf('AUD')).toBe(2);
    expect(minorDigitsOf('XYZ')).toBe(2);
  });
});

describe('percentages as basis points', () => {
  it('converts both ways without floating point', () => {
    expect(parsePercentToBp('22.5')).toBe(2250);
    expect(parsePercentToBp('10')).toBe(1000);
    expect(parsePercentToBp('0.07')).toBe(7);
    expect(parsePercentToBp(' 12.5 ')).toBe(1250);
    expect(parsePercentToBp('1.005')).toBeNull();
    expect(parsePercentToBp('-1')).toBeNull();
    expect(bpToPercent(2250)).toBe('22.5');
    expect(bpToPercent(1000)).toBe('10');
    expect(bpToPercent(7)).toBe('0.07');
  });

  it.each([
    [1250, '12.5'],
    [0, '0'],
    [1, '0.01'],
    [10, '0.1'],
    [99, '0.99'],
    [100, '1'],
    [10_000, '100'],
    [-5, '-0.05'],
    [-1250, '-12.5'],
    [-10_000, '-100'],
    [MAX, '90071992547409.91'],
  ])('writes %i bp as %s%%', (bp, text) => expect(bpToPercent(bp)).toBe(text));

  it('reads back what it writes', () => {
    for (const bp of [0, 7, 10, 99, 100, 825, 1250, 2250, 99_999]) {
      expect(parsePercentToBp(bpToPercent(bp))).toBe(bp);
    }
  });

  it.each([12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %d bp', (bp) =>
    expect(() => bpToPercent(bp)).toThrow(/Basis points must be a whole number/),
  );
});

describe('Money', () => {
  it('is a whole number of minor units of a known currency', () => {
    expect(money(1999, 'AUD')).toEqual({ amount: 1999, currency: 'AUD' });
    expect(money(-250, 'EUR')).toEqual({ amount: -250, currency: 'EUR' });
    expect(money(MAX, 'JPY')).toEqual({ amount: MAX, currency: 'JPY' });
    expect(money(-MAX, 'USD').amount).toBe(-MAX);
  });

  it('refuses fractions of a cent, unsafe integers and unknown currencies', () => {
    expect(() => money(12.5, 'AUD')).toThrow('An amount must be a whole number of minor units, got 12.5');
    expect(() => money(Number.NaN, 'AUD')).toThrow(/whole number of minor units/);
    expect(() => money(Number.POSITIVE_INFINITY, 'AUD')).toThrow(/whole number of minor units/);
    expect(() => money(MAX + 1, 'AUD')).toThrow(`An amount must be at most ${MAX} in size, got 9007199254740992`);
    expect(() => money(-(MAX + 1), 'AUD')).toThrow(/at most 9007199254740991 in size/);
    expect(() => money(100, 'XYZ')).toThrow('Unknown currency "XYZ": expected one of AUD, NZD, HKD,');
    expect(() => money(100, 'aud')).toThrow(/Unknown currency "aud"/);
  });

  it('knows the currencies the suppliers invoice in, as ISO 4217 codes', () => {
    for (const code of CURRENCIES) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect(isCurrencyCode(code)).toBe(true);
    }
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode(840)).toBe(false);
    expect(isCurrencyCode(null)).toBe(false);
  });

  it('tells minor units and money apart from anything else', () => {
    expect(isMinorUnits(0)).toBe(true);
    expect(isMinorUnits(-MAX)).toBe(true);
    expect(isMinorUnits(0.5)).toBe(false);
    expect(isMinorUnits(MAX + 1)).toBe(false);
    expect(isMinorUnits('100')).toBe(false);
    expect(isMoney({ amount: 100, currency: 'NZD' })).toBe(true);
    expect(isMoney({ amount: 100.5, currency: 'NZD' })).toBe(false);
    expect(isMoney({ amount: 100, currency: 'XYZ' })).toBe(false);
    expect(isMoney({ amount: '100', currency: 'NZD' })).toBe(false);
    expect(isMoney({ currency: 'NZD' })).toBe(false);
    expect(isMoney(null)).toBe(false);
    expect(isMoney(100)).toBe(false);
    expect(isMoney('100 NZD')).toBe(false);
  });

  it('adds amounts of one currency', () => {
    expect(addMoney(money(1999, 'AUD'), money(1, 'AUD'))).toEqual({ amount: 2000, currency: 'AUD' });
    expect(addMoney(money(500, 'SGD'), money(-750, 'SGD'))).toEqual({ amount: -250, currency: 'SGD' });
    expect(addMoney(money(MAX - 1, 'USD'), money(1, 'USD'))).toEqual({ amount: MAX, currency: 'USD' });
  });

  it('refuses to add different currencies, or past the safe integers', () => {
    expect(() => addMoney(money(100, 'AUD'), money(100, 'NZD'))).toThrow(
      'Cannot add NZD to AUD: convert to one currency first',
    );
    expect(() => addMoney(money(MAX, 'USD'), money(1, 'USD'))).toThrow(`The sum is beyond ${MAX} minor units`);
    expect(() => addMoney(money(-MAX, 'USD'), money(-1, 'USD'))).toThrow(/The sum is beyond/);
    // Objects built by hand are checked as well.
    expect(() => addMoney({ amount: 0.1, currency: 'USD' }, money(1, 'USD'))).toThrow(/whole number/);
    expect(() => addMoney(money(1, 'USD'), { amount: 0.2, currency: 'USD' })).toThrow(/whole number/);
  });

  it('sums a list in one currency, zero for none', () => {
    expect(sumMoney([], 'GBP')).toEqual({ amount: 0, currency: 'GBP' });
    expect(sumMoney([money(1, 'GBP'), money(2, 'GBP'), money(-4, 'GBP')], 'GBP')).toEqual({
      amount: -1,
      currency: 'GBP',
    });
    // 0.1 + 0.2 in cents is exact.
    expect(sumMoney([money(10, 'EUR'), money(20, 'EUR')], 'EUR').amount).toBe(30);
    // Beyond 2^31 cents (the database integer), a total still adds up exactly.
    expect(sumMoney([money(MAX_AMOUNT_MINOR, 'AUD'), money(MAX_AMOUNT_MINOR, 'AUD')], 'AUD').amount).toBe(
      4_294_967_294,
    );
  });

  it('refuses a list with another currency, even an empty list of an unknown one', () => {
    expect(() => sumMoney([money(1, 'GBP'), money(2, 'EUR')], 'GBP')).toThrow('Cannot add EUR to GBP');
    expect(() => sumMoney([money(1, 'EUR')], 'GBP')).toThrow('Cannot add EUR to GBP');
    expect(() => sumMoney([], 'XYZ' as never)).toThrow(/Unknown currency "XYZ"/);
    expect(() => sumMoney([money(MAX, 'GBP'), money(MAX, 'GBP')], 'GBP')).toThrow(/The sum is beyond/);
    expect(() => sumMoney([{ amount: 1.5, currency: 'GBP' }], 'GBP')).toThrow(/whole number/);
  });
});

describe('applyRateBp: the one rounding rule (nearest minor unit, a half away from zero)', () => {
  it.each([
    // exact
    [10_000, 1000, 1000],
    [1999, 0, 0],
    [1999, 10_000, 1999],
    [0, 2500, 0],
    // just below, at and just above a half
    [1, 4999, 0],
    [1, 5000, 1],
    [1, 5001, 1],
    [5, 1000, 1], // 10% of 5 cents is 0.5
    [4, 1000, 0], // 0.4
    [6, 1000, 1], // 0.6
    [3, 5000, 2], // 1.5
    [1, 25_000, 3], // 2.5 (banker's rounding would say 2)
    [1, 15_000, 2], // 1.5
    [14, 1250, 2], // 1.75
    [12, 1250, 2], // 1.5
    [11, 1250, 1], // 1.375
    [1999, 1000, 200], // 199.9: GST on 19.99
    [1995, 1000, 200], // 199.5
    [1994, 1000, 199], // 199.4
    // negative amounts (credit notes) mirror positive ones exactly
    [-1, 4999, 0],
    [-1, 5000, -1],
    [-5, 1000, -1],
    [-3, 5000, -2],
    [-1, 25_000, -3],
    [-1995, 1000, -200],
    [-1994, 1000, -199],
    // negative rates (discounts)
    [5, -1000, -1],
    [-5, -1000, 1],
    [4, -1000, 0],
    // large values, where floating point would be wrong
    [MAX, 10_000, MAX],
    [-MAX, 10_000, -MAX],
    [MAX, 5000, 4_503_599_627_370_496], // 4503599627370495.5
    [-MAX, 5000, -4_503_599_627_370_496],
    [MAX, 3333, 3_002_099_511_605_172], // the float product rounds to …172.5 and Math.round says …173
    [MAX, 1500, 1_351_079_888_211_149],
    [MAX, 1, 900_719_925_474],
    [MAX, -1, -900_719_925_474],
    [MAX, 7, 6_305_039_478_319],
    [-MAX, 7, -6_305_039_478_319],
    [123_456_789_012_345, 2250, 27_777_777_527_778], // …527.625
  ])('%i × %i bp = %i', (amount, rateBp, expected) => expect(applyRateBp(amount, rateBp)).toBe(expected));

  it('is the nearest minor unit, a half away from zero, for many amounts and rates', () => {
    // A fixed pseudo-random walk over amounts up to 10^12 and rates up to 200%, checked against the definition.
    let seed = 20_190_019;
    const next = (limit: number) => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed % limit;
    };
    for (let i = 0; i < 2000; i++) {
      const amount = (next(2) === 0 ? -1 : 1) * next(1_000_000) * next(1_000_000);
      const rateBp = next(20_001);
      const result = applyRateBp(amount, rateBp);
      const exact = BigInt(amount) * BigInt(rateBp); // the true value times 10,000
      const off = exact - BigInt(result) * 10_000n; // how far the result is from it, times 10,000
      const distance = off < 0n ? -off : off;
      expect(distance * 2n <= 10_000n).toBe(true);
      // at an exact half, away from zero
      if (distance * 2n === 10_000n)
        expect(BigInt(Math.abs(result)) * 10_000n > (exact < 0n ? -exact : exact)).toBe(true);
      // the sign follows the amount; a negative amount gives exactly minus the positive one
      expect(applyRateBp(-amount, rateBp)).toBe(-result || 0);
    }
  });

  it('refuses fractions, unsafe integers and results beyond the safe integers', () => {
    expect(() => applyRateBp(12.5, 1000)).toThrow('An amount must be a whole number of minor units, got 12.5');
    expect(() => applyRateBp(MAX + 1, 1)).toThrow(`An amount must be at most ${MAX} in size`);
    expect(() => applyRateBp(1000, 12.5)).toThrow('A rate must be a whole number of basis points, got 12.5');
    expect(() => applyRateBp(1000, 2 ** 53)).toThrow(/A rate must be a whole number of basis points/);
    expect(() => applyRateBp(1000, Number.NaN)).toThrow(/A rate must be a whole number of basis points/);
    expect(() => applyRateBp(MAX, 10_001)).toThrow(`The result is beyond ${MAX} minor units`);
    expect(() => applyRateBp(-MAX, 10_001)).toThrow(`The result is beyond ${MAX} minor units`);
    expect(() => applyRateBp(MAX, -10_001)).toThrow(/The result is beyond/);
    // Above 100% is fine while the result stays within the safe integers.
    expect(applyRateBp(900_719_925_474_009, 10_001)).toBe(900_809_997_466_556);
  });
});

describe('minorUnitsFromDb: database totals (bigint) back to numbers', () => {
  it.each([
    ['0', 0],
    ['123456', 123_456],
    ['-250', -250],
    [' 42 ', 42],
    ['4294967294', 4_294_967_294], // beyond the 2^31 of an integer column
    [String(MAX), MAX],
    [`-${MAX}`, -MAX],
    [1999, 1999],
    [9_007_199_254_740_991n, MAX],
    [-5n, -5],
  ])('reads %s as %i', (value, expected) => expect(minorUnitsFromDb(value)).toBe(expected));

  it('refuses what is not whole minor units, or beyond what a number holds exactly', () => {
    expect(() => minorUnitsFromDb('12.50')).toThrow('Not a whole number of minor units: "12.50"');
    expect(() => minorUnitsFromDb(12.5)).toThrow(/Not a whole number of minor units/);
    expect(() => minorUnitsFromDb('')).toThrow(/Not a whole number of minor units/);
    expect(() => minorUnitsFromDb('1e3')).toThrow(/Not a whole number of minor units/);
    expect(() => minorUnitsFromDb('12 34')).toThrow(/Not a whole number of minor units/);
    expect(() => minorUnitsFromDb('9007199254740992')).toThrow(
      `9007199254740992 minor units is beyond ${MAX}: read it as a bigint`,
    );
    expect(() => minorUnitsFromDb(-9_007_199_254_740_992n)).toThrow(/is beyond/);
  });
});

describe('the largest amount an input takes (decision 0030)', () => {
  it('keeps every sum of a 50-line quote over 60 months exact, with room for setup charges', () => {
    // 50 lines × (60 months + a setup charge) of the largest amount, summed one by one as a quote does
    const total = sumMoney(
      Array.from({ length: 50 * 61 }, () => money(MAX_AMOUNT_MINOR, 'JPY')),
      'JPY',
    );
    expect(BigInt(total.amount)).toBe(BigInt(MAX_AMOUNT_MINOR) * 50n * 61n);
    expect(50 * 61 * MAX_AMOUNT_MINOR).toBeLessThan(MAX / 1000);
  });

  it('takes whole minor units from 0 to the largest amount, nothing else', () => {
    for (const value of [0, 1, 1999, MAX_AMOUNT_MINOR]) expect(isAmountInRange(value), String(value)).toBe(true);
    for (const value of [MAX_AMOUNT_MINOR + 1, MAX, 1e21, 1e308, -1, 1.5, Number.NaN, Infinity, '12', null, [], {}])
      expect(isAmountInRange(value), String(value)).toBe(false);
  });

  it('says the largest amount in its message, as minor units and as an amount with cents', () => {
    expect(MESSAGES.amountTooLarge).toContain(`${MAX_AMOUNT_MINOR} minor units`);
    expect(MESSAGES.amountTooLarge).toContain('21,474,836.47');
    expect(parseAmountToCents('21,474,836.47')).toBe(MAX_AMOUNT_MINOR);
  });
});
