import { describe, expect, it } from 'vitest';
import { CURRENCIES, SUPPLIERS, supplierById } from './markets.js';
import { isCurrencyCode } from './money.js';

// The spec's supplier entities: id, market, country, well-known supplier code, currency, default tax rate (basis
// points) and the company identifier the market uses; then ours, the time zone its books are kept in (decision 0080).
// Invoices are issued by these ids; a wrong one bills a customer from the wrong entity.
const SPEC_SUPPLIERS = [
  [808, 'Australia', 'AU', 'PORT_AUSTRALIA', 'AUD', 1000, 'ABN', 'Australia/Sydney'],
  [855, 'New Zealand', 'NZ', 'PORT_NEW_ZEALAND', 'NZD', 1500, 'NZBN', 'Pacific/Auckland'],
  [817, 'Singapore', 'SG', 'PORT_SINGAPORE', 'SGD', 700, 'UEN', 'Asia/Singapore'],
  [819, 'Hong Kong', 'HK', 'PORT_HONG_KONG', 'HKD', 0, 'BRN', 'Asia/Hong_Kong'],
  [1558, 'US', 'US', 'PORT_US', 'USD', 0, 'EIN', 'America/New_York'],
  [4515, 'Germany', 'DE', 'PORT_GERMANY', 'EUR', 1900, 'VAT', 'Europe/Berlin'],
  [4640, 'Bulgaria', 'BG', 'PORT_BULGARIA', 'EUR', 2000, 'VAT', 'Europe/Sofia'],
  [1652, 'Canada', 'CA', 'PORT_CANADA', 'CAD', 500, 'BN', 'America/Toronto'],
  [2675, 'UK', 'GB', 'PORT_UK', 'GBP', 2000, 'VAT', 'Europe/London'],
  [2681, 'Sweden', 'SE', 'PORT_SWEDEN', 'SEK', 2500, 'VAT', 'Europe/Stockholm'],
  [8299, 'Switzerland', 'CH', 'PORT_SWITZERLAND', 'CHF', 810, 'VAT', 'Europe/Zurich'],
  [2683, 'Ireland', 'IE', 'PORT_IRELAND', 'EUR', 2300, 'VAT', 'Europe/Dublin'],
  [2685, 'Netherlands', 'NL', 'PORT_NETHERLANDS', 'EUR', 2100, 'VAT', 'Europe/Amsterdam'],
  [47560, 'Mexico', 'MX', 'PORT_MEXICO', 'MXN', 1600, 'RFC', 'America/Mexico_City'],
] as const;

describe('supplier markets', () => {
  it.each(SPEC_SUPPLIERS)(
    'supplier %i invoices %s (%s) as %s in %s at %i bp, identifying companies by %s, in %s time',
    (supplierId, market, countryCode, wellKnownSupplier, currency, taxRateBp, identifierType, timeZone) => {
      expect(supplierById(supplierId)).toEqual({
        supplierId,
        market,
        countryCode,
        wellKnownSupplier,
        currency,
        taxRateBp,
        identifierType,
        timeZone,
      });
    },
  );

  it('has exactly the spec’s suppliers, one per country', () => {
    expect(SUPPLIERS.map((s) => s.supplierId)).toEqual(SPEC_SUPPLIERS.map(([id]) => id));
    expect(new Set(SUPPLIERS.map((s) => s.countryCode)).size).toBe(SUPPLIERS.length);
  });

  it('invoices only in currencies a Money can hold', () => {
    for (const s of SUPPLIERS) expect(isCurrencyCode(s.currency), s.market).toBe(true);
    expect(CURRENCIES).toEqual(expect.arrayContaining(['AUD', 'NZD', 'SGD', 'HKD', 'USD', 'EUR', 'CAD', 'GBP']));
  });

  it('finds no supplier for an unknown id', () => {
    expect(supplierById(0)).toBeUndefined();
    expect(supplierById(8080)).toBeUndefined();
  });
});
