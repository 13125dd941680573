/** A location's state in the catalogue (admin console spec): only some take new orders. */
export const LOCATION_STATUSES = ['Active', 'Deployment', 'Restricted', 'Extended', 'New', 'Expired'] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];

/** Locations in these states take new orders; Restricted needs the provider's approval, Expired takes none. */
export const ORDERABLE_LOCATION_STATUSES: readonly LocationStatus[] = ['Active', 'New', 'Extended'];

/** Whether a location in this state takes new orders (every order path and quote asks this one rule). */
export function isOrderableLocation(status: LocationStatus): boolean {
  return ORDERABLE_LOCATION_STATUSES.includes(status);
}

/** The two diversity zones a location may offer, for services built to survive the loss of one. */
export const DIVERSITY_ZONES = ['red', 'blue'] as const;
export type DiversityZone = (typeof DIVERSITY_ZONES)[number];

/**
 * Product types a price belongs to. PORT is our port product; LAG ports are priced as ports. The provider's public
 * SDK calls the port `megaport` (`MEGAPORT`): `productTypeFromApi` accepts it too (decision 0002).
 */
export const PRICED_PRODUCT_TYPES = ['PORT', 'MCR', 'MVE', 'VXC', 'IX', 'MEGADIRECT'] as const;
export type PricedProductType = (typeof PRICED_PRODUCT_TYPES)[number];

const API_PRODUCT_ALIASES: Record<string, PricedProductType> = { MEGAPORT: 'PORT', MCR2: 'MCR', LAG: 'PORT' };

/** A product type as a public API client writes it (any case, the SDK's aliases), or null when unknown. */
export function productTypeFromApi(value: string): PricedProductType | null {
  const upper = value.trim().toUpperCase();
  if ((PRICED_PRODUCT_TYPES as readonly string[]).includes(upper)) return upper as PricedProductType;
  return API_PRODUCT_ALIASES[upper] ?? null;
}

/** Coordinates are stored as whole millionths of a degree (about 11 cm), never as floating point. */
export const COORDINATE_SCALE = 1_000_000;

/** The catalogue's messages: the spec's success words, and our own for refusals the spec leaves unworded. */
export const CATALOGUE_MESSAGES = {
  marketUpdated: 'Market updated OK',
  zoneUpdated: 'Zone updated OK',
  zoneLinkUpdated: 'Zone link updated OK',
  marketNotFound: 'Market not found',
  zoneNotFound: 'Zone not found',
  zoneLinkNotFound: 'Zone link not found',
  locationNotFound: 'Location not found',
  supplierNotFound: 'Supplier not found',
  marketNameTaken: 'A market with this name already exists',
  zoneNameTaken: 'A zone with this name already exists',
  zoneLinkToItself: 'A zone cannot be linked to itself',
  zonesAlreadyLinked: 'These zones are already linked',
  noNetworkPath: 'No network path joins these locations',
  locationNotInMetro: 'This location is not in a metro of the network graph',
  locationNotInMarket: 'This location is not in a pricing market yet',
  locationNotOrderable: 'This location is not taking new orders: please choose another location',
} as const;

/** Why a zone link may not be saved, or null: a zone is never linked to itself. */
export function zoneLinkError(aZoneId: number, bZoneId: number): string | null {
  return aZoneId === bZoneId ? CATALOGUE_MESSAGES.zoneLinkToItself : null;
}
