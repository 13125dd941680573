import { z } from 'zod';
import { access, defineEndpoints } from './endpoint.js';
import { productSchema } from './network-design-answers.js';
import { legacyLocationSchema } from './public-products.js';

/**
 * The public product API the provider's Go SDK reads (decision 0050): `ListProducts` takes every Port, MCR and MVE
 * of the caller's company with the VXCs and IXs attached to each, in the fields of the SDK's `Port`, `MCR` and `MVE`;
 * after them, the VXCs and IXs the company pays for on other companies' Ports only (which the SDK skips).
 */
export const publicProductEndpoints = defineEndpoints('services', {
  products: {
    method: 'GET',
    path: '/v2/products',
    summary:
      "The company's Ports, MCRs and MVEs with their VXCs and IXs, as the Go SDK's ListProducts reads them, then the VXCs and IXs it pays for on others' Ports",
    access: access.permission('services'),
    response: z.array(productSchema),
    errorData: 'text',
  },
});

/** `GET /v2/locations`, the SDK's deprecated `ListLocations`, beside `/v3/locations` (decision 0050). */
export const legacyLocationEndpoints = defineEndpoints('catalogue', {
  legacyLocations: {
    method: 'GET',
    path: '/v2/locations',
    summary: 'Every location in the v2 shape the Go SDK’s ListLocations reads (use /v3/locations for new clients)',
    access: access.public,
    response: z.array(legacyLocationSchema),
    errorData: 'text',
  },
});
