import { describe, expect, it } from 'vitest';
import {
  ERP_BATCH_SIZE,
  ERP_EXTRA_MARKETS,
  ERP_LEGAL_ENTITIES,
  ERP_PAGE_SIZE,
  erpCustomerReference,
  erpLegalEntityOf,
  isEuLegalEntity,
} from './erp.js';
import { SUPPLIERS } from './markets.js';

describe('ERP export rules', () => {
  it('keeps the spec’s page and batch sizes', () => {
    expect(ERP_PAGE_SIZE).toBe(10);
    expect(ERP_BATCH_SIZE).toBe(50);
  });

  it('has a legal entity for each of the 14 suppliers and the 12 markets the export adds', () => {
    expect(SUPPLIERS).toHaveLength(14);
    expect(ERP_EXTRA_MARKETS.map((m) => m.market)).toEqual([
      'Norway',
      'Finland',
      'Austria',
      'Poland',
      'Denmark',
      'Belgium',
      'France',
      'Japan',
      'Brazil',
      'Italy',
      'Spain',
      'Luxembourg',
    ]);
    expect(ERP_LEGAL_ENTITIES).toHaveLength(26);
    expect(new Set(ERP_LEGAL_ENTITIES.map((e) => e.code)).size).toBe(26);
    for (const s of SUPPLIERS) expect(ERP_LEGAL_ENTITIES.some((e) => e.supplierId === s.supplierId)).toBe(true);
  });

  it("books a customer in its country's entity when the ERP has one, else in its supplier's", () => {
    expect(erpLegalEntityOf({ supplierId: 4515, country: 'fr' })?.market).toBe('France');
    expect(erpLegalEntityOf({ supplierId: 4515, country: 'DE' })?.market).toBe('Germany');
    expect(erpLegalEntityOf({ supplierId: 808, country: null })?.market).toBe('Australia');
    expect(erpLegalEntityOf({ supplierId: 1, country: null })).toBeNull();
  });

  it('knows which entities book EU customers', () => {
    expect(isEuLegalEntity(erpLegalEntityOf({ supplierId: 4515, country: 'DE' })!)).toBe(true);
    expect(isEuLegalEntity(erpLegalEntityOf({ supplierId: 808, country: 'AU' })!)).toBe(false);
    expect(isEuLegalEntity(erpLegalEntityOf({ supplierId: 4515, country: 'NO' })!)).toBe(false);
  });

  it('names a supply’s customer record by the supply', () => {
    expect(erpCustomerReference(10_001)).toBe('SUPPLY-10001');
  });
});
