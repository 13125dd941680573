import type { CatalogueItem, LocationDiversityZone, Market, PublicLocation, Zone, ZoneLink } from '@portico/contract';
import { COORDINATE_SCALE, countryName } from '@portico/domain';
import type * as repo from './catalogue.repository.js';

const PLACES = String(COORDINATE_SCALE).length - 1;

/**
 * Stored millionths of a degree as exact decimal text ("-33.921867"): integer division and remainder only, so no
 * floating-point step ever touches the stored value.
 */
export function degreesText(micro: number | null): string | null {
  if (micro === null) return null;
  const sign = micro < 0 ? '-' : '';
  const abs = Math.abs(micro);
  const fraction = abs % COORDINATE_SCALE;
  const whole = (abs - fraction) / COORDINATE_SCALE;
  return `${sign}${whole}.${String(fraction).padStart(PLACES, '0')}`;
}

/** The JSON number of a coordinate: parsed once from its exact text, the only float on the way out. */
export function degreesNumber(micro: number | null): number | null {
  const text = degreesText(micro);
  return text === null ? null : Number(text);
}

/** Decimal degrees written as text ("151.18802") to whole millionths, by string and integer maths only. */
export function microFromDegrees(text: string): number {
  const match = /^(-?)(\d{1,3})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) throw new Error(`Not a coordinate: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const micro = Number(whole) * COORDINATE_SCALE + Number(fraction.padEnd(PLACES, '0'));
  return sign === '-' ? -micro : micro;
}

export function toDiversityZone(row: repo.DiversityZoneRow): LocationDiversityZone {
  return {
    zone: row.zone,
    portSpeedsMbps: row.portSpeedsMbps,
    mcrSpeedsMbps: row.mcrSpeedsMbps,
    mveAvailable: row.mveAvailable,
  };
}

export function zonesByLocation(rows: readonly repo.DiversityZoneRow[]): Map<number, repo.DiversityZoneRow[]> {
  const byLocation = new Map<number, repo.DiversityZoneRow[]>();
  for (const row of rows) {
    const list = byLocation.get(row.locationId) ?? [];
    list.push(row);
    byLocation.set(row.locationId, list);
  }
  return byLocation;
}

export function toCatalogueItem(row: repo.CatalogueRow, zones: readonly repo.DiversityZoneRow[]): CatalogueItem {
  return {
    locationId: row.id,
    name: row.name,
    dataCentre: row.dataCentre,
    metroId: row.metroId,
    metro: row.metro,
    state: row.state,
    countryCode: row.countryCode,
    supplierId: row.supplierId,
    marketId: row.marketId,
    market: row.market,
    zoneId: row.zoneId,
    zone: row.zone,
    status: row.status,
    latitude: degreesText(row.latitudeMicro),
    longitude: degreesText(row.longitudeMicro),
    diversityZones: zones.map(toDiversityZone),
  };
}

export function toPublicLocation(row: repo.CatalogueRow, zones: readonly repo.DiversityZoneRow[]): PublicLocation {
  const diversityZones: PublicLocation['diversityZones'] = {};
  for (const zone of zones)
    diversityZones[zone.zone] = {
      megaportSpeedMbps: zone.portSpeedsMbps,
      mcrSpeedMbps: zone.mcrSpeedsMbps,
      mveAvailable: zone.mveAvailable,
    };
  return {
    id: row.id,
    name: row.name,
    metro: row.metro,
    market: row.marketCountryCode ?? row.countryCode,
    country: row.countryCode,
    status: row.status,
    address: { city: row.metro, state: row.state ?? '', country: countryName(row.countryCode) },
    latitude: degreesNumber(row.latitudeMicro),
    longitude: degreesNumber(row.longitudeMicro),
    dataCentre: { name: row.dataCentre ?? row.name },
    diversityZones,
  };
}

export function toMarket(row: repo.MarketRow): Market {
  return {
    id: row.id,
    supplierId: row.supplierId,
    name: row.name,
    countryCode: row.countryCode,
    currency: row.currency,
    active: row.active,
    updatedAt: row.updatedAt.getTime(),
  };
}

export function toZone(row: repo.ZoneRow): Zone {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    active: row.active,
    updatedAt: row.updatedAt.getTime(),
  };
}

export function toZoneLink(row: repo.ZoneLinkView): ZoneLink {
  return { ...row, updatedAt: row.updatedAt.getTime() };
}
