import {
  applyRateBp,
  type Currency,
  DISTANCE_BANDS,
  type DistanceBand,
  isoDateOf,
  MVE_SIZES,
  type MveSize,
  type PriceChargeType,
  type VxcAConnectType,
  type VxcBConnectType,
} from '@portico/domain';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { markets } from '../catalogue/catalogue.tables.js';
import { mvePrices, vxcPrices } from './pricebook.tables.js';

/*
 * The demo price book (decision 0024): VXC and MVE prices for every market of the catalogue, in the market's
 * currency. Amounts are set once in AUD cents and carried into each currency by a fixed factor (basis points,
 * rounded to whole units by `applyRateBp`), so the seed is the same on every run. Each key has an ended price
 * (2024, history), the price in force (from 2025-01-01, open-ended), and some keys a future price.
 */

/** AUD cents per month of a VXC base rate, by band and speed (Mbps). */
const VXC_BASE_AUD: Record<DistanceBand, Record<number, number>> = {
  METRO: { 100: 6_000, 200: 8_000, 500: 12_000, 1_000: 18_000, 2_000: 28_000, 5_000: 50_000, 10_000: 80_000 },
  ZONE: { 100: 9_000, 200: 12_000, 500: 18_000, 1_000: 27_000, 2_000: 42_000, 5_000: 75_000, 10_000: 120_000 },
  INTERZONE: {
    100: 25_000,
    200: 40_000,
    500: 80_000,
    1_000: 140_000,
    2_000: 240_000,
    5_000: 500_000,
    10_000: 900_000,
  },
};

/** The one-off connect charge (AUD cents) of a hosted AWS connection and of internet transit, whatever the speed. */
const CONNECT_AUD: Partial<Record<VxcBConnectType, number>> = { AWSHC: 5_000, TRANSIT: 15_000 };

/** AUD cents per month of an MVE, by size. */
const MVE_AUD: Record<MveSize, number> = { SMALL: 35_000, MEDIUM: 60_000, LARGE: 110_000, X_LARGE_12: 160_000 };

/** Basis points of an AUD amount in each currency: about the market's rates, fixed so the seed never changes. */
const FROM_AUD_BP: Record<Currency, number> = {
  AUD: 10_000,
  NZD: 10_900,
  SGD: 8_700,
  HKD: 50_500,
  USD: 6_500,
  EUR: 6_000,
  BGN: 11_700,
  CAD: 9_000,
  GBP: 5_100,
  SEK: 68_700,
  CHF: 5_700,
  MXN: 129_900,
  JPY: 998_700,
};

/** An AUD amount in `currency`, rounded to whole units (a price list shows whole dollars, euros, pounds…). */
function inCurrency(audCents: number, currency: Currency, markupBp = 10_000): number {
  const cents = applyRateBp(applyRateBp(audCents, FROM_AUD_BP[currency]), markupBp);
  return applyRateBp(cents, 100) * 100; // to whole units: cents / 100, rounded half away from zero, times 100
}

const HISTORY = { fromDate: '2024-01-01', toDate: '2024-12-31' };
const IN_FORCE = { fromDate: '2025-01-01', toDate: null };

/** The first day of the month after next: a future date that stays a month or more ahead of the seeding day. */
export function seedFutureDate(today: string): string {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const next = new Date(Date.UTC(year, month + 1, 1)); // month is 1-based here, so +1 is the month after next
  return isoDateOf(next);
}

/** Markets whose prices rise at the future date (by 5%). */
const RISING_MARKETS = new Set(['AU', 'US', 'DE', 'GB']);

export async function seedPricebookDemo(tx: DbOrTx, today = isoDateOf(new Date())): Promise<void> {
  const all = await tx
    .select({ id: markets.id, countryCode: markets.countryCode, currency: markets.currency })
    .from(markets)
    .orderBy(asc(markets.id));
  const future = { fromDate: seedFutureDate(today), toDate: null };

  const vxcRows: (typeof vxcPrices.$inferInsert)[] = [];
  const vxc = (
    market: (typeof all)[number],
    band: DistanceBand,
    aConnectType: VxcAConnectType,
    bConnectType: VxcBConnectType,
    type: PriceChargeType,
    charges: { speed: number; charge: number }[],
    dates: { fromDate: string; toDate: string | null },
  ) =>
    vxcRows.push({
      marketId: market.id,
      distanceBand: band,
      charges,
      countryCode: market.countryCode,
      aConnectType,
      bConnectType,
      algorithm: 'STEP',
      type,
      currency: market.currency,
      ...dates,
    });
  const tiers = (band: DistanceBand, currency: Currency, markupBp = 10_000) =>
    Object.entries(VXC_BASE_AUD[band]).map(([speed, aud]) => ({
      speed: Number(speed),
      charge: inCurrency(aud, currency, markupBp),
    }));

  const mveRows: (typeof mvePrices.$inferInsert)[] = [];

  for (const market of all) {
    const rising = RISING_MARKETS.has(market.countryCode);
    for (const band of DISTANCE_BANDS) {
      // Any end to any end: the list price, raised on 2025-01-01 from the 2024 price
      vxc(market, band, 'ANY', 'ANY', 'BASE_RATE', tiers(band, market.currency, 9_000), HISTORY);
      vxc(market, band, 'ANY', 'ANY', 'BASE_RATE', tiers(band, market.currency), IN_FORCE);
      if (rising) vxc(market, band, 'ANY', 'ANY', 'BASE_RATE', tiers(band, market.currency, 10_500), future);
      // From a Port: 10% below the list price; from an MCR: 5% below
      vxc(market, band, 'DEFAULT', 'ANY', 'BASE_RATE', tiers(band, market.currency, 9_000), IN_FORCE);
      vxc(market, band, 'VROUTER', 'ANY', 'BASE_RATE', tiers(band, market.currency, 9_500), IN_FORCE);
    }
    for (const [bConnectType, aud] of Object.entries(CONNECT_AUD) as [VxcBConnectType, number][]) {
      const charge = [{ speed: 10_000, charge: inCurrency(aud, market.currency) }];
      vxc(market, 'METRO', 'ANY', bConnectType, 'CONNECT_RATE', charge, IN_FORCE);
    }
    for (const size of MVE_SIZES) {
      const row = (dates: { fromDate: string; toDate: string | null }, markupBp = 10_000) =>
        mveRows.push({
          marketId: market.id,
          chargeCents: inCurrency(MVE_AUD[size], market.currency, markupBp),
          virtualMachineSize: size,
          countryCode: market.countryCode,
          currency: market.currency,
          ...dates,
        });
      row(HISTORY, 9_000);
      row(IN_FORCE);
      if (rising) row(future, 10_500);
    }
  }
  if (vxcRows.length > 0) await tx.insert(vxcPrices).values(vxcRows);
  if (mveRows.length > 0) await tx.insert(mvePrices).values(mveRows);
}
