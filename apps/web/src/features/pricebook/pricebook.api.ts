import {
  type EndpointData,
  type MvePriceQuery,
  type MvePriceSave,
  pricebookEndpoints as endpoints,
  pricingEndpoints,
  type ProductPriceQuery,
  type ProductPriceSave,
  type VxcPriceQuery,
  type VxcPriceSave,
} from '@portico/contract';
import { api } from '../../api';
import { useEndpointQuery, usePageQuery } from '../../api/hooks';

export const pricebookKeys = {
  all: ['pricebook'] as const,
  vxc: (query: VxcPriceQuery) => ['pricebook', 'vxc', query] as const,
  mve: (query: MvePriceQuery) => ['pricebook', 'mve', query] as const,
};

/**
 * List prices and connection rates are served by the pricing endpoints; their keys stay under 'pricing', so a
 * change to a list price also refreshes a company's price book.
 */
const pricingKeys = {
  all: ['pricing'] as const,
  productPrices: (query: ProductPriceQuery) => ['pricing', 'productPrices', query] as const,
  connectionRates: ['pricing', 'connectionRates'] as const,
};

export const useVxcPrices = (query: VxcPriceQuery) =>
  usePageQuery(pricebookKeys.vxc(query), endpoints.vxcPrices, { query: { ...query } });
export const useMvePrices = (query: MvePriceQuery) =>
  usePageQuery(pricebookKeys.mve(query), endpoints.mvePrices, { query: { ...query } });
export const useProductPrices = (query: ProductPriceQuery) =>
  usePageQuery(pricingKeys.productPrices(query), pricingEndpoints.productPrices, { query });
export type ConnectionRate = EndpointData<typeof pricingEndpoints.connectionRates>['items'][number];
export const useConnectionRates = () =>
  useEndpointQuery(pricingKeys.connectionRates, pricingEndpoints.connectionRates, {});

/**
 * The calls that change one variant of the price book; the tab makes them mutations that refresh every list under
 * `keys`. The forms show their own failures, so they keep out of the shared banner.
 */
export interface DatedPriceCalls<B> {
  keys: readonly string[];
  add(body: B): Promise<unknown>;
  edit(id: number, body: B): Promise<unknown>;
  remove(id: number): Promise<unknown>;
}
const quiet = { banner: false } as const;

export const VXC_PRICE_CALLS: DatedPriceCalls<VxcPriceSave> = {
  keys: pricebookKeys.all,
  add: (body) => api.call(endpoints.addVxcPrice, { body, ...quiet }),
  edit: (id, body) => api.call(endpoints.editVxcPrice, { params: { id }, body, ...quiet }),
  remove: (id) => api.call(endpoints.deleteVxcPrice, { params: { id }, ...quiet }),
};

export const MVE_PRICE_CALLS: DatedPriceCalls<MvePriceSave> = {
  keys: pricebookKeys.all,
  add: (body) => api.call(endpoints.addMvePrice, { body, ...quiet }),
  edit: (id, body) => api.call(endpoints.editMvePrice, { params: { id }, body, ...quiet }),
  remove: (id) => api.call(endpoints.deleteMvePrice, { params: { id }, ...quiet }),
};

/** A list price's delete shows its failure in the tab's notice and the page's banner. */
export const PRODUCT_PRICE_CALLS: DatedPriceCalls<ProductPriceSave> = {
  keys: pricingKeys.all,
  add: (body) => api.call(pricingEndpoints.addProductPrice, { body, ...quiet }),
  edit: (id, body) => api.call(pricingEndpoints.editProductPrice, { params: { id: String(id) }, body, ...quiet }),
  remove: (id) => api.call(pricingEndpoints.deleteProductPrice, { params: { id: String(id) } }),
};
