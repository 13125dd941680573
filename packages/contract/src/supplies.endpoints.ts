import { z } from 'zod';
import { access, defineEndpoints } from './endpoint.js';
import {
  companyPathSchema,
  companySuppliesSchema,
  estimatePathSchema,
  invoiceEstimateSchema,
  marketTaxRulesSchema,
  supplyInputSchema,
  supplyPathSchema,
  supplySchema,
} from './supplies.js';

/** The supplies area: the supplier markets and their tax rules, a company's supplies and its invoice estimate. */
export const suppliesEndpoints = defineEndpoints('supplies', {
  markets: {
    method: 'GET',
    path: '/secure/supplier/taxRules',
    summary: 'Supplier markets with their currency, default tax rate, identifier types and finance questions',
    access: access.user,
    response: z.array(marketTaxRulesSchema),
  },
  companySupplies: {
    method: 'GET',
    path: '/secure/party/company/:companyId/supply',
    summary: "The company's supplies (one per market)",
    // Company admins and financial users of the company; the service checks which of the two.
    access: access.tenant('company', 'companyId'),
    params: companyPathSchema,
    response: companySuppliesSchema,
  },
  create: {
    method: 'POST',
    path: '/secure/party/company/:companyId/supply',
    summary: 'Add a supply in a market the company has none in',
    access: access.tenant('company', 'companyId', 'company_admin'),
    params: companyPathSchema,
    body: supplyInputSchema,
    response: supplySchema,
  },
  update: {
    method: 'PUT',
    path: '/secure/party/company/:companyId/supply/:supplyId',
    summary: 'Update a supply of the company',
    access: access.tenant('company', 'companyId', 'company_admin'),
    params: supplyPathSchema,
    body: supplyInputSchema,
    response: supplySchema,
  },
  remove: {
    method: 'DELETE',
    path: '/secure/party/company/:companyId/supply/:supplyId',
    summary: 'Delete a supply of the company (staff)',
    access: access.staff(),
    params: supplyPathSchema,
    response: z.null(),
  },
  invoiceEstimate: {
    method: 'GET',
    path: '/v2/company/:companyId/estimate/supplierId/:supplierId',
    summary: "Estimate of the company's next invoice from one supplier",
    access: access.tenant('company', 'companyId'),
    params: estimatePathSchema,
    response: invoiceEstimateSchema,
  },
});
