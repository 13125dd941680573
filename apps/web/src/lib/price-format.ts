import type { Market } from '@portico/contract';
import {
  formatMinor,
  priceSymbol,
  DISTANCE_BAND_LABELS,
  type DistanceBand,
  isoDateOf,
  defaultPriceFromDate,
} from '@portico/domain';

/**
 * Minor units with the currency and thousands separators ('AUD 1,234.50'), in integers (`formatMinor`); a price of
 * the euro supplier's market shows the € sign (`priceSymbol`).
 */
export function formatPrice(cents: number, currency: string, supplierId: number | null = null): string {
  return formatMinor(cents, currency, priceSymbol(currency, supplierId));
}

/** The supplier selling in a market, for `formatPrice`. */
export function supplierOfMarket(markets: readonly Market[], marketId: number): number | null {
  return markets.find((m) => m.id === marketId)?.supplierId ?? null;
}

/** Bands in a picker: the spec shows ZONE as "Metro" too, so the code tells the two apart there. */
export function bandOption(band: DistanceBand): { value: string; label: string } {
  return { value: band, label: `${DISTANCE_BAND_LABELS[band]} (${band})` };
}

/** The browser's tomorrow, the default start of a new price (the server decides what "future" means). */
export const tomorrow = () => defaultPriceFromDate(isoDateOf(new Date()));

/** '' in a date field means none. */
export const dateOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
