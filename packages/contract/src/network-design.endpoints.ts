import { z } from 'zod';
import { access, defineEndpoints } from './endpoint.js';
import { boughtServiceSchema, productSchema, validatedServiceSchema } from './network-design-answers.js';
import { buyNetworkDesignBodySchema, productUidSchema, validateNetworkDesignBodySchema } from './network-design.js';

/**
 * The public API's order calls and product read, as the provider's Go SDK calls them (decisions 0041, 0044): the
 * same ordering service as the portal's forms, for the caller's own company (the bearer token's). Their errors
 * answer `data` as text (`errorData: 'text'`), which the SDK decodes into a Go string.
 */
export const networkDesignEndpoints = defineEndpoints('ordering', {
  validateNetworkDesign: {
    method: 'POST',
    path: '/v3/networkdesign/validate',
    summary: 'Check and price a network design (ports, LAGs, VXCs, IXs, MCRs, MVEs) as it would be bought',
    access: access.permission('place_order'),
    body: validateNetworkDesignBodySchema,
    response: z.array(validatedServiceSchema),
    errorData: 'text',
  },
  buyNetworkDesign: {
    method: 'POST',
    path: '/v4/networkdesign/buy',
    summary: 'Buy a network design in one order (an Idempotency-Key header makes a retry safe)',
    access: access.permission('place_order'),
    body: buyNetworkDesignBodySchema,
    response: z.array(boughtServiceSchema),
    errorData: 'text',
  },
});

export const productEndpoints = defineEndpoints('services', {
  product: {
    method: 'GET',
    path: '/v2/product/:productUid',
    summary: "One of the company's products by its uid, NEW ones included (the SDK polls it until LIVE)",
    access: access.tenant('serviceUid', 'productUid', 'services'),
    params: z.object({ productUid: productUidSchema }),
    response: productSchema,
    errorData: 'text',
  },
});
