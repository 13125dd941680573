/**
 * The provider's supplier entities, one per market. A supplier is itself a company (its id is the company id)
 * that invoices customers in that market. Ids, markets and default tax rates are the spec's.
 * Tax rates are basis points (1000 = 10%) so that no float ever carries money maths.
 */
export const CURRENCIES = [
  'AUD',
  'NZD',
  'HKD',
  'USD',
  'SGD',
  'CAD',
  'EUR',
  'GBP',
  'SEK',
  'CHF',
  'BGN',
  'MXN',
  'JPY',
] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * ISO 4217 minor-unit digits (the exponent) of the currencies the project knows: an amount of minor units is
 * `amount / 10^digits` of the currency. JPY has no minor unit: its amounts are whole yen.
 */
export const CURRENCY_MINOR_DIGITS: Readonly<Record<Currency, number>> = {
  AUD: 2,
  NZD: 2,
  HKD: 2,
  USD: 2,
  SGD: 2,
  CAD: 2,
  EUR: 2,
  GBP: 2,
  SEK: 2,
  CHF: 2,
  BGN: 2,
  MXN: 2,
  JPY: 0,
};

export interface SupplierMarket {
  supplierId: number;
  market: string;
  countryCode: string;
  wellKnownSupplier: string;
  currency: Currency;
  taxRateBp: number;
  identifierType: string;
}

/** A supplier entity of the spec: its market, and where it keeps its books. */
export interface Supplier extends SupplierMarket {
  /**
   * The IANA time zone of the market's books (decision 0080): a bill run's period is the supplier's local calendar
   * month, and a day billed is a local day there. One zone per market: the US, Canada and Mexico span several, and
   * their suppliers keep their books in their head office's (New York, Toronto, Mexico City).
   */
  timeZone: string;
}

export const SUPPLIERS: readonly Supplier[] = [
  {
    supplierId: 808,
    market: 'Australia',
    countryCode: 'AU',
    wellKnownSupplier: 'PORT_AUSTRALIA',
    currency: 'AUD',
    taxRateBp: 1000,
    identifierType: 'ABN',
    timeZone: 'Australia/Sydney',
  },
  {
    supplierId: 855,
    market: 'New Zealand',
    countryCode: 'NZ',
    wellKnownSupplier: 'PORT_NEW_ZEALAND',
    currency: 'NZD',
    taxRateBp: 1500,
    identifierType: 'NZBN',
    timeZone: 'Pacific/Auckland',
  },
  {
    supplierId: 817,
    market: 'Singapore',
    countryCode: 'SG',
    wellKnownSupplier: 'PORT_SINGAPORE',
    currency: 'SGD',
    taxRateBp: 700,
    identifierType: 'UEN',
    timeZone: 'Asia/Singapore',
  },
  {
    supplierId: 819,
    market: 'Hong Kong',
    countryCode: 'HK',
    wellKnownSupplier: 'PORT_HONG_KONG',
    currency: 'HKD',
    taxRateBp: 0,
    identifierType: 'BRN',
    timeZone: 'Asia/Hong_Kong',
  },
  {
    supplierId: 1558,
    market: 'US',
    countryCode: 'US',
    wellKnownSupplier: 'PORT_US',
    currency: 'USD',
    taxRateBp: 0,
    identifierType: 'EIN',
    timeZone: 'America/New_York',
  },
  {
    supplierId: 4515,
    market: 'Germany',
    countryCode: 'DE',
    wellKnownSupplier: 'PORT_GERMANY',
    currency: 'EUR',
    taxRateBp: 1900,
    identifierType: 'VAT',
    timeZone: 'Europe/Berlin',
  },
  {
    supplierId: 4640,
    market: 'Bulgaria',
    countryCode: 'BG',
    wellKnownSupplier: 'PORT_BULGARIA',
    currency: 'EUR',
    taxRateBp: 2000,
    identifierType: 'VAT',
    timeZone: 'Europe/Sofia',
  },
  {
    supplierId: 1652,
    market: 'Canada',
    countryCode: 'CA',
    wellKnownSupplier: 'PORT_CANADA',
    currency: 'CAD',
    taxRateBp: 500,
    identifierType: 'BN',
    timeZone: 'America/Toronto',
  },
  {
    supplierId: 2675,
    market: 'UK',
    countryCode: 'GB',
    wellKnownSupplier: 'PORT_UK',
    currency: 'GBP',
    taxRateBp: 2000,
    identifierType: 'VAT',
    timeZone: 'Europe/London',
  },
  {
    supplierId: 2681,
    market: 'Sweden',
    countryCode: 'SE',
    wellKnownSupplier: 'PORT_SWEDEN',
    currency: 'SEK',
    taxRateBp: 2500,
    identifierType: 'VAT',
    timeZone: 'Europe/Stockholm',
  },
  {
    supplierId: 8299,
    market: 'Switzerland',
    countryCode: 'CH',
    wellKnownSupplier: 'PORT_SWITZERLAND',
    currency: 'CHF',
    taxRateBp: 810,
    identifierType: 'VAT',
    timeZone: 'Europe/Zurich',
  },
  {
    supplierId: 2683,
    market: 'Ireland',
    countryCode: 'IE',
    wellKnownSupplier: 'PORT_IRELAND',
    currency: 'EUR',
    taxRateBp: 2300,
    identifierType: 'VAT',
    timeZone: 'Europe/Dublin',
  },
  {
    supplierId: 2685,
    market: 'Netherlands',
    countryCode: 'NL',
    wellKnownSupplier: 'PORT_NETHERLANDS',
    currency: 'EUR',
    taxRateBp: 2100,
    identifierType: 'VAT',
    timeZone: 'Europe/Amsterdam',
  },
  {
    supplierId: 47560,
    market: 'Mexico',
    countryCode: 'MX',
    wellKnownSupplier: 'PORT_MEXICO',
    currency: 'MXN',
    taxRateBp: 1600,
    identifierType: 'RFC',
    timeZone: 'America/Mexico_City',
  },
];

export function supplierById(supplierId: number): Supplier | undefined {
  return SUPPLIERS.find((s) => s.supplierId === supplierId);
}
