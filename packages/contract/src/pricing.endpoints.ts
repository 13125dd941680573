import { z } from 'zod';
import { access, defineEndpoints, PRICING_SERVICE } from './endpoint.js';
import {
  connectionRatesSchema,
  customPriceBookParams,
  customPriceBookQuerySchema,
  customPriceItemParams,
  customPriceItemSaveSchema,
  customPriceItemSchema,
  priceIdParams,
  priceLookupParams,
  priceLookupQuerySchema,
  priceResultSchema,
  productPricePageSchema,
  productPriceQuerySchema,
  productPriceSaveSchema,
  productPriceSchema,
  quoteRequestSchema,
  quoteSchema,
} from './pricing.js';

/**
 * List prices of ports, MCRs, IX and MegaDirect, customers' own price books, and the price lookup (decision 0027).
 * Staff read and (with financials) change prices; a customer reads its own price book and prices its own orders.
 */
export const pricingEndpoints = defineEndpoints('pricing', {
  productPrices: {
    method: 'GET',
    path: `${PRICING_SERVICE}/product/pricing`,
    summary:
      'Port, MCR, IX and MegaDirect list prices: in force and future ones, or with `future=true` future ones only',
    access: access.staff(),
    query: productPriceQuerySchema,
    response: productPricePageSchema,
    alsoCsv: true,
  },
  addProductPrice: {
    method: 'POST',
    path: `${PRICING_SERVICE}/product/pricing`,
    summary: 'Add a list price from a date (tomorrow by default); a price may not overlap another of the same key',
    access: access.staff('financials'),
    body: productPriceSaveSchema,
    response: productPriceSchema,
  },
  editProductPrice: {
    method: 'PUT',
    path: `${PRICING_SERVICE}/product/pricing/:id`,
    summary: 'Edit a future list price (one in force is never changed: add a new dated one)',
    access: access.staff('financials'),
    params: priceIdParams,
    body: productPriceSaveSchema,
    response: productPriceSchema,
  },
  deleteProductPrice: {
    method: 'DELETE',
    path: `${PRICING_SERVICE}/product/pricing/:id`,
    summary: 'Delete a future list price',
    access: access.staff('financials'),
    params: priceIdParams,
    response: z.object({ id: z.number().int() }),
  },
  connectionRates: {
    method: 'GET',
    path: `${PRICING_SERVICE}/rates/connections`,
    summary: 'The connection prices in force today, read only (updates go through an EIP ticket)',
    access: access.staff(),
    response: connectionRatesSchema,
  },
  customPriceBook: {
    method: 'GET',
    path: '/v2/secure/pricebook/custom/customer/:id',
    summary: "A customer's own prices (in force and future), optionally of one product type",
    access: access.tenant('company', 'id'),
    params: customPriceBookParams,
    query: customPriceBookQuerySchema,
    response: z.array(customPriceItemSchema),
  },
  addCustomPrice: {
    method: 'POST',
    path: '/v2/secure/pricebook/custom',
    summary: "Add an item to a customer's price book; it wins over the list price for that customer",
    access: access.staff('financials'),
    body: customPriceItemSaveSchema,
    response: customPriceItemSchema,
  },
  deleteCustomPrice: {
    method: 'DELETE',
    path: '/v2/secure/pricebook/custom/:id/pricebookitem/:itemId',
    summary:
      "Remove an item from customer `id`'s price book: a future item is deleted, one in force ends today (its history stays)",
    access: access.staff('financials'),
    params: customPriceItemParams,
    response: customPriceItemSchema,
  },
  lookup: {
    method: 'GET',
    path: '/v2/price/:productType',
    summary:
      'The price of one product for a company (the caller’s own, or `companyId`): currency, monthlyRate, setup, and how it was reached',
    access: access.tenantWhenGiven('company', 'companyId'),
    params: priceLookupParams,
    query: priceLookupQuerySchema,
    response: priceResultSchema,
  },
  quote: {
    method: 'POST',
    path: '/v2/price/quote',
    summary: 'Price a whole order without placing it: each item as the lookup prices it, and totals per currency',
    access: access.tenantWhenGiven('company', 'companyId', 'body'),
    body: quoteRequestSchema,
    response: quoteSchema,
  },
});
