import { access, defineEndpoints } from './endpoint.js';
import {
  adminPortOrderBodySchema,
  orderParams,
  orderServicesSchema,
  placedOrderSchema,
  portOrderSchema,
  serviceParams,
  technicalServiceSchema,
} from './ordering.js';
import { quoteSchema } from './pricing.js';

/**
 * Ordering (decision 0039). Every order route takes an `Idempotency-Key` header: a retry with the same key answers
 * the first order and creates nothing; the same key with another body is refused (422).
 */
export const orderingEndpoints = defineEndpoints('ordering', {
  quotePort: {
    method: 'POST',
    path: '/secure/order/port/quote',
    summary: 'Price a port or LAG order as it would be placed (lines and totals as the quote), writing nothing',
    access: access.tenant('company', 'companyId', 'place_order', 'body'),
    body: portOrderSchema,
    response: quoteSchema,
  },
  orderPort: {
    method: 'POST',
    path: '/secure/order/port',
    summary: 'Order a port or a LAG of 1 to 8 ports (Idempotency-Key header required)',
    access: access.tenant('company', 'companyId', 'place_order', 'body'),
    body: portOrderSchema,
    response: placedOrderSchema,
  },
  adminOrderPort: {
    method: 'POST',
    path: '/secure/admin/order/port',
    summary: 'Staff order a port or LAG for a customer, with overrides (Idempotency-Key header required)',
    access: access.staff(),
    body: adminPortOrderBodySchema,
    response: placedOrderSchema,
  },
  orderServices: {
    method: 'GET',
    path: '/secure/order/:orderId/services',
    summary: "An order's services with their provisioning status (the order page polls it until LIVE)",
    access: access.tenant('order', 'orderId'),
    params: orderParams,
    response: orderServicesSchema,
  },
});

/** Technical services: one service, and staff advancing provisioning by hand when no provisioner runs. */
export const servicesEndpoints = defineEndpoints('services', {
  service: {
    method: 'GET',
    path: '/secure/technicalservice/:id',
    summary: 'One technical service with its components, resources and lifecycle events',
    access: access.tenant('service', 'id'),
    params: serviceParams,
    response: technicalServiceSchema,
  },
  advanceProvisioning: {
    method: 'POST',
    path: '/secure/technicalservice/:id/advance',
    summary: 'Staff move a service one provisioning step on (DEPLOYABLE → CONFIGURED → LIVE), audited',
    access: access.staff(),
    params: serviceParams,
    response: technicalServiceSchema,
  },
});
