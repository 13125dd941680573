import { access, defineEndpoints } from './endpoint.js';
import { placedOrderSchema } from './ordering.js';
import { quoteSchema } from './pricing.js';
import {
  exchangeOrderSchema,
  mcrOrderSchema,
  megaDirectOrderSchema,
  mveImagesSchema,
  mveOrderSchema,
  mveVariantsSchema,
  pxcOrderSchema,
} from './product-orders.js';

const orderAccess = access.tenant('company', 'companyId', 'place_order', 'body');

/**
 * The MCR, MVE, MegaDirect, PXC and exchange-point orders (decision 0043): each quoted before it is placed, each
 * order with an `Idempotency-Key` header as the port's (decision 0039).
 */
export const productOrderEndpoints = defineEndpoints('ordering', {
  quoteMcr: {
    method: 'POST',
    path: '/secure/order/mcr/quote',
    summary: 'Price an MCR order as it would be placed, writing nothing',
    access: orderAccess,
    body: mcrOrderSchema,
    response: quoteSchema,
  },
  orderMcr: {
    method: 'POST',
    path: '/secure/order/mcr',
    summary: 'Order an MCR (product type MCR2; Idempotency-Key header required)',
    access: orderAccess,
    body: mcrOrderSchema,
    response: placedOrderSchema,
  },
  adminOrderMcr: {
    method: 'POST',
    path: '/secure/admin/order/mcr',
    summary: 'Staff order an MCR for a customer (Idempotency-Key header required)',
    access: access.staff(),
    body: mcrOrderSchema,
    response: placedOrderSchema,
  },
  quoteMve: {
    method: 'POST',
    path: '/secure/order/mve/quote',
    summary: 'Price an MVE order by its size, writing nothing',
    access: orderAccess,
    body: mveOrderSchema,
    response: quoteSchema,
  },
  orderMve: {
    method: 'POST',
    path: '/secure/order/mve',
    summary: 'Order an MVE (Idempotency-Key header required)',
    access: orderAccess,
    body: mveOrderSchema,
    response: placedOrderSchema,
  },
  adminOrderMve: {
    method: 'POST',
    path: '/secure/admin/order/mve',
    summary: 'Staff order an MVE for a customer (Idempotency-Key header required)',
    access: access.staff(),
    body: mveOrderSchema,
    response: placedOrderSchema,
  },
  mveVariants: {
    method: 'GET',
    path: '/v3/product/mve/variants',
    summary: 'The sizes of an MVE (CPU cores, memory)',
    access: access.user,
    response: mveVariantsSchema,
  },
  mveImages: {
    method: 'GET',
    path: '/v4/product/mve/images',
    summary: "The vendors' images an MVE may run, with the sizes each runs on",
    access: access.user,
    response: mveImagesSchema,
  },
  quoteMegaDirect: {
    method: 'POST',
    path: '/secure/order/megadirect/quote',
    summary: 'Price a MegaDirect order (channel partners), writing nothing',
    access: orderAccess,
    body: megaDirectOrderSchema,
    response: quoteSchema,
  },
  orderMegaDirect: {
    method: 'POST',
    path: '/secure/order/megadirect',
    summary: 'Order a MegaDirect service on a port (channel partners; Idempotency-Key header required)',
    access: orderAccess,
    body: megaDirectOrderSchema,
    response: placedOrderSchema,
  },
  quotePxc: {
    method: 'POST',
    path: '/secure/order/pxc/quote',
    summary: 'Price a private cross connect between two ports, writing nothing',
    access: orderAccess,
    body: pxcOrderSchema,
    response: quoteSchema,
  },
  orderPxc: {
    method: 'POST',
    path: '/secure/order/pxc',
    summary: 'Order a private cross connect between two ports of the company (Idempotency-Key header required)',
    access: orderAccess,
    body: pxcOrderSchema,
    response: placedOrderSchema,
  },
  adminOrderExchange: {
    method: 'POST',
    path: '/secure/admin/order/exchange',
    summary: 'Staff order an exchange-point (ECIX) service for a customer, billed as given (Idempotency-Key header)',
    access: access.staff(),
    body: exchangeOrderSchema,
    response: placedOrderSchema,
  },
});
