/**
 * The price book's enumerations and rules (admin console spec §3, §4, §5, §9; customer portal spec §9), each
 * written once: the server validates with them, the forms offer them, the price lookup and the bill run apply them.
 */

import type { Currency } from './markets.js';

/** What a price row charges: the one-off connection or the recurring base rate. */
export const PRICE_CHARGE_TYPES = ['CONNECT_RATE', 'BASE_RATE'] as const;
export type PriceChargeType = (typeof PRICE_CHARGE_TYPES)[number];

/**
 * How far apart the two ends of a VXC are: in one metro, in one zone (shown as "Metro", as the spec says), or
 * between zones.
 */
export const DISTANCE_BANDS = ['METRO', 'ZONE', 'INTERZONE'] as const;
export type DistanceBand = (typeof DISTANCE_BANDS)[number];
export const DISTANCE_BAND_LABELS: Record<DistanceBand, string> = {
  METRO: 'Metro',
  ZONE: 'Metro',
  INTERZONE: 'Interzone',
};

/** Where a location sits for pricing: its metro, and the zone that metro belongs to. */
export interface PricingPlace {
  metroId: number;
  zoneId: number;
}

/** The distance band of a pair of locations: the one rule ordering, quotes and the bill run share. */
export function distanceBand(a: PricingPlace, b: PricingPlace): DistanceBand {
  if (a.metroId === b.metroId) return 'METRO';
  if (a.zoneId === b.zoneId) return 'ZONE';
  return 'INTERZONE';
}

/**
 * Interconnect codes name the pair of end kinds a connection joins (decision 0020): B a port (our Port product or
 * a LAG), M a cloud router (MCR), S a virtual edge (MVE, "SD-WAN"), A a cloud on-ramp (AWS, Azure, Google and the
 * other hosted connections). The six codes are the six pairs of the four kinds.
 */
export const INTERCONNECT_CODES = ['BS', 'BM', 'MS', 'AS', 'AB', 'AM'] as const;
export type InterconnectCode = (typeof INTERCONNECT_CODES)[number];
export type EndKind = 'A' | 'B' | 'M' | 'S';
export const END_KIND_LABELS: Record<EndKind, string> = {
  A: 'Cloud on-ramp',
  B: 'Port',
  M: 'MCR',
  S: 'MVE',
};

/** The interconnect code of two end kinds, in either order; null for two ends of one kind (no code of its own). */
export function interconnectCode(a: EndKind, b: EndKind): InterconnectCode | null {
  if (a === b) return null;
  return INTERCONNECT_CODES.find((code) => code === `${a}${b}` || code === `${b}${a}`) ?? null;
}

/** The A end of a VXC price: an MVE, a cloud router (VROUTER, shown MCR), a port (DEFAULT, shown Port), or any. */
export const VXC_A_CONNECT_TYPES = ['MVE', 'VROUTER', 'DEFAULT', 'ANY'] as const;
export type VxcAConnectType = (typeof VXC_A_CONNECT_TYPES)[number];
export const VXC_A_CONNECT_TYPE_LABELS: Record<VxcAConnectType, string> = {
  MVE: 'MVE',
  VROUTER: 'MCR',
  DEFAULT: 'Port',
  ANY: 'Any',
};

/** The B end of a VXC price: internet transit, France-IX, an AWS hosted connection, Alibaba Cloud, or any. */
export const VXC_B_CONNECT_TYPES = ['TRANSIT', 'FRANCEIX', 'AWSHC', 'ALIBABA', 'ANY'] as const;
export type VxcBConnectType = (typeof VXC_B_CONNECT_TYPES)[number];

/** Currencies a promo code's floating amount may be in. */
export const PROMO_CURRENCIES = [
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
] as const;
export type PromoCurrency = (typeof PROMO_CURRENCIES)[number];

/**
 * The 41 countries a VXC_PRICE_MODIFIER promo may name as its regions (the spec counts them without listing
 * them; these are the countries of the provider's markets and data centres, decision 0020), ISO 3166 codes.
 */
export const PROMO_REGION_CODES = [
  'AT',
  'AU',
  'BE',
  'BG',
  'BR',
  'CA',
  'CH',
  'CL',
  'CZ',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GB',
  'HK',
  'ID',
  'IE',
  'IN',
  'IT',
  'JP',
  'KR',
  'LU',
  'MX',
  'MY',
  'NL',
  'NO',
  'NZ',
  'PH',
  'PL',
  'PT',
  'RO',
  'SE',
  'SG',
  'TH',
  'TW',
  'US',
  'VN',
  'ZA',
  'AE',
  'IL',
] as const;
export type PromoRegionCode = (typeof PROMO_REGION_CODES)[number];

/** Port speeds (Mbps) and the default (customer portal spec §9). */
export const PORT_SPEEDS_MBPS = [1_000, 10_000, 100_000] as const;
export const DEFAULT_PORT_SPEED_MBPS = 10_000;

/** VXC speeds: 100 to 900 Mbps in steps of 100, then 1 to 10 Gbps. */
export const VXC_SPEEDS_MBPS: readonly number[] = [
  ...Array.from({ length: 9 }, (_, i) => (i + 1) * 100),
  ...Array.from({ length: 10 }, (_, i) => (i + 1) * 1_000),
];

/** Monthly terms a customer may choose; staff also get 15 and 18. Daily terms are 1 to 20 days. */
export const CUSTOMER_TERMS_MONTHS = [1, 2, 3, 6, 12, 24, 36] as const;
export const STAFF_TERMS_MONTHS = [1, 2, 3, 6, 12, 15, 18, 24, 36] as const;
export const DEFAULT_TERM_MONTHS = 12;
export const MAX_DAILY_TERM_DAYS = 20;

/** How a price is charged: by the month, or by the day for short services. */
export const RATE_TYPES = ['MONTHLY', 'DAILY'] as const;
export type RateType = (typeof RATE_TYPES)[number];

/**
 * A VXC or MVE price may be edited or deleted only while it is still in the future: once it has applied, an
 * invoice may rest on it, so changing the price means adding a new dated row. `today` is the date (YYYY-MM-DD) in
 * the provider's time.
 */
export function isFuturePrice(fromDate: string, today: string): boolean {
  return fromDate > today;
}

/** A new price starts tomorrow unless it says otherwise. */
export function defaultPriceFromDate(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Two validity windows [from, to] (inclusive dates; to null = open-ended) share at least one day. */
export function validityOverlaps(
  a: { fromDate: string; toDate: string | null },
  b: { fromDate: string; toDate: string | null },
): boolean {
  const aEndsBeforeB = a.toDate !== null && a.toDate < b.fromDate;
  const bEndsBeforeA = b.toDate !== null && b.toDate < a.fromDate;
  return !aEndsBeforeB && !bEndsBeforeA;
}

/**
 * How a price says what it leaves out, by its currency (decision 0031). The spec's words for AUD, NZD, EUR and USD
 * (customer portal spec §9, admin console §3); for the rest the tax of the country that bills in it: the EU's VAT for
 * the EU's other currencies, the local VAT, GST or consumption tax where one tax applies nationwide, and the spec's
 * catch-all ex-TAX where the tax is not one national rate (Canada's provinces, as the USA's states) or there is none
 * (Hong Kong).
 */
export const TAX_WORDING: Readonly<Record<Currency, string>> = {
  AUD: 'ex-GST',
  NZD: 'ex-GST',
  EUR: 'ex-EU VAT',
  USD: 'ex-TAX',
  SGD: 'ex-GST',
  GBP: 'ex-VAT',
  CHF: 'ex-VAT',
  SEK: 'ex-EU VAT',
  BGN: 'ex-EU VAT',
  JPY: 'ex-consumption tax',
  MXN: 'ex-IVA',
  CAD: 'ex-TAX',
  HKD: 'ex-TAX',
};

/** The tax wording of a currency (`TAX_WORDING`); a currency the project does not know says the spec's ex-TAX. */
export function taxWording(currency: string): string {
  return (TAX_WORDING as Readonly<Record<string, string>>)[currency] ?? 'ex-TAX';
}

/** The supplier whose prices show the euro symbol (spec: "Euro symbol for supplier 4515"). */
export const EURO_SYMBOL_SUPPLIER_ID = 4515;

/**
 * The symbol a price is shown with: € for a euro price, otherwise the currency's own code. The spec gives the euro
 * symbol to the euro supplier's prices (`EURO_SYMBOL_SUPPLIER_ID`, which sells in EUR); a EUR price of another
 * supplier shown as 'EUR 180.00' beside '€180.00' on one screen read as two currencies, so every EUR amount takes it
 * (decision 0065). A price of the euro supplier in another currency keeps that currency's code.
 */
export function priceSymbol(currency: string, _supplierId?: number | null): string {
  return currency === 'EUR' ? '€' : currency;
}

/** The price book's messages (admin console spec §8 and §2), in the spec's words. */
export const PRICEBOOK_MESSAGES = {
  vxcAdded: 'VXC Price added OK',
  vxcEdited: 'Future VXC Price edited OK',
  vxcDeleted: 'Future VXC Price deleted OK',
  mveAdded: 'MVE price added OK',
  mveEdited: 'Future MVE price edited OK',
  mveDeleted: 'Future MVE price deleted OK',
  connectionPricesBanner:
    'Attention: Connection Price updates are currently unavailable via the Admin Portal. To update any connection price, please raise an EIP ticket.',
} as const;
