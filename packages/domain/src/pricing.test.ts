import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  DISTANCE_BAND_LABELS,
  defaultPriceFromDate,
  distanceBand,
  interconnectCode,
  isFuturePrice,
  PROMO_CURRENCIES,
  PROMO_REGION_CODES,
  priceSymbol,
  TAX_WORDING,
  taxWording,
  VXC_A_CONNECT_TYPE_LABELS,
  VXC_SPEEDS_MBPS,
  validityOverlaps,
} from './index.js';
import { isCountryCode } from './countries.js';

describe('distanceBand', () => {
  const sydney1 = { metroId: 1, zoneId: 10 };
  const sydney2 = { metroId: 1, zoneId: 10 };
  const melbourne = { metroId: 2, zoneId: 10 };
  const singapore = { metroId: 3, zoneId: 20 };
  it('is METRO within a metro, ZONE within a zone, INTERZONE between zones, in either direction', () => {
    expect(distanceBand(sydney1, sydney2)).toBe('METRO');
    expect(distanceBand(sydney1, melbourne)).toBe('ZONE');
    expect(distanceBand(melbourne, sydney1)).toBe('ZONE');
    expect(distanceBand(sydney1, singapore)).toBe('INTERZONE');
    expect(distanceBand(singapore, melbourne)).toBe('INTERZONE');
  });
  it('shows ZONE as Metro, as the spec says', () => {
    expect(DISTANCE_BAND_LABELS).toEqual({ METRO: 'Metro', ZONE: 'Metro', INTERZONE: 'Interzone' });
  });
});

describe('interconnectCode', () => {
  it('names each pair of end kinds once, in either order', () => {
    expect(interconnectCode('B', 'S')).toBe('BS');
    expect(interconnectCode('S', 'B')).toBe('BS');
    expect(interconnectCode('M', 'B')).toBe('BM');
    expect(interconnectCode('A', 'M')).toBe('AM');
    expect(interconnectCode('S', 'A')).toBe('AS');
    expect(interconnectCode('B', 'A')).toBe('AB');
    expect(interconnectCode('S', 'M')).toBe('MS');
    expect(interconnectCode('B', 'B')).toBeNull();
  });
});

describe('future-dated prices', () => {
  it('may be changed only before they start', () => {
    expect(isFuturePrice('2026-11-24', '2026-11-23')).toBe(true);
    expect(isFuturePrice('2026-11-23', '2026-11-23')).toBe(false);
    expect(isFuturePrice('2026-01-01', '2026-11-23')).toBe(false);
  });
  it('start tomorrow by default, across month and year ends', () => {
    expect(defaultPriceFromDate('2026-11-23')).toBe('2026-11-24');
    expect(defaultPriceFromDate('2026-11-30')).toBe('2026-12-01');
    expect(defaultPriceFromDate('2026-12-31')).toBe('2027-01-01');
    expect(defaultPriceFromDate('2028-02-28')).toBe('2028-02-29');
  });
});

describe('validityOverlaps', () => {
  it('finds a shared day, open ends included', () => {
    const jan = { fromDate: '2026-01-01', toDate: '2026-01-31' };
    expect(validityOverlaps(jan, { fromDate: '2026-01-31', toDate: null })).toBe(true);
    expect(validityOverlaps(jan, { fromDate: '2026-02-01', toDate: null })).toBe(false);
    expect(validityOverlaps({ fromDate: '2026-03-01', toDate: null }, jan)).toBe(false);
    expect(validityOverlaps({ fromDate: '2025-01-01', toDate: null }, jan)).toBe(true);
    expect(validityOverlaps({ fromDate: '2025-12-01', toDate: '2025-12-31' }, jan)).toBe(false);
  });
});

describe('enumerations of the spec', () => {
  it('has the promo currencies and 41 real region countries', () => {
    expect(PROMO_CURRENCIES).toEqual([
      'AUD',
      'CAD',
      'EUR',
      'GBP',
      'HKD',
      'NZD',
      'SGD',
      'USD',
      'JPY',
      'SEK',
      'CHF',
      'BGN',
    ]);
    expect(PROMO_REGION_CODES).toHaveLength(41);
    expect(new Set(PROMO_REGION_CODES).size).toBe(41);
    for (const code of PROMO_REGION_CODES) expect(isCountryCode(code), code).toBe(true);
  });
  it('shows VROUTER as MCR and DEFAULT as Port', () => {
    expect(VXC_A_CONNECT_TYPE_LABELS.VROUTER).toBe('MCR');
    expect(VXC_A_CONNECT_TYPE_LABELS.DEFAULT).toBe('Port');
  });
  it('offers VXC speeds of 100 to 900 Mbps, then 1 to 10 Gbps', () => {
    expect(VXC_SPEEDS_MBPS.slice(0, 9)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900]);
    expect(VXC_SPEEDS_MBPS.slice(9)).toEqual([1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000]);
  });
});

describe('tax wording and symbols', () => {
  it('words each currency as the spec says', () => {
    expect(taxWording('AUD')).toBe('ex-GST');
    expect(taxWording('NZD')).toBe('ex-GST');
    expect(taxWording('EUR')).toBe('ex-EU VAT');
    expect(taxWording('USD')).toBe('ex-TAX');
  });
  it('words every other currency by its own tax (decision 0031), never GBP as ex-TAX', () => {
    expect(taxWording('GBP')).toBe('ex-VAT');
    expect(taxWording('CHF')).toBe('ex-VAT');
    expect(taxWording('SEK')).toBe('ex-EU VAT');
    expect(taxWording('BGN')).toBe('ex-EU VAT');
    expect(taxWording('SGD')).toBe('ex-GST');
    expect(taxWording('JPY')).toBe('ex-consumption tax');
    expect(taxWording('MXN')).toBe('ex-IVA');
    expect(taxWording('CAD')).toBe('ex-TAX');
    expect(taxWording('HKD')).toBe('ex-TAX');
  });
  it('has a wording for every currency the project knows, and the spec’s catch-all for any other', () => {
    for (const currency of CURRENCIES) expect(TAX_WORDING[currency], currency).toMatch(/^ex-/);
    expect(Object.keys(TAX_WORDING).sort()).toEqual([...CURRENCIES].sort());
    expect(taxWording('XYZ')).toBe('ex-TAX');
  });
  it('shows the euro symbol for supplier 4515 only', () => {
    expect(priceSymbol('EUR', 4515)).toBe('€');
    // one format for every EUR amount on a screen, whoever sells it
    expect(priceSymbol('EUR', 808)).toBe('€');
    expect(priceSymbol('AUD', 4515)).toBe('AUD');
    expect(priceSymbol('USD', null)).toBe('USD');
  });
});
