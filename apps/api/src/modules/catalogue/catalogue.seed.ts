import { SUPPLIERS } from '@portico/domain';
import { isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  internetExchanges,
  locationDiversityZones,
  locations,
  markets,
  metros,
  networkLinks,
  zoneLinks,
  zones,
} from './catalogue.tables.js';
import {
  LOCATIONS,
  MARKET_IDS,
  MCR_SPEEDS_MBPS,
  METROS,
  NETWORK_LINKS,
  PORT_SPEEDS_MBPS,
  ZONE_LINKS,
  ZONES,
} from './catalogue-seed-data.js';
import { microFromDegrees } from './catalogue-view.js';

function marketOf(supplierId: number): number {
  const id = MARKET_IDS[supplierId];
  if (id === undefined) throw new Error(`No seed market for supplier ${supplierId}`);
  return id;
}

/**
 * The provider's catalogue, which every installation has: markets, zones, zone links, metros, the network graph,
 * locations and their diversity zones (catalogue-seed-data.ts). Idempotent: rows already there are left as they
 * are, except a location an earlier version stored without its metro (the demo's data centres), which is filled in.
 */
/** The internet exchanges of the demo metros (a small catalogue: the IX order offers those of its Port's metro). */
const INTERNET_EXCHANGES = [
  { id: 1, name: 'IX Australia Sydney', metro: 'Sydney' },
  { id: 2, name: 'IX Australia Melbourne', metro: 'Melbourne' },
  { id: 3, name: 'LINX London', metro: 'London' },
  { id: 4, name: 'AMS-IX Amsterdam', metro: 'Amsterdam' },
  { id: 5, name: 'SGIX Singapore', metro: 'Singapore' },
];

export async function seedCatalogueReference(tx: DbOrTx): Promise<void> {
  await tx.insert(internetExchanges).values(INTERNET_EXCHANGES).onConflictDoNothing();
  await tx
    .insert(markets)
    .values(
      SUPPLIERS.map((s) => ({
        id: marketOf(s.supplierId),
        supplierId: s.supplierId,
        name: s.market,
        countryCode: s.countryCode,
        currency: s.currency,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(zones)
    .values(ZONES.map((z) => ({ ...z })))
    .onConflictDoNothing();
  await tx
    .insert(zoneLinks)
    .values(ZONE_LINKS.map((l) => ({ ...l })))
    .onConflictDoNothing();
  await tx
    .insert(metros)
    .values(
      METROS.map((m) => ({
        id: m.id,
        name: m.name,
        zoneId: m.zoneId,
        marketId: marketOf(m.supplierId),
        countryCode: m.countryCode,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(networkLinks)
    .values(NETWORK_LINKS.map((l) => ({ aMetroId: l.a, bMetroId: l.b, cost: l.cost })))
    .onConflictDoNothing();

  const metroByName = new Map(METROS.map((m) => [m.name, m]));
  await tx
    .insert(locations)
    .values(
      LOCATIONS.map((l) => {
        const metro = metroByName.get(l.metro);
        if (!metro) throw new Error(`No seed metro ${l.metro}`);
        return {
          id: l.id,
          name: l.name,
          metro: l.metro,
          metroId: metro.id,
          dataCentre: l.dataCentre,
          state: l.state,
          countryCode: metro.countryCode,
          supplierId: metro.supplierId,
          marketId: marketOf(metro.supplierId),
          status: l.status,
          latitudeMicro: microFromDegrees(l.latitude),
          longitudeMicro: microFromDegrees(l.longitude),
        };
      }),
    )
    .onConflictDoUpdate({
      target: locations.id,
      set: {
        metroId: sql`excluded.metro_id`,
        marketId: sql`excluded.market_id`,
        dataCentre: sql`excluded.data_centre`,
        status: sql`excluded.status`,
        latitudeMicro: sql`excluded.latitude_micro`,
        longitudeMicro: sql`excluded.longitude_micro`,
      },
      setWhere: isNull(locations.metroId),
    });

  await tx
    .insert(locationDiversityZones)
    .values(
      LOCATIONS.flatMap((l) =>
        (l.zones ?? (['red', 'blue'] as const)).map((zone) => ({
          locationId: l.id,
          zone,
          portSpeedsMbps: PORT_SPEEDS_MBPS,
          mcrSpeedsMbps: MCR_SPEEDS_MBPS[zone],
          mveAvailable: l.mve ?? false,
        })),
      ),
    )
    .onConflictDoNothing();
}
