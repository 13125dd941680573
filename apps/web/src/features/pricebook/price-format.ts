import {
  type Currency,
  formatMinor,
  DISTANCE_BAND_LABELS,
  type DistanceBand,
  isoDateOf,
  defaultPriceFromDate,
} from '@portico/domain';

/** Minor units with the currency and thousands separators ('AUD 1,234.50'), in integers (`formatMinor`). */
export function formatPrice(cents: number, currency: string): string {
  return formatMinor(cents, currency as Currency);
}

/** A speed as people say it: 100M, 1G, 2.5G. */
export function formatSpeed(mbps: number): string {
  return mbps >= 1000 && mbps % 100 === 0 ? `${mbps / 1000}G` : `${mbps}M`;
}

/** Bands in a picker: the spec shows ZONE as "Metro" too, so the code tells the two apart there. */
export function bandOption(band: DistanceBand): { value: string; label: string } {
  return { value: band, label: `${DISTANCE_BAND_LABELS[band]} (${band})` };
}

/** The browser's tomorrow, the default start of a new price (the server decides what "future" means). */
export const tomorrow = () => defaultPriceFromDate(isoDateOf(new Date()));

/** '' in a date field means none. */
export const dateOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
