import {
  customerProductPageSchema,
  customerProductsParamsSchema,
  customerProductsQuerySchema,
  serviceHistoryItemSchema,
  serviceHistoryParamsSchema,
} from './customer-products.js';
import { z } from 'zod';
import { access, defineEndpoints } from './endpoint.js';

/** The company's products with their terms and prices, and one product's history (decision 0052). */
export const customerProductEndpoints = defineEndpoints('services', {
  products: {
    method: 'GET',
    path: '/secure/product/company/:id',
    summary:
      "A company's products (its services but NEW ones) with location, speed, term, contract dates and monthly " +
      'price, a page at a time; format=csv exports every filtered row',
    access: access.tenant('company', 'id', 'services'),
    params: customerProductsParamsSchema,
    query: customerProductsQuerySchema,
    response: customerProductPageSchema,
    alsoCsv: true,
  },
  history: {
    method: 'GET',
    path: '/v2/product/:id/history',
    summary: "A service's lifecycle events and recorded changes, oldest first, with who made each",
    access: access.tenant('service', 'id', 'services'),
    params: serviceHistoryParamsSchema,
    response: z.array(serviceHistoryItemSchema),
  },
});
