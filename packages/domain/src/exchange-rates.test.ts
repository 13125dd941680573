import { describe, expect, it } from 'vitest';
import {
  BASE_CURRENCY,
  BASE_RATE_MICROS,
  convertMinor,
  EXCHANGE_RATE_MESSAGES as M,
  isoDateOf,
  MAX_RATE_MICROS,
  microsToRate,
  parseRateToMicros,
  RATED_CURRENCIES,
  rateInForce,
} from './exchange-rates.js';
import { CURRENCIES, CURRENCY_MINOR_DIGITS } from './markets.js';

describe('the spec’s words', () => {
  it('are exact', () => {
    expect(M.nullOrZero).toBe('cannot be Null Or Zero');
    expect(M.saved).toBe('Exchange Rates Saved!');
  });
});

describe('parseRateToMicros', () => {
  const accepted: [string | number, number][] = [
    ['1', 1_000_000],
    ['0.654321', 654_321],
    ['0.000001', 1],
    ['.5', 500_000],
    ['1.', 1_000_000],
    ['  1.25  ', 1_250_000],
    ['+2', 2_000_000],
    ['1.2500000', 1_250_000],
    ['102.35', 102_350_000],
    ['1,234.5', 1_234_500_000],
    ['1000000', MAX_RATE_MICROS],
    [0.65, 650_000],
    [1, 1_000_000],
    [0.000001, 1],
    [104.123456, 104_123_456],
  ];
  it.each(accepted)('%j → %d millionths', (input, micros) => {
    expect(parseRateToMicros(input)).toEqual({ ok: true, micros });
  });

  const refused: [string | number | null | undefined, string][] = [
    [null, M.nullOrZero],
    [undefined, M.nullOrZero],
    ['', M.nullOrZero],
    ['   ', M.nullOrZero],
    ['0', M.nullOrZero],
    ['0.000000', M.nullOrZero],
    ['00.0', M.nullOrZero],
    ['-0', M.nullOrZero],
    [0, M.nullOrZero],
    [-0, M.nullOrZero],
    ['-1', M.negative],
    ['-0.5', M.negative],
    [-2, M.negative],
    ['0.0000001', M.tooManyDecimals],
    ['1.1234567', M.tooManyDecimals],
    [0.1 + 0.2, M.tooManyDecimals],
    ['1000000.000001', M.tooLarge],
    ['99999999999999999999999', M.tooLarge],
    ['abc', M.notANumber],
    ['.', M.notANumber],
    ['1.2.3', M.notANumber],
    ['1e3', M.notANumber],
    ['1,23', M.notANumber],
    ['0x10', M.notANumber],
    [Number.NaN, M.notANumber],
    [Number.POSITIVE_INFINITY, M.notANumber],
    [1e-7, M.notANumber],
  ];
  it.each(refused)('%j is refused with %j', (input, message) => {
    expect(parseRateToMicros(input)).toEqual({ ok: false, message });
  });
});

describe('microsToRate', () => {
  it('writes the decimal back without trailing zeros', () => {
    expect(microsToRate(654_320)).toBe('0.65432');
    expect(microsToRate(1_000_000)).toBe('1');
    expect(microsToRate(1)).toBe('0.000001');
    expect(microsToRate(102_350_000)).toBe('102.35');
    expect(() => microsToRate(1.5)).toThrow(RangeError);
    expect(() => microsToRate(-1)).toThrow(RangeError);
  });
  it('is the inverse of parseRateToMicros', () => {
    for (const micros of [1, 9, 10, 999_999, 1_000_000, 1_000_001, 123_456_789, MAX_RATE_MICROS])
      expect(parseRateToMicros(microsToRate(micros))).toEqual({ ok: true, micros });
  });
});

describe('currencies', () => {
  it('every known currency has its ISO 4217 minor-unit digits; JPY has none', () => {
    for (const c of CURRENCIES) expect(CURRENCY_MINOR_DIGITS[c]).toBeTypeOf('number');
    expect(CURRENCY_MINOR_DIGITS.JPY).toBe(0);
    expect(CURRENCY_MINOR_DIGITS.AUD).toBe(2);
  });
  it('the base is AUD and is not a rated currency', () => {
    expect(BASE_CURRENCY).toBe('AUD');
    expect(RATED_CURRENCIES).not.toContain('AUD');
    expect(RATED_CURRENCIES).toHaveLength(CURRENCIES.length - 1);
  });
});

const AUD = { currency: 'AUD', rateMicros: BASE_RATE_MICROS } as const;
const USD = { currency: 'USD', rateMicros: 650_000 } as const; // 0.65 USD per AUD
const JPY = { currency: 'JPY', rateMicros: 100_000_000 } as const; // 100 JPY per AUD
const EUR = { currency: 'EUR', rateMicros: 600_000 } as const;

describe('convertMinor', () => {
  it('converts through the base with the currencies’ minor units', () => {
    expect(convertMinor(10_000, AUD, USD)).toBe(6_500); // A$100 → US$65
    expect(convertMinor(6_500, USD, AUD)).toBe(10_000);
    expect(convertMinor(10_000, AUD, JPY)).toBe(10_000); // A$100 → ¥10,000 (not ¥100)
    expect(convertMinor(10_000, JPY, AUD)).toBe(10_000); // ¥10,000 → A$100.00
    expect(convertMinor(1, JPY, AUD)).toBe(1); // ¥1 → A$0.01
    expect(convertMinor(6_500, USD, JPY)).toBe(10_000); // US$65 → ¥10,000
    expect(convertMinor(6_000, EUR, USD)).toBe(6_500);
  });
  it('leaves an amount in its own currency unchanged, zero as zero', () => {
    expect(convertMinor(12_345, USD, USD)).toBe(12_345);
    expect(convertMinor(0, USD, JPY)).toBe(0);
    expect(() => convertMinor(1, USD, { currency: 'USD', rateMicros: 1 })).toThrow(RangeError);
  });
  it('rounds once, a half away from zero', () => {
    const half = { currency: 'USD', rateMicros: 500_000 } as const; // 0.5 USD per AUD
    expect(convertMinor(1, AUD, half)).toBe(1); // 0.5 → 1
    expect(convertMinor(3, AUD, half)).toBe(2); // 1.5 → 2
    expect(convertMinor(5, AUD, half)).toBe(3); // 2.5 → 3
    expect(convertMinor(-1, AUD, half)).toBe(-1);
    expect(convertMinor(-5, AUD, half)).toBe(-3);
    const justUnder = { currency: 'USD', rateMicros: 499_999 } as const;
    expect(convertMinor(1, AUD, justUnder)).toBe(0); // 0.499999 → 0
    const justOver = { currency: 'USD', rateMicros: 500_001 } as const;
    expect(convertMinor(1, AUD, justOver)).toBe(1);
    // JPY 150.5 per AUD: A$0.01 is ¥1.505 → ¥2; A$-0.01 → ¥-2
    const yen = { currency: 'JPY', rateMicros: 150_500_000 } as const;
    expect(convertMinor(1, AUD, yen)).toBe(2);
    expect(convertMinor(-1, AUD, yen)).toBe(-2);
  });
  it('is exact at the edge of the safe integers and refuses what leaves them', () => {
    expect(convertMinor(Number.MAX_SAFE_INTEGER, AUD, { currency: 'USD', rateMicros: 1 })).toBe(9_007_199_255);
    expect(() => convertMinor(Number.MAX_SAFE_INTEGER, USD, AUD)).toThrow(RangeError);
    expect(() => convertMinor(1.5, AUD, USD)).toThrow(RangeError);
    expect(() => convertMinor(1, AUD, { currency: 'USD', rateMicros: 0 })).toThrow(RangeError);
    expect(() => convertMinor(1, { currency: 'AUD', rateMicros: 2 }, USD)).toThrow(RangeError);
  });
  it('agrees with the definition over a pseudo-random table (fast-check is not a dependency)', () => {
    let seed = 20_260_101;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const currencies = CURRENCIES;
    for (let i = 0; i < 2_000; i++) {
      const from = {
        currency: currencies[next(currencies.length)] ?? 'USD',
        rateMicros: 1 + next(200_000_000),
      };
      const to = { currency: currencies[next(currencies.length)] ?? 'JPY', rateMicros: 1 + next(200_000_000) };
      if (from.currency === BASE_CURRENCY) from.rateMicros = BASE_RATE_MICROS;
      if (to.currency === BASE_CURRENCY) to.rateMicros = BASE_RATE_MICROS;
      if (from.currency === to.currency) continue;
      const amount = next(2_000_000_000) - 1_000_000_000;
      const result = convertMinor(amount, from, to);
      const num = BigInt(amount) * BigInt(to.rateMicros) * 10n ** BigInt(CURRENCY_MINOR_DIGITS[to.currency]);
      const den = BigInt(from.rateMicros) * 10n ** BigInt(CURRENCY_MINOR_DIGITS[from.currency]);
      // |result × den − num| ≤ den / 2, and an exact half goes away from zero
      const distance = BigInt(result) * den - num;
      const abs = distance < 0n ? -distance : distance;
      expect(2n * abs <= den).toBe(true);
      if (2n * abs === den) expect(Math.sign(result)).toBe(Math.sign(amount));
      // symmetric: minus the amount gives minus the result
      expect(convertMinor(-amount, from, to)).toBe(result === 0 ? 0 : -result);
    }
  });
});

describe('rateInForce', () => {
  const rates = [
    { currency: 'USD', effectiveDate: '2026-01-01', rateMicros: 650_000 },
    { currency: 'USD', effectiveDate: '2026-03-01', rateMicros: 660_000 },
    { currency: 'USD', effectiveDate: '2026-02-01', rateMicros: 655_000 },
    { currency: 'EUR', effectiveDate: '2026-02-15', rateMicros: 600_000 },
  ] as const;
  it('is the latest effective on or before the date', () => {
    expect(rateInForce(rates, 'USD', '2026-02-15')?.rateMicros).toBe(655_000);
    expect(rateInForce(rates, 'USD', '2026-02-01')?.rateMicros).toBe(655_000); // on the day itself
    expect(rateInForce(rates, 'USD', '2026-01-31')?.rateMicros).toBe(650_000); // the day before
    expect(rateInForce(rates, 'USD', '2030-01-01')?.rateMicros).toBe(660_000);
  });
  it('is null before the first rate and for a currency without rates', () => {
    expect(rateInForce(rates, 'USD', '2025-12-31')).toBeNull();
    expect(rateInForce(rates, 'EUR', '2026-02-14')).toBeNull();
    expect(rateInForce(rates, 'JPY', '2026-06-01')).toBeNull();
    expect(rateInForce([], 'USD', '2026-06-01')).toBeNull();
  });
});

describe('isoDateOf', () => {
  it('is the UTC calendar day', () => {
    expect(isoDateOf(new Date('2026-01-01T23:59:59.999Z'))).toBe('2026-01-01');
    expect(isoDateOf(new Date('2026-01-02T00:00:00.000Z'))).toBe('2026-01-02');
  });
});
