import { type MvePrice, pricebookEndpoints as endpoints, type VxcPrice } from '@portico/contract';
import { centsToAmount, DISTANCE_BAND_LABELS, PRICEBOOK_MESSAGES, VXC_A_CONNECT_TYPE_LABELS } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { csvColumns } from '../../http/csv.js';
import { listRoute, rowChangeRoutes } from '../../http/route.js';
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
  rowChangeRoutes(
    app,
    { add: endpoints.addVxcPrice, edit: endpoints.editVxcPrice, remove: endpoints.deleteVxcPrice },
    { add: PRICEBOOK_MESSAGES.vxcAdded, edit: PRICEBOOK_MESSAGES.vxcEdited, remove: PRICEBOOK_MESSAGES.vxcDeleted },
    { add: prices.addVxcPrice, edit: prices.editVxcPrice, remove: prices.deleteVxcPrice },
  );

  listRoute(app, endpoints.mvePrices, {
    page: (filters, paging) => prices.mvePrices(filters, paging),
    csv: { filename: 'mve-prices.csv', columns: MVE_CSV_COLUMNS, rows: (filters) => prices.exportMvePrices(filters) },
  });
  rowChangeRoutes(
    app,
    { add: endpoints.addMvePrice, edit: endpoints.editMvePrice, remove: endpoints.deleteMvePrice },
    { add: PRICEBOOK_MESSAGES.mveAdded, edit: PRICEBOOK_MESSAGES.mveEdited, remove: PRICEBOOK_MESSAGES.mveDeleted },
    { add: prices.addMvePrice, edit: prices.editMvePrice, remove: prices.deleteMvePrice },
  );
}
