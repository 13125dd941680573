import { describe, expect, it } from 'vitest';
import { type PriceFactsQuery, shapeOfQuery } from './price-facts.repository.js';

/**
 * The price lookup's statement is built once per shape (decision 0101): each thing that changes its text must change
 * the shape, or a statement built for one kind of lookup would answer another (a lookup without a company would be
 * answered without the customer's own price, one without a promo code with its promo).
 */
const base: PriceFactsQuery = {
  locationIds: [1, 2],
  companyId: 2001,
  productType: 'VXC',
  speedMbps: 500,
  termMonths: 12,
  rateType: 'MONTHLY',
  aConnectType: 'DEFAULT',
  bConnectType: 'ANY',
  virtualMachineSize: 'SMALL',
  at: '2026-11-30',
  promoCode: null,
};

describe('the price lookup statement’s shape', () => {
  it('differs with what changes the statement’s text', () => {
    const shapes = [
      base,
      { ...base, companyId: null },
      { ...base, promoCode: 'SAVE10' },
      { ...base, locationIds: [1] },
      { ...base, productType: 'PORT' as const },
      { ...base, productType: 'MVE' as const },
    ].map(shapeOfQuery);
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('is the same whatever the values sent as placeholders', () => {
    const other: PriceFactsQuery = {
      ...base,
      locationIds: [7, 9],
      companyId: 2002,
      speedMbps: 10_000,
      termMonths: 36,
      rateType: 'DAILY',
      aConnectType: 'DEFAULT',
      bConnectType: 'AWSHC',
      virtualMachineSize: 'LARGE',
      at: '2027-01-01',
    };
    expect(shapeOfQuery(other)).toBe(shapeOfQuery(base));
    expect(shapeOfQuery({ ...base, promoCode: 'A' })).toBe(shapeOfQuery({ ...base, promoCode: 'B' }));
  });
});
