import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_MESSAGES,
  LOCATION_STATUSES,
  ORDERABLE_LOCATION_STATUSES,
  PRICED_PRODUCT_TYPES,
  productTypeFromApi,
  zoneLinkError,
} from './catalogue.js';

describe('locations that take orders', () => {
  it('are the Active, New and Extended ones (decision 0021)', () => {
    expect([...ORDERABLE_LOCATION_STATUSES].sort()).toEqual(['Active', 'Extended', 'New']);
  });
  it('leave out Deployment, Restricted (needs approval) and Expired', () => {
    const closed = LOCATION_STATUSES.filter((status) => !ORDERABLE_LOCATION_STATUSES.includes(status));
    expect(closed).toEqual(['Deployment', 'Restricted', 'Expired']);
  });
});

describe('productTypeFromApi', () => {
  it('takes every priced product type in any case, with spaces around', () => {
    for (const type of PRICED_PRODUCT_TYPES) {
      expect(productTypeFromApi(type)).toBe(type);
      expect(productTypeFromApi(` ${type.toLowerCase()} `)).toBe(type);
    }
  });
  it("takes the provider SDK's names: megaport and LAG are ports, MCR2 is an MCR", () => {
    expect(productTypeFromApi('megaport')).toBe('PORT');
    expect(productTypeFromApi('MEGAPORT')).toBe('PORT');
    expect(productTypeFromApi(' lag ')).toBe('PORT');
    expect(productTypeFromApi('Mcr2')).toBe('MCR');
  });
  it('answers null for a type it does not price', () => {
    expect(productTypeFromApi('CXC')).toBeNull();
    expect(productTypeFromApi('')).toBeNull();
    expect(productTypeFromApi('port2')).toBeNull();
  });
});

describe('zoneLinkError', () => {
  it('refuses a zone linked to itself', () => {
    expect(zoneLinkError(4, 4)).toBe(CATALOGUE_MESSAGES.zoneLinkToItself);
    expect(CATALOGUE_MESSAGES.zoneLinkToItself).toBe('A zone cannot be linked to itself');
  });
  it('accepts two different zones, in either order', () => {
    expect(zoneLinkError(4, 7)).toBeNull();
    expect(zoneLinkError(7, 4)).toBeNull();
  });
});
