import type { Market } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { formatPrice, supplierOfMarket } from './price-format';

const markets = [
  { id: 1, supplierId: 808, name: 'Australia', currency: 'AUD' },
  { id: 6, supplierId: 4515, name: 'Germany', currency: 'EUR' },
] as unknown as Market[];

describe('price formatting', () => {
  it('writes the currency code, except the euro sign for every euro amount (decision 0065)', () => {
    expect(formatPrice(123_450, 'AUD', supplierOfMarket(markets, 1))).toBe('AUD 1,234.50');
    expect(formatPrice(123_450, 'EUR', supplierOfMarket(markets, 6))).toBe('€1,234.50');
    expect(formatPrice(123_450, 'EUR')).toBe('€1,234.50');
    expect(supplierOfMarket(markets, 99)).toBeNull();
  });
});
