import { access, defineEndpoints, PRICING_SERVICE } from './endpoint.js';
import {
  deletedPriceSchema,
  mvePricePageSchema,
  mvePriceQuerySchema,
  mvePriceSaveSchema,
  mvePriceSchema,
  priceParamsSchema,
  vxcMetroPriceQuerySchema,
  vxcPricePageSchema,
  vxcPriceQuerySchema,
  vxcPriceSaveSchema,
  vxcPriceSchema,
} from './pricebook.js';

/**
 * The staff price book of VXC and MVE prices (decision 0023): staff read it; staff with financials change it, as
 * they change exchange rates. Only future-dated prices are edited or deleted.
 */
export const pricebookEndpoints = defineEndpoints('pricebook', {
  vxcPrices: {
    method: 'GET',
    path: `${PRICING_SERVICE}/vxc/pricing`,
    summary:
      'VXC prices in force today and future ones (future=true: only future ones; history=true: ended ones too), filtered; format=csv needs a filter',
    access: access.staff(),
    query: vxcPriceQuerySchema,
    response: vxcPricePageSchema,
    alsoCsv: true,
  },
  vxcMetroPrices: {
    method: 'GET',
    path: `${PRICING_SERVICE}/vxc/pricing/metro`,
    summary: 'The metro variant of the VXC price list: distanceBand METRO and bConnectType TRANSIT',
    access: access.staff(),
    query: vxcMetroPriceQuerySchema,
    response: vxcPricePageSchema,
    alsoCsv: true,
  },
  addVxcPrice: {
    method: 'POST',
    path: `${PRICING_SERVICE}/vxc/pricing/`,
    summary: 'Add a VXC price (from tomorrow unless it says otherwise); overlapping the same key is refused',
    access: access.staff('financials'),
    body: vxcPriceSaveSchema,
    response: vxcPriceSchema,
  },
  editVxcPrice: {
    method: 'PUT',
    path: `${PRICING_SERVICE}/vxc/pricing/:id`,
    summary: 'Edit a future-dated VXC price (the whole price)',
    access: access.staff('financials'),
    params: priceParamsSchema,
    body: vxcPriceSaveSchema,
    response: vxcPriceSchema,
  },
  deleteVxcPrice: {
    method: 'DELETE',
    path: `${PRICING_SERVICE}/vxc/pricing/:id`,
    summary: 'Delete a future-dated VXC price',
    access: access.staff('financials'),
    params: priceParamsSchema,
    response: deletedPriceSchema,
  },
  mvePrices: {
    method: 'GET',
    path: `${PRICING_SERVICE}/vm/pricing`,
    summary:
      'MVE prices in force today and future ones (future=true: only future ones; history=true: ended ones too), filtered; format=csv needs a filter',
    access: access.staff(),
    query: mvePriceQuerySchema,
    response: mvePricePageSchema,
    alsoCsv: true,
  },
  addMvePrice: {
    method: 'POST',
    path: `${PRICING_SERVICE}/vm/pricing/`,
    summary: 'Add an MVE price (from tomorrow unless it says otherwise); overlapping the same key is refused',
    access: access.staff('financials'),
    body: mvePriceSaveSchema,
    response: mvePriceSchema,
  },
  editMvePrice: {
    method: 'PUT',
    path: `${PRICING_SERVICE}/vm/pricing/:id`,
    summary: 'Edit a future-dated MVE price (the whole price)',
    access: access.staff('financials'),
    params: priceParamsSchema,
    body: mvePriceSaveSchema,
    response: mvePriceSchema,
  },
  deleteMvePrice: {
    method: 'DELETE',
    path: `${PRICING_SERVICE}/vm/pricing/:id`,
    summary: 'Delete a future-dated MVE price',
    access: access.staff('financials'),
    params: priceParamsSchema,
    response: deletedPriceSchema,
  },
});
