import { z } from 'zod';
import { access, defineEndpoints } from './endpoint.js';
import { productSchema } from './network-design-answers.js';
import { technicalServiceSchema } from './ordering.js';
import {
  awsEditQuery,
  awsEditSchema,
  awsInterfaceSchema,
  ixChangeSchema,
  ixProductChangeSchema,
  ixProductParams,
  portVlanParams,
  portVlanQuery,
  productChangeParams,
  productChangeSchema,
  rateLimitCheckParams,
  rateLimitCheckSchema,
  vxcChangeSchema,
  vxcProductChangeSchema,
  vxcProductParams,
} from './service-changes.js';

/**
 * Changes of a service's network settings (admin console §5, §7; decision 0051), by the owning company's people
 * holding `modify_service` (staff too). A VXC's speed change has endpoints of its own.
 */
export const serviceChangeEndpoints = defineEndpoints('services', {
  changeProduct: {
    method: 'PUT',
    path: '/v2/product/:productType/:productUid',
    summary: "Change a Port's rate limit, or a Port's, MCR's or MVE's name and cost centre (the SDK's ModifyProduct)",
    access: access.tenant('serviceUid', 'productUid', 'modify_service'),
    params: productChangeParams,
    body: productChangeSchema,
    response: productSchema,
    errorData: 'text',
  },
  checkRateLimitChange: {
    method: 'GET',
    path: '/secure/technicalservice/:id/rateLimit/:speed/priceCheck',
    summary: "What a Port's or an IX's rate-limit change would do: its monthly price now and at the new rate limit",
    access: access.tenant('service', 'id', 'modify_service'),
    params: rateLimitCheckParams,
    response: rateLimitCheckSchema,
  },
  changeVxcProduct: {
    method: 'PUT',
    path: '/v3/product/vxc/:productUid',
    summary: "Change a VXC's name, cost centre, A-End or B-End VLAN, or speed (the SDK's UpdateVXC)",
    access: access.tenant('serviceUid', 'productUid', 'modify_service'),
    params: vxcProductParams,
    body: vxcProductChangeSchema,
    response: productSchema,
    errorData: 'text',
  },
  changeIxProduct: {
    method: 'PUT',
    path: '/v2/product/ix/:productUid',
    summary: "Change an IX's name, cost centre, public graph, VLAN, MAC address or rate limit (the SDK's UpdateIX)",
    access: access.tenant('serviceUid', 'productUid', 'modify_service'),
    params: ixProductParams,
    body: ixProductChangeSchema,
    response: productSchema,
    errorData: 'text',
  },
  portVlan: {
    method: 'GET',
    path: '/v2/product/port/:productUid/vlan',
    summary: 'Whether a VLAN is free on one of your Ports: [vlan] when it is, else free VLANs to offer instead',
    access: access.tenant('serviceUid', 'productUid'),
    params: portVlanParams,
    query: portVlanQuery,
    response: z.array(z.number().int()),
    errorData: 'text',
  },
  changeVxc: {
    method: 'PUT',
    path: '/secure/technicalservice/vxc',
    summary: "Change a VXC's A-End or B-End VLAN (checked free on its Port)",
    access: access.tenant('service', 'nServiceId', 'modify_service', 'body'),
    body: vxcChangeSchema,
    response: technicalServiceSchema,
  },
  changeIx: {
    method: 'PUT',
    path: '/secure/technicalservice/ix',
    summary: "Change an IX's VLAN, MAC address or rate limit",
    access: access.tenant('service', 'nServiceId', 'modify_service', 'body'),
    body: ixChangeSchema,
    response: technicalServiceSchema,
  },
  awsInterface: {
    method: 'GET',
    path: '/v2/product/vxc/aws',
    summary: "A VXC's AWS interface as the interface editor shows it",
    access: access.tenant('service', 'jServiceId', 'services', 'query'),
    query: awsEditQuery,
    response: awsInterfaceSchema,
  },
  editAws: {
    method: 'PUT',
    path: '/v2/product/vxc/aws',
    summary: "Change a VXC's AWS interface: a public one's addresses and prefixes (applied by provisioning)",
    access: access.tenant('service', 'jServiceId', 'modify_service', 'query'),
    query: awsEditQuery,
    body: awsEditSchema,
    response: awsInterfaceSchema,
  },
});
