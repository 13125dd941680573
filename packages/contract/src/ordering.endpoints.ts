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
import { serviceDetailSchema } from './service-lag.js';
import {
  adminOrderVxcBodySchema,
  ixChoiceSchema,
  ixChoicesQuery,
  orderIxSchema,
  portDropdownQuery,
  portDropdownsSchema,
  vlanCheckParams,
  vlanCheckQuery,
  vlanCheckSchema,
  vxcApprovalParams,
  vxcApprovalSchema,
  vxcApprovalsQuery,
  vxcDecisionSchema,
  vxcRejectAllResultSchema,
  vxcRejectAllSchema,
  orderVxcSchema,
} from './ordering-vxc.js';
import { z } from 'zod';

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
  // VXC and IX orders, VXC approvals, the order forms' dropdowns and VLAN check (decisions 0040, 0042)
  quoteVxc: {
    method: 'POST',
    path: '/secure/order/vxc/quote',
    summary: 'Price a VXC order as it would be placed, writing nothing',
    access: access.tenant('company', 'companyId', 'place_order', 'body'),
    body: orderVxcSchema,
    response: quoteSchema,
  },
  orderVxc: {
    method: 'POST',
    path: '/secure/order/vxc',
    summary: 'Order a VXC from a Port of the company to any Port or cloud partner (Idempotency-Key header required)',
    access: access.tenant('company', 'companyId', 'place_order', 'body'),
    body: orderVxcSchema,
    response: placedOrderSchema,
  },
  adminOrderVxc: {
    method: 'POST',
    path: '/secure/admin/order/vxc',
    summary: 'Staff order a VXC for a customer: both sides approved, VLAN -1 automatic (Idempotency-Key required)',
    access: access.staff(),
    body: adminOrderVxcBodySchema,
    response: placedOrderSchema,
  },
  vlanCheck: {
    method: 'GET',
    path: '/secure/technicalservice/port/:nid/vlan/:vlan',
    summary: 'Whether a VLAN is free on a Port; when not, free VLANs to offer instead',
    access: access.user,
    params: vlanCheckParams,
    query: vlanCheckQuery,
    response: vlanCheckSchema,
  },
  portDropdowns: {
    method: 'GET',
    path: '/secure/order/ports',
    summary: "The order forms' Port dropdowns: A ends of the company, B ends of every company (positional arrays)",
    access: access.tenant('company', 'companyId', 'place_order', 'query'),
    query: portDropdownQuery,
    response: portDropdownsSchema,
  },
  vxcApprovals: {
    method: 'GET',
    path: '/secure/vxc/approvals',
    summary:
      'VXC orders where a company of the caller (or the one `companyId`) is a party (staff: all), pending ones by default',
    access: access.tenantWhenGiven('company', 'companyId'),
    query: vxcApprovalsQuery,
    response: z.array(vxcApprovalSchema),
  },
  decideVxc: {
    method: 'POST',
    path: '/secure/vxc/approvals/:vxcOrderId',
    summary: "Approve or reject the caller's own side of a VXC order while it is UN_ASSESSED",
    access: access.user,
    params: vxcApprovalParams,
    body: vxcDecisionSchema,
    response: vxcApprovalSchema,
  },
  rejectAllVxcs: {
    method: 'POST',
    path: '/secure/vxc/approvals/reject-all',
    summary: "Reject every VXC order of one company still waiting for the caller's company's side",
    access: access.tenant('company', 'companyId', 'approve_order', 'body'),
    body: vxcRejectAllSchema,
    response: vxcRejectAllResultSchema,
  },
  ixChoices: {
    method: 'GET',
    path: '/secure/order/ix/available',
    summary: 'The IXs a Port may connect to (those in its metro)',
    access: access.user,
    query: ixChoicesQuery,
    response: z.array(ixChoiceSchema),
  },
  quoteIx: {
    method: 'POST',
    path: '/secure/order/ix/quote',
    summary: 'Price an IX connection as it would be placed (lines and totals as the quote), writing nothing',
    access: access.tenant('company', 'companyId', 'place_order', 'body'),
    body: orderIxSchema,
    response: quoteSchema,
  },
  orderIx: {
    method: 'POST',
    path: '/secure/order/ix',
    summary: 'Order an IX connection on a Port of the company (Idempotency-Key header required)',
    access: access.tenant('company', 'companyId', 'place_order', 'body'),
    body: orderIxSchema,
    response: placedOrderSchema,
  },
  adminOrderIx: {
    method: 'POST',
    path: '/secure/admin/order/ix',
    summary: 'Staff order an IX connection for a customer (Idempotency-Key header required)',
    access: access.staff(),
    body: orderIxSchema,
    response: placedOrderSchema,
  },
});

/** Technical services: one service, and staff advancing provisioning by hand when no provisioner runs. */
export const servicesEndpoints = defineEndpoints('services', {
  service: {
    method: 'GET',
    path: '/secure/technicalservice/:id',
    summary: 'One technical service with its components, resources and lifecycle events, and the LAG of a LAG port',
    access: access.tenant('service', 'id', 'services'),
    params: serviceParams,
    response: serviceDetailSchema,
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
