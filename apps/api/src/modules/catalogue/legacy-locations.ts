import type { LegacyLocation, PublicLocation } from '@portico/contract';

const uniqueSorted = (lists: number[][]) => [...new Set(lists.flat())].sort((a, b) => a - b);

/**
 * A location of `/v3/locations` in the v2 shape the Go SDK's `ListLocations` reads (location_legacy.go `Location`,
 * decision 0050), mapped as the SDK's own `ToLegacyLocation` maps v3 to v2: the country and address from the v3
 * address, the Port and MCR speeds of every diversity zone; what v3 lacks is empty.
 */
export function toLegacyLocation(location: PublicLocation): LegacyLocation {
  const zones = Object.values(location.diversityZones).filter((z) => z !== undefined);
  const mcrSpeeds = uniqueSorted(zones.map((z) => z.mcrSpeedMbps));
  return {
    id: location.id,
    name: location.name,
    country: location.address.country,
    liveDate: null,
    siteCode: '',
    networkRegion: '',
    address: {
      street: '',
      suburb: '',
      city: location.address.city,
      state: location.address.state,
      postcode: '',
      country: location.address.country,
    },
    campus: location.dataCentre.name,
    latitude: location.latitude ?? 0,
    longitude: location.longitude ?? 0,
    products: {
      mcr: mcrSpeeds.length > 0,
      mcrVersion: 2,
      megaport: uniqueSorted(zones.map((z) => z.megaportSpeedMbps)),
      mve: [],
      mcr1: [],
      mcr2: mcrSpeeds,
    },
    market: location.market,
    metro: location.metro,
    vRouterAvailable: mcrSpeeds.length > 0,
    status: location.status,
  };
}
