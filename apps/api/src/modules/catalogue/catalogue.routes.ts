import { type CatalogueItem, catalogueEndpoints as endpoints } from '@portico/contract';
import { CATALOGUE_MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { changeContext } from '../../http/context.js';
import { csvColumns, sendCsv } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { createCatalogueService } from './catalogue.service.js';

const CATALOGUE_CSV_COLUMNS = csvColumns<CatalogueItem>({
  locationId: (l) => l.locationId,
  name: (l) => l.name,
  dataCentre: (l) => l.dataCentre,
  metro: (l) => l.metro,
  state: (l) => l.state,
  country: (l) => l.countryCode,
  market: (l) => l.market,
  zone: (l) => l.zone,
  status: (l) => l.status,
  latitude: (l) => l.latitude,
  longitude: (l) => l.longitude,
  diversityZones: (l) => l.diversityZones.map((z) => z.zone).join(' '),
  portSpeedsMbps: (l) => [...new Set(l.diversityZones.flatMap((z) => z.portSpeedsMbps))].join(' '),
  mcrSpeedsMbps: (l) => [...new Set(l.diversityZones.flatMap((z) => z.mcrSpeedsMbps))].join(' '),
  mveAvailable: (l) => l.diversityZones.some((z) => z.mveAvailable),
});

/** The public location list: open to anyone, so limited per address. */
const PUBLIC_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export async function catalogueRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const catalogue = createCatalogueService({ db: deps.db });

  route(app, endpoints.list, async (request, reply) => {
    const { format, page, pageSize, ...filters } = request.query;
    if (format === 'csv')
      return sendCsv(reply, 'catalogue.csv', CATALOGUE_CSV_COLUMNS, catalogue.exportBatches(filters));
    return ok(await catalogue.list({ ...filters, page, pageSize }));
  });

  route(app, endpoints.metros, async () => ok(await catalogue.metros()));
  route(app, endpoints.locationDropdown, async () => ok(await catalogue.dropdown()));
  route(app, endpoints.publicLocations, async () => ok(await catalogue.publicLocations()), PUBLIC_LIMIT);

  route(app, endpoints.markets, async () => ok(await catalogue.markets()));
  route(app, endpoints.saveMarket, async (request) =>
    ok(await catalogue.saveMarket(changeContext(request), request.body), CATALOGUE_MESSAGES.marketUpdated),
  );
  route(app, endpoints.updateMarket, async (request) =>
    ok(
      await catalogue.saveMarket(changeContext(request), { ...request.body, id: request.params.id }),
      CATALOGUE_MESSAGES.marketUpdated,
    ),
  );

  route(app, endpoints.zones, async () => ok(await catalogue.zones()));
  route(app, endpoints.saveZone, async (request) =>
    ok(await catalogue.saveZone(changeContext(request), request.body), CATALOGUE_MESSAGES.zoneUpdated),
  );

  route(app, endpoints.zoneLinks, async () => ok(await catalogue.zoneLinks()));
  route(app, endpoints.saveZoneLink, async (request) =>
    ok(await catalogue.saveZoneLink(changeContext(request), request.body), CATALOGUE_MESSAGES.zoneLinkUpdated),
  );

  route(app, endpoints.shortestPath, async (request) =>
    ok(await catalogue.shortestPath(request.query.aLocationId, request.query.bLocationId)),
  );
  route(app, endpoints.pathCost, async (request) =>
    ok(await catalogue.pathCost(request.query.aLocationId, request.query.bLocationId)),
  );
  route(app, endpoints.reloadGraph, async () => ok(await catalogue.reloadGraph()));
}
