import { type MvePrice, pricebookEndpoints as endpoints, type VxcPrice } from '@portico/contract';
import { centsToAmount, DISTANCE_BAND_LABELS, PRICEBOOK_MESSAGES, VXC_A_CONNECT_TYPE_LABELS } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { changeContext } from '../../http/context.js';
import { csvColumns, sendCsv } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { createPricebookService } from './pricebook.service.js';

const VXC_CSV_COLUMNS = csvColumns<VxcPrice>({
  id: (p) => p.id,
  market: (p) => p.market,
  marketId: (p) => p.marketId,
  distanceBand: (p) => p.distanceBand,
  band: (p) => DISTANCE_BAND_LABELS[p.distanceBand],
  aConnectType: (p) => p.aConnectType,
  aEnd: (p) => VXC_A_CONNECT_TYPE_LABELS[p.aConnectType],
  bConnectType: (p) => p.bConnectType,
  type: (p) => p.type,
  currency: (p) => p.currency,
  // the minor units as stored, as JSON: a spreadsheet and an import both read them back exactly
  charges: (p) => JSON.stringify(p.charges),
  countryCode: (p) => p.countryCode,
  algorithm: (p) => p.algorithm,
  fromDate: (p) => p.fromDate,
  toDate: (p) => p.toDate,
});

const MVE_CSV_COLUMNS = csvColumns<MvePrice>({
  id: (p) => p.id,
  market: (p) => p.market,
  marketId: (p) => p.marketId,
  virtualMachineSize: (p) => p.virtualMachineSize,
  currency: (p) => p.currency,
  charge: (p) => centsToAmount(p.charge),
  chargeMinorUnits: (p) => p.charge,
  countryCode: (p) => p.countryCode,
  fromDate: (p) => p.fromDate,
  toDate: (p) => p.toDate,
});

export async function pricebookRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const prices = createPricebookService({ db: deps.db, now: deps.now });

  route(app, endpoints.vxcPrices, async (request, reply) => {
    const { format, page, pageSize, ...filters } = request.query;
    if (format === 'csv') return sendCsv(reply, 'vxc-prices.csv', VXC_CSV_COLUMNS, prices.exportVxcPrices(filters));
    return ok(await prices.vxcPrices(filters, { page, pageSize }));
  });
  route(app, endpoints.vxcMetroPrices, async (request, reply) => {
    const { format, page, pageSize, ...rest } = request.query;
    const filters = { ...rest, distanceBand: 'METRO' as const, bConnectType: 'TRANSIT' as const };
    if (format === 'csv')
      return sendCsv(reply, 'vxc-metro-prices.csv', VXC_CSV_COLUMNS, prices.exportVxcPrices(filters));
    return ok(await prices.vxcPrices(filters, { page, pageSize }));
  });
  route(app, endpoints.addVxcPrice, async (request) =>
    ok(await prices.addVxcPrice(changeContext(request), request.body), PRICEBOOK_MESSAGES.vxcAdded),
  );
  route(app, endpoints.editVxcPrice, async (request) =>
    ok(
      await prices.editVxcPrice(changeContext(request), request.params.id, request.body),
      PRICEBOOK_MESSAGES.vxcEdited,
    ),
  );
  route(app, endpoints.deleteVxcPrice, async (request) =>
    ok(await prices.deleteVxcPrice(changeContext(request), request.params.id), PRICEBOOK_MESSAGES.vxcDeleted),
  );

  route(app, endpoints.mvePrices, async (request, reply) => {
    const { format, page, pageSize, ...filters } = request.query;
    if (format === 'csv') return sendCsv(reply, 'mve-prices.csv', MVE_CSV_COLUMNS, prices.exportMvePrices(filters));
    return ok(await prices.mvePrices(filters, { page, pageSize }));
  });
  route(app, endpoints.addMvePrice, async (request) =>
    ok(await prices.addMvePrice(changeContext(request), request.body), PRICEBOOK_MESSAGES.mveAdded),
  );
  route(app, endpoints.editMvePrice, async (request) =>
    ok(
      await prices.editMvePrice(changeContext(request), request.params.id, request.body),
      PRICEBOOK_MESSAGES.mveEdited,
    ),
  );
  route(app, endpoints.deleteMvePrice, async (request) =>
    ok(await prices.deleteMvePrice(changeContext(request), request.params.id), PRICEBOOK_MESSAGES.mveDeleted),
  );
}
