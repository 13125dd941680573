import { z } from 'zod';
import { access, defineEndpoints } from './endpoint.js';
import {
  foundServiceSchema,
  networkParamsSchema,
  networkQuerySchema,
  networkServiceSchema,
  serviceSearchPageSchema,
  serviceSearchQuerySchema,
} from './services-network.js';

/** The customer's network (`/customerServices`) and the service search (`/`, `/serviceSearch`). */
export const servicesNetworkEndpoints = defineEndpoints('services', {
  network: {
    method: 'GET',
    path: '/secure/technicalservice/company/:id',
    summary:
      "A company's services, each port followed by its VXCs and IXs, with their usage; `limit` (up to 1000) per " +
      'page, the total in the Pagination-Total-Count header; format=csv exports every filtered row',
    access: access.tenant('company', 'id', 'services'),
    params: networkParamsSchema,
    query: networkQuerySchema,
    response: z.array(networkServiceSchema),
    alsoCsv: true,
  },
  search: {
    method: 'GET',
    path: '/v2/services',
    summary:
      "Services whose name contains the text (or whose id or uid it is), of the caller's companies (staff: all) " +
      'or of the one `companyId`; the filters ignore the value ALL',
    access: access.tenantWhenGiven('company', 'companyId', 'query', 'services'),
    query: serviceSearchQuerySchema,
    response: serviceSearchPageSchema,
  },
  one: {
    method: 'GET',
    path: '/v2/services/:id',
    summary: 'One service as the search lists it (a new one is not found)',
    access: access.tenant('service', 'id', 'services'),
    params: networkParamsSchema,
    response: foundServiceSchema,
  },
});
