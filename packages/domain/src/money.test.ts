import { describe, expect, it } from 'vitest';
import { bpToPercent, centsToAmount, MAX_AMOUNT_CENTS, parseAmountToCents, parsePercentToBp } from './money.js';

describe('amounts (spec: up to two decimals, thousands commas, at most 2147483647 cents)', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    ['19.99', 1999],
    ['1,234.56', 123456],
    ['21,474,836.47', MAX_AMOUNT_CENTS],
  ])('reads %s as %i cents', (text, cents) => expect(parseAmountToCents(text)).toBe(cents));

  it.each(['', 'abc', '12.345', '1,23', '12,34.00', '-5', '21474836.48', '1e3', '.5'])('refuses %j', (text) =>
    expect(parseAmountToCents(text)).toBeNull(),
  );

  it('writes cents back as an amount', () => {
    expect(centsToAmount(123456)).toBe('1234.56');
    expect(centsToAmount(5)).toBe('0.05');
    expect(centsToAmount(-250)).toBe('-2.50');
  });
});

describe('percentages as basis points', () => {
  it('converts both ways without floating point', () => {
    expect(parsePercentToBp('22.5')).toBe(2250);
    expect(parsePercentToBp('10')).toBe(1000);
    expect(parsePercentToBp('0.07')).toBe(7);
    expect(parsePercentToBp('1.005')).toBeNull();
    expect(parsePercentToBp('-1')).toBeNull();
    expect(bpToPercent(2250)).toBe('22.5');
    expect(bpToPercent(1000)).toBe('10');
    expect(bpToPercent(7)).toBe('0.07');
  });
});
