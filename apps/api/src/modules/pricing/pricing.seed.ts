import type { Currency } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { markets } from '../catalogue/catalogue.tables.js';
import { productPrices } from './pricing.tables.js';

/** About how many of each currency an AUD buys, so a demo price reads like the market's own (whole units). */
const PER_AUD_PERCENT: Partial<Record<Currency, number>> = {
  AUD: 100,
  NZD: 110,
  SGD: 90,
  HKD: 500,
  USD: 65,
  EUR: 60,
  BGN: 120,
  CAD: 90,
  GBP: 50,
  SEK: 700,
  CHF: 57,
  MXN: 1_300,
};

/** Demo list prices in AUD cents: [product, speed Mbps, monthly, setup]. */
const LIST: [product: 'PORT' | 'MCR' | 'IX' | 'MEGADIRECT', speed: number, monthly: number, setup: number][] = [
  ['PORT', 1_000, 50_000, 0],
  ['PORT', 10_000, 120_000, 0],
  ['PORT', 100_000, 450_000, 100_000],
  ['MCR', 1_000, 40_000, 0],
  ['MCR', 2_500, 60_000, 0],
  ['MCR', 5_000, 80_000, 0],
  ['MCR', 10_000, 120_000, 0],
  ['IX', 1_000, 30_000, 0],
  ['IX', 10_000, 90_000, 0],
  ['MEGADIRECT', 10_000, 200_000, 50_000],
];

/** Ports earn a discount for a longer term (basis points off the monthly rate). */
const PORT_TERMS: [months: number, discountBp: number][] = [
  [1, 0],
  [12, 1_000],
  [24, 1_500],
  [36, 2_000],
];

/**
 * Demo list prices for every market: ports by speed and term, MCRs, IX and MegaDirect, in the market's currency,
 * in force since the first day of 2025; 10G ports of Australia also have last year's price (history) and a rise
 * from next year, so the price book shows past, current and future rows.
 */
export async function seedPricingDemo(tx: DbOrTx): Promise<void> {
  const rows: (typeof productPrices.$inferInsert)[] = [];
  for (const market of await tx.select({ id: markets.id, currency: markets.currency }).from(markets)) {
    const factor = PER_AUD_PERCENT[market.currency] ?? 100;
    const local = (aud: number) => Math.round((aud * factor) / 100 / 100) * 100;
    for (const [productType, speedMbps, monthly, setup] of LIST) {
      const terms = productType === 'PORT' ? PORT_TERMS : [[1, 0] as [number, number]];
      for (const [termMonths, termDiscountBp] of terms) {
        const base = {
          productType,
          marketId: market.id,
          speedMbps,
          termMonths,
          termDiscountBp,
          currency: market.currency,
        };
        const price = { monthlyCents: local(monthly), setupCents: local(setup) };
        if (market.id === 1 && productType === 'PORT' && speedMbps === 10_000) {
          rows.push({
            ...base,
            monthlyCents: local(monthly - 10_000),
            setupCents: price.setupCents,
            fromDate: '2024-01-01',
            toDate: '2024-12-31',
          });
          rows.push({ ...base, ...price, fromDate: '2025-01-01', toDate: '2027-06-30' });
          rows.push({
            ...base,
            monthlyCents: local(monthly + 5_000),
            setupCents: price.setupCents,
            fromDate: '2027-07-01',
          });
        } else rows.push({ ...base, ...price, fromDate: '2025-01-01' });
      }
    }
  }
  if (rows.length > 0) await tx.insert(productPrices).values(rows);
}
