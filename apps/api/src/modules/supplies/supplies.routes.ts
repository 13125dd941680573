import {
  companyPathSchema,
  companySuppliesSchema,
  envelope,
  estimatePathSchema,
  invoiceEstimateSchema,
  marketTaxRulesSchema,
  supplyInputSchema,
  supplyPathSchema,
  supplySchema,
} from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { access, requireActor } from '../../plugins/access.js';
import type { ModuleDeps } from '../module-deps.js';
import { createSuppliesService } from './supplies.service.js';

const tags = ['supplies'];

export const suppliesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const supplies = createSuppliesService(deps);

  app.get(
    '/secure/supplier/taxRules',
    {
      config: { access: access.user },
      schema: {
        tags,
        summary: 'Supplier markets with their currency, default tax rate, identifier types and finance questions',
        response: { 200: envelope(z.array(marketTaxRulesSchema)) },
      },
    },
    async () => ok(await supplies.listMarkets()),
  );

  app.get(
    '/secure/party/company/:companyId/supply',
    {
      // Company admins and financial users of the company; the service checks which of the two.
      config: { access: access.tenant('company', 'companyId') },
      schema: {
        tags,
        summary: "The company's supplies (one per market)",
        params: companyPathSchema,
        response: { 200: envelope(companySuppliesSchema) },
      },
    },
    async (request) => ok(await supplies.listCompanySupplies(requireActor(request), request.params.companyId)),
  );

  app.post(
    '/secure/party/company/:companyId/supply',
    {
      config: { access: access.tenant('company', 'companyId', 'company_admin') },
      schema: {
        tags,
        summary: 'Add a supply in a market the company has none in',
        params: companyPathSchema,
        body: supplyInputSchema,
        response: { 200: envelope(supplySchema) },
      },
    },
    async (request) =>
      ok(
        await supplies.createSupply(requireActor(request), request.params.companyId, request.body, request.id),
        MESSAGES.supplyCreated,
      ),
  );

  app.put(
    '/secure/party/company/:companyId/supply/:supplyId',
    {
      config: { access: access.tenant('company', 'companyId', 'company_admin') },
      schema: {
        tags,
        summary: 'Update a supply of the company',
        params: supplyPathSchema,
        body: supplyInputSchema,
        response: { 200: envelope(supplySchema) },
      },
    },
    async (request) =>
      ok(
        await supplies.updateSupply(
          requireActor(request),
          request.params.companyId,
          request.params.supplyId,
          request.body,
          request.id,
        ),
        MESSAGES.supplyUpdated,
      ),
  );

  app.delete(
    '/secure/party/company/:companyId/supply/:supplyId',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'Delete a supply of the company (staff)',
        params: supplyPathSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await supplies.deleteSupply(requireActor(request), request.params.companyId, request.params.supplyId, request.id);
      return ok(null, MESSAGES.supplyDeleted);
    },
  );

  app.get(
    '/v2/company/:companyId/estimate/supplierId/:supplierId',
    {
      config: { access: access.tenant('company', 'companyId') },
      schema: {
        tags,
        summary: "Estimate of the company's next invoice from one supplier",
        params: estimatePathSchema,
        response: { 200: envelope(invoiceEstimateSchema) },
      },
    },
    async (request) =>
      ok(await supplies.invoiceEstimate(requireActor(request), request.params.companyId, request.params.supplierId)),
  );
};
