import multipart from '@fastify/multipart';
import {
  accountTypeChangeSchema,
  companyActiveSchema,
  companyAddressInputSchema,
  companyAddressParamsSchema,
  companyAddressSchema,
  companyAllQuerySchema,
  companyAllSchema,
  companyConfigSettingsSaveSchema,
  companyConfigSettingsSchema,
  companyDetailSchema,
  companyHistoryPageSchema,
  companyHistoryQuerySchema,
  companyPageSchema,
  companyParamsSchema,
  companyPublishedSchema,
  companyRegistrationResultSchema,
  companyRegistrationSchema,
  companySearchQuerySchema,
  type CompanySummary,
  companyUpdateSchema,
  creditCheckResultSchema,
  customerNameSchema,
  customerNameSearchQuerySchema,
  envelope,
  imageParamsSchema,
  imageQuerySchema,
  imageUploadResultSchema,
  personRefSchema,
} from '@portico/contract';
import { COMPANY_MESSAGES, LOGO_MAX_BYTES, MESSAGES } from '@portico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid, notFound } from '../../errors.js';
import { changeContext } from '../../http/context.js';
import { csvColumns, sendCsv } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { access, requireActor } from '../../plugins/access.js';
import type { ModuleDeps } from '../module-deps.js';
import { createCompaniesService } from './companies.service.js';
import { detectImageType, logoFileName, requireLogoImage } from './image-type.js';

const tags = ['companies'];
const empty = envelope(z.null());

const COMPANY_CSV_COLUMNS = csvColumns<CompanySummary>({
  companyId: (c) => c.companyId,
  legalName: (c) => c.legalName,
  tradingName: (c) => c.tradingName,
  email: (c) => c.email,
  phone: (c) => c.phone,
  country: (c) => c.country,
  accountType: (c) => c.accountType,
  active: (c) => c.active,
  published: (c) => c.published,
  createDate: (c) => new Date(c.createDate).toISOString(),
});

export const companiesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const companies = createCompaniesService({ db: deps.db, creditBureau: deps.creditBureau });

  // Multipart only for this module's routes (the logo upload), with a size limit of its own.
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  // ---------------------------------------------------------------------------------------------------------------
  // Search

  app.get(
    '/secure/party/company',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'Search companies (legal or trading name, id, e-mail); format=csv exports every matching row',
        querystring: companySearchQuerySchema,
        // JSON, or the CSV text when format=csv
        response: { 200: envelope(companyPageSchema).or(z.string()) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (query.format === 'csv') {
        return sendCsv(reply, 'companies.csv', COMPANY_CSV_COLUMNS, companies.exportBatches(query));
      }
      return ok(await companies.search(query));
    },
  );

  app.get(
    '/secure/party/company/all',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'Companies matching a search, with their users when include_users=true (at most 500 companies)',
        querystring: companyAllQuerySchema,
        response: { 200: envelope(companyAllSchema) },
      },
    },
    async (request) =>
      ok(await companies.all({ search: request.query.search, includeUsers: request.query.include_users === 'true' })),
  );

  app.get(
    '/v2/customer/name/search',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'Company ids and names for pickers',
        querystring: customerNameSearchQuerySchema,
        response: { 200: envelope(z.array(customerNameSchema)) },
      },
    },
    async (request) => ok(await companies.nameSearch(request.query.search, request.query.limit)),
  );

  app.get(
    '/v2/company/accountManagers',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'Provider employees (companies 1 and 1153) who can be account managers',
        response: { 200: envelope(z.array(personRefSchema)) },
      },
    },
    async () => ok(await companies.accountManagers()),
  );

  // ---------------------------------------------------------------------------------------------------------------
  // One company

  app.get(
    '/secure/party/company/:companyId',
    {
      config: { access: access.tenant('company', 'companyId') },
      schema: {
        tags,
        summary: 'A company with its addresses, account manager and account-type options',
        params: companyParamsSchema,
        response: { 200: envelope(companyDetailSchema) },
      },
    },
    async (request) => ok(await companies.get(requireActor(request), request.params.companyId)),
  );

  app.put(
    '/secure/party/company',
    {
      config: { access: access.tenant('company', 'companyId', 'company_admin', 'body') },
      schema: {
        tags,
        summary: 'Update a company (the body names it); account manager and client category are staff-only',
        body: companyUpdateSchema,
        response: { 200: envelope(companyDetailSchema) },
      },
    },
    async (request) => ok(await companies.update(changeContext(request), request.body), MESSAGES.updatedSuccessfully),
  );

  app.post(
    '/secure/party/company/:companyId/address/:addressId',
    {
      config: { access: access.tenant('company', 'companyId', 'company_admin') },
      schema: {
        tags,
        summary: 'Create (addressId 0) or update the billing or physical address of a company',
        params: companyAddressParamsSchema,
        body: companyAddressInputSchema,
        response: { 200: envelope(companyAddressSchema) },
      },
    },
    async (request) =>
      ok(
        await companies.saveAddress(
          changeContext(request),
          request.params.companyId,
          request.params.addressId,
          request.body,
        ),
        MESSAGES.addressUpdated,
      ),
  );

  app.put(
    '/secure/party/company/:companyId/active',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'Enable or disable a company',
        params: companyParamsSchema,
        body: companyActiveSchema,
        response: { 200: envelope(companyDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await companies.setActive(changeContext(request), request.params.companyId, request.body.active),
        request.body.active ? COMPANY_MESSAGES.companyActivated : COMPANY_MESSAGES.companyDeactivated,
      ),
  );

  app.put(
    '/secure/party/company/:companyId/published',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: "Publish or hide a company's profile",
        params: companyParamsSchema,
        body: companyPublishedSchema,
        response: { 200: envelope(companyDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await companies.setPublished(changeContext(request), request.params.companyId, request.body.published),
        request.body.published ? COMPANY_MESSAGES.profilePublished : COMPANY_MESSAGES.profileHidden,
      ),
  );

  app.delete(
    '/secure/party/company/:companyId',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Delete a company (soft delete: hidden from search, kept for history)',
        params: companyParamsSchema,
        response: { 200: empty },
      },
    },
    async (request) => {
      await companies.remove(changeContext(request), request.params.companyId);
      return ok(null, MESSAGES.companyDeleted);
    },
  );

  app.post(
    '/secure/party/company/:companyId/creditcheck',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'Run a credit check with the credit bureau and store its status and date on the company',
        params: companyParamsSchema,
        response: { 200: envelope(creditCheckResultSchema) },
      },
    },
    async (request) =>
      ok(await companies.creditCheck(changeContext(request), request.params.companyId), COMPANY_MESSAGES.creditChecked),
  );

  app.get(
    '/secure/party/company/:companyId/history',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'Audit history of the company, newest first',
        params: companyParamsSchema,
        querystring: companyHistoryQuerySchema,
        response: { 200: envelope(companyHistoryPageSchema) },
      },
    },
    async (request) =>
      ok(await companies.history(request.params.companyId, request.query.page, request.query.pageSize)),
  );

  // ---------------------------------------------------------------------------------------------------------------
  // Logo

  app.post(
    '/secure/image/:kind/:companyId',
    {
      config: { access: access.tenant('company', 'companyId', 'company_admin') },
      schema: {
        tags,
        summary: 'Upload the company logo (multipart, one image file, at most 1 MB); replaces the previous one',
        consumes: ['multipart/form-data'],
        params: imageParamsSchema,
        querystring: imageQuerySchema,
        response: { 200: envelope(imageUploadResultSchema) },
      },
    },
    async (request) => {
      let file: { mimetype: string; data: Buffer } | null = null;
      try {
        const part = await request.file();
        if (part) file = { mimetype: part.mimetype, data: await part.toBuffer() };
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid(COMPANY_MESSAGES.logoTooLarge);
        if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw invalid(MESSAGES.logoImagesOnly);
        throw error;
      }
      if (!file || file.data.length === 0) throw invalid(MESSAGES.logoImagesOnly);
      // PNG, JPEG or WebP only, bytes matching the declared type (decision 0015).
      requireLogoImage(file.data, file.mimetype);
      const saved = await companies.uploadImage(
        changeContext(request),
        request.params.companyId,
        request.params.kind,
        request.query.name,
        { declaredType: file.mimetype, data: file.data },
      );
      return ok(saved, COMPANY_MESSAGES.logoUploaded);
    },
  );

  app.get(
    '/secure/image/:kind/:companyId',
    {
      config: { access: access.tenant('company', 'companyId') },
      schema: {
        tags,
        summary: 'The company logo as an image',
        params: imageParamsSchema,
        querystring: imageQuerySchema,
      },
    },
    async (request, reply) => {
      const image = await companies.getImage(requireActor(request), request.params.companyId, request.query.name);
      // The type is checked again from the bytes: a logo stored before raster-only (SVG, GIF) is not served.
      const type = detectImageType(image.data, image.contentType);
      if (!type) throw notFound();
      return (
        reply
          .type(type)
          .header('content-disposition', `inline; filename="${logoFileName(request.query.name, type)}"`)
          .header('cache-control', 'private, no-cache')
          .header('x-content-type-options', 'nosniff')
          // Opened directly, the image is a document of its own: nothing in it may run or load.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(image.data)
      );
    },
  );

  // ---------------------------------------------------------------------------------------------------------------
  // Registration

  app.post(
    '/secure/party/admincompanyregistration',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'Register a company and its administrator (companyDto + personDto) in one step',
        body: companyRegistrationSchema,
        response: { 200: envelope(companyRegistrationResultSchema) },
      },
    },
    async (request) =>
      ok(await companies.register(changeContext(request), request.body), COMPANY_MESSAGES.companyRegistered),
  );

  // ---------------------------------------------------------------------------------------------------------------
  // Account type and config settings

  app.put(
    '/secure/party/company/:companyId/accountType',
    {
      config: { access: access.staff('configure_partner') },
      schema: {
        tags,
        summary: 'Change the account type (a direct customer only; PARTNER needs confirmed=true)',
        params: companyParamsSchema,
        body: accountTypeChangeSchema,
        response: { 200: envelope(companyDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await companies.changeAccountType(changeContext(request), request.params.companyId, request.body),
        MESSAGES.updatedSuccessfully,
      ),
  );

  app.get(
    '/v2/company/:companyId/configSettings',
    {
      config: { access: access.tenant('company', 'companyId') },
      schema: {
        tags,
        summary: 'Company config settings: the company’s own values and the defaults it gives its children',
        params: companyParamsSchema,
        response: { 200: envelope(companyConfigSettingsSchema) },
      },
    },
    async (request) => ok(await companies.getConfigSettings(requireActor(request), request.params.companyId)),
  );

  app.post(
    '/v2/company/:companyId/configSettings',
    {
      config: { access: access.staff('configure_partner') },
      schema: {
        tags,
        summary: 'Create the config settings record (when recordExists is false)',
        params: companyParamsSchema,
        body: companyConfigSettingsSaveSchema,
        response: { 200: envelope(companyConfigSettingsSchema) },
      },
    },
    async (request) =>
      ok(
        await companies.saveConfigSettings(changeContext(request), request.params.companyId, 'create', request.body),
        MESSAGES.configCreated,
      ),
  );

  app.put(
    '/v2/company/:companyId/configSettings',
    {
      config: { access: access.staff('configure_partner') },
      schema: {
        tags,
        summary: 'Update the config settings record',
        params: companyParamsSchema,
        body: companyConfigSettingsSaveSchema,
        response: { 200: envelope(companyConfigSettingsSchema) },
      },
    },
    async (request) =>
      ok(
        await companies.saveConfigSettings(changeContext(request), request.params.companyId, 'update', request.body),
        MESSAGES.configUpdated,
      ),
  );
};
