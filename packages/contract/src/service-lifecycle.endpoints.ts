import { z } from 'zod';
import { access, defineEndpoints } from './endpoint.js';
import { productUidSchema } from './network-design.js';
import {
  lifecycleActionParams,
  lifecycleActionQuery,
  lifecycleStateSchema,
  priceCheckParams,
  priceCheckSchema,
} from './service-lifecycle.js';

/** A service's lifecycle actions, their price check and the service lock (decision 0049). */
export const lifecycleEndpoints = defineEndpoints('services', {
  action: {
    method: 'POST',
    path: '/v3/product/:productUid/action/:action',
    summary:
      'Cancel, cancel now, terminate (staff) or un-cancel a product; safeDelete=true refuses one with live attached services',
    access: access.tenant('serviceUid', 'productUid', 'modify_service'),
    params: lifecycleActionParams,
    query: lifecycleActionQuery,
    response: lifecycleStateSchema,
    errorData: 'text',
  },
  priceCheck: {
    method: 'GET',
    path: '/secure/technicalservice/:id/:action/priceCheck',
    summary:
      'What cancelling or terminating a service costs: its remaining contract and that of its linked VXCs and IXs',
    access: access.tenant('service', 'id', 'modify_service'),
    params: priceCheckParams,
    response: priceCheckSchema,
  },
  lock: {
    method: 'POST',
    path: '/v2/product/:productUid/lock',
    summary:
      'Lock a product: nobody may cancel or change it until it is unlocked (company admins and staff, or an API key with modify_service made by a company admin)',
    access: access.tenant('serviceUid', 'productUid', 'modify_service'),
    params: z.object({ productUid: productUidSchema }),
    response: lifecycleStateSchema,
    errorData: 'text',
  },
  unlock: {
    method: 'DELETE',
    path: '/v2/product/:productUid/lock',
    summary: 'Unlock a product (as the lock)',
    access: access.tenant('serviceUid', 'productUid', 'modify_service'),
    params: z.object({ productUid: productUidSchema }),
    response: lifecycleStateSchema,
    errorData: 'text',
  },
});
