import { type MvePrice, pricebookEndpoints as endpoints, type VxcPrice } from '@portico/contract';
import { centsToAmount, DISTANCE_BAND_LABELS, PRICEBOOK_MESSAGES, VXC_A_CONNECT_TYPE_LABELS } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { csvColumns } from '../../http/csv.js';
import { changeRoute, listRoute } from '../../http/route.js';
import type { RouteContext } from '../define-module.js';
import { createPricebookService } from './pricebook.service.js';

const VXC_CSV_COLUMNS = csvColumns<VxcPrice>([
  'id',
  'market',
  'marketId',
  'distanceBand',
  { band: (p) => DISTANCE_BAND_LABELS[p.distanceBand] },
  'aConnectType',
  { aEnd: (p) => VXC_A_CONNECT_TYPE_LABELS[p.aConnectType] },
  'bConnectType',
  'type',
  'currency',
  {
    // the minor units as stored, as JSON: a spreadsheet and an import both read them back exactly
    charges: (p) => JSON.stringify(p.charges),
  },
  'countryCode',
  'algorithm',
  'fromDate',
  'toDate',
]);

const MVE_CSV_COLUMNS = csvColumns<MvePrice>([
  'id',
  'market',
  'marketId',
  'virtualMachineSize',
  'currency',
  {
    charge: (p) => centsToAmount(p.charge),
    chargeMinorUnits: (p) => p.charge,
  },
  'countryCode',
  'fromDate',
  'toDate',
]);

export async function pricebookRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const prices = createPricebookService({ db: deps.db, now: deps.now });

  listRoute(app, endpoints.vxcPrices, {
    page: (filters, paging) => prices.vxcPrices(filters, paging),
    csv: { filename: 'vxc-prices.csv', columns: VXC_CSV_COLUMNS, rows: (filters) => prices.exportVxcPrices(filters) },
  });
  // the metro prices: the VXC list narrowed to the METRO band and a TRANSIT B end
  const metro = <F>(filters: F) => ({ ...filters, distanceBand: 'METRO' as const, bConnectType: 'TRANSIT' as const });
  listRoute(app, endpoints.vxcMetroPrices, {
    page: (filters, paging) => prices.vxcPrices(metro(filters), paging),
    csv: {
      filename: 'vxc-metro-prices.csv',
      columns: VXC_CSV_COLUMNS,
      rows: (filters) => prices.exportVxcPrices(metro(filters)),
    },
  });
  changeRoute(app, endpoints.addVxcPrice, PRICEBOOK_MESSAGES.vxcAdded, (ctx, { body }) =>
    prices.addVxcPrice(ctx, body),
  );
  changeRoute(app, endpoints.editVxcPrice, PRICEBOOK_MESSAGES.vxcEdited, (ctx, { params, body }) =>
    prices.editVxcPrice(ctx, params.id, body),
  );
  changeRoute(app, endpoints.deleteVxcPrice, PRICEBOOK_MESSAGES.vxcDeleted, (ctx, { params }) =>
    prices.deleteVxcPrice(ctx, params.id),
  );

  listRoute(app, endpoints.mvePrices, {
    page: (filters, paging) => prices.mvePrices(filters, paging),
    csv: { filename: 'mve-prices.csv', columns: MVE_CSV_COLUMNS, rows: (filters) => prices.exportMvePrices(filters) },
  });
  changeRoute(app, endpoints.addMvePrice, PRICEBOOK_MESSAGES.mveAdded, (ctx, { body }) =>
    prices.addMvePrice(ctx, body),
  );
  changeRoute(app, endpoints.editMvePrice, PRICEBOOK_MESSAGES.mveEdited, (ctx, { params, body }) =>
    prices.editMvePrice(ctx, params.id, body),
  );
  changeRoute(app, endpoints.deleteMvePrice, PRICEBOOK_MESSAGES.mveDeleted, (ctx, { params }) =>
    prices.deleteMvePrice(ctx, params.id),
  );
}
