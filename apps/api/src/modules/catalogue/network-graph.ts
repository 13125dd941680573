import type { NetworkPathResult } from '@portico/contract';
import {
  CATALOGUE_MESSAGES,
  isOrderableLocation,
  type Currency,
  type DistanceBand,
  distanceBand,
  type NetworkLink,
  type PricingPlace,
  shortestPath,
} from '@portico/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import * as repo from './catalogue.repository.js';

/** The metro graph as this process holds it: read from the database once, until a reload. */
interface NetworkGraph {
  links: NetworkLink[];
  metroNames: Map<number, string>;
  loadedAt: Date;
}

// One graph per database per process: the API's routes and other modules' calls share it, a reload replaces it.
const graphs = new WeakMap<object, Promise<NetworkGraph>>();

async function readGraph(db: DbOrTx): Promise<NetworkGraph> {
  const [metros, links] = await Promise.all([repo.findMetros(db), repo.findNetworkLinks(db)]);
  // when this process read the graph: the age of a cache, the machine's time rather than the app's clock
  // eslint-disable-next-line no-restricted-syntax
  return { links, metroNames: new Map(metros.map((m) => [m.id, m.name])), loadedAt: new Date() };
}

function graphOf(db: Db): Promise<NetworkGraph> {
  let graph = graphs.get(db);
  if (!graph) {
    graph = readGraph(db);
    // a failed read is not kept: the next call tries again
    graph.catch(() => graphs.delete(db));
    graphs.set(db, graph);
  }
  return graph;
}

/** Where a location sits for pricing (its metro and zone); 404 for an unknown location, 400 for one in no metro. */
export async function getPlace(db: DbOrTx, locationId: number): Promise<PricingPlace> {
  const place = await repo.findPlace(db, locationId);
  if (!place) throw new AppError('not_found', CATALOGUE_MESSAGES.locationNotFound);
  if (place.metroId === null || place.zoneId === null) throw invalid(CATALOGUE_MESSAGES.locationNotInMetro);
  return { metroId: place.metroId, zoneId: place.zoneId };
}

/** Where a location sits for pricing: its market, supplier, country and currency, metro and zone. */
export interface PricingLocation {
  locationId: number;
  name: string;
  countryCode: string;
  marketId: number;
  supplierId: number;
  currency: Currency;
  place: PricingPlace | null;
  /** whether it takes new orders (`isOrderableLocation`) */
  orderable: boolean;
}

/**
 * The locations asked for, in that order, from their rows (`pricingLocationsJson` read in
 * another area's statement); 404 for an unknown one, 400 for one in no market.
 */
export function toPricingLocations(
  rows: readonly repo.PricingLocationRow[],
  locationIds: readonly number[],
): PricingLocation[] {
  return locationIds.map((id) => {
    const row = rows.find((r) => r.locationId === id);
    if (!row) throw new AppError('not_found', CATALOGUE_MESSAGES.locationNotFound);
    if (row.marketId === null || row.supplierId === null || row.currency === null)
      throw invalid(CATALOGUE_MESSAGES.locationNotInMarket);
    return {
      locationId: row.locationId,
      name: row.name,
      countryCode: row.countryCode,
      marketId: row.marketId,
      supplierId: row.supplierId,
      currency: row.currency,
      place: row.metroId !== null && row.zoneId !== null ? { metroId: row.metroId, zoneId: row.zoneId } : null,
      orderable: isOrderableLocation(row.status),
    };
  });
}

/** The distance band of two locations: the one rule (`distanceBand`) over their places in the catalogue. */
export async function distanceBandBetween(db: DbOrTx, aLocationId: number, bLocationId: number): Promise<DistanceBand> {
  const [a, b] = await Promise.all([getPlace(db, aLocationId), getPlace(db, bLocationId)]);
  return distanceBand(a, b);
}

/** The network graph's answers: the cheapest path between two locations, its cost, and reloading the graph. */
export function networkGraph({ db }: { db: Db }) {
  async function path(aLocationId: number, bLocationId: number): Promise<NetworkPathResult> {
    const [a, b] = await Promise.all([getPlace(db, aLocationId), getPlace(db, bLocationId)]);
    const graph = await graphOf(db);
    const found = shortestPath(graph.links, a.metroId, b.metroId);
    if (!found) throw new AppError('not_found', CATALOGUE_MESSAGES.noNetworkPath);
    return {
      aLocationId,
      bLocationId,
      metros: found.metroIds.map((id) => ({ id, name: graph.metroNames.get(id) ?? String(id) })),
      cost: found.cost,
      distanceBand: distanceBand(a, b),
    };
  }

  return {
    shortestPath: path,

    async pathCost(aLocationId: number, bLocationId: number) {
      const { cost, distanceBand: band } = await path(aLocationId, bLocationId);
      return { aLocationId, bLocationId, cost, distanceBand: band };
    },

    async reloadGraph() {
      const graph = readGraph(db);
      const loaded = await graph;
      graphs.set(db, graph);
      return { metros: loaded.metroNames.size, links: loaded.links.length, loadedAt: loaded.loadedAt.getTime() };
    },
  };
}
