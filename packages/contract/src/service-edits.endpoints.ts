import { z } from 'zod';
import { access, defineEndpoints } from './endpoint.js';
import { productUidSchema } from './network-design.js';
import { productSchema } from './network-design-answers.js';
import { serviceParams, technicalServiceSchema } from './ordering.js';
import { productUpdateSchema, renameServiceSchema } from './service-edits.js';

/** A service's own fields changed by its company's people holding `modify_service` (admin console §7). */
export const serviceEditEndpoints = defineEndpoints('services', {
  rename: {
    method: 'PUT',
    path: '/secure/technicalservice/:id/name',
    summary: 'Rename a service',
    access: access.tenant('service', 'id', 'modify_service'),
    params: serviceParams,
    body: renameServiceSchema,
    response: technicalServiceSchema,
  },
  updateProduct: {
    method: 'PUT',
    path: '/v2/product/:productUid',
    summary: "Change a product's name, cost centre, public graph or buyout port",
    access: access.tenant('serviceUid', 'productUid', 'modify_service'),
    params: z.object({ productUid: productUidSchema }),
    body: productUpdateSchema,
    response: productSchema,
    errorData: 'text',
  },
});
