import { type CatalogueItem, catalogueEndpoints as endpoints, legacyLocationEndpoints } from '@portico/contract';
import { CATALOGUE_MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { csvColumns } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { changeRoute, listRoute, route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { createCatalogueService } from './catalogue.service.js';
import { toLegacyLocation } from './legacy-locations.js';

const CATALOGUE_CSV_COLUMNS = csvColumns<CatalogueItem>([
  'locationId',
  'name',
  'dataCentre',
  'metro',
  'state',
  { country: (l) => l.countryCode },
  'market',
  'zone',
  'status',
  'latitude',
  'longitude',
  {
    diversityZones: (l) => l.diversityZones.map((z) => z.zone).join(' '),
    portSpeedsMbps: (l) => [...new Set(l.diversityZones.flatMap((z) => z.portSpeedsMbps))].join(' '),
    mcrSpeedsMbps: (l) => [...new Set(l.diversityZones.flatMap((z) => z.mcrSpeedsMbps))].join(' '),
    mveAvailable: (l) => l.diversityZones.some((z) => z.mveAvailable),
  },
]);

/** The public location list: open to anyone, so limited per address. */
const PUBLIC_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export async function catalogueRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const catalogue = createCatalogueService({ db: deps.db });

  listRoute(app, endpoints.list, {
    page: catalogue.list,
    csv: { filename: 'catalogue.csv', columns: CATALOGUE_CSV_COLUMNS, rows: catalogue.exportBatches },
  });

  route(app, endpoints.metros, async () => ok(await catalogue.metros()));
  route(app, endpoints.locationDropdown, async () => ok(await catalogue.dropdown()));
  route(app, endpoints.publicLocations, async () => ok(await catalogue.publicLocations()), PUBLIC_LIMIT);
  // the same list in the v2 shape of the Go SDK's deprecated ListLocations (decision 0050)
  route(
    app,
    legacyLocationEndpoints.legacyLocations,
    async () => ok((await catalogue.publicLocations()).map(toLegacyLocation)),
    PUBLIC_LIMIT,
  );

  route(app, endpoints.markets, async () => ok(await catalogue.markets()));
  changeRoute(app, endpoints.saveMarket, CATALOGUE_MESSAGES.marketUpdated, (ctx, { body }) =>
    catalogue.saveMarket(ctx, body),
  );
  changeRoute(app, endpoints.updateMarket, CATALOGUE_MESSAGES.marketUpdated, (ctx, { params, body }) =>
    catalogue.saveMarket(ctx, { ...body, id: params.id }),
  );

  route(app, endpoints.zones, async () => ok(await catalogue.zones()));
  changeRoute(app, endpoints.saveZone, CATALOGUE_MESSAGES.zoneUpdated, (ctx, { body }) =>
    catalogue.saveZone(ctx, body),
  );

  route(app, endpoints.zoneLinks, async () => ok(await catalogue.zoneLinks()));
  changeRoute(app, endpoints.saveZoneLink, CATALOGUE_MESSAGES.zoneLinkUpdated, (ctx, { body }) =>
    catalogue.saveZoneLink(ctx, body),
  );

  route(app, endpoints.shortestPath, async (request) =>
    ok(await catalogue.shortestPath(request.query.aLocationId, request.query.bLocationId)),
  );
  route(app, endpoints.pathCost, async (request) =>
    ok(await catalogue.pathCost(request.query.aLocationId, request.query.bLocationId)),
  );
  route(app, endpoints.reloadGraph, async () => ok(await catalogue.reloadGraph()));
}
