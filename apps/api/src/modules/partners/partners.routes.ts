import {
  commissionRequestSchema,
  companyPartnerSettingsSchema,
  companyPartnerSettingsUpdateSchema,
  envelope,
  managedAccountCreateSchema,
  managedAccountPathSchema,
  managedAccountSchema,
  managedAccountUpdateSchema,
  pageSchema,
  partnerContextAnswerSchema,
  partnerContextSchema,
  partnerCustomerPathSchema,
  partnerDetailSchema,
  partnerLinkQuerySchema,
  partnerListQuerySchema,
  partnerPathSchema,
  partnerReportQuerySchema,
  partnerReportRequestSchema,
  partnerReportSchema,
  type PartnerReport,
  type PartnerSummary,
  partnerSummarySchema,
} from '@portico/contract';
import { formatRateBp, MESSAGES, PARTNER_MESSAGES } from '@portico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvColumns, sendCsv } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { access, requireActor } from '../../plugins/access.js';
import type { ModuleDeps } from '../module-deps.js';
import { createPartnersService } from './partners.service.js';

const tags = ['partners'];
const empty = envelope(z.null());
const rate = (bp: number | null) => (bp === null ? '' : formatRateBp(bp));

const PARTNER_CSV_COLUMNS = csvColumns<PartnerSummary>({
  companyId: (p) => p.companyId,
  legalName: (p) => p.legalName,
  tradingName: (p) => p.tradingName,
  accountType: (p) => p.accountType,
  active: (p) => p.active,
  partnerTier: (p) => p.partnerTier,
  commission: (p) => rate(p.commissionRateBp),
  customers: (p) => p.customerCount,
  managedAccounts: (p) => p.managedAccountCount,
});

const PARTNER_REPORT_CSV_COLUMNS = csvColumns<PartnerReport['rows'][number]>({
  companyId: (r) => r.companyId,
  legalName: (r) => r.legalName,
  accountType: (r) => r.accountType,
  partnerTier: (r) => r.partnerTier,
  commission: (r) => rate(r.commissionRateBp),
  customersAdded: (r) => r.customersAdded,
  totalCustomers: (r) => r.totalCustomers,
  managedAccounts: (r) => r.managedAccounts,
  revenue: () => 'unknown',
});

export const partnersRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const partners = createPartnersService(deps);

  app.get(
    '/secure/party/partners',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'Partner and distributor companies (paged; format=csv exports every filtered row)',
        querystring: partnerListQuerySchema,
        response: { 200: envelope(pageSchema(partnerSummarySchema)) },
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv')
        return sendCsv(reply, 'partners.csv', PARTNER_CSV_COLUMNS, partners.exportPartners(request.query));
      return ok(await partners.listPartners(request.query));
    },
  );

  app.post(
    '/secure/party/partners/report',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'Partner report: customers added in a date range, customer and managed-account counts, revenue',
        querystring: partnerReportQuerySchema,
        body: partnerReportRequestSchema,
        response: { 200: envelope(partnerReportSchema) },
      },
    },
    async (request, reply) => {
      const report = await partners.report(request.body);
      if (request.query.format !== 'csv') return ok(report, report.note ?? '');
      // One row per partner, already counted: the whole report is one batch.
      return sendCsv(reply, 'partner-report.csv', PARTNER_REPORT_CSV_COLUMNS, [report.rows]);
    },
  );

  app.post(
    '/secure/party/partner',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'Link a customer to a partner',
        querystring: partnerLinkQuerySchema,
        response: { 200: empty },
      },
    },
    async (request) => {
      await partners.linkCustomer(requireActor(request), request.query.partnerId, request.query.customerId, request.id);
      return ok(null, PARTNER_MESSAGES.customerLinked);
    },
  );

  app.get(
    '/secure/party/partner/:id',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'A partner with its customers and managed accounts',
        params: partnerPathSchema,
        response: { 200: envelope(partnerDetailSchema) },
      },
    },
    async (request) => ok(await partners.getPartner(request.params.id)),
  );

  app.delete(
    '/secure/party/partner/:id/customer/:customerId',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'Remove a customer from a partner',
        params: partnerCustomerPathSchema,
        response: { 200: empty },
      },
    },
    async (request) => {
      await partners.unlinkCustomer(requireActor(request), request.params.id, request.params.customerId, request.id);
      return ok(null, PARTNER_MESSAGES.customerUnlinked);
    },
  );

  app.put(
    '/secure/party/partner/:id/commission',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: "Set a partner's commission rate (basis points)",
        params: partnerPathSchema,
        body: commissionRequestSchema,
        response: { 200: envelope(partnerSummarySchema) },
      },
    },
    async (request) =>
      ok(
        await partners.setCommission(requireActor(request), request.params.id, request.body, request.id),
        MESSAGES.commissionUpdated,
      ),
  );

  app.get(
    '/v2/vantage/partner/:id/managedAccount',
    {
      config: { access: access.tenant('company', 'id', 'company_admin') },
      schema: {
        tags,
        summary: "A partner's managed accounts",
        params: partnerPathSchema,
        response: { 200: envelope(z.array(managedAccountSchema)) },
      },
    },
    async (request) => ok(await partners.listManagedAccounts(requireActor(request), request.params.id)),
  );

  app.post(
    '/v2/vantage/partner/:id/managedAccount',
    {
      config: { access: access.tenant('company', 'id', 'company_admin') },
      schema: {
        tags,
        summary: 'Create a managed account (a new company under the partner), or place a company under it (staff)',
        params: partnerPathSchema,
        body: managedAccountCreateSchema,
        response: { 200: envelope(managedAccountSchema) },
      },
    },
    async (request) =>
      ok(
        await partners.createManagedAccount(requireActor(request), request.params.id, request.body, request.id),
        PARTNER_MESSAGES.managedAccountCreated,
      ),
  );

  app.put(
    '/v2/vantage/partner/:id/managedAccount/:companyId',
    {
      config: { access: access.tenant('company', 'id', 'company_admin') },
      schema: {
        tags,
        summary: "Rename a managed account or change the partner's reference for it",
        params: managedAccountPathSchema,
        body: managedAccountUpdateSchema,
        response: { 200: envelope(managedAccountSchema) },
      },
    },
    async (request) =>
      ok(
        await partners.updateManagedAccount(
          requireActor(request),
          request.params.id,
          request.params.companyId,
          request.body,
          request.id,
        ),
        PARTNER_MESSAGES.managedAccountUpdated,
      ),
  );

  app.get(
    '/v2/partner/:id/context',
    {
      config: { access: access.tenant('company', 'id') },
      schema: {
        tags,
        summary: "The partner's context (branding and contact shown to its managed customers)",
        params: partnerPathSchema,
        response: { 200: envelope(partnerContextAnswerSchema) },
      },
    },
    async (request) => ok(await partners.getContext(requireActor(request), request.params.id)),
  );

  app.post(
    '/v2/partner/:id/context',
    {
      config: { access: access.tenant('company', 'id', 'company_admin') },
      schema: {
        tags,
        summary: "Create the partner's context",
        params: partnerPathSchema,
        body: partnerContextSchema,
        response: { 200: envelope(partnerContextAnswerSchema) },
      },
    },
    async (request) =>
      ok(
        await partners.createContext(requireActor(request), request.params.id, request.body, request.id),
        PARTNER_MESSAGES.contextCreated,
      ),
  );

  app.put(
    '/v2/partner/:id/context',
    {
      config: { access: access.tenant('company', 'id', 'company_admin') },
      schema: {
        tags,
        summary: "Update the partner's context",
        params: partnerPathSchema,
        body: partnerContextSchema,
        response: { 200: envelope(partnerContextAnswerSchema) },
      },
    },
    async (request) =>
      ok(
        await partners.updateContext(requireActor(request), request.params.id, request.body, request.id),
        PARTNER_MESSAGES.contextUpdated,
      ),
  );

  app.delete(
    '/v2/partner/:id/context',
    {
      config: { access: access.tenant('company', 'id', 'company_admin') },
      schema: { tags, summary: "Delete the partner's context", params: partnerPathSchema, response: { 200: empty } },
    },
    async (request) => {
      await partners.deleteContext(requireActor(request), request.params.id, request.id);
      return ok(null, PARTNER_MESSAGES.contextDeleted);
    },
  );

  app.get(
    '/v2/company/:id/settings',
    {
      config: { access: access.tenant('company', 'id') },
      schema: {
        tags,
        summary: "The company's partner settings: tier, commission, parent, linked partner, partner context",
        params: partnerPathSchema,
        response: { 200: envelope(companyPartnerSettingsSchema) },
      },
    },
    async (request) => ok(await partners.companySettings(requireActor(request), request.params.id)),
  );

  app.put(
    '/v2/company/:id/settings',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: "Set a company's partner tier or global Port partner flag (staff)",
        params: partnerPathSchema,
        body: companyPartnerSettingsUpdateSchema,
        response: { 200: envelope(companyPartnerSettingsSchema) },
      },
    },
    async (request) =>
      ok(
        await partners.updateCompanySettings(requireActor(request), request.params.id, request.body, request.id),
        MESSAGES.updatedSuccessfully,
      ),
  );
};
